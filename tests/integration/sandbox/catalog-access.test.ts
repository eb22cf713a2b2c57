// Issue 35, catalog access (spec 5-access §2.7, §3, §5, §6, §7): the calls of the item's Access and
// Access Logs tabs and of the global page (its three grouped tabs, flat mode and the filter
// options), and the Users tab's alias and merge, sent as the console sends them to the seeded
// sandbox over HTTP, with the spec's error texts and who may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

const anyNumber = expect.any(Number) as number;
const anyArray = expect.any(Array) as unknown[];
const anyText = expect.any(String) as string;
let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;
const basic = (role: string) =>
  `Basic ${Buffer.from(`${role}@sandbox.local:sandbox`).toString('base64')}`;
const post = (path: string, body: unknown, auth?: string) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
  });
const SUMMARY =
  'config_id,config_name,config_type,external_user_id,user,email,role,user_type,external_group_id,last_signed_in_at,last_reviewed_at,created_at';

async function one<T>(sql: string): Promise<T> {
  const row = (await sandbox.db.query<T>(sql)).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('config_access_summary (§3)', () => {
  it('expands a group grant to one row per member, keeps a memberless group as one row', async () => {
    const group = await one<{ id: string; members: number }>(
      `SELECT g.id, (SELECT count(*)::int FROM external_user_groups m WHERE m.external_group_id = g.id) AS members
       FROM external_groups g WHERE g.name = 'okta-platform-engineering'`,
    );
    const reply = await call(
      `/api/db/config_access_summary?select=${SUMMARY}&external_group_id=eq.${group.id}&order=user.asc`,
    );
    const grants = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM config_access WHERE external_group_id = '${group.id}'`,
    );
    expect(rows(reply)).toHaveLength(grants.n * group.members);
    expect(rows(reply).every((r) => r.user_type === 'OktaUser' && r.email !== '')).toBe(true);
    const empty = rows(
      await call(`/api/db/config_access_summary?select=${SUMMARY}&user=eq.okta-contractors`),
    );
    expect(empty).toEqual([
      expect.objectContaining({ user_type: 'group', email: '', external_user_id: null }),
    ]);
  });

  it('takes last_signed_in_at from the latest access log', async () => {
    const log = await one<{ config_id: string; external_user_id: string; created_at: Date }>(
      `SELECT l.config_id, l.external_user_id, l.created_at FROM config_access_logs l
       JOIN config_access_summary s ON s.config_id = l.config_id AND s.external_user_id = l.external_user_id
       ORDER BY l.created_at DESC LIMIT 1`,
    );
    const got = rows(
      await call(
        `/api/db/config_access_summary?select=last_signed_in_at&config_id=eq.${log.config_id}&external_user_id=eq.${log.external_user_id}`,
      ),
    );
    expect(new Date(String(got[0]?.last_signed_in_at)).getTime()).toBe(log.created_at.getTime());
  });
});

describe('grouped summaries (§2.7, §7)', () => {
  it('pages the three groupings by access count, counting rows of the flat summary', async () => {
    for (const [view, key] of [
      ['config_access_summary_by_user', 'external_user_id'],
      ['config_access_summary_by_group', 'external_group_id'],
      ['config_access_summary_by_config', 'config_id'],
    ] as const) {
      const reply = await call(
        `/api/db/${view}?select=*&order=access_count.desc&limit=50&offset=0`,
        {
          headers: { Prefer: 'count=exact' },
        },
      );
      expect([200, 206], reply.text.slice(0, 200)).toContain(reply.status);
      const list = rows(reply);
      expect(list.length, view).toBeGreaterThan(1);
      const counts = list.map((r) => Number(r.access_count));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const top = list[0] ?? {};
      const flat = await call(
        `/api/db/config_access_summary?select=config_id&${key}=eq.${String(top[key])}`,
        { headers: { Prefer: 'count=exact' } },
      );
      expect(flat.headers.get('content-range'), view).toMatch(
        new RegExp(`/${Number(top.access_count)}$`),
      );
    }
  });

  it('narrows users and groups by config type with config_types=cs.{type}', async () => {
    const users = rows(
      await call(
        '/api/db/config_access_summary_by_user?select=*&config_types=cs.{AWS::RDS::DBInstance}',
      ),
    );
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(u.config_types).toContain('AWS::RDS::DBInstance');
    const byGroup = rows(
      await call('/api/db/config_access_summary_by_group?select=*&order=group.asc'),
    );
    expect(byGroup.map((g) => g.group)).toContain('okta-contractors');
    expect(byGroup[0]).toEqual(
      expect.objectContaining({
        distinct_users: anyNumber,
        config_types: anyArray,
      }),
    );
  });
});

describe('rpc/config_access_filter_options (§3)', () => {
  it('answers the five facets, each ignoring its own parameter', async () => {
    const all = (await call('/api/db/rpc/config_access_filter_options')).json as Record<
      string,
      { role?: string }[]
    >;
    expect(Object.keys(all).sort()).toEqual(['catalogs', 'groups', 'roles', 'user_types', 'users']);
    const role = 'SecurityAudit';
    const narrowed = (await call(`/api/db/rpc/config_access_filter_options?p_role=${role}`))
      .json as Record<string, Record<string, unknown>[]>;
    // The role facet still lists every role; the others only what holds SecurityAudit.
    expect(narrowed.roles).toEqual(all.roles);
    expect(narrowed.groups?.map((g) => g.group)).toEqual(['okta-security-audit']);
    expect((narrowed.users ?? []).length).toBeLessThan((all.users ?? []).length);
    expect((narrowed.users ?? []).length).toBeGreaterThan(0);
    const typed = (
      await call('/api/db/rpc/config_access_filter_options?p_config_type=AWS::RDS::DBInstance')
    ).json as Record<string, Record<string, unknown>[]>;
    expect(typed.catalogs?.every((c) => c.config_type === 'AWS::RDS::DBInstance')).toBe(true);
  });
});

describe('access logs (§2.7)', () => {
  it('reads a config’s logs newest first with the user embedded', async () => {
    const cfg = await one<{ config_id: string }>(
      'SELECT config_id FROM config_access_logs GROUP BY config_id ORDER BY count(*) DESC LIMIT 1',
    );
    const list = rows(
      await call(
        `/api/db/config_access_logs?config_id=eq.${cfg.config_id}&select=*,external_users(name,user_email:email)&order=created_at.desc`,
      ),
    );
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]?.external_users).toEqual(expect.objectContaining({ name: anyText }));
    const times = list.map((l) => String(l.created_at));
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('aliases and merges (§5, §6)', () => {
  const dupOf = () =>
    one<{ id: string; name: string }>(
      `SELECT id, name FROM external_users WHERE name LIKE 'gh-%' AND deleted_at IS NULL`,
    );
  const primaryOf = () =>
    one<{ id: string }>(
      `SELECT id FROM external_users WHERE user_type = 'OktaUser' AND deleted_at IS NULL ORDER BY name LIMIT 1`,
    );

  it('adds an alias trimmed and lower-cased, and refuses the spec’s error cases', async () => {
    const { id } = await primaryOf();
    const added = await post('/api/db/rpc/add_external_user_alias', {
      p_external_user_id: id,
      p_alias: '  GitHub://Octo-Cat ',
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json).toEqual(
      expect.objectContaining({
        alias: 'github://octo-cat',
        source: 'manual',
        external_user_id: id,
      }),
    );
    const found = rows(
      await call(
        `/api/db/external_users?select=id&deleted_at=is.null&user_type=neq.group&or=(name.ilike.*zz*,email.ilike.*zz*,aliases.cs.{"github://octo-cat"})`,
      ),
    );
    expect(found.map((u) => u.id)).toEqual([id]);
    const other = await one<{ id: string; alias: string }>(
      `SELECT external_user_id AS id, alias FROM external_user_aliases WHERE external_user_id <> '${id}' LIMIT 1`,
    );
    const cases: [unknown, string][] = [
      [{ p_external_user_id: id, p_alias: '   ' }, 'external user alias cannot be empty'],
      [
        { p_external_user_id: '00000000-0000-4000-8000-000000000001', p_alias: 'x' },
        'active external user 00000000-0000-4000-8000-000000000001 does not exist',
      ],
      [
        { p_external_user_id: id, p_alias: other.alias },
        `alias ${other.alias} is already assigned to external user ${other.id}`,
      ],
    ];
    const dup = await dupOf();
    const scraped = await one<{ alias: string }>(
      `SELECT aliases[1] AS alias FROM external_users WHERE id = '${dup.id}'`,
    );
    cases.push([
      { p_external_user_id: id, p_alias: scraped.alias.toUpperCase() },
      `alias ${scraped.alias} already identifies active external user ${dup.id}`,
    ]);
    for (const [body, message] of cases) {
      const reply = await post('/api/db/rpc/add_external_user_alias', body);
      expect(reply.status, message).toBe(400);
      expect(reply.json).toEqual(expect.objectContaining({ message }));
    }
  });

  it('merges a duplicate into the primary, moving grants, logs and aliases', async () => {
    const { id: primary } = await primaryOf();
    const dup = await dupOf();
    const grants = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM config_access WHERE external_user_id IN ('${primary}', '${dup.id}')`,
    );
    const viewer = await post(
      '/api/db/rpc/merge_external_users',
      { p_primary_id: primary, p_duplicate_id: dup.id },
      basic('viewer'),
    );
    expect(viewer.status).toBe(403);
    const merged = await post('/api/db/rpc/merge_external_users', {
      p_primary_id: primary,
      p_duplicate_id: dup.id,
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.json).toBe(primary);
    const after = await one<{ n: number; logs: number; deleted: Date | null; aliases: string[] }>(
      `SELECT (SELECT count(*)::int FROM config_access WHERE external_user_id = '${primary}') AS n,
        (SELECT count(*)::int FROM config_access_logs WHERE external_user_id = '${dup.id}') AS logs,
        (SELECT deleted_at FROM external_users WHERE id = '${dup.id}') AS deleted,
        (SELECT aliases FROM external_users WHERE id = '${primary}') AS aliases`,
    );
    expect(after.n).toBe(grants.n);
    expect(after.logs).toBe(0);
    expect(after.deleted).not.toBeNull();
    expect(after.aliases.some((a) => a.startsWith('github://'))).toBe(true);
    const again = await post('/api/db/rpc/merge_external_users', {
      p_primary_id: primary,
      p_duplicate_id: dup.id,
    });
    expect(again.json).toEqual(
      expect.objectContaining({ message: `duplicate external user ${dup.id} does not exist` }),
    );
    const gone = await post('/api/db/rpc/merge_external_users', {
      p_primary_id: dup.id,
      p_duplicate_id: primary,
    });
    expect(gone.json).toEqual(
      expect.objectContaining({ message: `active primary external user ${dup.id} does not exist` }),
    );
  });

  it('guards the names as §6 says', async () => {
    const viewer = basic('viewer');
    const read = (name: string, auth: string) =>
      call(`/api/db/${name}?limit=1`, { headers: { Authorization: auth } });
    for (const name of ['config_access_summary_by_user', 'config_access_logs', 'access_reviews'])
      expect((await read(name, viewer)).status, name).toBe(200);
    const alias = await post(
      '/api/db/rpc/add_external_user_alias',
      { p_external_user_id: (await primaryOf()).id, p_alias: 'viewer-alias' },
      viewer,
    );
    expect(alias.status).toBe(403);
    const editor = await post(
      '/api/db/rpc/add_external_user_alias',
      { p_external_user_id: (await primaryOf()).id, p_alias: 'editor-alias' },
      basic('editor'),
    );
    expect(editor.status, editor.text).toBe(200);
  });
});
