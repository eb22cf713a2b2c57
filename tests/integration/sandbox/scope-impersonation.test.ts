// Issue 35, scope impersonation on the Sandbox (spec 5-access §2.3, §3 'Row-level payload', §9):
// the `X-Flanksource-Scope` header narrows what /db and the catalog and health summaries answer,
// a bad header is a 400, and property `auth.impersonation` off makes the Sandbox ignore it, as
// mission-control's middleware does (property `rls.enable` off: parsed, but nothing narrowed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;
let namespace: string;
let namespaceCount: number;
let liveCount: number;

const SCOPE = 'X-Flanksource-Scope';
const as = (payload: unknown) => ({ [SCOPE]: JSON.stringify(payload) });
const COUNT = { Prefer: 'count=exact' };

async function scalar(sql: string, params: unknown[] = []): Promise<number> {
  const r = await sandbox.db.query<{ v: number }>(sql, params);
  return Number(r.rows[0]?.v);
}

function total(reply: Reply): number {
  expect(reply.status, reply.text).toBeLessThan(300);
  return Number(reply.headers.get('content-range')?.split('/')[1]);
}

async function setProperty(name: string, value: string | null): Promise<void> {
  await sandbox.db.query('DELETE FROM properties WHERE name = $1', [name]);
  if (value !== null)
    await sandbox.db.query('INSERT INTO properties (name, value) VALUES ($1, $2)', [name, value]);
}

const configItems = (headers: Record<string, string> = {}) =>
  call('/api/db/config_items?select=id,name,tags&deleted_at=is.null&limit=1', {
    headers: { ...COUNT, ...headers },
  });

async function catalogSummaryCount(headers: Record<string, string> = {}): Promise<number> {
  const reply = await call('/api/catalog/summary', {
    method: 'POST',
    body: JSON.stringify({ groupBy: ['type'] }),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  expect(reply.status, reply.text).toBe(200);
  return ((reply.json ?? []) as { count: number }[]).reduce((n, g) => n + g.count, 0);
}

async function healthChecks(headers: Record<string, string> = {}): Promise<{ id: string }[]> {
  const reply = await call('/api/canary/api/summary', {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  expect(reply.status, reply.text).toBe(200);
  return (reply.json as { checks_summary?: { id: string }[] }).checks_summary ?? [];
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
  const top = await sandbox.db.query<{ ns: string; n: number }>(
    `SELECT tags->>'namespace' AS ns, count(*)::int AS n FROM config_items
     WHERE deleted_at IS NULL AND tags ? 'namespace' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  namespace = top.rows[0]!.ns;
  namespaceCount = top.rows[0]!.n;
  liveCount = await scalar('SELECT count(*)::int AS v FROM config_items WHERE deleted_at IS NULL');
});
afterAll(async () => sandbox.close());

describe('configs narrowed by the header', () => {
  const oneNamespace = () => as({ config: [{ tags: { namespace } }] });

  it('seeds rls.enable so the console offers impersonation', async () => {
    const reply = await call('/api/properties');
    expect(reply.json).toContainEqual(
      expect.objectContaining({ name: 'rls.enable', value: 'true' }),
    );
  });

  it('answers all configs without the header and one namespace with it', async () => {
    expect(namespaceCount).toBeLessThan(liveCount);
    expect(total(await configItems())).toBe(liveCount);
    const narrowed = await call('/api/db/config_items?select=id,tags&deleted_at=is.null', {
      headers: { ...COUNT, ...oneNamespace() },
    });
    expect(total(narrowed)).toBe(namespaceCount);
    for (const row of rows(narrowed))
      expect((row.tags as Record<string, string>).namespace).toBe(namespace);
  });

  it('narrows the views over configs, their changes and the embeds alike', async () => {
    expect(
      total(await call('/api/db/configs?select=id', { headers: { ...COUNT, ...oneNamespace() } })),
    ).toBe(namespaceCount);
    const changes = await scalar(
      `SELECT count(*)::int AS v FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
       WHERE ci.tags->>'namespace' = $1`,
      [namespace],
    );
    expect(
      total(
        await call('/api/db/config_changes?select=id', {
          headers: { ...COUNT, ...oneNamespace() },
        }),
      ),
    ).toBe(changes);
    // An embedded config of a change outside the namespace comes back null.
    const embedded = await call(
      '/api/db/config_changes?select=id,config:config_items(name,tags)&limit=200',
      { headers: as({ config: [{ names: ['*'] }, { tags: { namespace }, deny: true }] }) },
    );
    const configs = rows(embedded).map((r) => r.config as { tags: Record<string, string> } | null);
    expect(configs.length).toBeGreaterThan(0);
    for (const c of configs) if (c) expect(c.tags.namespace).not.toBe(namespace);
  });

  it('narrows the catalog summary to the same configs', async () => {
    expect(await catalogSummaryCount()).toBe(liveCount);
    expect(await catalogSummaryCount(oneNamespace())).toBe(namespaceCount);
  });

  it('matches names with a * wildcard, and a deny entry removes rows', async () => {
    const sample = await sandbox.db.query<{ name: string }>(
      `SELECT name FROM config_items WHERE deleted_at IS NULL AND length(name) > 3 ORDER BY name LIMIT 1`,
    );
    const prefix = sample.rows[0]!.name.slice(0, 3);
    const expected = await scalar(
      `SELECT count(*)::int AS v FROM config_items WHERE deleted_at IS NULL AND name LIKE $1`,
      [`${prefix.replace(/[%_\\]/g, '\\$&')}%`],
    );
    expect(total(await configItems(as({ config: [{ names: [`${prefix}*`] }] })))).toBe(expected);
    const denied = as({ config: [{ names: ['*'] }, { tags: { namespace }, deny: true }] });
    expect(total(await configItems(denied))).toBe(liveCount - namespaceCount);
  });

  it('shows nothing of a type the payload does not name', async () => {
    expect(total(await configItems(as({ canary: [{ names: ['*'] }] })))).toBe(0);
  });

  it('expands scope ids to their targets', async () => {
    const payments = await sandbox.db.query<{ id: string }>(
      `SELECT id FROM scopes WHERE name = 'payments'`,
    );
    const expected = await scalar(
      `SELECT count(*)::int AS v FROM config_items WHERE deleted_at IS NULL AND tags @> '{"namespace":"payments"}'`,
    );
    expect(total(await configItems(as({ scopes: [payments.rows[0]!.id] })))).toBe(expected);
  });
});

describe('health checks narrowed by the header', () => {
  it('answers only the checks of the canaries the payload names', async () => {
    const all = await healthChecks();
    const local = await scalar(
      `SELECT count(*)::int AS v FROM checks c JOIN canaries ca ON ca.id = c.canary_id
       JOIN agents a ON a.id = ca.agent_id WHERE c.deleted_at IS NULL AND a.name = 'local'`,
    );
    const narrowed = await healthChecks(as({ canary: [{ names: ['*'], agents: ['local'] }] }));
    expect(narrowed.length).toBe(local);
    expect(narrowed.length).toBeLessThan(all.length);
    const viaDb = await call('/api/db/checks?select=id&deleted_at=is.null', {
      headers: { ...COUNT, ...as({ canary: [{ agents: ['local'] }] }) },
    });
    expect(total(viaDb)).toBe(local);
    expect(await healthChecks(as({ config: [{ names: ['*'] }] }))).toEqual([]);
  });
});

describe('the header refused or ignored', () => {
  it('answers 400 naming what is wrong with a bad header', async () => {
    const notJson = await configItems({ [SCOPE]: '{config:' });
    expect(notJson.status).toBe(400);
    expect((notJson.json as { error: string }).error).toMatch(
      /^invalid X-Flanksource-Scope header: /,
    );
    const wrongShape = await catalogSummaryCount({ [SCOPE]: '{"config": {"names": ["x"]}}' }).catch(
      (e: Error) => e,
    );
    expect(wrongShape).toBeInstanceOf(Error);
    const reply = await call('/api/about', { headers: { [SCOPE]: '{"scopes": ["x"]}' } });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('invalid X-Flanksource-Scope header: scopes.0');
  });

  it('ignores the header, even a bad one, while auth.impersonation is off', async () => {
    try {
      for (const off of ['false', 'disabled', 'off']) {
        await setProperty('auth.impersonation', off);
        expect(total(await configItems(as({ config: [{ tags: { namespace } }] })))).toBe(liveCount);
        expect(total(await configItems({ [SCOPE]: 'not json' }))).toBe(liveCount);
      }
    } finally {
      await setProperty('auth.impersonation', null);
    }
    expect(total(await configItems(as({ config: [{ tags: { namespace } }] })))).toBe(
      namespaceCount,
    );
  });

  it('narrows nothing while rls.enable is off, but still refuses a bad header', async () => {
    await setProperty('rls.enable', 'false');
    try {
      expect(total(await configItems(as({ config: [{ tags: { namespace } }] })))).toBe(liveCount);
      expect((await configItems({ [SCOPE]: 'not json' })).status).toBe(400);
    } finally {
      await setProperty('rls.enable', 'true');
    }
  });
});
