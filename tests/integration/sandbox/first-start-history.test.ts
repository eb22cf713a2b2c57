// A first start answers before the health history's times have moved to now (open-database.ts,
// finishDeferredRebase); every route that reads the history waits for the move, so no client
// ever sees last week's statuses as this week's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandboxDatabase } from '../../../electron/sandbox/db/open-database.ts';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/server.ts';
import { client } from './helpers.ts';

const DAY = 86_400_000;
let root = '';
let template = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mcd-first-start-history-'));
  template = path.join(root, 'template');
  // Seeded "ten days ago", as a build that a user first starts ten days later.
  const seeded = new Date(Date.now() - 10 * DAY);
  await (
    await openSandboxDatabase({ dataDir: template, asTemplate: true, now: () => seeded })
  ).close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function firstStart(name: string): Promise<RunningSandbox> {
  return startSandbox({ dataDir: path.join(root, name), templateDir: template });
}

const newestStatus = async (call: ReturnType<typeof client>) => {
  const reply = await call('/api/db/check_statuses?select=time&order=time.desc&limit=1');
  expect(reply.status).toBe(200);
  return Date.parse((reply.json as { time: string }[])[0]!.time);
};

describe('a first start from the build database', () => {
  it('reads the history as of now on the very first request for it', async () => {
    const sandbox = await firstStart('first');
    try {
      const call = client(sandbox);
      expect(Date.now() - (await newestStatus(call))).toBeLessThan(DAY);
      const check = (await call('/api/db/checks?select=id&limit=1')).json as { id: string }[];
      const graph = await call(`/api/canary/api/graph?check=${check[0]!.id}&start=2h`);
      expect(graph.status).toBe(200);
      expect((graph.json as { status: unknown[] }).status.length).toBeGreaterThan(0);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('runs the landing dashboard on the moved history: its last day of check results has data', async () => {
    const sandbox = await firstStart('dashboard');
    try {
      // Views read the history in their queries (and cache what they ran): the run waits for the
      // move, or "Check results (24h)" would be empty until its cache expired.
      const reply = await client(sandbox)('/api/dashboard');
      expect(reply.status).toBe(200);
      const panels = (reply.json as { panels?: { name: string; rows: unknown[] }[] }).panels ?? [];
      const results = panels.find((p) => p.name === 'Check results (24h)');
      expect(results?.rows.length).toBeGreaterThan(0);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('moves it on its own soon after the start, and a restart keeps it moved', async () => {
    const dataDir = 'second';
    const sandbox = await firstStart(dataDir);
    await expect
      .poll(
        async () =>
          (await sandbox.db.query(`SELECT 1 FROM sandbox_meta WHERE key = 'rebase_deferred'`)).rows
            .length,
        { timeout: 20_000 },
      )
      .toBe(0);
    await sandbox.close();
    const again = await firstStart(dataDir);
    try {
      expect(Date.now() - (await newestStatus(client(again)))).toBeLessThan(DAY);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('runs the landing dashboard and its sections before anyone asks, and not on a later start', async () => {
    const dataDir = 'prepared';
    const dashboardRuns = (sandbox: RunningSandbox) =>
      sandbox.db.query<{ name: string }>(
        `SELECT v.name FROM view_panels p JOIN views v ON v.id = p.view_id ORDER BY v.name`,
      );
    const sandbox = await firstStart(dataDir);
    await expect
      .poll(async () => (await dashboardRuns(sandbox)).rows.map((r) => r.name), {
        timeout: 20_000,
      })
      .toEqual(['cloud-costs', 'mission-control-dashboard']);
    await sandbox.db.query('DELETE FROM view_panels');
    await sandbox.close();
    const again = await firstStart(dataDir);
    try {
      // Nothing asked for a view: a later start runs none (its landing page is the cached one).
      expect((await client(again)('/api/auth/whoami')).status).toBe(200);
      expect((await dashboardRuns(again)).rows).toEqual([]);
    } finally {
      await again.close();
    }
  }, 60_000);
});
