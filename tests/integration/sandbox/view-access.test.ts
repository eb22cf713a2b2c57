// Per-view access (spec 4-views §6, §8) against the seeded Sandbox over HTTP: the seeded deny rule
// keeps the responders from the cost view — 403 'access denied to view mc/cloud-costs' by id, by
// name and through its metadata, and the dashboard's cost section left out — while other roles
// read it; a rule for one person, and one deleted or past its `until`, apply as they say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

const DENIED = 'access denied to view mc/cloud-costs';
const as = (role: string) => ({
  Authorization: `Basic ${Buffer.from(`${role}@sandbox.local:sandbox`).toString('base64')}`,
});
const get = (path: string, role: string) => call(path, { headers: as(role) });
const post = (path: string, role: string) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify({ variables: {} }),
    headers: { 'Content-Type': 'application/json', ...as(role) },
  });

async function viewId(name: string): Promise<string> {
  const r = await sandbox.db.query<{ id: string }>(`SELECT id FROM views WHERE name = $1`, [name]);
  return r.rows[0]!.id;
}

const errorOf = (reply: Reply) => (JSON.parse(reply.text) as { error: string }).error;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('per-view access', () => {
  it("refuses a responder the cost view by id, by name and through its metadata (403, the backend's message)", async () => {
    const id = await viewId('cloud-costs');
    for (const reply of [
      await get(`/api/view/metadata/${id}`, 'responder'),
      await get(`/api/view/${id}`, 'responder'),
      await post(`/api/view/${id}`, 'responder'),
      await get('/api/view/mc/cloud-costs', 'responder'),
      await post('/api/view/mc/cloud-costs', 'responder'),
    ]) {
      expect(reply.status, reply.text).toBe(403);
      expect(errorOf(reply)).toBe(DENIED);
    }
    for (const role of ['viewer', 'commander', 'editor', 'admin']) {
      const reply = await post('/api/view/mc/cloud-costs', role);
      expect(reply.status, `${role}: ${reply.text}`).toBe(200);
    }
  });

  it("leaves the cost section out of a responder's dashboard, and keeps it for a viewer", async () => {
    const sections = async (role: string) => {
      const reply = await get('/api/dashboard', role);
      expect(reply.status, reply.text).toBe(200);
      const body = JSON.parse(reply.text) as { sectionResults?: Record<string, unknown> };
      return Object.keys(body.sectionResults ?? {});
    };
    expect(await sections('responder')).not.toContain('mc/cloud-costs');
    expect(await sections('viewer')).toContain('mc/cloud-costs');
  });

  it("applies a person's rule to that person only, and no deleted or expired rule", async () => {
    const person = await sandbox.db.query<{ id: string }>(
      `SELECT id FROM people WHERE email = 'viewer@sandbox.local'`,
    );
    const rule = (subject: string, deletedAt: string, until: string) =>
      sandbox.db.query(
        `INSERT INTO permissions (subject_type, subject, action, object_selector, deny, deleted_at, until)
         VALUES ('person', $1, 'read', '{"views": [{"name": "failing-checks"}]}', true, ${deletedAt}, ${until})`,
        [subject],
      );
    await rule(person.rows[0]!.id, 'now()', 'NULL');
    await rule('viewer@sandbox.local', 'NULL', "now() - interval '1 hour'");
    expect((await post('/api/view/mc/failing-checks', 'viewer')).status).toBe(200);
    await rule(person.rows[0]!.id, 'NULL', "now() + interval '1 day'");
    const refused = await post('/api/view/mc/failing-checks', 'viewer');
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toBe('access denied to view mc/failing-checks');
    expect((await post('/api/view/mc/failing-checks', 'commander')).status).toBe(200);
  });

  it("leaves a view a caller may not read out of a config's tabs (/view/list)", async () => {
    const deployment = await sandbox.db.query<{ id: string }>(
      `SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' LIMIT 1`,
    );
    const tabs = async (role: string) => {
      const reply = await get(`/api/view/list?config_id=${deployment.rows[0]!.id}`, role);
      expect(reply.status, reply.text).toBe(200);
      return (reply.json as { name: string }[]).map((v) => v.name);
    };
    expect(await tabs('commander')).toContain('deployment');
    await sandbox.db.query(
      `INSERT INTO permissions (subject_type, subject, action, object_selector, deny)
       VALUES ('role', 'commander', 'read', '{"views": [{"namespace": "mc", "name": "deployment"}]}', true)`,
    );
    expect(await tabs('commander')).not.toContain('deployment');
    expect(await tabs('editor')).toContain('deployment');
  });

  it("leaves the cost view out of a responder's sidebar and view lists, and keeps it for a viewer", async () => {
    const names = async (path: string, role: string) => {
      const reply = await get(path, role);
      expect(reply.status, reply.text).toBe(200);
      return (reply.json as { name?: string; view_id?: string }[]).map((v) => v.name ?? v.view_id);
    };
    const sidebar = '/api/db/views_summary?sidebar=eq.true&select=id,name&order=ordinal.asc';
    expect(await names(sidebar, 'viewer')).toContain('cloud-costs');
    expect(await names(sidebar, 'responder')).not.toContain('cloud-costs');
    expect(await names(sidebar, 'responder')).toContain('mission-control-dashboard');
    expect(await names('/api/db/views?select=name', 'responder')).not.toContain('cloud-costs');
    expect(await names('/api/db/views?select=name', 'admin')).toContain('cloud-costs');
    const id = await viewId('cloud-costs');
    expect(
      await names(`/api/db/views_summary?name=eq.cloud-costs&select=id,name`, 'responder'),
    ).toEqual([]);
    await post(`/api/view/${id}`, 'viewer');
    expect(await names(`/api/db/view_panels?view_id=eq.${id}&select=view_id`, 'responder')).toEqual(
      [],
    );
  });
});
