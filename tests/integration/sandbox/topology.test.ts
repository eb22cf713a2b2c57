// T1 (/canary/api/topology) and the topology reads T2–T11 (reference §4.4) against the real
// seeded sandbox (in memory, small scale) over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

interface Property {
  name?: string;
  text?: string;
  value?: number;
}
interface Component {
  id: string;
  name: string;
  type: string;
  status: string;
  namespace: string;
  description: string;
  is_leaf: boolean;
  agent_id: string;
  parent_id?: string;
  parents?: string[];
  path?: string;
  external_id?: string;
  owner?: string;
  hidden?: boolean;
  labels?: Record<string, string>;
  properties?: Property[];
  checks?: Record<string, number>;
  summary: {
    healthy?: number;
    unhealthy?: number;
    warning?: number;
    checks?: Record<string, number>;
    incidents?: Record<string, Record<string, number>>;
  };
  components?: Component[];
}
interface Answer {
  components: Component[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

async function topology(query = ''): Promise<Answer> {
  const reply = await call(`/api/canary/api/topology${query}`);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.json as Answer;
}

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await sandbox.db.query<{ v: T }>(sql, params);
  return result.rows[0]?.v as T;
}

const walk = (list: Component[] | undefined): Component[] =>
  (list ?? []).flatMap((c) => [c, ...walk(c.components)]);
const sum = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((a, b) => a + b, 0);

let clusterId: string;
let storeId: string;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
  clusterId = await scalar(
    `SELECT id AS v FROM components WHERE type = 'KubernetesCluster' ORDER BY name LIMIT 1`,
  );
  storeId = await scalar(`SELECT id AS v FROM components WHERE name = 'Online Store'`);
});
afterAll(async () => sandbox.close());

describe('T1 without an id', () => {
  it('answers the roots with their trees and the facets of everything fetched', async () => {
    const answer = await topology();
    const roots = await scalar<number>(
      `SELECT count(*)::int AS v FROM components WHERE parent_id IS NULL AND NOT hidden AND deleted_at IS NULL`,
    );
    expect(answer.components).toHaveLength(roots);
    for (const root of answer.components) {
      expect(root.parent_id).toBeUndefined();
      expect(root.namespace).toEqual(expect.any(String));
      expect(root.description).toEqual(expect.any(String));
      expect(typeof root.is_leaf).toBe('boolean');
      expect(root.summary).toEqual(expect.any(Object));
      expect(root.components?.length).toBeGreaterThan(0);
    }
    expect(answer.types).toEqual([...answer.types].sort());
    expect(answer.types).toEqual(expect.arrayContaining(['Application', 'KubernetesCluster']));
    expect(answer.healthStatuses.length).toBeGreaterThan(0);
    for (const s of answer.healthStatuses) expect(['healthy', 'unhealthy', 'warning']).toContain(s);
    expect(answer.teams.length).toBeGreaterThan(0);
    expect(answer.teams).toEqual([...answer.teams].sort());
    expect(Object.keys(answer.tags)).toEqual(expect.arrayContaining(['env', 'region', 'app']));
  });

  it('leaves hidden components out unless hidden=true', async () => {
    const names = (a: Answer) => walk(a.components).map((c) => c.name);
    expect(names(await topology())).not.toContain('Legacy Billing');
    const all = await topology('?hidden=true');
    expect(names(all)).toContain('Legacy Billing');
    // Upstream reads components below the first level with a short column list (no `hidden`):
    // the flag shows where the cards are, on the roots and on a component's direct children.
    const [store] = (await topology(`?id=${storeId}&hidden=true`)).components;
    expect(store?.components?.find((c) => c.name === 'Legacy Billing')?.hidden).toBe(true);
  });

  it('filters roots and their children by status, with ! negation', async () => {
    const notHealthy = await topology('?status=!healthy');
    expect(notHealthy.components.length).toBeGreaterThan(0);
    for (const root of notHealthy.components) {
      expect(root.status).not.toBe('healthy');
      for (const child of root.components ?? []) expect(child.status).not.toBe('healthy');
    }
    const unhealthy = await topology('?status=unhealthy,warning');
    for (const root of unhealthy.components)
      expect(['unhealthy', 'warning']).toContain(root.status);
  });

  it('keeps only the listed types; flatten lists every match without nesting', async () => {
    const clusters = await topology('?type=KubernetesCluster,Cloud');
    expect(new Set(clusters.components.map((c) => c.type))).toEqual(
      new Set(['KubernetesCluster', 'Cloud']),
    );
    const apps = await topology('?type=Application&flatten=true');
    const expected = await scalar<number>(
      `SELECT count(*)::int AS v FROM components WHERE type = 'Application' AND NOT hidden AND deleted_at IS NULL`,
    );
    expect(apps.components).toHaveLength(expected);
    for (const app of apps.components) {
      expect(app.type).toBe('Application');
      expect(app.components).toBeUndefined();
    }
    // Flattened components keep their own check counts (a tree moves them into the summary).
    expect(apps.components.some((c) => sum(c.checks) > 0)).toBe(true);
    const notApps = await topology('?type=!Application&flatten=true');
    expect(notApps.components.length).toBeGreaterThan(0);
    expect(notApps.components.some((c) => c.type === 'Application')).toBe(false);
  });

  it('filters by labels, owner and agent_id', async () => {
    const env = await scalar<string>(`SELECT labels->>'env' AS v FROM components WHERE id = $1`, [
      clusterId,
    ]);
    const byLabel = await topology(`?labels=env=${env}`);
    expect(byLabel.components.length).toBeGreaterThan(0);
    for (const c of byLabel.components) expect(c.labels?.env).toBe(env);

    const owner = await scalar<string>(
      `SELECT owner AS v FROM components WHERE owner IS NOT NULL ORDER BY name LIMIT 1`,
    );
    // The owner's components, and (as upstream's query does) their relationship children.
    const owned = await topology(`?owner=${encodeURIComponent(owner)}&flatten=true`);
    expect(owned.components.map((c) => c.id).sort()).toEqual(
      await scalar<string[]>(
        `WITH o AS (SELECT id FROM components WHERE owner = $1 AND NOT hidden)
         SELECT array_agg(id::text ORDER BY id::text) AS v FROM (
           SELECT id FROM o UNION
           SELECT component_id FROM component_relationships WHERE relationship_id IN (SELECT id FROM o)) x`,
        [owner],
      ),
    );

    const agent = await scalar<string>(
      `SELECT agent_id::text AS v FROM components WHERE agent_id <> '00000000-0000-0000-0000-000000000000' LIMIT 1`,
    );
    const byAgent = await topology(`?agent_id=${agent}`);
    expect(byAgent.components.length).toBeGreaterThan(0);
    for (const c of byAgent.components) expect(c.agent_id).toBe(agent);
  });

  it('keeps the roots that hold a component of the team', async () => {
    const team = await scalar<string>(
      `SELECT t.name AS v FROM team_components tc JOIN teams t ON t.id = tc.team_id
       JOIN components c ON c.id = tc.component_id WHERE NOT c.hidden ORDER BY t.name LIMIT 1`,
    );
    const all = await topology();
    const kept = await topology(`?team=${encodeURIComponent(team)}`);
    expect(kept.components.length).toBeGreaterThan(0);
    expect(kept.components.length).toBeLessThan(all.components.length);
  });

  it('sorts by name and by a property value, missing values last', async () => {
    const byName = await topology('?sortBy=name&sortOrder=desc');
    const names = byName.components.map((c) => c.name);
    expect(names).toEqual([...names].sort().reverse());

    const clusters = await topology('?type=KubernetesCluster&sortBy=field:cost&sortOrder=desc');
    const costs = clusters.components.map(
      (c) => c.properties?.find((p) => p.name === 'cost')?.value ?? 0,
    );
    expect(costs.length).toBeGreaterThan(1);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));

    const byStatus = await topology('?sortBy=status');
    const rank = { unhealthy: 1, warning: 2, healthy: 3, info: 4 } as Record<string, number>;
    const ranks = byStatus.components.map((c) => rank[c.status] ?? 5);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('T1 with an id', () => {
  it('answers the component, its children and trimmed grandchildren', async () => {
    const answer = await topology(`?id=${clusterId}`);
    expect(answer.components).toHaveLength(1);
    const [root] = answer.components;
    expect(root?.id).toBe(clusterId);
    expect(root?.path).toBeUndefined();
    const children = root?.components ?? [];
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.parent_id).toBe(clusterId);
      expect(child.path).toBe(clusterId);
      expect(child.external_id).toEqual(expect.any(String));
    }
    const grandchildren = children.flatMap((c) => c.components ?? []);
    expect(grandchildren.length).toBeGreaterThan(0);
    for (const g of grandchildren) {
      expect(g.parent_id).toBeUndefined();
      expect(g.parents).toBeUndefined();
      expect(g.checks).toBeUndefined();
    }
  });

  it('rolls check counts up the tree into the summary', async () => {
    const [root] = (await topology(`?id=${clusterId}`)).components;
    const expected = await scalar<number>(
      `SELECT count(*)::int AS v FROM checks_by_component cb JOIN components c ON c.id = cb.component_id
       WHERE c.path LIKE '%' || $1 || '%' AND cb.status IS NOT NULL AND NOT c.hidden
         AND NOT EXISTS (SELECT 1 FROM components a WHERE a.hidden AND c.path LIKE '%' || a.id || '%')`,
      [clusterId],
    );
    expect(expected).toBeGreaterThan(0);
    expect(sum(root?.summary.checks)).toBe(expected);
    const leaves = (root?.summary.healthy ?? 0) + (root?.summary.unhealthy ?? 0);
    expect(leaves + (root?.summary.warning ?? 0)).toBeGreaterThan(0);
  });

  it("summarises open incidents: the component's own and those below it", async () => {
    const row = (
      await sandbox.db.query<{ id: string; path: string; incidents: Record<string, unknown> }>(
        `SELECT id, path, incidents FROM topology WHERE incidents IS NOT NULL ORDER BY path DESC LIMIT 1`,
      )
    ).rows[0];
    expect(row).toBeDefined();
    const [own] = (await topology(`?id=${row?.id}&hidden=true`)).components;
    expect(own?.summary.incidents).toEqual(row?.incidents);
    const parent = row?.path.split('.').pop();
    if (parent) {
      const [above] = (await topology(`?id=${parent}&hidden=true`)).components;
      expect(Object.keys(above?.summary.incidents ?? {})).toEqual(
        expect.arrayContaining(Object.keys(row?.incidents ?? {})),
      );
    }
  });

  it('keeps the root whatever the status filter, and filters its children', async () => {
    const [root] = (await topology(`?id=${clusterId}&status=healthy`)).components;
    expect(root?.id).toBe(clusterId);
    for (const child of root?.components ?? []) expect(child.status).toBe('healthy');
  });

  it('limits the depth', async () => {
    const [flat] = (await topology(`?id=${clusterId}&depth=1`)).components;
    expect(flat?.components).toBeUndefined();
    const [two] = (await topology(`?id=${clusterId}&depth=2`)).components;
    expect(two?.components?.length).toBeGreaterThan(0);
    for (const child of two?.components ?? []) expect(child.components).toBeUndefined();
  });

  it('sorts the children of a single root by a property', async () => {
    const [store] = (await topology(`?id=${storeId}&sortBy=field:sla`)).components;
    const services = (store?.components ?? []).filter((c) => c.type === 'Service');
    const slas = services.map((c) => c.properties?.find((p) => p.name === 'sla')?.value ?? 0);
    expect(slas.length).toBeGreaterThan(1);
    expect(slas).toEqual([...slas].sort((a, b) => a - b));
  });

  it('answers an unknown id with no components and a malformed one with 400', async () => {
    const unknown = await topology('?id=00000000-0000-4000-8000-000000000000');
    expect(unknown.components).toEqual([]);
    expect((await call('/api/canary/api/topology?id=nope')).status).toBe(400);
  });
});

describe('T2–T11: the topology reads through /db', () => {
  it('answer the console queries with rows', async () => {
    const app = await scalar<string>(
      `SELECT component_id AS v FROM checks_by_component cb JOIN config_component_relationships r USING (component_id)
       JOIN changes_by_component ch USING (component_id) LIMIT 1`,
    );
    const withTeam = await scalar<string>(`SELECT component_id AS v FROM team_components LIMIT 1`);
    const withIncident = await scalar<string>(
      `SELECT component_id AS v FROM incidents_by_component LIMIT 1`,
    );
    const withAnalysis = await scalar<string>(
      `SELECT component_id AS v FROM analysis_by_component LIMIT 1`,
    );
    const topologyId = await scalar<string>(
      `SELECT topology_id AS v FROM components WHERE id = $1`,
      [clusterId],
    );
    const queries = [
      `/api/db/components?id=eq.${app}`,
      `/api/db/components?id=eq.${app}&select=id,topologies(id,name)`,
      `/api/db/component_names?id=eq.${app}`,
      `/api/db/team_components?component_id=eq.${withTeam}&select=*,team:teams(*, created_by(id,name,avatar,email))`,
      `/api/db/checks_by_component?component_id=eq.${app}`,
      `/api/db/incidents_by_component?component_id=eq.${withIncident}&order=created_at.desc`,
      `/api/db/analysis_by_component?component_id=eq.${withAnalysis}&limit=10&offset=0&select=analysis_id,config:configs(id,name,config_class,type,analysis:config_analysis(id,analyzer,analysis_type,message,severity,analysis,first_observed))`,
      `/api/db/changes_by_component?component_id=eq.${app}`,
      `/api/db/config_component_relationships?component_id=eq.${app}&configs.order=name&select=*,configs!config_component_relationships_config_id_fkey(id, type, name, config_class, deleted_at)&deleted_at=is.null`,
      '/api/db/component_labels',
      '/api/db/component_labels_keys',
      '/api/db/component_names?order=name.asc&type=in.(Application,Namespace)',
      '/api/db/components_with_logs?order=name.asc',
      '/api/db/topologies_with_status?select=*,created_by(id,name,avatar,email),agent:agent_id(id,name,description)&order=created_at.desc&deleted_at=is.null&limit=100',
      `/api/db/topologies?id=eq.${topologyId}`,
      `/api/db/topologies?select=id,components(id,name,type,icon)&id=eq.${topologyId}`,
    ];
    for (const q of queries) {
      const reply = await call(q, { headers: { Prefer: 'count=exact' } });
      expect(reply.status, `${q}: ${reply.text.slice(0, 200)}`).toBeLessThan(300);
      expect(rows(reply).length, q).toBeGreaterThan(0);
    }
    const [team] = rows(
      await call(
        `/api/db/team_components?component_id=eq.${withTeam}&select=*,team:teams(*, created_by(id,name,avatar,email))`,
      ),
    );
    expect(team?.team).toMatchObject({
      name: expect.any(String) as unknown,
      created_by: { id: expect.any(String) as unknown },
    });
    const logs = rows(await call('/api/db/components_with_logs?order=name.asc'));
    expect(Object.keys(logs[0] ?? {}).sort()).toEqual(['agent_id', 'icon', 'id', 'name', 'type']);
  });

  it('T3 hides a component from T1 until it is shown again', async () => {
    const headers = { 'Content-Type': 'application/json', Prefer: 'return=representation' };
    const hide = await call(`/api/db/components?id=eq.${clusterId}`, {
      method: 'PATCH',
      headers,
      body: '{"hidden":true}',
    });
    expect(rows(hide)[0]?.hidden).toBe(true);
    try {
      expect((await topology()).components.map((c) => c.id)).not.toContain(clusterId);
      expect((await topology('?hidden=true')).components.map((c) => c.id)).toContain(clusterId);
      // The component asked for by id stays, hidden or not.
      expect((await topology(`?id=${clusterId}`)).components[0]?.id).toBe(clusterId);
    } finally {
      await call(`/api/db/components?id=eq.${clusterId}`, {
        method: 'PATCH',
        headers,
        body: '{"hidden":false}',
      });
    }
  });
});

describe('seeded component cards', () => {
  it('carry every property kind the cards format', async () => {
    const all = walk((await topology('?hidden=true&flatten=true')).components);
    const props = all.flatMap((c) => (c.properties ?? []) as Record<string, unknown>[]);
    for (const type of ['url', 'currency', 'age'])
      expect(
        props.some((p) => p.type === type),
        type,
      ).toBe(true);
    for (const unit of ['percent', 'bytes', 'millicores'])
      expect(
        props.some((p) => p.unit === unit),
        unit,
      ).toBe(true);
    expect(props.some((p) => Array.isArray(p.links) && p.links.length > 0)).toBe(true);
    expect(props.some((p) => p.headline === true)).toBe(true);
    expect(props.some((p) => p.hidden === true)).toBe(true);
    expect(all.some((c) => (c.properties?.length ?? 0) >= 7)).toBe(true);
    expect(
      props.filter((p) => p.type === 'url').every((p) => String(p.text).startsWith('https://')),
    ).toBe(true);
  });

  it('have log selectors beyond the applications', async () => {
    const types = await sandbox.db.query<{ type: string }>(
      `SELECT DISTINCT type FROM components_with_logs ORDER BY type`,
    );
    expect(types.rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['Application', 'KubernetesNode', 'Database', 'BusinessService']),
    );
  });
});
