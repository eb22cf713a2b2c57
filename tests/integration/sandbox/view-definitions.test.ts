// Writes to view definitions through /db as /settings/views makes them (spec 4-views §2.9, §6,
// §7): only admin may create, update or delete a view; an update of the spec makes the next run
// use it (its cached results are dropped); a hard delete removes the panel results and drops the
// generated table, which /db then no longer knows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

const basic = (user: string) => `Basic ${Buffer.from(`${user}:sandbox`).toString('base64')}`;
const json = { 'Content-Type': 'application/json', Prefer: 'return=representation' };

const spec = (panel: string) => ({
  queries: { items: { sql: { query: "SELECT 'a' AS name, 1 AS n UNION SELECT 'b', 2" } } },
  columns: [
    { name: 'name', type: 'string', primaryKey: true },
    { name: 'n', type: 'number' },
  ],
  panels: [{ name: panel, type: 'number', query: 'SELECT count(*) AS value FROM items' }],
});

async function panelRows(id: string): Promise<number> {
  const r = await sandbox.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM view_panels WHERE view_id = $1',
    [id],
  );
  return r.rows[0]!.n;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('/db/views writes', () => {
  it('refuses an editor a create, an update and a delete (403), as the backend does', async () => {
    const editor = { Authorization: basic('editor@sandbox.local'), ...json };
    const id = '00000000-0000-0000-0000-000000000000';
    const body = JSON.stringify({ name: 'x', spec: spec('X'), source: 'UI' });
    expect((await call('/api/db/views', { method: 'POST', body, headers: editor })).status).toBe(
      403,
    );
    for (const method of ['PATCH', 'DELETE']) {
      const r = await call(`/api/db/views?id=eq.${id}`, { method, body, headers: editor });
      expect(r.status, method).toBe(403);
    }
    const read = await call('/api/db/views?select=id&limit=1', {
      headers: { Authorization: basic('editor@sandbox.local') },
    });
    expect(read.status).toBe(200);
  });

  it('runs the new spec after an update and drops the table with a delete', async () => {
    const created = await call('/api/db/views', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'made-here',
        namespace: 'it',
        spec: spec('Before'),
        source: 'UI',
      }),
    });
    expect(created.status, created.text).toBe(201);
    const id = String(rows(created)[0]!.id);
    const first = await call(`/api/view/${id}`, { method: 'POST', headers: json, body: '{}' });
    expect(first.status, first.text).toBe(200);
    expect((first.json as { panels: { name: string }[] }).panels[0]!.name).toBe('Before');
    const fp = (first.json as { requestFingerprint: string }).requestFingerprint;
    const table = `/api/db/view_it_made_here?request_fingerprint=eq.${fp}`;
    expect(rows(await call(table))).toHaveLength(2);

    const patched = await call(`/api/db/views?id=eq.${id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ spec: spec('After'), updated_at: new Date().toISOString() }),
    });
    expect(patched.status, patched.text).toBe(200);
    expect(await panelRows(id)).toBe(0);
    const second = await call(`/api/view/${id}`, { method: 'POST', headers: json, body: '{}' });
    expect(second.json).toMatchObject({ responseSource: 'fresh', panels: [{ name: 'After' }] });

    const removed = await call(`/api/db/views?id=eq.${id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(204);
    expect(await panelRows(id)).toBe(0);
    const gone = await sandbox.db.query<{ t: string | null }>(
      "SELECT to_regclass('public.view_it_made_here')::text AS t",
    );
    expect(gone.rows[0]!.t).toBeNull();
    expect((await call(table)).status).toBe(404);
    expect(
      (await call(`/api/view/${id}`, { method: 'POST', headers: json, body: '{}' })).status,
    ).toBe(404);
  });
});
