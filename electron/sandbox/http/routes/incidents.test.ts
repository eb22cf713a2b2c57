// The incidents family on a freshly seeded sandbox (reference §4.6 I1–I12, spec 2 §3–§4): the
// queries the console makes answer with the right shapes, every change made through /db leaves
// its incident_histories row (written by triggers, authored by the caller), the seeded teams carry
// responder clients with their Jira / MS Planner instances, and the seeded incidents cover every
// evidence type, a three-level hypothesis tree and a plausible history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD } from '../../db/open-database.ts';
import type { RunningSandbox } from '../../server.ts';
import { startSeededSandbox } from '../../test-support/seeded-sandbox.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
}, 240_000);
afterAll(async () => sandbox.close());

type Role = 'admin' | 'commander' | 'responder' | 'viewer';
type Json = Record<string, unknown>;

async function call(
  role: Role,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; text: string }> {
  const auth = Buffer.from(`${role}@sandbox.local:${SANDBOX_PASSWORD}`).toString('base64');
  const res = await fetch(`${sandbox.url}/api/db/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      Authorization: `Basic ${auth}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

async function rows(role: Role, path: string): Promise<Json[]> {
  const r = await call(role, 'GET', path);
  if (r.status !== 200 || !Array.isArray(r.json))
    throw new Error(`GET ${path}: ${r.status} ${r.text.slice(0, 400)}`);
  return r.json as Json[];
}

async function write(role: Role, method: string, path: string, body?: unknown): Promise<Json[]> {
  const r = await call(role, method, path, body);
  if (r.status >= 300 || !Array.isArray(r.json))
    throw new Error(`${method} ${path}: ${r.status} ${r.text.slice(0, 400)}`);
  return r.json as Json[];
}

// Asymmetric matchers, typed `unknown` (they are `any`).
const aString: unknown = expect.any(String);
const someStrings: unknown = expect.arrayContaining([aString]);
const like = (value: object): unknown => expect.objectContaining(value);
const containing = (text: string): unknown => expect.stringContaining(text);
const including = (items: unknown[]): unknown => expect.arrayContaining(items);

const PERSON = 'id,name,avatar,email';
/** renderer/src/api/services/incident-detail.ts INCIDENT_DETAIL_SELECT. */
const INCIDENT_DETAIL_SELECT =
  `*,hypotheses(*,created_by(${PERSON}),evidences(*,created_by(${PERSON})),` +
  `comments(id,created_at,comment,external_created_by,hypothesis_id,created_by(${PERSON}))),` +
  `commander:commander_id(${PERSON}),communicator_id(${PERSON})`;
/** Reference I2 as the console sends it. */
const UPSTREAM_I2_SELECT =
  `*,hypotheses(*,created_by(${PERSON}),evidences(*,created_by(${PERSON})),` +
  `comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(id,id,name,avatar,email),id)),` +
  `commander:commander_id(${PERSON}),communicator_id(${PERSON}),responders(created_by(${PERSON}))`;
/** Reference I12. */
const HISTORY_SELECT =
  '*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),' +
  'config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),' +
  'hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),' +
  'team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar)';
const RESPONDER_SELECT = '*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar)';

async function me(role: Role): Promise<string> {
  const [person] = await rows('admin', `people?email=eq.${role}@sandbox.local&select=id`);
  return String(person?.['id']);
}

async function showcase(): Promise<Json> {
  const [incident] = await rows(
    'viewer',
    `incidents?incident_id=eq.INC-1&select=${INCIDENT_DETAIL_SELECT}`,
  );
  if (!incident) throw new Error('no INC-1');
  return incident;
}

describe('seeded teams and integrations', () => {
  it('gives the first team four responder clients, the second jira, the rest none', async () => {
    const teams = await rows('viewer', 'teams?select=id,name,spec&order=created_at.asc');
    const clients = (t: Json) =>
      Object.keys(((t['spec'] as Json | null)?.['responder_clients'] as Json | undefined) ?? {});
    const byClients = teams.map((t) => clients(t).sort().join(','));
    expect(byClients).toContain('email,jira,ms_planner,service_now');
    expect(byClients).toContain('jira');
    expect(byClients.filter((c) => c === '').length).toBeGreaterThanOrEqual(2);
    const full = teams.find((t) => clients(t).length === 4)!;
    const email = ((full['spec'] as Json)['responder_clients'] as Json)['email'] as Json;
    expect(email['values']).toEqual({ to: 'checkout-oncall@acme.example' });
    expect(Object.keys(email['defaults'] as Json).sort()).toEqual(['body', 'subject']);
    const jira = ((full['spec'] as Json)['responder_clients'] as Json)['jira'] as Json;
    expect(jira['linkUrl']).toContain('{{external_id}}');
  });

  it('lets a viewer read the Jira and MS Planner instances, owned by team id', async () => {
    const teams = await rows('viewer', 'teams?select=id,name,spec');
    const jira = await rows(
      'viewer',
      'config_items?type=eq.Jira&select=id,name,external_id,config',
    );
    expect(jira).toHaveLength(2);
    for (const instance of jira) {
      const owner = teams.find((t) =>
        (instance['external_id'] as string[]).includes(String(t['id'])),
      );
      expect(owner, String(instance['name'])).toBeDefined();
      expect(instance['name']).toBe(`${String(owner?.['name'])} Jira`);
      const projects = (instance['config'] as { projects: Json[] }).projects;
      expect(projects.length).toBeGreaterThan(0);
      for (const p of projects) {
        expect(p).toEqual({
          key: aString,
          name: aString,
          issueTypes: someStrings,
          priorities: someStrings,
        });
      }
    }
    expect(jira.flatMap((j) => (j['config'] as { projects: Json[] }).projects)).toHaveLength(3);
    const searched = await rows('viewer', 'config_items?type=eq.Jira&name=ilike.*jir*&select=id');
    expect(searched).toHaveLength(2);
    const planner = await rows(
      'viewer',
      'config_items?type=eq.MSPlanner&select=id,name,external_id,config',
    );
    expect(planner).toHaveLength(1);
    const config = planner[0]?.['config'] as {
      plans: { id: string; name: string; buckets: { id: string; name: string }[] }[];
      priorities: string[];
    };
    expect(config.plans).toHaveLength(2);
    for (const plan of config.plans) expect(plan.buckets.length).toBeGreaterThan(1);
    expect(config.priorities.length).toBeGreaterThan(0);
    const owner = teams.find((t) =>
      (planner[0]?.['external_id'] as string[]).includes(String(t['id'])),
    );
    expect(owner).toBeDefined();
    const byTeam = await rows(
      'viewer',
      `config_items?type=eq.Jira&external_id=cs.{${String(owner?.['id'])}}&select=name`,
    );
    expect(byTeam).toHaveLength(1);
  });
});

describe('seeded incidents', () => {
  it('lists through incident_summary with the I1 filters, also for a viewer', async () => {
    const open = await rows('viewer', 'incident_summary?order=created_at.desc&status=eq.open');
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      expect(row['status']).toBe('open');
      expect(row['incident_id']).toMatch(/^INC-\d+$/);
    }
    const first = open.find((r) => r['incident_id'] === 'INC-1')!;
    expect(first['commander']).toEqual({
      id: aString,
      name: aString,
      avatar: null,
    });
    expect(first['responders']).toEqual(including([{ id: aString, name: aString, avatar: null }]));
    // The person and the team (two team responders, one team), as upstream's view.
    expect((first['responders'] as Json[]).length).toBe(2);
    expect((first['commenters'] as Json[]).length).toBeGreaterThan(0);
    const word = String(first['title']).split(' ')[0] ?? '';
    const searched = await rows(
      'viewer',
      `incident_summary?title=ilike.*${encodeURIComponent(word)}*&order=created_at.desc&status=eq.open&severity=eq.high&type=eq.availability`,
    );
    expect(searched.map((r) => r['incident_id'])).toContain('INC-1');
    const all = await rows('viewer', 'incident_summary?select=status');
    expect(new Set(all.map((r) => r['status']))).toEqual(
      new Set(['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed']),
    );
  });

  it('answers I2 (the renderer select and upstream) with a three-level tree', async () => {
    const incident = await showcase();
    expect(incident['commander']).toEqual({
      id: aString,
      name: aString,
      avatar: null,
      email: 'commander@sandbox.local',
    });
    expect((incident['communicator_id'] as Json)['email']).toBe('responder@sandbox.local');
    const hyps = incident['hypotheses'] as Json[];
    const root = hyps.find((h) => h['type'] === 'root')!;
    const factor = hyps.find((h) => h['parent_id'] === root['id'] && h['type'] === 'factor')!;
    const solution = hyps.find((h) => h['parent_id'] === factor['id'])!;
    expect(solution['type']).toBe('solution');
    expect((root['created_by'] as Json)['email']).toMatch(/@sandbox\.local$/);
    const evidence = hyps.flatMap((h) => h['evidences'] as Json[]);
    expect(new Set(evidence.map((e) => e['type']))).toEqual(
      new Set([
        'config',
        'log',
        'check',
        'topology',
        'config_change',
        'config_analysis',
        'comment',
      ]),
    );
    for (const e of evidence) expect((e['created_by'] as Json)['name']).toEqual(aString);
    const config = evidence.find((e) => e['type'] === 'config')!['evidence'] as Json;
    expect(Object.keys(config['selected_lines'] as Json).length).toBeGreaterThan(0);
    for (const n of Object.keys(config['selected_lines'] as Json))
      expect((config['lines'] as Json)[n]).toBe((config['selected_lines'] as Json)[n]);
    const log = evidence.find((e) => e['type'] === 'log')!['evidence'] as Json;
    expect((log['lines'] as Json[])[0]).toEqual({
      timestamp: aString,
      message: aString,
    });
    expect(evidence.filter((e) => e['definition_of_done'] === true).length).toBeGreaterThan(0);
    const comments = hyps.flatMap((h) => h['comments'] as Json[]);
    expect(
      comments.some((c) => /@\[[^\]]+\]\(user:[0-9a-f-]{36}\)/.test(String(c['comment']))),
    ).toBe(true);
    expect((comments[0]?.['created_by'] as Json)['name']).toEqual(aString);

    const [upstream] = await rows(
      'viewer',
      `incidents?id=eq.${String(incident['id'])}&select=${UPSTREAM_I2_SELECT}`,
    );
    expect((upstream?.['hypotheses'] as Json[]).length).toBe(hyps.length);
    expect((upstream?.['responders'] as Json[]).length).toBe(3);
  });

  it('gives every seeded config evidence its lines and every log evidence its lines', async () => {
    const evidence = await rows('viewer', 'evidences?type=in.(config,log)&select=type,evidence');
    expect(evidence.length).toBeGreaterThan(2);
    for (const e of evidence) {
      const payload = e['evidence'] as Json;
      expect(payload['lines'], JSON.stringify(e)).toBeTruthy();
      if (e['type'] === 'config') expect(payload['selected_lines']).toBeTruthy();
    }
  });

  it("has a history for every seeded incident but one (the spec's empty changelog), of every type", async () => {
    const histories = await rows('viewer', 'incident_histories?select=incident_id,type');
    const incidents = await rows('viewer', 'incidents?select=id');
    const withHistory = (i: Json) =>
      histories.some((h) => h['incident_id'] === i['id'] && h['type'] === 'incident.created');
    expect(incidents.filter((i) => !withHistory(i))).toHaveLength(1);
    expect(new Set(histories.map((h) => h['type']))).toEqual(
      new Set([
        'incident.created',
        'incident.status_updated',
        'responder.created',
        'evidence.created',
        'evidence.done_definition_added',
        'responder.commented',
        'hypothesis.created',
        'hypothesis.status_updated',
      ]),
    );
    const incident = await showcase();
    const timeline = await rows(
      'viewer',
      `incident_histories?incident_id=eq.${String(incident['id'])}&select=${HISTORY_SELECT}&order=created_at.desc`,
    );
    expect(timeline.at(-1)?.['type']).toBe('incident.created');
    const evidenceRow = timeline.find((h) => h['type'] === 'evidence.created')!;
    expect(evidenceRow['evidence']).toEqual(like({ id: aString, type: aString }));
    const responderRow = timeline.find(
      (h) => h['type'] === 'responder.created' && (h['responder'] as Json)['team'],
    )!;
    expect((responderRow['responder'] as Json)['team']).toEqual({
      id: aString,
      name: aString,
      icon: aString,
    });
    expect(timeline.find((h) => h['type'] === 'responder.commented')?.['comment']).toEqual({
      id: aString,
      comment: aString,
    });
    expect(timeline.find((h) => h['type'] === 'hypothesis.created')?.['hypothesis']).toEqual({
      id: aString,
      title: aString,
    });
    expect(timeline[0]?.['created_by']).toEqual({
      id: aString,
      name: aString,
      avatar: null,
    });
  });

  it('lists team responders with their team spec and person responders with the person (I11)', async () => {
    const incident = await showcase();
    const responders = await rows(
      'viewer',
      `responders?incident_id=eq.${String(incident['id'])}&select=${RESPONDER_SELECT}&deleted_at=is.null`,
    );
    expect(responders.map((r) => r['type']).sort()).toEqual(['person', 'system', 'system']);
    const jira = responders.find(
      (r) => (r['properties'] as Json | null)?.['responderType'] === 'jira',
    )!;
    expect(jira['external_id']).toMatch(/^OPS-\d+$/);
    expect(((jira['team'] as Json)['spec'] as Json)['responder_clients']).toBeTruthy();
    const person = responders.find((r) => r['type'] === 'person')!;
    expect(person['person']).toEqual({
      id: aString,
      name: aString,
      avatar: null,
    });
  });

  it('filters incidents by evidence component with !inner (I3)', async () => {
    const [topology] = await rows(
      'viewer',
      'evidences?type=eq.topology&select=component_id,hypotheses(incident_id)&limit=1',
    );
    const component = String(topology?.['component_id']);
    const found = await rows(
      'viewer',
      `incidents?select=id,title,hypotheses!inner(id,evidences!inner(id,component_id))&hypotheses.evidences.component_id=eq.${component}&order=created_at.desc`,
    );
    expect(found.map((i) => i['id'])).toContain((topology?.['hypotheses'] as Json)['incident_id']);
    for (const i of found)
      for (const h of i['hypotheses'] as Json[])
        for (const e of h['evidences'] as Json[]) expect(e['component_id']).toBe(component);
    const [older] = await rows(
      'viewer',
      `incidents?incident_id=eq.INC-1&select=*,hypotheses(id,type),comments(id,created_by(${PERSON})),commander_id(${PERSON}),communicator_id(${PERSON}),responders(*,team:team_id(id,name,icon,spec),person:person_id(id,name,avatar),created_by(${PERSON}))&order=created_at.desc`,
    );
    expect((older?.['commander_id'] as Json)['email']).toBe('commander@sandbox.local');
    expect(older?.['responders']).toHaveLength(3);
    expect((older?.['comments'] as Json[]).length).toBeGreaterThan(2);
    const picker = await rows(
      'viewer',
      'incidents?order=created_at.desc&limit=10&select=*,hypotheses(id, type)',
    );
    expect(picker).toHaveLength(10);
    expect((picker[0]?.['hypotheses'] as Json[])[0]).toEqual({
      id: aString,
      type: aString,
    });
  });
});

describe('a life cycle through /db', () => {
  it('writes the history of every change, authored by the caller, and a viewer changes nothing', async () => {
    const commander = await me('commander');
    const responder = await me('responder');
    const [team] = await rows('viewer', 'teams?select=id&order=created_at.asc&limit=1');
    const [check] = await rows('viewer', 'checks?select=id&limit=1');
    const [incident] = await write('commander', 'POST', 'incidents?select=*', {
      title: 'Life cycle test',
      description: 'Declared by the test',
      severity: 'low',
      type: 'availability',
      status: 'open',
      created_by: commander,
      commander_id: commander,
      communicator_id: commander,
    });
    const incidentId = String(incident?.['id']);
    expect(incident?.['incident_id']).toMatch(/^INC-\d+$/);
    const [root] = await write('commander', 'POST', 'hypotheses', {
      incident_id: incidentId,
      type: 'root',
      title: 'Life cycle test',
      status: 'possible',
      created_by: commander,
    });
    const [factor] = await write('commander', 'POST', 'hypotheses', {
      incident_id: incidentId,
      type: 'factor',
      title: 'A factor',
      status: 'possible',
      parent_id: root?.['id'],
      created_by: commander,
    });
    const [solution] = await write('commander', 'POST', 'hypotheses', {
      incident_id: incidentId,
      type: 'solution',
      title: 'A solution',
      status: 'possible',
      parent_id: factor?.['id'],
      created_by: commander,
    });
    const evidence = await write('responder', 'POST', 'evidences', [
      {
        hypothesis_id: factor?.['id'],
        type: 'check',
        description: 'Check evidence',
        evidence: { check_id: check?.['id'], includeMessages: true },
        check_id: check?.['id'],
        created_by: responder,
      },
      {
        hypothesis_id: factor?.['id'],
        type: 'comment',
        description: 'Comment evidence',
        evidence: { comment: 'seen it' },
        check_id: null,
        created_by: responder,
      },
    ]);
    const ids = evidence.map((e) => `"${String(e['id'])}"`).join(',');
    await write('commander', 'PATCH', `evidences?id=in.(${ids})`, { definition_of_done: true });
    expect(
      await rows('viewer', `evidences?id=in.(${ids})&definition_of_done=eq.true&select=id`),
    ).toHaveLength(2);
    const [comment] = await write('responder', 'POST', 'comments', {
      created_by: responder,
      incident_id: incidentId,
      hypothesis_id: factor?.['id'],
      comment: `@[Commander](user:${commander}) have a look`,
    });
    const [added] = await write('commander', `POST`, `responders?select=*`, {
      incident_id: incidentId,
      type: 'system',
      team_id: team?.['id'],
      properties: { responderType: 'jira', project: 'OPS', issueType: 'Bug', summary: 'x' },
      created_by: commander,
    });
    await write('responder', 'PATCH', `hypotheses?id=eq.${String(factor?.['id'])}`, {
      status: 'likely',
    });
    await write('responder', 'PATCH', `incidents?id=eq.${incidentId}`, { status: 'investigating' });
    await write('commander', 'PATCH', `incidents?id=eq.${incidentId}`, { severity: 'high' });

    const history = await rows(
      'viewer',
      `incident_histories?incident_id=eq.${incidentId}&select=${HISTORY_SELECT}&order=created_at.asc`,
    );
    const summary = history.map((h) => [
      h['type'],
      h['description'] ?? null,
      (h['created_by'] as Json)['id'],
    ]);
    expect(summary).toEqual([
      ['incident.created', incidentId, commander],
      ['hypothesis.created', 'possible', commander],
      ['hypothesis.created', 'possible', commander],
      ['hypothesis.created', 'possible', commander],
      ['evidence.created', null, responder],
      ['evidence.created', null, responder],
      ['evidence.done_definition_added', null, commander],
      ['evidence.done_definition_added', null, commander],
      ['responder.commented', null, responder],
      ['responder.created', null, commander],
      ['hypothesis.status_updated', 'likely', responder],
      ['incident.status_updated', 'investigating', responder],
    ]);
    expect(history.find((h) => h['type'] === 'responder.commented')?.['comment']).toEqual({
      id: comment?.['id'],
      comment: containing('have a look'),
    });
    expect(
      (history.find((h) => h['type'] === 'evidence.created')?.['evidence'] as Json)['checks'],
    ).toEqual(like({ id: check?.['id'] }));

    // I7 and I10 reads.
    const [withChildren] = await rows(
      'viewer',
      `hypotheses?id=eq.${String(factor?.['id'])}&select=id,comments(id,*,created_by(id,name,avatar),responder_id(*,team_id(*))),evidences(id,*,created_by(id,name,avatar))`,
    );
    expect(withChildren?.['comments']).toHaveLength(1);
    expect(withChildren?.['evidences']).toHaveLength(2);
    expect(
      await rows('viewer', `hypotheses?incident_id=eq.${incidentId}&order=created_at.asc`),
    ).toHaveLength(3);
    const comments = await rows(
      'viewer',
      `comments?select=*,created_by(id,name,avatar)&hypothesis_id=eq.${String(factor?.['id'])}&order=created_at.asc`,
    );
    expect(comments[0]?.['created_by']).toEqual(like({ id: responder }));

    // A viewer reads but cannot change anything.
    expect(
      (await call('viewer', 'PATCH', `incidents?id=eq.${incidentId}`, { status: 'closed' })).status,
    ).toBe(403);
    expect((await call('viewer', 'POST', 'comments', { comment: 'x' })).status).toBe(403);
    expect(
      (await call('viewer', 'DELETE', `responders?id=eq.${String(added?.['id'])}`)).status,
    ).toBe(403);

    // Errors keep PostgREST's shape inside the history-writing transaction.
    const orphan = await call('responder', 'POST', 'comments', {
      created_by: responder,
      incident_id: '00000000-0000-4000-8000-000000000000',
      comment: 'nowhere',
    });
    expect(orphan.status).toBe(409);
    expect((orphan.json as Json)['code']).toBe('23503');

    // I11 soft delete.
    const [removed] = await write(
      'commander',
      'PATCH',
      `responders?id=eq.${String(added?.['id'])}`,
      {
        deleted_at: 'now()',
      },
    );
    expect(removed?.['deleted_at']).toEqual(aString);
    expect(
      await rows(
        'viewer',
        `responders?incident_id=eq.${incidentId}&select=${RESPONDER_SELECT}&deleted_at=is.null`,
      ),
    ).toHaveLength(0);

    // I8: deleting a hypothesis with its comments and evidence keeps the timeline.
    const factorId = String(factor?.['id']);
    await write('commander', 'DELETE', `hypotheses?id=eq.${String(solution?.['id'])}`);
    await write('commander', 'DELETE', `comments?hypothesis_id=eq.${factorId}`);
    await write('commander', 'DELETE', `evidences?hypothesis_id=eq.${factorId}`);
    await write('commander', 'DELETE', `hypotheses?id=eq.${factorId}`);
    const after = await rows(
      'viewer',
      `incident_histories?incident_id=eq.${incidentId}&select=${HISTORY_SELECT}`,
    );
    expect(after).toHaveLength(history.length);
    expect(after.filter((h) => h['type'] === 'evidence.created').map((h) => h['evidence'])).toEqual(
      [null, null],
    );
  });
});
