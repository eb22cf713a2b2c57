import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDatabase } from '../db/open-database.ts';
import { openSandboxDatabase } from '../db/open-database.ts';
import { openSeededDatabase } from '../test-support/seeded-sandbox.ts';
import { INTEGRATION_CONFIG_COUNT } from './integrations.ts';
import { generateWorld } from './seed-database.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

describe('generateWorld', () => {
  it('is deterministic for a seed', () => {
    const a = generateWorld(5, 'small', NOW);
    const b = generateWorld(5, 'small', NOW);
    expect([...a.tables.keys()]).toEqual([...b.tables.keys()]);
    for (const [table, rows] of a.tables) expect(b.tables.get(table), table).toEqual(rows);
  });

  it('hits the scale targets', () => {
    const world = generateWorld(1, 'small', NOW);
    expect(world.tables.get('checks')).toHaveLength(300);
    // The scale's scraped configs, plus the seeded Jira / MS Planner instances.
    expect(world.tables.get('config_items')).toHaveLength(2000 + INTEGRATION_CONFIG_COUNT);
    expect(world.refs.offlineAgentId).not.toBe('');
  });
});

describe('seeded databases', () => {
  const open = (seed: number) => openSandboxDatabase({ seed, now: () => NOW });
  let a: SandboxDatabase;
  let b: SandboxDatabase;
  let c: SandboxDatabase;
  beforeAll(async () => {
    a = await open(11);
    b = await open(11);
    // Another seed: the run's seeded database (seed 1), copied rather than seeded a third time.
    c = await openSeededDatabase();
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  const dump = async (s: SandboxDatabase, sql: string) => (await s.db.query(sql)).rows;

  it('gives the same rows for the same seed', async () => {
    for (const sql of [
      'SELECT * FROM checks ORDER BY id',
      'SELECT * FROM config_items ORDER BY id',
      'SELECT * FROM components ORDER BY id',
      'SELECT * FROM check_statuses ORDER BY check_id, time',
      'SELECT * FROM playbook_runs ORDER BY id',
      'SELECT id, name, email FROM people ORDER BY id',
    ]) {
      expect(await dump(b, sql), sql).toEqual(await dump(a, sql));
    }
  });

  it('satisfies every foreign key although the bulk load skips their triggers', async () => {
    const fks = await a.db.query<{
      tbl: string;
      col: string;
      ref: string;
      refcol: string;
      conname: string;
    }>(
      `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS ref,
         r.attname AS refcol, c.conname
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
       WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`,
    );
    expect(fks.rows.length).toBeGreaterThan(80);
    for (const fk of fks.rows) {
      const { rows } = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${fk.tbl} t
         WHERE t.${fk.col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${fk.ref} x WHERE x.${fk.refcol} = t.${fk.col})`,
      );
      expect(rows[0]?.n, fk.conname).toBe(0);
    }
  });

  it('gives different names for a different seed', async () => {
    for (const sql of [
      'SELECT name FROM checks ORDER BY name',
      'SELECT name FROM agents ORDER BY name',
      'SELECT name FROM people ORDER BY name',
      'SELECT name FROM config_items ORDER BY name',
    ]) {
      expect(await dump(c, sql), sql).not.toEqual(await dump(a, sql));
    }
    const ids = await dump(a, 'SELECT id FROM checks ORDER BY id');
    expect(await dump(c, 'SELECT id FROM checks ORDER BY id')).not.toEqual(ids);
  });
});
