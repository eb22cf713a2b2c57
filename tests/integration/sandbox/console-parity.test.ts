// Issue 13: the requests the current web console sends (../shared/reference/upstream-console-calls.md)
// that the Sandbox used to 404 or answer in the wrong shape, sent as the console sends them to the
// real seeded sandbox (in memory, small scale) over HTTP: scopes, views_summary, person_analytics,
// identities, /view/list, /plugins, config access summary and logs, /notification/summary, the
// event queue summary and the config evidences' lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;
const viewer = `Basic ${Buffer.from('viewer@sandbox.local:sandbox').toString('base64')}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await sandbox.db.query<{ v: T }>(sql, params);
  return result.rows[0]?.v as T;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('tables the console reads on every page', () => {
  it('scopes (#1) answer the seeded scopes and views_summary (#2) the seeded sidebar views', async () => {
    const scopes = await call(
      '/api/db/scopes?select=*,created_by(id,name,avatar,email)&deleted_at=is.null',
    );
    expect(scopes.status, scopes.text).toBe(200);
    expect(rows(scopes).map((s) => s.name)).toContain('k8s-runbooks');
    const views = await call(
      '/api/db/views_summary?sidebar=eq.true&select=id,name,namespace,title,icon,ordinal&order=ordinal.asc,title.asc',
    );
    expect(views.status, views.text).toBe(200);
    expect(rows(views).map((v) => [v.title, v.ordinal])).toEqual([
      ['Home', 0],
      ['Cluster overview', 1],
      ['Cloud costs', 3],
      ['Platform review', 5],
    ]);
  });

  it('views_summary lists a view created through /db/views with its display fields', async () => {
    const created = await post(
      '/api/db/views',
      {
        name: 'it-sidebar-view',
        namespace: 'default',
        spec: { display: { title: 'Costs', icon: 'dollar', ordinal: 2, sidebar: true } },
      },
      { Prefer: 'return=representation' },
    );
    expect(created.status, created.text).toBe(201);
    const listed = rows(
      await call(
        '/api/db/views_summary?sidebar=eq.true&select=id,name,namespace,title,icon,ordinal&order=ordinal.asc,title.asc',
      ),
    );
    expect(listed.map((v) => v.title)).toEqual([
      'Home',
      'Cluster overview',
      'Costs',
      'Cloud costs',
      'Platform review',
    ]);
    expect(listed).toContainEqual(
      expect.objectContaining({
        name: 'it-sidebar-view',
        namespace: 'default',
        title: 'Costs',
        icon: 'dollar',
        ordinal: 2,
      }),
    );
    await call('/api/db/views?name=eq.it-sidebar-view', { method: 'DELETE' });
  });

  it('person_analytics (#3, #4): GET by person, POST counts repeated keys', async () => {
    const me = await scalar<string>(
      `SELECT id AS v FROM people WHERE email = 'admin@sandbox.local'`,
    );
    const before = await call(`/api/db/person_analytics?person_id=eq.${me}&select=key`);
    expect(before.status, before.text).toBe(200);
    expect(rows(before)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const posted = await post('/api/db/person_analytics', { person_id: me, key: 'it:/health' });
      expect(posted.status, posted.text).toBe(201);
    }
    const after = rows(await call(`/api/db/person_analytics?person_id=eq.${me}&select=key,count`));
    expect(after).toEqual([{ key: 'it:/health', count: 2 }]);
    // The people object: a viewer reads, but does not write.
    expect(
      (await call(`/api/db/person_analytics?select=key`, { headers: { Authorization: viewer } }))
        .status,
    ).toBe(200);
    const denied = await post(
      '/api/db/person_analytics',
      { person_id: me, key: 'x' },
      { Authorization: viewer },
    );
    expect(denied.status).toBe(403);
  });

  it('identities (#13) lists the sign-in identities with their traits', async () => {
    const list = rows(await call('/api/db/identities'));
    expect(list.length).toBeGreaterThanOrEqual(5);
    const admin = list.find(
      (r) => (r.traits as { email?: string }).email === 'admin@sandbox.local',
    );
    expect(admin).toMatchObject({
      state: 'active',
      traits: { name: { first: expect.any(String) as string } },
    });
  });
});

describe('config detail (#7, #8, #9, #10)', () => {
  let configId: string;
  beforeAll(async () => {
    configId = await scalar<string>(
      `SELECT ci.id AS v FROM config_items ci WHERE ci.type = 'Kubernetes::Cluster' ORDER BY ci.name LIMIT 1`,
    );
  });

  it('GET /view/list?config_id= is an empty list; 400 without an id, 404 for an unknown config', async () => {
    const list = await call(`/api/view/list?config_id=${configId}`);
    expect(list.status, list.text).toBe(200);
    expect(list.json).toEqual([]);
    expect((await call('/api/view/list')).status).toBe(400);
    const missing = await call('/api/view/list?config_id=00000000-0000-4000-8000-000000000001');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: expect.stringContaining('not found') as string });
  });

  it('GET /view/list lists a view whose plugin config tab matches the config type', async () => {
    const created = await post(
      '/api/db/views',
      {
        name: 'it-cluster-tab',
        namespace: 'default',
        spec: {
          display: {
            title: 'Cluster costs',
            icon: 'k8s',
            plugins: [{ configTab: { types: ['Kubernetes::Cluster'] } }],
          },
        },
      },
      { Prefer: 'return=representation' },
    );
    expect(created.status, created.text).toBe(201);
    const id = (rows(created)[0] as { id: string }).id;
    expect((await call(`/api/view/list?config_id=${configId}`)).json).toEqual([
      { id, name: 'it-cluster-tab', namespace: 'default', title: 'Cluster costs', icon: 'k8s' },
    ]);
    const other = await scalar<string>(
      // Not a namespace or a deployment: the seeded views have tabs on those.
      `SELECT id AS v FROM config_items
       WHERE type NOT IN ('Kubernetes::Cluster', 'Kubernetes::Namespace', 'Kubernetes::Deployment') LIMIT 1`,
    );
    expect((await call(`/api/view/list?config_id=${other}`)).json).toEqual([]);
    await call('/api/db/views?name=eq.it-cluster-tab', { method: 'DELETE' });
  });

  it('GET /plugins?config_id= is an empty list; without it, the registry', async () => {
    const plugins = await call(`/api/plugins?config_id=${configId}`);
    expect(plugins.status, plugins.text).toBe(200);
    expect(plugins.json).toEqual([]);
    const registry = (await call('/api/plugins')).json as { name: string }[];
    expect(registry.map((p) => p.name)).toEqual(['kubernetes', 'argocd', 'aws-cost']);
  });

  it('config_access_summary answers the Access tab query with users, groups and roles', async () => {
    const reply = await call(
      `/api/db/config_access_summary?select=config_id,config_name,config_type,external_group_id,external_user_id,user,email,role,user_type,created_at,last_signed_in_at,last_reviewed_at&config_id=eq.${configId}&order=user.asc`,
    );
    expect(reply.status, reply.text).toBe(200);
    const list = rows(reply);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const row of list) {
      expect(row).toMatchObject({
        config_id: configId,
        config_type: 'Kubernetes::Cluster',
        role: expect.any(String) as string,
        user: expect.any(String) as string,
        email: expect.any(String) as string,
        user_type: expect.any(String) as string,
      });
      expect(row).toHaveProperty('last_signed_in_at');
      expect(row).toHaveProperty('last_reviewed_at');
    }
    const users = list.map((r) => String(r.user));
    expect(users).toEqual([...users].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Group grants come out per member, with the group's id kept.
    expect(list.some((r) => r.external_group_id && r.external_user_id)).toBe(true);
    expect(list.some((r) => r.role === 'cluster-admin')).toBe(true);
    expect(list.some((r) => r.user_type === 'ServiceAccount')).toBe(true);
    expect(list.some((r) => r.last_signed_in_at)).toBe(true);
  });

  it('config_access_logs answers with the external_users embed, newest first', async () => {
    const reply = await call(
      `/api/db/config_access_logs?config_id=eq.${configId}&select=*,external_users(name,user_email:email)&order=created_at.desc`,
    );
    expect(reply.status, reply.text).toBe(200);
    const list = rows(reply);
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(row).toMatchObject({
        config_id: configId,
        count: expect.any(Number) as number,
        external_users: { name: expect.any(String) as string },
      });
      expect(row.external_users).toHaveProperty('user_email');
      const age = Date.now() - Date.parse(String(row.created_at));
      expect(age).toBeLessThanOrEqual(8 * 86_400_000);
    }
    const times = list.map((r) => Date.parse(String(r.created_at)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('seeds access for every cluster and the AWS account, readable by a viewer', async () => {
    const covered = await scalar<number>(
      `SELECT count(DISTINCT config_id)::int AS v FROM config_access_summary
       WHERE config_type IN ('Kubernetes::Cluster', 'AWS::::Account')`,
    );
    const targets = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_items WHERE type IN ('Kubernetes::Cluster', 'AWS::::Account')`,
    );
    expect(covered).toBe(targets);
    const groups = await call('/api/db/external_groups?select=id,name&limit=3', {
      headers: { Authorization: viewer },
    });
    expect(groups.status).toBe(200);
    expect(rows(groups).length).toBeGreaterThan(0);
  });
});

interface SummaryRow {
  resource: { id: string; name: string; deleted_at: string | null };
  resource_kind: string;
  resource_type: string | null;
  last_seen: string;
  first_observed: string;
  total: number;
  sent: number;
  error: number;
  suppressed: number;
  in_progress: number;
}
interface Summary {
  total: number;
  results: SummaryRow[] | null;
}

describe('POST /notification/summary (#12)', () => {
  it('groups the send history per resource, newest first, one page of it', async () => {
    const reply = await post('/api/notification/summary', { pageIndex: 0, pageSize: 10 });
    expect(reply.status, reply.text).toBe(200);
    const body = reply.json as Summary;
    const resources = await scalar<number>(
      `SELECT count(DISTINCT resource)::int AS v FROM notification_send_history_summary
       WHERE resource->>'deleted_at' IS NULL`,
    );
    expect(body.total).toBe(resources);
    expect(body.results).toHaveLength(Math.min(10, resources));
    const first = body.results![0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'resource',
        'resource_type',
        'resource_kind',
        'resource_tags',
        'resource_health',
        'resource_status',
        'resource_health_description',
        'first_observed',
        'last_seen',
        'total',
        'last_message',
        'sent',
        'error',
        'suppressed',
        'in_progress',
      ].sort(),
    );
    for (const row of body.results!) {
      expect(row.total).toBeGreaterThanOrEqual(
        row.sent + row.error + row.suppressed + row.in_progress,
      );
      expect(Date.parse(row.first_observed)).toBeLessThanOrEqual(Date.parse(row.last_seen));
    }
    const seen = body.results!.map((r) => Date.parse(r.last_seen));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const next = (await post('/api/notification/summary', { pageIndex: 1, pageSize: 10 }))
      .json as Summary;
    const ids = new Set(body.results!.map((r) => r.resource.id));
    expect(next.results!.some((r) => ids.has(r.resource.id))).toBe(false);
  });

  it('filters by status, kind, name prefix and time; no match is {total: 0, results: null}', async () => {
    const failing = (await post('/api/notification/summary', { status: 'error', pageSize: 50 }))
      .json as Summary;
    expect(failing.total).toBeGreaterThan(0);
    for (const row of failing.results!) expect(row.error).toBe(row.total);
    const checks = (await post('/api/notification/summary', { resourceKind: 'check' }))
      .json as Summary;
    for (const row of checks.results ?? []) expect(row.resource_kind).toBe('check');
    const name = failing.results![0]!.resource.name;
    const found = (await post('/api/notification/summary', { search: name.slice(0, 4) }))
      .json as Summary;
    const prefix = name.slice(0, 4).toLowerCase();
    expect(found.results!.every((r) => r.resource.name.toLowerCase().startsWith(prefix))).toBe(
      true,
    );
    const none = await post('/api/notification/summary', { from: 'now+1d' });
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ total: 0, results: null });
    expect((await post('/api/notification/summary', { from: 'yesterday-ish' })).status).toBe(400);
    expect((await post('/api/notification/summary', { pageIndex: 'x' })).status).toBe(400);
  });
});

describe('routes closed by earlier work (#5, #6, #11)', () => {
  it('catalog summary, catalog changes and the topology tree answer 2xx', async () => {
    const summary = await post('/api/catalog/summary', {});
    expect(summary.status, summary.text).toBe(200);
    expect(Array.isArray(summary.json)).toBe(true);
    const changes = await post('/api/catalog/changes', { page: 1, page_size: 50 });
    expect(changes.status, changes.text).toBe(200);
    expect(changes.json).toMatchObject({ total: expect.any(Number) as number });
    const topology = await call('/api/canary/api/topology?sortBy=status&sortOrder=desc');
    expect(topology.status, topology.text.slice(0, 300)).toBe(200);
  });
});

describe('data shapes (#15, #16)', () => {
  it('event_queue_summary has one row per event name', async () => {
    const list = rows(await call('/api/db/event_queue_summary?order=last_failure.desc'));
    expect(list.length).toBeGreaterThan(0);
    const names = list.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const row of list) expect(row).not.toHaveProperty('event_id');
  });

  it('every seeded config evidence carries lines and selected_lines', async () => {
    const list = rows(await call('/api/db/evidences?type=eq.config&select=id,evidence'));
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      const evidence = row.evidence as { lines?: unknown; selected_lines?: unknown };
      expect(typeof evidence.lines).toBe('object');
      expect(typeof evidence.selected_lines).toBe('object');
      expect(Object.keys(evidence.selected_lines as object).length).toBeGreaterThan(0);
    }
  });
});
