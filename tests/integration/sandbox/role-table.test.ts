// Walks the spec's role table (spec 1 §6, spec 3 §6) against the sandbox over HTTP: for every
// role and every resource of the table, one read and one write that RBAC decides. Admin reads and
// writes everything; an editor reads everything and writes all but connections, identities,
// rbac and views; commander and responder read all but the first three and write only responder,
// incident, evidences and comments; a viewer reads like a commander and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../../electron/sandbox/http/rbac.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';

const NONE = '00000000-0000-0000-0000-000000000000';
type Probe = [method: string, path: string];

/** The table's resources with calls the screens make to read and to write them. */
const RESOURCES: Record<string, { read: string[]; write: Probe[] }> = {
  database: { read: ['/db/teams'], write: [['PATCH', `/db/teams?id=eq.${NONE}`]] },
  rbac: { read: ['/db/casbin_rule'], write: [['PATCH', `/db/casbin_rule?v0=eq.${NONE}`]] },
  responder: { read: ['/db/responders'], write: [['PATCH', `/db/responders?id=eq.${NONE}`]] },
  incident: { read: ['/db/incidents'], write: [['PATCH', `/db/incidents?id=eq.${NONE}`]] },
  evidences: { read: ['/db/evidences'], write: [['PATCH', `/db/evidences?id=eq.${NONE}`]] },
  comments: { read: ['/db/comments'], write: [['PATCH', `/db/comments?id=eq.${NONE}`]] },
  canaries: { read: ['/db/canaries'], write: [['PATCH', `/db/canaries?id=eq.${NONE}`]] },
  topologies: { read: ['/db/topologies'], write: [['PATCH', `/db/topologies?id=eq.${NONE}`]] },
  config_scrapers: {
    read: ['/db/config_scrapers', '/db/config_scrapers_with_status'],
    write: [['PATCH', `/db/config_scrapers?id=eq.${NONE}`]],
  },
  identities: {
    read: ['/db/identities', '/db/people_roles'],
    write: [
      ['POST', '/auth/invite_user'],
      ['POST', '/people/update'],
    ],
  },
  connections: {
    read: ['/db/connections', '/db/connections_list'],
    write: [
      ['PATCH', `/db/connections?id=eq.${NONE}`],
      ['POST', `/connection/test/${NONE}`],
    ],
  },
  agents: {
    read: ['/db/agents', '/db/agents_summary'],
    write: [
      ['PATCH', `/db/agents?id=eq.${NONE}`],
      ['POST', '/agent/generate'],
    ],
  },
  feature_flags: {
    read: ['/db/properties'],
    write: [['PATCH', '/db/properties?name=eq.no.such.flag']],
  },
  logging_backends: {
    read: ['/db/logging_backends'],
    write: [['PATCH', `/db/logging_backends?id=eq.${NONE}`]],
  },
  integrations: {
    read: ['/db/integrations_with_status'],
    write: [['PATCH', `/db/config_scrapers?id=eq.${NONE}`]],
  },
  notifications: {
    read: [
      '/db/notifications',
      '/db/notifications_summary',
      '/db/notification_silences',
      '/db/notification_send_history_summary',
    ],
    write: [
      ['PATCH', `/db/notifications?id=eq.${NONE}`],
      ['PATCH', `/db/notification_silences?id=eq.${NONE}`],
      ['POST', '/notification/silence'],
    ],
  },
  playbooks: { read: ['/db/playbooks'], write: [['PATCH', `/db/playbooks?id=eq.${NONE}`]] },
  playbook_runs: {
    read: ['/db/playbook_runs'],
    write: [['PATCH', `/db/playbook_runs?id=eq.${NONE}`]],
  },
  // Every role reads views; only admin writes them (spec 4-views §6, the backend's side).
  views: {
    read: ['/db/views', '/db/views_summary', '/db/view_panels'],
    write: [
      ['POST', '/db/views'],
      ['PATCH', `/db/views?id=eq.${NONE}`],
      ['DELETE', `/db/views?id=eq.${NONE}`],
    ],
  },
  // Not named in the table's resource list, read by "all": job history, the event queue, catalog.
  job_history: { read: ['/db/job_histories'], write: [] },
  event_queue: { read: ['/db/event_queue_summary', '/db/event_queue'], write: [] },
  catalog: {
    read: ['/db/config_items', '/db/config_changes'],
    write: [['PATCH', `/db/config_items?id=eq.${NONE}`]],
  },
};

const RESTRICTED = ['rbac', 'identities', 'connections'];
const RESPONDER_WRITES = ['responder', 'incident', 'evidences', 'comments'];
const TABLE: Record<string, { reads: (r: string) => boolean; writes: (r: string) => boolean }> = {
  admin: { reads: () => true, writes: () => true },
  editor: { reads: () => true, writes: (r) => !RESTRICTED.includes(r) && r !== 'views' },
  commander: { reads: (r) => !RESTRICTED.includes(r), writes: (r) => RESPONDER_WRITES.includes(r) },
  responder: { reads: (r) => !RESTRICTED.includes(r), writes: (r) => RESPONDER_WRITES.includes(r) },
  viewer: { reads: (r) => !RESTRICTED.includes(r), writes: () => false },
};

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSeededSandbox({});
});
afterAll(async () => sandbox.close());

async function status(role: string, method: string, path: string): Promise<number> {
  const res = await fetch(`${sandbox.url}/api${path}`, {
    method,
    body: method === 'GET' ? undefined : '{}',
    headers: {
      Authorization: `Basic ${Buffer.from(`${role}@sandbox.local:sandbox`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
  });
  await res.text();
  return res.status;
}

describe('the spec role table, walked against the sandbox', () => {
  for (const [role, rules] of Object.entries(TABLE)) {
    it(`${role}: reads and writes what the table says`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const [resource, probes] of Object.entries(RESOURCES)) {
        for (const path of probes.read) {
          const s = await status(role, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=1`);
          got.push(`read ${resource} ${path}: ${s === 403 ? 'denied' : s === 200 ? 'ok' : s}`);
          want.push(`read ${resource} ${path}: ${rules.reads(resource) ? 'ok' : 'denied'}`);
        }
        for (const [method, path] of probes.write) {
          // An allowed write reaches the handler (204, or 400 for the empty body); a refused one is 403.
          const s = await status(role, method, path);
          got.push(`write ${resource} ${method} ${path}: ${s === 403 ? 'denied' : 'allowed'}`);
          want.push(
            `write ${resource} ${method} ${path}: ${rules.writes(resource) ? 'allowed' : 'denied'}`,
          );
        }
      }
      expect(got).toEqual(want);
    }, 60_000);
  }

  it('lets admin, editor, commander and responder Run Now, not a viewer (spec 1 §6)', async () => {
    const run = `/canary/run/check/${NONE}`;
    for (const role of ['admin', 'editor', 'commander', 'responder'])
      expect(await status(role, 'POST', run), role).not.toBe(403);
    expect(await status('viewer', 'POST', run)).toBe(403);
  });

  it('treats a user without a role as a viewer', () => {
    expect(can([], 'database.monitor', 'read')).toBe(true);
    expect(can(['guest'], 'notification', 'read')).toBe(true);
    expect(can([], 'notification', 'create')).toBe(false);
    expect(can([], 'connection', 'read')).toBe(false);
  });
});
