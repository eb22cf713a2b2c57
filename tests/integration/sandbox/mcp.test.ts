// Issue 35, the Sandbox's `/mcp` (spec 5-access §2.9, §6) over real HTTP against the seeded
// Sandbox: 403 with the spec's text without `mcp:use` on `mcp`, a token judged by its creator, and
// `tools/list` offering only what the owner has `mcp:run` on (an `everyone` deny wins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';

let sandbox: RunningSandbox;
const as = (role: string) =>
  `Basic ${Buffer.from(`${role}@sandbox.local:sandbox`).toString('base64')}`;

async function call(path: string, authorization: string, body: unknown) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { Authorization: authorization, 'Content-Type': 'application/json' },
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

const rpc = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: {} });

async function toolNames(authorization: string): Promise<string[]> {
  const reply = await call('/mcp', authorization, rpc('tools/list', 2));
  expect(reply.status, reply.text).toBe(200);
  const result = reply.json().result as { tools: { name: string }[] };
  return result.tools.map((t) => t.name);
}

async function personId(email: string): Promise<string> {
  const r = await sandbox.db.query<{ id: string }>('SELECT id FROM people WHERE email = $1', [
    email,
  ]);
  return r.rows[0]!.id;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
});
afterAll(async () => sandbox.close());

describe('/mcp', () => {
  it('refuses an owner without mcp:use with the server text', async () => {
    const viewer = await personId('viewer@sandbox.local');
    const reply = await call('/mcp', as('viewer'), rpc('initialize'));
    expect(reply.status).toBe(403);
    expect(reply.json()).toEqual({
      error: `forbidden: user ${viewer} does not have mcp:use permission`,
    });
  });

  it('answers initialize for an editor (seeded interactive_settings mcp:use) at /mcp and /api/mcp', async () => {
    for (const path of ['/mcp', '/api/mcp']) {
      const reply = await call(path, as('editor'), rpc('initialize'));
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json()).toMatchObject({
        jsonrpc: '2.0',
        id: 1,
        result: { serverInfo: { name: 'mission-control' }, capabilities: { tools: {} } },
      });
    }
  });

  it('lists as tools only what the owner may mcp:run; an everyone deny wins over admin', async () => {
    const admin = await toolNames(as('admin'));
    expect(admin).toContain('playbook_mission-control_restart-deployment');
    expect(admin).toContain('view_mc_failing-checks');
    expect(admin).not.toContain('view_mc_cloud-costs');
    const editor = await toolNames(as('editor'));
    expect(editor).not.toContain('view_mc_failing-checks');
  });

  it('judges a token by its creator', async () => {
    const created = await fetch(`${sandbox.url}/api/auth/create_token`, {
      method: 'POST',
      headers: { Authorization: as('viewer'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'mcp-viewer', expiry: '30d', scope: [] }),
    });
    expect(created.status).toBe(200);
    const token = ((await created.json()) as { payload: { token: string } }).payload.token;
    const viewer = await personId('viewer@sandbox.local');
    const refused = await call('/mcp', `Bearer ${token}`, rpc('initialize'));
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(`user ${viewer} does not have mcp:use permission`);

    // Grant viewers mcp:use as the MCP Overview switch would; the viewer role's seeded mcp:run
    // on failing-checks then shows as a tool.
    await sandbox.db.query(
      `INSERT INTO permissions (subject, subject_type, action, object, source)
       VALUES ('viewer', 'group', 'mcp:use', 'mcp', 'interactive_settings')`,
    );
    const allowed = await call('/mcp', `Bearer ${token}`, rpc('initialize'));
    expect(allowed.status, allowed.text).toBe(200);
    expect(await toolNames(`Bearer ${token}`)).toContain('view_mc_failing-checks');
  });

  it('answers an unknown method with a JSON-RPC error', async () => {
    const reply = await call('/mcp', as('admin'), rpc('tools/call', 3));
    expect(reply.json()).toMatchObject({ error: { code: -32601 } });
  });
});
