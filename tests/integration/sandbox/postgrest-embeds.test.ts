// Conformance of /db `select`: columns, aliases, casts, FK-column and table embeds, `!fkey` and
// `!inner` hints, junction (many-to-many) and nested junction embeds, embed filters/order/limit,
// embeds through views — all derived from the database's own foreign keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { client, rows, startTestSandbox } from './helpers.ts';
import { ids } from './test-schema.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('/db select', () => {
  it('returns columns in the requested order with aliases, casts and JSON arrows', async () => {
    const r = rows(
      await call(
        `/db/checks?id=eq.${ids.check1}&select=label:name,duration::text,labels->>app,tier:labels->tier`,
      ),
    );
    expect(r).toEqual([{ label: 'homepage', duration: '120', app: 'web', tier: 'front' }]);
    expect(Object.keys(r[0]!)).toEqual(['label', 'duration', 'app', 'tier']);
  });

  it('merges repeated select parameters', async () => {
    const r = rows(
      await call(`/db/configs?id=eq.${ids.cfgPod}&select=id,name&select=agent:agents(id,name)`),
    );
    expect(r).toEqual([
      { id: ids.cfgPod, name: 'web-1', agent: { id: ids.remoteAgent, name: 'eu-west' } },
    ]);
  });

  it('embeds by FK column, by table, and by !constraint', async () => {
    const r = rows(
      await call(
        `/db/checks?id=eq.${ids.check2}&select=name,canaries!checks_canary_id_fkey(name,created_by(name)),agents!checks_agent_id_fkey(id,name)`,
      ),
    );
    expect(r).toEqual([
      {
        name: 'api',
        canaries: { name: 'http-checks', created_by: { name: 'Bob' } },
        agents: { id: ids.remoteAgent, name: 'eu-west' },
      },
    ]);
    const people = rows(
      await call(
        `/db/incidents?select=commander:commander_id(name),communicator_id(name),created_by(name)`,
      ),
    );
    expect(people).toEqual([
      {
        commander: { name: 'Bob' },
        communicator_id: { name: 'Alice' },
        created_by: { name: 'Alice' },
      },
    ]);
  });

  it('embeds one-to-many as arrays, nested, with embed order/limit/filters', async () => {
    await sandbox.db.query(
      `INSERT INTO hypotheses (id, incident_id, type, title, created_by) VALUES (gen_random_uuid(), $1, 'factor', 'cpu', $2), (gen_random_uuid(), $1, 'factor', 'net', $2)`,
      [ids.incident, ids.alice],
    );
    const r = rows(
      await call(
        `/db/incidents?select=title,hypotheses(title,evidences(description,created_by(name)))&hypotheses.order=title.desc&hypotheses.limit=2`,
      ),
    );
    expect(r).toEqual([
      {
        title: 'DB down',
        hypotheses: [
          { title: 'net', evidences: [] },
          {
            title: 'disk full',
            evidences: [{ description: 'graph', created_by: { name: 'Bob' } }],
          },
        ],
      },
    ]);
    const filtered = rows(
      await call(`/db/incidents?select=title,hypotheses(title)&hypotheses.type=eq.root`),
    );
    expect(filtered).toEqual([{ title: 'DB down', hypotheses: [{ title: 'disk full' }] }]);
    await sandbox.db.query(`DELETE FROM hypotheses WHERE title IN ('cpu', 'net')`);
  });

  it('disambiguates two FKs to the same table with !constraint and reports PGRST201 without', async () => {
    const r = rows(
      await call(
        `/db/config_relationships?config_id=eq.${ids.cfgCluster}&select=relation,configs:configs!config_relationships_config_id_fkey(name),related:configs!config_relationships_related_id_fkey(name)`,
      ),
    );
    expect(r).toEqual([
      { relation: 'contains', configs: { name: 'prod' }, related: { name: 'node-1' } },
    ]);
    const ambiguous = await call('/db/config_relationships?select=*,configs(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json).toMatchObject({ code: 'PGRST201' });
    expect((ambiguous.json as { details: string }).details).toContain(
      'config_relationships_related_id_fkey',
    );
  });

  it('reports PGRST200 for embeds without a relationship', async () => {
    const r = await call('/db/checks?select=*,incidents(*)');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PGRST200' });
    const hint = await call('/db/checks?select=*,canaries!no_such_fkey(*)');
    expect(hint.status).toBe(400);
    expect(hint.json).toMatchObject({ code: 'PGRST200' });
  });

  it('filters parents by children with !inner, through two levels', async () => {
    const hit = rows(
      await call(
        `/db/incidents?select=title,hypotheses!inner(title,evidences!inner(description))&hypotheses.evidences.component_id=eq.${ids.comp2}`,
      ),
    );
    expect(hit).toHaveLength(1);
    const miss = rows(
      await call(
        `/db/incidents?select=title,hypotheses!inner(title,evidences!inner(description))&hypotheses.evidences.component_id=eq.${ids.comp1}`,
      ),
    );
    expect(miss).toEqual([]);
    const notInner = rows(
      await call(`/db/incidents?select=title,hypotheses(title)&hypotheses.title=eq.nothing`),
    );
    expect(notInner).toEqual([{ title: 'DB down', hypotheses: [] }]);
  });

  it('filters on whether an embed matched with embed=not.is.null', async () => {
    const r = rows(
      await call(
        `/db/checks?select=name,components:check_component_relationships(component_id)&components=not.is.null&order=name`,
      ),
    );
    expect(r.map((x) => x.name)).toEqual(['api', 'homepage']);
  });

  it('embeds through a junction table (many-to-many) and as a nested junction embed', async () => {
    const m2m = rows(
      await call(`/db/teams?select=name,people!team_members(name)&people.order=name.desc`),
    );
    expect(m2m).toEqual([{ name: 'Platform', people: [{ name: 'Bob' }, { name: 'Alice' }] }]);
    const nested = rows(
      await call(
        `/db/checks?id=eq.${ids.check1}&select=name,components:check_component_relationships(components(name,icon))`,
      ),
    );
    expect(nested[0]!.components).toEqual(
      expect.arrayContaining([
        { components: { name: 'frontend', icon: 'html' } },
        { components: { name: 'backend', icon: 'go' } },
      ]),
    );
  });

  it('embeds from and to views using FKs traced to their base tables', async () => {
    const toView = rows(
      await call(
        `/db/config_relationships?select=related:configs!config_relationships_related_id_fkey(name,namespace)&related_id=eq.${ids.cfgPod}`,
      ),
    );
    expect(toView).toEqual([{ related: { name: 'web-1', namespace: 'default' } }]);
    const fromView = rows(await call(`/db/configs?select=name,agents(name)&order=name`));
    expect(fromView.map((x) => x.agents)).toEqual([
      { name: 'local' },
      { name: 'local' },
      { name: 'eu-west' },
    ]);
  });

  it('rejects embed parameters for embeds that are not selected', async () => {
    const r = await call('/db/checks?select=name&canaries.order=name');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PGRST108' });
  });

  it('answers a single object for Accept: application/vnd.pgrst.object+json', async () => {
    const one = await call(`/db/checks?id=eq.${ids.check1}&select=name`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(one.json).toEqual({ name: 'homepage' });
    const many = await call(`/db/checks?select=name`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(many.status).toBe(406);
    expect(many.json).toMatchObject({ code: 'PGRST116' });
  });
});
