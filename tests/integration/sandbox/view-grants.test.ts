// Row grants of a view's generated table on the Sandbox (spec 4-views §3, spec 5-access §3): a run
// fills each row's `__grants` with the scopes whose config targets match the row's config item;
// a caller impersonating scopes (`X-Flanksource-Scope`) reads only the rows one of them grants,
// a payload with no scopes reads none, and an unrestricted caller (no header, or row-level
// security off) reads them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;

const SCOPE = 'X-Flanksource-Scope';
const as = (payload: unknown) => ({ [SCOPE]: JSON.stringify(payload) });
const TABLE = '/api/db/view_it_deployment_grants?select=id,name';

const SPEC = {
  display: { title: 'Deployment grants' },
  queries: { deployments: { configs: { types: ['Kubernetes::Deployment'] } } },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item', configItem: { idField: 'id' } },
  ],
};

function ids(reply: Reply): string[] {
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return (reply.json as { id: string }[]).map((r) => r.id).sort();
}

async function scopeId(name: string): Promise<string> {
  const r = await sandbox.db.query<{ id: string }>(
    'SELECT id::text AS id FROM scopes WHERE name = $1',
    [name],
  );
  return r.rows[0]!.id;
}

/** The live deployments (whose `tags` hold `key=value`: what a scope on that tag targets). */
async function deployments(tag?: [string, string]): Promise<string[]> {
  const r = await sandbox.db.query<{ id: string }>(
    `SELECT id::text AS id FROM config_items WHERE type = 'Kubernetes::Deployment'
     AND deleted_at IS NULL AND ($1::text IS NULL OR tags->>$1 = $2)`,
    tag ?? [null, null],
  );
  return r.rows.map((x) => x.id).sort();
}

async function setProperty(name: string, value: string): Promise<void> {
  await sandbox.db.query('DELETE FROM properties WHERE name = $1', [name]);
  await sandbox.db.query('INSERT INTO properties (name, value) VALUES ($1, $2)', [name, value]);
}

let all: string[];
let cluster: string;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
  const view = await sandbox.db.query<{ id: string }>(
    `INSERT INTO views (name, namespace, spec) VALUES ('deployment-grants', 'it', $1) RETURNING id`,
    [JSON.stringify(SPEC)],
  );
  const run = await call(`/api/view/metadata/${view.rows[0]!.id}`);
  expect(run.status, run.text.slice(0, 300)).toBe(200);
  all = ids(await call(TABLE));
  // The scope over the second cluster's configs ('{cluster}-configs' in the seed).
  const scope = await sandbox.db.query<{ name: string }>(
    `SELECT name FROM scopes WHERE name LIKE '%-configs' AND deleted_at IS NULL LIMIT 1`,
  );
  cluster = scope.rows[0]!.name.replace(/-configs$/, '');
});
afterAll(async () => sandbox.close());

describe('a view table under row grants', () => {
  it('an unrestricted caller reads every row', async () => {
    expect(all.length).toBeGreaterThan(0);
    expect(all).toEqual(await deployments());
  });

  it('a caller impersonating a scope reads only the rows it grants', async () => {
    const expected = await deployments(['cluster', cluster]);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const granted = ids(
      await call(TABLE, { headers: as({ scopes: [await scopeId(`${cluster}-configs`)] }) }),
    );
    expect(granted).toEqual(expected);
  });

  it('two scopes read the rows either grants', async () => {
    const payments = await deployments(['namespace', 'payments']);
    const clusterRows = await deployments(['cluster', cluster]);
    const both = ids(
      await call(TABLE, {
        headers: as({ scopes: [await scopeId(`${cluster}-configs`), await scopeId('payments')] }),
      }),
    );
    expect(both).toEqual([...new Set([...payments, ...clusterRows])].sort());
  });

  it('a payload with no scopes, or scopes that target no config, reads no row', async () => {
    expect(ids(await call(TABLE, { headers: as({ config: [{ names: ['*'] }] }) }))).toEqual([]);
    const playbooks = await scopeId('all-playbooks');
    expect(ids(await call(TABLE, { headers: as({ scopes: [playbooks] }) }))).toEqual([]);
  });

  it('with row-level security off the header narrows nothing', async () => {
    await setProperty('rls.enable', 'false');
    const scopes = [await scopeId(`${cluster}-configs`)];
    expect(ids(await call(TABLE, { headers: as({ scopes }) }))).toEqual(all);
    await setProperty('rls.enable', 'true');
    expect(ids(await call(TABLE, { headers: as({ scopes }) })).length).toBeLessThan(all.length);
  });
});
