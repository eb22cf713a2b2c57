// The catalog service routes (C2 summary, C3 changes), the cost columns, the relationship graph
// (C8 related_configs_recursive) and a change's detail (C7) against the real seeded sandbox
// (in memory, small scale) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

interface SummaryRow {
  type: string;
  config_class?: string;
  namespace?: string | null;
  health: Record<string, number> | null;
  count: number;
  changes?: number;
  analysis: Record<string, number>;
  cost_30d?: number | null;
  created_at: string;
  updated_at: string;
}
interface ChangeRow {
  id: string;
  config_id: string;
  agent_id: string;
  change_type: string;
  severity: string;
  source: string;
  summary?: string;
  created_at: string;
  count: number;
  name?: string;
  type?: string;
  tags?: Record<string, string>;
  external_created_by?: string;
  deleted_at?: string;
}
interface ChangesAnswer {
  summary?: Record<string, number>;
  total?: number;
  changes?: ChangeRow[];
}
interface Related {
  id: string;
  type: string;
  related_ids: string[] | null;
  cost_total_30d: number | null;
}

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

const post = (path: string, body: unknown) =>
  call(`/api/catalog/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

async function summary(body: unknown): Promise<SummaryRow[] | null> {
  const reply = await post('summary', body);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.json as SummaryRow[] | null;
}

async function changes(body: unknown): Promise<ChangesAnswer> {
  const reply = await post('changes', body);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.json as ChangesAnswer;
}

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await sandbox.db.query<{ v: T }>(sql, params);
  return result.rows[0]?.v as T;
}

const firstOf = (type: string) =>
  scalar<string>(`SELECT id AS v FROM config_items WHERE type = $1 ORDER BY name LIMIT 1`, [type]);

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('C2 POST /catalog/summary', () => {
  const consoleDefault = {
    groupBy: ['config_class', 'type'],
    changes: { since: '30d' },
    analysis: { since: '30d' },
    cost: '30d',
  };

  it('groups by class and type with counts, health, changes, insights and cost', async () => {
    const rowsOut = (await summary(consoleDefault)) ?? [];
    const live = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_items WHERE deleted_at IS NULL`,
    );
    expect(rowsOut.reduce((n, r) => n + r.count, 0)).toBe(live);
    const keys = rowsOut.map((r) => `${r.config_class}/${r.type}`);
    expect(keys).toEqual([...keys].sort());
    const pods = rowsOut.find((r) => r.type === 'Kubernetes::Pod');
    expect(pods).toMatchObject({ config_class: 'Pod', cost_30d: null });
    expect(Object.values(pods?.health ?? {}).reduce((a, b) => a + b, 0)).toBe(pods?.count);
    const podChanges = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
       WHERE ci.type = 'Kubernetes::Pod' AND ci.deleted_at IS NULL
         AND cc.created_at >= now() - interval '30 days'`,
    );
    expect(pods?.changes).toBe(podChanges);
    const openPodInsights = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_analysis ca JOIN config_items ci ON ci.id = ca.config_id
       WHERE ci.type = 'Kubernetes::Pod' AND ca.status = 'open'`,
    );
    expect(Object.values(pods?.analysis ?? {}).reduce((a, b) => a + b, 0)).toBe(openPodInsights);
    const ec2 = rowsOut.find((r) => r.type === 'AWS::EC2::Instance');
    const ec2Cost = await scalar<string>(
      `SELECT sum(cost_total_30d)::text AS v FROM config_items
       WHERE type = 'AWS::EC2::Instance' AND deleted_at IS NULL`,
    );
    expect(ec2?.cost_30d).toBeCloseTo(Number(ec2Cost), 2);
    expect(Date.parse(ec2?.created_at ?? '')).not.toBeNaN();
  });

  it('always groups by type; other keys are tags; no changes key without changes.since', async () => {
    const byNamespace = (await summary({ groupBy: ['namespace'] })) ?? [];
    const pods = byNamespace.filter((r) => r.type === 'Kubernetes::Pod');
    expect(pods.length).toBeGreaterThan(1);
    for (const r of pods) expect(typeof r.namespace).toBe('string');
    expect(byNamespace.find((r) => r.type.startsWith('AWS::'))?.namespace).toBeNull();
    expect(byNamespace[0]).not.toHaveProperty('changes');
    expect(byNamespace[0]).not.toHaveProperty('cost_30d');
    const byType = (await summary({})) ?? [];
    expect(Object.keys(byType[0] ?? {})).toEqual([
      'type',
      'health',
      'created_at',
      'updated_at',
      'count',
      'analysis',
    ]);
  });

  it('filters by health, status and labels, and answers null when nothing matches', async () => {
    const unhealthy = (await summary({ health: 'unhealthy' })) ?? [];
    expect(unhealthy.length).toBeGreaterThan(0);
    for (const r of unhealthy) expect(Object.keys(r.health ?? {})).toEqual(['unhealthy']);
    const notHealthy = (await summary({ health: '!healthy' })) ?? [];
    for (const r of notHealthy) expect(r.health).not.toHaveProperty('healthy');
    const running = (await summary({ status: 'running', groupBy: ['type'] })) ?? [];
    expect(running.map((r) => r.type)).toContain('AWS::EC2::Instance');
    const expected = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_items
       WHERE labels->>'cost-center' = 'cc-100' AND deleted_at IS NULL`,
    );
    const labelled = (await summary({ filter: { 'cost-center': 'cc-100' } })) ?? [];
    expect(labelled.reduce((n, r) => n + r.count, 0)).toBe(expected);
    const excluded = (await summary({ filter: { 'cost-center': '!cc-100' } })) ?? [];
    const total = (await summary({})) ?? [];
    expect(excluded.reduce((n, r) => n + r.count, 0)).toBe(
      total.reduce((n, r) => n + r.count, 0) - expected,
    );
    expect(await summary({ health: 'no-such-health' })).toBeNull();
  });

  it('rejects a bad cost window or changes.since with 400', async () => {
    const cost = await post('summary', { cost: '2d' });
    expect(cost.status).toBe(400);
    expect((cost.json as { error: string }).error).toMatch(/cost range is not allowed/);
    const since = await post('summary', { changes: { since: 'soon' } });
    expect(since.status).toBe(400);
    expect((since.json as { error: string }).error).toMatch(/changes since is invalid/);
    expect((await post('summary', { groupBy: 'type' })).status).toBe(400);
  });
});

describe('C3 POST /catalog/changes', () => {
  it('defaults to the last two days, 50 a page, newest first, with a per-page summary', async () => {
    const answer = await changes({});
    const expected = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
       WHERE cc.created_at > now() - interval '2 days' AND ci.deleted_at IS NULL`,
    );
    expect(answer.total).toBe(expected);
    const list = answer.changes ?? [];
    expect(list).toHaveLength(50);
    const times = list.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const t of times) expect(t).toBeGreaterThan(Date.now() - 2 * 86_400_000 - 60_000);
    expect(Object.values(answer.summary ?? {}).reduce((a, b) => a + b, 0)).toBe(50);
    const row = list[0]!;
    expect(typeof row.id).toBe('string');
    expect(typeof row.config_id).toBe('string');
    expect(typeof row.name).toBe('string');
    expect(row).not.toHaveProperty('diff');
  });

  it('pages 1-based with a stable total', async () => {
    const base = { from: 'now-30d', page_size: 7 };
    const one = await changes({ ...base, page: 1 });
    const two = await changes({ ...base, page: 2 });
    expect(two.total).toBe(one.total);
    expect(two.changes).toHaveLength(7);
    const ids = new Set(one.changes?.map((c) => c.id));
    for (const c of two.changes ?? []) expect(ids.has(c.id)).toBe(false);
    const beyond = await changes({ ...base, page: 100_000 });
    expect(beyond).toEqual({ total: one.total });
  });

  it('sorts by an allowed column, `-` for descending', async () => {
    const byName = (await changes({ from: 'now-30d', sort_by: 'name', page_size: 200 })).changes;
    const names = (byName ?? []).map((c) => c.name ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byCount = (await changes({ from: 'now-30d', sort_by: '-count', page_size: 200 })).changes;
    const counts = (byCount ?? []).map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(5);
  });

  it('filters by change type, severity, config type, summary, source and creator', async () => {
    const window = { from: 'now-30d', page_size: 500 };
    const diffs = await changes({ ...window, type: 'diff' });
    for (const c of diffs.changes ?? []) expect(c.change_type).toBe('diff');
    const notDiffs = await changes({ ...window, type: '!diff,!UPDATE' });
    for (const c of notDiffs.changes ?? []) expect(['diff', 'UPDATE']).not.toContain(c.change_type);
    const all = await changes(window);
    expect((diffs.total ?? 0) + (notDiffs.total ?? 0)).toBeLessThan(all.total ?? 0);
    // A plain severity means that level and above.
    const high = await changes({ ...window, severity: 'medium' });
    expect(high.total).toBeGreaterThan(0);
    for (const c of high.changes ?? [])
      expect(['critical', 'high', 'medium']).toContain(c.severity);
    const notInfo = await changes({ ...window, severity: '!info' });
    for (const c of notInfo.changes ?? []) expect(c.severity).not.toBe('info');
    const kinds = await changes({ ...window, config_type: 'Kubernetes::Pod,Kubernetes::Node' });
    expect(kinds.total).toBeGreaterThan(0);
    for (const c of kinds.changes ?? [])
      expect(['Kubernetes::Pod', 'Kubernetes::Node']).toContain(c.type);
    const replicas = await changes({ ...window, summary: 'spec.replicas*' });
    expect(replicas.total).toBeGreaterThan(0);
    for (const c of replicas.changes ?? []) expect(c.summary).toMatch(/^spec\.replicas/);
    const trail = await changes({ ...window, source: 'AWS::CloudTrail' });
    for (const c of trail.changes ?? []) expect(c.source).toBe('AWS::CloudTrail');
    const email = await scalar<string>(
      `SELECT external_created_by AS v FROM config_changes WHERE external_created_by LIKE '%@%' LIMIT 1`,
    );
    const byPerson = await changes({ ...window, created_by: email });
    expect(byPerson.total).toBeGreaterThan(0);
    for (const c of byPerson.changes ?? []) expect(c.external_created_by).toBe(email);
    const unknown = await post('changes', { severity: 'dreadful' });
    expect(unknown.status).toBe(400);
    expect((unknown.json as { error: string }).error).toMatch(/unknown severity "dreadful"/);
  });

  it('filters by tags (label selector) and agent, local meaning the nil agent', async () => {
    const cluster = await scalar<string>(
      `SELECT tags->>'cluster' AS v FROM config_items WHERE type = 'Kubernetes::Pod' ORDER BY name LIMIT 1`,
    );
    const tagged = await changes({ from: 'now-30d', tags: `cluster=${cluster}`, page_size: 300 });
    expect(tagged.total).toBeGreaterThan(0);
    for (const c of tagged.changes ?? []) expect(c.tags?.cluster).toBe(cluster);
    const others = await changes({ from: 'now-30d', tags: `cluster notin (${cluster})` });
    const all = await changes({ from: 'now-30d' });
    expect((tagged.total ?? 0) + (others.total ?? 0)).toBe(all.total);
    const local = await changes({ from: 'now-30d', agent_id: 'local', page_size: 300 });
    expect(local.total).toBeGreaterThan(0);
    for (const c of local.changes ?? [])
      expect(c.agent_id).toBe('00000000-0000-0000-0000-000000000000');
    const bad = await post('changes', { agent_id: 'nobody' });
    expect(bad.status).toBe(400);
    expect((bad.json as { error: string }).error).toMatch(/must either be a valid uuid or `local`/);
  });

  it('takes from/to as datemath or RFC 3339 and rejects bad bounds', async () => {
    const to = new Date(Date.now() - 86_400_000).toISOString();
    const older = await changes({ from: 'now-30d', to, page_size: 300 });
    for (const c of older.changes ?? [])
      expect(Date.parse(c.created_at)).toBeLessThanOrEqual(Date.parse(to));
    // `to` alone: no default `from`, so everything up to then.
    const upTo = await changes({ to });
    expect(upTo.total).toBe(older.total);
    const reversed = await post('changes', { from: 'now-1d', to: 'now-2d' });
    expect(reversed.status).toBe(400);
    expect((reversed.json as { error: string }).error).toMatch(/'from' must be before 'to'/);
    const garbled = await post('changes', { to: 'last tuesday' });
    expect(garbled.status).toBe(400);
    expect((garbled.json as { error: string }).error).toMatch(/invalid 'to' param/);
    expect((await post('changes', { sort_by: '-colour' })).status).toBe(400);
    expect((await post('changes', { recursive: 'sideways' })).status).toBe(400);
    expect((await post('changes', { page: 'two' })).status).toBe(400);
  });

  it('scopes to one config and its relatives by `recursive`, or to several ids', async () => {
    const deployment = await firstOf('Kubernetes::Deployment');
    const window = { from: 'now-30d', page_size: 1000 };
    const own = await changes({ ...window, id: deployment, recursive: 'none' });
    for (const c of own.changes ?? []) expect(c.config_id).toBe(deployment);
    const descendants = await scalar<string[]>(
      `SELECT array_agg(id::text) AS v FROM config_items WHERE path LIKE '%' || $1::text || '%'`,
      [deployment],
    );
    const down = await changes({ ...window, id: deployment, recursive: 'downstream' });
    const expectedDown = await scalar<number>(
      `SELECT count(*)::int AS v FROM config_changes
       WHERE (config_id = $1::uuid OR config_id::text = ANY($2::text[])) AND created_at > now() - interval '30 days'`,
      [deployment, descendants],
    );
    expect(down.total).toBe(expectedDown);
    expect(down.total).toBeGreaterThan(own.total ?? 0);
    const pod = await scalar<string>(
      `SELECT id AS v FROM config_items WHERE parent_id IN (
         SELECT id FROM config_items WHERE parent_id = $1) LIMIT 1`,
      [deployment],
    );
    const up = await changes({ ...window, id: pod, recursive: 'upstream' });
    const upIds = new Set((up.changes ?? []).map((c) => c.config_id));
    for (const id of upIds) {
      const onPath = await scalar<boolean>(
        `SELECT $1::text = $2::text
           OR (SELECT path FROM config_items WHERE id = $2::uuid) LIKE '%' || $1::text || '%' AS v`,
        [id, pod],
      );
      expect(onPath).toBe(true);
    }
    const everything = await changes({ ...window, id: pod, recursive: 'all', depth: 2 });
    expect(everything.total).toBeGreaterThanOrEqual(up.total ?? 0);
    const node = await firstOf('Kubernetes::Node');
    const both = await changes({ ...window, id: `${deployment},${node}` });
    const bothIds = new Set((both.changes ?? []).map((c) => c.config_id));
    expect([...bothIds].every((id) => id === deployment || id === node)).toBe(true);
    const excluded = await changes({ ...window, id: `!${deployment}` });
    for (const c of excluded.changes ?? []) expect(c.config_id).not.toBe(deployment);
    // Text that is not an id names configs.
    const name = await scalar<string>(`SELECT name AS v FROM config_items WHERE id = $1`, [
      deployment,
    ]);
    const byName = await changes({ ...window, id: name, recursive: 'none' });
    for (const c of byName.changes ?? []) expect(c.name).toContain(name);
    expect(await changes({ id: 'no-config-has-this-name' })).toEqual({});
  });

  it('hides changes of deleted configs unless include_deleted_configs', async () => {
    const config = await scalar<string>(
      `SELECT config_id AS v FROM config_changes WHERE created_at > now() - interval '1 day'
       ORDER BY created_at DESC LIMIT 1`,
    );
    await sandbox.db.query(`UPDATE config_items SET deleted_at = now() WHERE id = $1`, [config]);
    try {
      const hidden = await changes({ id: config, recursive: 'none' });
      expect(hidden).toEqual({});
      const shown = await changes({ id: config, recursive: 'none', include_deleted_configs: true });
      expect(shown.total).toBeGreaterThan(0);
      expect(shown.changes?.[0]?.deleted_at).toEqual(expect.any(String));
    } finally {
      await sandbox.db.query(`UPDATE config_items SET deleted_at = NULL WHERE id = $1`, [config]);
    }
  });
});

describe('catalog data behind the routes', () => {
  it('gives cloud resources costs, some of them drifting from their 30-day average', async () => {
    const list = rows(
      await call(
        `/api/db/configs?select=id,type,cost_per_minute,cost_total_1h,cost_total_1d,cost_total_7d,cost_total_30d&type=eq.AWS::EC2::Instance`,
      ),
    ) as Record<string, number | null>[];
    expect(list.length).toBeGreaterThan(0);
    let drifting = 0;
    for (const r of list) {
      const month = r.cost_total_30d ?? 0;
      expect(month).toBeGreaterThan(20);
      expect(month).toBeLessThan(500);
      expect(r.cost_total_7d).toBeGreaterThan(0);
      expect(r.cost_total_1h).toBeCloseTo((r.cost_per_minute ?? 0) * 60, 3);
      if (Math.abs((r.cost_total_1d ?? 0) / (month / 30) - 1) > 0.1) drifting++;
    }
    expect(drifting).toBeGreaterThan(0);
    expect(drifting).toBeLessThan(list.length);
    const pods = rows(
      await call('/api/db/configs?select=cost_total_30d&type=eq.Kubernetes::Pod&limit=5'),
    );
    for (const p of pods) expect(p.cost_total_30d).toBeNull();
    const [detail] = rows(
      await call(`/api/db/config_detail?id=eq.${String(list[0]?.id)}&select=id,cost_total_30d`),
    );
    expect(detail?.cost_total_30d).toBe(list[0]?.cost_total_30d);
  });

  it('C7: a diff change carries unified diff text and patches, an event its details', async () => {
    const select =
      'select=id,config_id,change_type,created_at,external_created_by,source,diff,details,patches,created_by,config:configs(id,name,type,config_class),artifacts:artifacts(*)';
    const diffId = await scalar<string>(
      `SELECT id AS v FROM config_changes WHERE change_type = 'diff' ORDER BY created_at DESC LIMIT 1`,
    );
    const [diff] = rows(await call(`/api/db/config_changes?id=eq.${diffId}&${select}`));
    expect(String(diff?.diff)).toMatch(/^--- a\/.+\n\+\+\+ b\/.+\n@@ -\d+,\d+ \+\d+,\d+ @@\n/);
    expect(String(diff?.diff)).toMatch(/\n-.+\n\+/);
    expect(diff?.patches).toEqual(expect.any(Object));
    const config = diff?.config as { id: string; name: string } | undefined;
    expect(config?.id).toBe(diff?.config_id);
    expect(typeof config?.name).toBe('string');
    expect(diff?.artifacts).toEqual([]);
    const eventId = await scalar<string>(
      `SELECT id AS v FROM config_changes WHERE change_type = 'BackOff' LIMIT 1`,
    );
    const [event] = rows(await call(`/api/db/config_changes?id=eq.${eventId}&${select}`));
    expect(event?.diff).toBeNull();
    expect(event?.details).toMatchObject({ reason: 'BackOff', type: 'Warning' });
  });
});

describe('C8 related_configs_recursive', () => {
  const related = async (query: string): Promise<Related[]> =>
    rows(await call(`/api/db/rpc/related_configs_recursive?${query}`)) as unknown as Related[];

  it('walks outgoing, incoming or both ways, always with the root and its ancestors', async () => {
    const deployment = await firstOf('Kubernetes::Deployment');
    const out = await related(`config_id=${deployment}&type_filter=outgoing&max_depth=10`);
    const types = (list: Related[]) => new Set(list.map((r) => r.type));
    expect(out[0]?.id).toBe(deployment);
    expect(types(out)).toEqual(
      new Set([
        'Kubernetes::Deployment',
        'Kubernetes::ReplicaSet',
        'Kubernetes::Pod',
        'Kubernetes::Namespace',
        'Kubernetes::Cluster',
      ]),
    );
    const replicaSets = out.filter((r) => r.type === 'Kubernetes::ReplicaSet').map((r) => r.id);
    expect(out[0]?.related_ids).toEqual(expect.arrayContaining(replicaSets));
    const shallow = await related(`config_id=${deployment}&type_filter=outgoing&max_depth=1`);
    expect(types(shallow).has('Kubernetes::ReplicaSet')).toBe(true);
    expect(types(shallow).has('Kubernetes::Pod')).toBe(false);

    const pod = out.find((r) => r.type === 'Kubernetes::Pod')!.id;
    const incoming = await related(`config_id=${pod}&type_filter=incoming&max_depth=10`);
    expect([...types(incoming)]).toEqual(
      expect.arrayContaining(['Kubernetes::Pod', 'Kubernetes::Node', 'Kubernetes::ReplicaSet']),
    );
    // Hard relationships only: parents, not the node the pod runs on.
    const hard = await related(
      `config_id=${pod}&type_filter=incoming&max_depth=10&incoming_relation=hard`,
    );
    expect(types(hard).has('Kubernetes::Node')).toBe(false);
    expect(types(hard).has('Kubernetes::ReplicaSet')).toBe(true);
    const all = await related(`config_id=${pod}&type_filter=all&max_depth=10`);
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining(incoming.map((r) => r.id)));
    const leaf = await related(`config_id=${pod}&type_filter=outgoing&max_depth=10`);
    expect(leaf[0]?.id).toBe(pod);
  });

  it('carries cost columns and leaves deleted configs out unless asked', async () => {
    const node = await firstOf('Kubernetes::Node');
    const out = await related(`config_id=${node}&type_filter=outgoing&max_depth=2`);
    const ec2 = out.find((r) => r.type === 'AWS::EC2::Instance');
    expect(ec2?.cost_total_30d).toBeGreaterThan(0);
    const pod = out.find((r) => r.type === 'Kubernetes::Pod')!.id;
    await sandbox.db.query(`UPDATE config_items SET deleted_at = now() WHERE id = $1`, [pod]);
    try {
      const hidden = await related(`config_id=${node}&type_filter=outgoing&max_depth=2`);
      expect(hidden.map((r) => r.id)).not.toContain(pod);
      const shown = await related(
        `config_id=${node}&type_filter=outgoing&max_depth=2&include_deleted_configs=true`,
      );
      expect(shown.map((r) => r.id)).toContain(pod);
    } finally {
      await sandbox.db.query(`UPDATE config_items SET deleted_at = NULL WHERE id = $1`, [pod]);
    }
  });
});
