import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from './credentials.ts';
import { finishDeferredRebase, openSandboxDatabase } from './open-database.ts';
import type { RebasePlan } from './rebase-times.ts';
import { INTEGRATION_CONFIG_COUNT } from '../seed/integrations.ts';
import { SCHEMA_VERSION } from './schema/index.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const now = () => NOW;
let root: string;
/**
 * The build's template (out/sandbox-template, made by the build or the integration setup), copied
 * for the file: the later tests start from its copy, as the app does.
 */
let template: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sandbox-db-'));
  template = join(root, 'template');
  await cp(join(import.meta.dirname, '../../../out/sandbox-template'), template, {
    recursive: true,
  });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function count(db: PGlite, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

describe('openSandboxDatabase', () => {
  it('seeds the small world in memory with the counts of its scale', async () => {
    const sandbox = await openSandboxDatabase({ now });
    try {
      expect(sandbox).toMatchObject({ created: true, seed: 1, scale: 'small' });
      const { db } = sandbox;
      expect(await count(db, 'checks')).toBe(300);
      expect(await count(db, 'config_items')).toBe(2000 + INTEGRATION_CONFIG_COUNT);
      const components = await count(db, 'components');
      expect(components).toBeGreaterThanOrEqual(140);
      expect(components).toBeLessThanOrEqual(175);
      expect(await count(db, 'agents')).toBe(4);
      // 7 days of history per check.
      const span = await db.query<{ days: number }>(
        `SELECT extract(epoch FROM max(time) - min(time)) / 86400 AS days FROM check_statuses`,
      );
      expect(span.rows[0]?.days).toBeCloseTo(7, 0);
      const types = await db.query<{ n: number }>(
        `SELECT count(DISTINCT type)::int AS n FROM checks`,
      );
      expect(types.rows[0]?.n).toBeGreaterThanOrEqual(10);
      for (const table of [
        'incidents',
        'hypotheses',
        'evidences',
        'playbooks',
        'playbook_runs',
        'notifications',
        'notification_silences',
        'notification_send_history',
        'job_history',
        'event_queue',
        'connections',
        'teams',
        'config_changes',
        'config_analysis',
        'config_relationships',
        'properties',
      ]) {
        expect(await count(db, table), table).toBeGreaterThan(0);
      }
      const meta = await db.query<{ key: string; value: string }>(
        `SELECT key, value FROM sandbox_meta ORDER BY key`,
      );
      expect(Object.fromEntries(meta.rows.map((r) => [r.key, r.value]))).toMatchObject({
        status: 'ready',
        seed: '1',
        scale: 'small',
        schema_version: String(SCHEMA_VERSION),
      });
      const creds = await db.query<{ email: string; password_hash: string }>(
        `SELECT p.email, c.password_hash FROM sandbox_credentials c JOIN people p ON p.id = c.person_id ORDER BY p.email`,
      );
      expect(creds.rows.map((r) => r.email)).toEqual(
        ['admin', 'commander', 'editor', 'responder', 'viewer'].map((r) => `${r}@sandbox.local`),
      );
      for (const row of creds.rows) {
        expect(row.password_hash).not.toContain('sandbox');
        await expect(verifySecret('sandbox', row.password_hash)).resolves.toBe(true);
      }
      const flags = await db.query<{ name: string }>(
        `SELECT name FROM properties WHERE name LIKE '%.disable'`,
      );
      expect(flags.rows.length).toBeGreaterThan(3);
      const nextIncident = await db.query<{ incident_id: string }>(
        `INSERT INTO incidents (title, created_by, severity, description, type, status)
         SELECT 'x', id, 'low', 'x', 'cost', 'open' FROM people WHERE email = 'admin@sandbox.local' RETURNING incident_id`,
      );
      expect(nextIncident.rows[0]?.incident_id).toBe('INC-13');
    } finally {
      await sandbox.close();
    }
  });

  it('persists edits in a data dir across close and reopen, and reset starts over', async () => {
    const dataDir = join(root, 'persist');
    const first = await openSandboxDatabase({ dataDir, templateDir: template, now });
    await first.db.query(
      `UPDATE checks SET name = 'edited-by-test' WHERE id = (SELECT id FROM checks ORDER BY id LIMIT 1)`,
    );
    await first.close();

    const second = await openSandboxDatabase({ dataDir, templateDir: template, now });
    try {
      expect(second).toMatchObject({ created: false, seed: 1, scale: 'small' });
      const edited = await second.db.query(`SELECT 1 FROM checks WHERE name = 'edited-by-test'`);
      expect(edited.rows).toHaveLength(1);
      // The small seed's buffer cache, from its data dir (the default 128 MB stays resident).
      const buffers = await second.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(buffers.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await second.close();
    }

    const third = await openSandboxDatabase({ dataDir, templateDir: template, now, reset: true });
    try {
      expect(await count(third.db, 'checks')).toBe(300);
      const edited = await third.db.query(`SELECT 1 FROM checks WHERE name = 'edited-by-test'`);
      expect(edited.rows).toHaveLength(0);
    } finally {
      await third.close();
    }
  });

  it('rebuilds a half-initialised data dir', async () => {
    // A crash mid-seed: schema present, rows, no 'ready' marker (the marker is written last).
    const dataDir = join(root, 'half');
    await cp(template, dataDir, { recursive: true });
    const partial = await PGlite.create(dataDir);
    await partial.exec(`DELETE FROM sandbox_meta WHERE key = 'status'`);
    await partial.exec(`INSERT INTO people (name, email) VALUES ('orphan', 'orphan@example.com')`);
    await partial.close();

    const sandbox = await openSandboxDatabase({ dataDir, templateDir: template, now });
    try {
      expect(await count(sandbox.db, 'checks')).toBe(300);
      const orphan = await sandbox.db.query(
        `SELECT 1 FROM people WHERE email = 'orphan@example.com'`,
      );
      expect(orphan.rows).toHaveLength(0);
    } finally {
      await sandbox.close();
    }
  });

  it('rebuilds a dir left by a crash during initdb, but never deletes foreign files', async () => {
    const broken = join(root, 'broken');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'PG_VERSION'), '18\n');
    const sandbox = await openSandboxDatabase({ dataDir: broken, templateDir: template, now });
    try {
      expect(await count(sandbox.db, 'checks')).toBe(300);
    } finally {
      await sandbox.close();
    }

    const foreign = join(root, 'foreign');
    await mkdir(foreign, { recursive: true });
    await writeFile(join(foreign, 'notes.txt'), 'mine');
    await expect(
      openSandboxDatabase({ dataDir: foreign, templateDir: template, now }),
    ).rejects.toThrow(/refusing to delete/);
    expect(await readdir(foreign)).toEqual(['notes.txt']);
  });

  it('sets a database that cannot be opened aside instead of deleting it, keeping one copy', async () => {
    const dataDir = join(root, 'damaged');
    for (const round of [1, 2]) {
      await mkdir(join(dataDir, 'base'), { recursive: true });
      await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
      await writeFile(join(dataDir, 'base', 'edits'), `the user's edits, round ${round}`);
      const sandbox = await openSandboxDatabase({ dataDir, templateDir: template, now });
      try {
        expect(await count(sandbox.db, 'checks')).toBe(300);
        expect(sandbox.setAside).toBe(`${dataDir}.damaged`);
      } finally {
        await sandbox.close();
      }
      expect(await readFile(join(`${dataDir}.damaged`, 'base', 'edits'), 'utf8')).toBe(
        `the user's edits, round ${round}`,
      );
    }
    expect((await readdir(root)).filter((name) => name.startsWith('damaged'))).toEqual([
      'damaged',
      'damaged.damaged',
    ]);
  });

  it('a template copied into an empty data dir reads as seeded at its first open', async () => {
    const seeded = await openSandboxDatabase({ dataDir: template, asTemplate: true, now });
    expect(seeded.created).toBe(false);
    const newest = async (db: PGlite) =>
      (
        await db.query<{ t: Date }>('SELECT max(time) AS t FROM check_statuses')
      ).rows[0]!.t.getTime();
    const seededNewest = await newest(seeded.db);
    const seededAt = (
      await seeded.db.query<{ value: string }>(
        `SELECT value FROM sandbox_meta WHERE key = 'seeded_at'`,
      )
    ).rows[0]!.value;
    // The template keeps what its copies' move needs of the catalogs.
    const plan = await seeded.db.query<{ value: string }>(
      `SELECT value FROM sandbox_meta WHERE key = 'rebase_plan'`,
    );
    const stored = JSON.parse(plan.rows[0]!.value) as RebasePlan;
    expect(stored.keyed.length).toBeGreaterThan(0);
    expect(stored.indexes.map((index) => index.table_name)).toContain('check_statuses');
    await seeded.close();
    // Reopening the template itself keeps it a template, times unmoved.
    const again = await openSandboxDatabase({ dataDir: template, asTemplate: true, now });
    expect(again.created).toBe(false);
    expect(await newest(again.db)).toBe(seededNewest);
    await again.close();

    // Times move by the span from the template's seeding to the copy's first start.
    const shift = 9 * 86_400_000 + 1234;
    const later = new Date(Date.parse(seededAt) + shift);
    const dataDir = join(root, 'first-start');
    const copy = await openSandboxDatabase({ dataDir, templateDir: template, now: () => later });
    try {
      expect(copy.created).toBe(false);
      // The health history moves once the Sandbox answers; the rest of the times at once.
      expect(await newest(copy.db)).toBe(seededNewest);
      const summary = await copy.db.query<{ t: Date }>(
        'SELECT max(last_pass) AS t FROM check_status_summary',
      );
      expect(summary.rows[0]!.t.getTime()).toBeGreaterThan(seededNewest);
      expect(await finishDeferredRebase(copy.db)).toBe(true);
      expect(await finishDeferredRebase(copy.db)).toBe(false);
      // Every time moved by the same span, the statuses' (check_id, time) key included.
      expect(await newest(copy.db)).toBe(seededNewest + shift);
      const { rows } = await copy.db.query<{ key: string; value: string }>(
        `SELECT key, value FROM sandbox_meta WHERE key IN ('template', 'time_columns', 'rebase_plan', 'rebase_deferred', 'seeded_at')`,
      );
      expect(rows).toEqual([{ key: 'seeded_at', value: later.toISOString() }]);
      // The large statuses table moved without its key, which is back.
      const keys = await copy.db.query<{ name: string }>(
        `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'check_statuses'::regclass AND contype = 'p'`,
      );
      expect(keys.rows).toEqual([{ name: 'check_statuses_pkey' }]);
    } finally {
      await copy.close();
    }
    // The next start of that copy moves nothing.
    const next = await openSandboxDatabase({
      dataDir,
      templateDir: template,
      now: () => new Date(later.getTime() + 86_400_000),
    });
    expect(await newest(next.db)).toBe(seededNewest + shift);
    await next.close();
  });

  it('rejects invalid options with context', async () => {
    await expect(openSandboxDatabase({ seed: -1 })).rejects.toThrow(/invalid options/);
    await expect(openSandboxDatabase({ scale: 'huge' as 'small' })).rejects.toThrow(
      /invalid options/,
    );
  });
});
