// Issue 35, the access review and search (spec 5-access §3, §5, §6) and the plugin registry, over
// real HTTP against the seeded Sandbox: answers per role, per person with a deny rule, per team
// as rules come and go; the validation texts; who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;
const ids: Record<string, string> = {};
const basic = (role: string) =>
  `Basic ${Buffer.from(`${role}@sandbox.local:sandbox`).toString('base64')}`;

const post = (path: string, body: unknown, auth?: string): Promise<Reply> =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(auth ? { Authorization: auth } : {}),
    },
  });

async function idOf(sql: string): Promise<string> {
  const id = (await sandbox.db.query<{ id: string }>(sql)).rows[0]?.id;
  if (!id) throw new Error(`no row for ${sql}`);
  return id;
}

const review = (resource: object, action: string, subjects: string[]) =>
  post('/api/rbac/subject-access-reviews', { resource, action, subjects });

async function allowed(resource: object, action: string, subject: string): Promise<boolean> {
  const reply = await review(resource, action, [subject]);
  expect(reply.status, reply.text).toBe(200);
  const body = reply.json as { results: { subject: string; allowed: boolean }[] };
  expect(body.results).toHaveLength(1);
  return body.results[0]!.allowed;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
  for (const name of ['restart-deployment', 'scale-deployment', 'delete-pod'])
    ids[name] = await idOf(`SELECT id FROM playbooks WHERE name = '${name}'`);
  for (const role of ['admin', 'editor', 'viewer'])
    ids[role] = await idOf(`SELECT id FROM people WHERE email = '${role}@sandbox.local'`);
  ids.team = await idOf('SELECT id FROM teams WHERE deleted_at IS NULL ORDER BY name LIMIT 1');
});
afterAll(async () => sandbox.close());

describe('subject access review', () => {
  it('answers per role from the role table', async () => {
    const pb = { playbook: ids['restart-deployment'] };
    const reply = await review(pb, 'playbook:run', ['editor', 'viewer', 'guest']);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({
      resource: pb,
      action: 'playbook:run',
      results: [
        { subject: 'editor', allowed: true },
        { subject: 'viewer', allowed: false },
        { subject: 'guest', allowed: false },
      ],
    });
    expect(await allowed(pb, 'read', 'viewer')).toBe(true);
    expect(await allowed({ global: 'catalog' }, 'read', 'guest')).toBe(false);
  });

  it("a person's deny rule wins over their role", async () => {
    expect(
      await allowed({ playbook: ids['restart-deployment'] }, 'playbook:cancel', ids.editor!),
    ).toBe(true);
    // seed: the editor is denied playbook:cancel on scale-deployment (interactive_settings)
    expect(
      await allowed({ playbook: ids['scale-deployment'] }, 'playbook:cancel', ids.editor!),
    ).toBe(false);
  });

  it('a team gains and loses access as a rule naming it is written and removed', async () => {
    const pb = { playbook: ids['delete-pod'] };
    expect(await allowed(pb, 'playbook:run', ids.team!)).toBe(false);
    const rule = {
      action: 'playbook:run',
      subject: ids.team,
      subject_type: 'team',
      object_selector: { playbooks: [{ name: 'delete-pod', namespace: 'mission-control' }] },
      deny: false,
      source: 'interactive_settings',
    };
    const ns = await idOf(`SELECT namespace AS id FROM playbooks WHERE name = 'delete-pod'`);
    rule.object_selector.playbooks[0]!.namespace = ns;
    const created = await post('/api/db/permissions', rule);
    expect(created.status, created.text).toBe(201);
    const id = String((created.json as { id: string }[])[0]?.id);
    expect(await allowed(pb, 'playbook:run', ids.team!)).toBe(true);
    const flipped = await call(`/api/db/permissions?id=eq.${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ deny: true }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(flipped.status, flipped.text).toBeLessThan(300);
    expect(await allowed(pb, 'playbook:run', ids.team!)).toBe(false);
    await call(`/api/db/permissions?id=eq.${id}`, { method: 'DELETE' });
    expect(await allowed(pb, 'playbook:run', ids.team!)).toBe(false);
  });

  it('`["*"]` reviews every subject of permission_subjects', async () => {
    const reply = await review({ global: 'mcp' }, 'mcp:use', ['*']);
    expect(reply.status, reply.text).toBe(200);
    const results = (reply.json as { results: { subject: string; allowed: boolean }[] }).results;
    const count = await sandbox.db.query('SELECT 1 FROM permission_subjects');
    expect(results).toHaveLength(count.rows.length);
    // seed: editors may use MCP (interactive_settings rule); viewers may not
    expect(results.find((r) => r.subject === 'editor')?.allowed).toBe(true);
    expect(results.find((r) => r.subject === 'viewer')?.allowed).toBe(false);
  });

  it.each([
    [{ resource: { global: 'mcp' }, subjects: ['editor'] }, 400, 'action is required'],
    [
      { action: 'read', resource: {}, subjects: ['editor'] },
      400,
      'at least one of resource.global, resource.playbook, resource.config, resource.check, resource.view or resource.connection is required',
    ],
    [
      { action: 'read', resource: { global: 'mcp' }, subjects: [] },
      400,
      'at least one subject is required',
    ],
    [
      {
        action: 'read',
        resource: { global: 'mcp' },
        subjects: Array.from({ length: 501 }, (_, i) => `s${i}`),
      },
      400,
      'subjects exceeds maximum of 500',
    ],
    [
      { action: 'read', resource: { playbook: 'nope' }, subjects: ['editor'] },
      400,
      'resource.playbook must be a valid UUID',
    ],
    [
      {
        action: 'read',
        resource: { view: '00000000-0000-4000-8000-000000000001' },
        subjects: ['editor'],
      },
      404,
      'view "00000000-0000-4000-8000-000000000001" not found',
    ],
  ])('refuses %j', async (body, status, error) => {
    const reply = await post('/api/rbac/subject-access-reviews', body);
    expect(reply.status, reply.text).toBe(status);
    expect(reply.json).toEqual({ error });
  });

  it('names an unsupported action', async () => {
    const reply = await review({ global: 'mcp' }, 'fly', ['editor']);
    expect(reply.status).toBe(400);
    expect((reply.json as { error: string }).error).toMatch(
      /^unsupported action "fly", only read, /,
    );
  });
});

describe('subject access search', () => {
  it('lists what a subject may do, by resource type', async () => {
    const reply = await post('/api/rbac/subject-access-search', {
      subject: ids.editor,
      action: 'playbook:cancel',
      resource_types: ['playbook'],
    });
    expect(reply.status, reply.text).toBe(200);
    const body = reply.json as { total: number; results: { resource_type: string; id: string }[] };
    expect(body).toMatchObject({
      subject: ids.editor,
      action: 'playbook:cancel',
      resource_types: ['playbook'],
    });
    const found = body.results.map((r) => r.id);
    expect(found).toContain(ids['restart-deployment']);
    expect(found).not.toContain(ids['scale-deployment']);
    expect(body.total).toBe(found.length);
    expect(new Set(body.results.map((r) => r.resource_type))).toEqual(new Set(['playbook']));
  });

  it('refuses a missing subject and an unknown resource type', async () => {
    const none = await post('/api/rbac/subject-access-search', { action: 'read' });
    expect(none.json).toEqual({ error: 'subject is required' });
    const bad = await post('/api/rbac/subject-access-search', {
      subject: 'editor',
      action: 'read',
      resource_types: ['config'],
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      error: 'unsupported resource_type "config", only playbook, view and connection are supported',
    });
  });
});

describe('who may ask, and plugins', () => {
  it('an editor may review (rbac:read); a viewer may not', async () => {
    const body = { resource: { global: 'mcp' }, action: 'mcp:use', subjects: ['editor'] };
    expect((await post('/api/rbac/subject-access-reviews', body, basic('editor'))).status).toBe(
      200,
    );
    expect((await post('/api/rbac/subject-access-reviews', body, basic('viewer'))).status).toBe(
      403,
    );
  });

  it('lists the plugin registry with operations to any catalog reader', async () => {
    const reply = await call('/api/plugins', { headers: { Authorization: basic('viewer') } });
    expect(reply.status, reply.text).toBe(200);
    const plugins = reply.json as { name: string; operations?: { name: string }[] }[];
    expect(plugins.length).toBeGreaterThanOrEqual(2);
    expect(plugins.every((p) => p.name && (p.operations?.length ?? 0) > 0)).toBe(true);
    const none = await call(`/api/plugins?config_id=${ids.team}`);
    expect(none.json).toEqual([]);
  });
});
