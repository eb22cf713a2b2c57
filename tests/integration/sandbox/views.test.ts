// The view endpoints (spec 4-views §7) against the seeded Sandbox over HTTP: the dashboard and a
// view's metadata with sections, variables that depend on each other, the per-view table through
// /db, the cache (fingerprints, max and min age, refresh timeout, Cache-Control) and permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

type Result = Record<string, unknown> & {
  panels?: { name: string; type: string; rows: Record<string, unknown>[] }[];
  variables?: { key: string; default: string; options: string[] }[];
  columns?: { name: string; type: string }[];
  requestFingerprint: string;
  responseSource: string;
  refreshStatus: string;
};

const basic = (user: string) => `Basic ${Buffer.from(`${user}:sandbox`).toString('base64')}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

async function viewId(name: string): Promise<string> {
  const r = await sandbox.db.query<{ id: string }>(`SELECT id FROM views WHERE name = $1`, [name]);
  return r.rows[0]!.id;
}

async function addView(name: string, spec: unknown): Promise<string> {
  const r = await sandbox.db.query<{ id: string }>(
    `INSERT INTO views (name, namespace, spec) VALUES ($1, 'it', $2) RETURNING id`,
    [name, JSON.stringify(spec)],
  );
  return r.rows[0]!.id;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('GET /dashboard and /view/metadata/{id}', () => {
  it('answers the default dashboard with its panels and its viewRef section inline', async () => {
    const reply = await call('/api/dashboard');
    expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    const body = reply.json as Result & { id: string; sectionResults: Record<string, Result> };
    expect(body).toMatchObject({ id: await viewId('mission-control-dashboard'), title: 'Home' });
    expect(body.panels?.map((p) => p.type)).toEqual([
      'number',
      'number',
      'gauge',
      'piechart',
      'timeseries',
    ]);
    expect(body.panels?.[4]?.rows.length).toBeGreaterThan(0);
    expect(body.sections).toHaveLength(1);
    const costs = body.sectionResults['mc/cloud-costs']!;
    expect(costs.columns?.map((c) => c.name)).toContain('__row__attributes');
    expect(costs.panels?.find((p) => p.type === 'timeseries')?.rows.length).toBeGreaterThan(20);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    expect((await call('/api/view/metadata/nope')).status).toBe(400);
    const missing = await call('/api/view/metadata/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      error: 'view(id=00000000-0000-4000-8000-000000000000) not found',
    });
    expect((await call('/api/view/mc/no-such-view')).status).toBe(404);
    expect((await call('/api/view/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('every role reads views (a guest-only person is a viewer, spec 1 §6); no session is 401', async () => {
    await sandbox.db.exec(`
      INSERT INTO people (id, name, email) VALUES ('11111111-2222-4333-8444-555555555555', 'Guest', 'guest@sandbox.local');
      INSERT INTO sandbox_credentials (person_id, password_hash, updated_at)
        SELECT '11111111-2222-4333-8444-555555555555', password_hash, now() FROM sandbox_credentials
        WHERE person_id = (SELECT id FROM people WHERE email = 'viewer@sandbox.local');
      INSERT INTO casbin_rule (ptype, v0, v1, v2, v3, v4, v5)
        VALUES ('g', '11111111-2222-4333-8444-555555555555', 'guest', '', '', '', '');`);
    const guest = { headers: { Authorization: basic('guest@sandbox.local') } };
    expect((await call('/api/dashboard', guest)).status).toBe(200);
    expect((await call(`/api/view/${await viewId('namespace')}`, guest)).status).toBe(200);
    expect((await call('/api/db/view_mc_cloud_costs?limit=1', guest)).status).toBe(200);
    const anonymous = { headers: { Authorization: '' } };
    expect((await call('/api/dashboard', anonymous)).status).toBe(401);
  });
});

describe('the seeded views', () => {
  it('each answers its metadata with rows in its table when it has columns', async () => {
    const seeded = await sandbox.db.query<{ id: string; name: string; columns: boolean }>(
      `SELECT id, name, spec ? 'columns' AS columns FROM views WHERE namespace = 'mc' ORDER BY name`,
    );
    expect(seeded.rows).toHaveLength(8);
    for (const view of seeded.rows) {
      const reply = await call(`/api/view/metadata/${view.id}`);
      expect(reply.status, `${view.name}: ${reply.text.slice(0, 300)}`).toBe(200);
      const body = reply.json as Result;
      // The deployment tab's variables come from its plugin: without them it finds nothing.
      if (view.name === 'deployment') continue;
      for (const panel of body.panels ?? [])
        expect(panel.rows.length, `${view.name}/${panel.name}`).toBeGreaterThan(0);
      if (!view.columns) continue;
      const table = `view_mc_${view.name.replace(/-/g, '_')}`;
      const got = await call(
        `/api/db/${table}?select=*&request_fingerprint=eq.${body.requestFingerprint}&limit=5`,
      );
      expect(got.status, `${table}: ${got.text.slice(0, 200)}`).toBe(200);
      expect(rows(got).length, table).toBeGreaterThan(0);
    }
  });
});

describe('POST /view/{namespace}/{name} with variables', () => {
  it('resolves dependent variables and keys the rows by fingerprint', async () => {
    const first = (await post('/api/view/mc/cluster-overview', {})).json as Result;
    const [cluster, namespace] = first.variables!;
    expect(cluster!.options.length).toBeGreaterThan(1);
    expect(cluster!.default).toBe(cluster!.options[0]);
    const other = cluster!.options[1]!;
    const second = (await post('/api/view/mc/cluster-overview', { variables: { cluster: other } }))
      .json as Result;
    expect(second.variables![0]!.default).toBe(other);
    const namespaces = await sandbox.db.query<{ name: string }>(
      `SELECT name FROM config_items WHERE type = 'Kubernetes::Namespace' AND tags->>'cluster' = $1`,
      [other],
    );
    expect(second.variables![1]!.options.sort()).toEqual(namespaces.rows.map((r) => r.name).sort());
    expect(second.requestFingerprint).not.toBe(first.requestFingerprint);
    expect(namespace!.options).not.toEqual(second.variables![1]!.options);
    const table = await call(
      `/api/db/view_mc_cluster_overview?select=*&request_fingerprint=eq.${second.requestFingerprint}&order=name.asc`,
      { headers: { Prefer: 'count=exact' } },
    );
    expect(table.status, table.text.slice(0, 300)).toBe(200);
    const got = rows(table);
    expect(got.length).toBeGreaterThan(0);
    expect(got[0]).toMatchObject({ request_fingerprint: second.requestFingerprint });
    expect(got[0]!.__row__attributes).toMatchObject({ name: { config: { id: got[0]!.id } } });
    expect(second.columnOptions).toHaveProperty('type.list');
  });

  it('answers a view tab for a deployment: plugin variables, then its pods', async () => {
    const deployment = await sandbox.db.query<{ id: string; name: string }>(
      `SELECT id, name FROM config_items WHERE type = 'Kubernetes::Deployment' ORDER BY name LIMIT 1`,
    );
    const config = deployment.rows[0]!;
    const list = rows(await call(`/api/view/list?config_id=${config.id}`));
    const tab = list.find((v) => v.name === 'deployment')!;
    expect(tab).toMatchObject({ namespace: 'mc', title: 'Rollout' });
    const vars = await call(
      `/api/view/display-plugin-variables/${String(tab.id)}?config_id=${config.id}`,
    );
    expect(vars.json).toMatchObject({ deployment: config.name });
    const result = (await post(`/api/view/${String(tab.id)}`, { variables: vars.json }))
      .json as Result;
    expect(Number(result.panels![0]!.rows[0]!.value)).toBeGreaterThan(0);
  });

  it('rejects a bad body and a bad Cache-Control header', async () => {
    const bad = await call('/api/view/mc/cloud-costs', {
      method: 'POST',
      body: '[1]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const header = await post('/api/view/mc/cloud-costs', {}, { 'Cache-Control': 'max-age=x' });
    expect(header.status).toBe(400);
    expect(header.json).toEqual({
      error: 'invalid cache control header: invalid directive value: x',
    });
  });
});

describe('the cache', () => {
  it('serves a repeat from cache; max-age below the min age still serves the cache', async () => {
    const a = (await post('/api/view/mc/aws-inventory', { variables: { health: 'warning' } }))
      .json as Result;
    const b = (await post('/api/view/mc/aws-inventory', { variables: { health: 'warning' } }))
      .json as Result;
    expect(b.requestFingerprint).toBe(a.requestFingerprint);
    expect(b).toMatchObject({ responseSource: 'cache', refreshStatus: 'cache' });
    expect(b.lastRefreshedAt).toBe(a.lastRefreshedAt);
    await sleep(1100);
    const forced = await post(
      '/api/view/mc/aws-inventory',
      { variables: { health: 'warning' } },
      { 'Cache-Control': 'max-age=1' },
    );
    expect((forced.json as Result).responseSource).toBe('cache');
  });

  it('refreshes once max-age passes when the min age allows', async () => {
    await addView('quick', {
      cache: { minAge: '0s' },
      queries: { n: { sql: { query: 'SELECT 1 AS id' } } },
      panels: [{ name: 'Now', type: 'text', query: 'SELECT now()::text AS value' }],
    });
    const a = (await call('/api/view/it/quick')).json as Result;
    expect(a.responseSource).toBe('fresh');
    await sleep(1100);
    const b = (await call('/api/view/it/quick', { headers: { 'Cache-Control': 'max-age=1' } }))
      .json as Result;
    expect(b).toMatchObject({ responseSource: 'fresh', refreshStatus: 'fresh' });
    expect(b.lastRefreshedAt).not.toBe(a.lastRefreshedAt);
  });

  it('times out a slow refresh: an error without cache, the cached result with one', async () => {
    const slow = (n: number) => ({
      name: `Slow ${n}`,
      type: 'number',
      query: 'SELECT 1 AS value FROM pg_sleep(0.3)',
    });
    await addView('slow', {
      cache: { maxAge: '1s', minAge: '0s', refreshTimeout: '100ms' },
      panels: [slow(1), slow(2), slow(3), slow(4)],
    });
    const first = await call('/api/view/it/slow');
    expect(first.status).toBe(500);
    expect(first.json).toEqual({ error: 'view it/slow refresh timeout reached. try again' });
    await sleep(1500);
    const cached = (await call('/api/view/it/slow')).json as Result;
    expect(cached.responseSource).toBe('cache');
    await sleep(1100);
    const stale = (await call('/api/view/it/slow')).json as Result;
    expect(stale).toMatchObject({ responseSource: 'cache', refreshStatus: 'error' });
    expect(stale.refreshError).toContain('refresh timeout reached');
    await sleep(1500);
  });
});
