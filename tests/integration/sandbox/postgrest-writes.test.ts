// Conformance of /db writes and RPC: POST/PATCH/DELETE with Prefer return=representation, the
// `now()` literal, bad bodies, constraint errors, GET/POST rpc with filters on the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { client, rows, startTestSandbox } from './helpers.ts';
import { ids } from './test-schema.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;
const rep = { 'Content-Type': 'application/json', Prefer: 'return=representation' };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('/db writes', () => {
  it('inserts one object or an array and returns the rows with select embeds', async () => {
    const one = await call('/db/evidences?select=description,created_by(name)', {
      method: 'POST',
      headers: rep,
      body: JSON.stringify({
        hypothesis_id: ids.hypothesis,
        description: 'one',
        created_by: ids.alice,
      }),
    });
    expect(one.status).toBe(201);
    expect(one.json).toEqual([{ description: 'one', created_by: { name: 'Alice' } }]);
    const many = await call('/db/evidences?select=description', {
      method: 'POST',
      headers: rep,
      body: JSON.stringify([
        { hypothesis_id: ids.hypothesis, description: 'two', created_by: ids.bob },
        { hypothesis_id: ids.hypothesis, description: 'three', created_by: ids.bob },
      ]),
    });
    expect(many.json).toEqual([{ description: 'two' }, { description: 'three' }]);
    const minimal = await call('/db/evidences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hypothesis_id: ids.hypothesis,
        description: 'four',
        created_by: ids.bob,
      }),
    });
    expect(minimal.status).toBe(201);
    expect(minimal.text).toBe('');
    const stored = rows(
      await call(
        '/db/evidences?select=description&description=in.(one,two,three,four)&order=description',
      ),
    );
    expect(stored.map((r) => r.description)).toEqual(['four', 'one', 'three', 'two']);
  });

  it('updates every matching row, turning "now()" into the current time', async () => {
    const before = Date.now();
    const r = await call(`/db/people?id=in.(${ids.carol})&select=name,deleted_at`, {
      method: 'PATCH',
      headers: rep,
      body: JSON.stringify({ deleted_at: 'now()' }),
    });
    expect(r.status).toBe(200);
    const row = rows(r)[0]!;
    expect(row.name).toBe('Carol');
    expect(Date.parse(row.deleted_at as string)).toBeGreaterThanOrEqual(before - 1000);
    const bulk = await call('/db/evidences?description=in.(two,three)', {
      method: 'PATCH',
      headers: rep,
      body: '{"description":"changed"}',
    });
    expect(rows(bulk)).toHaveLength(2);
    const noRep = await call('/db/evidences?description=eq.changed', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"description":"changed2"}',
    });
    expect(noRep.status).toBe(204);
  });

  it('deletes matching rows and returns them', async () => {
    const r = await call('/db/evidences?description=in.(one,four,changed2)&select=description', {
      method: 'DELETE',
      headers: rep,
    });
    expect(
      rows(r)
        .map((x) => x.description)
        .sort(),
    ).toEqual(['changed2', 'changed2', 'four', 'one']);
    const gone = rows(await call('/db/evidences?description=in.(one,four,changed2)'));
    expect(gone).toEqual([]);
  });

  it('rejects bad JSON, mismatched keys and unknown columns with 400 PostgREST errors', async () => {
    const cases: [string, string, string][] = [
      ['POST', '{"description":', 'PGRST102'],
      ['POST', '', 'PGRST102'],
      ['POST', '"just a string"', 'PGRST102'],
      ['POST', '[{"description":"a"},{"title":"b"}]', 'PGRST102'],
      ['POST', '{"nope":1}', 'PGRST204'],
      ['PATCH', '[1,2]', 'PGRST102'],
    ];
    for (const [method, body, code] of cases) {
      const r = await call('/db/evidences?id=eq.00000000-0000-4000-8000-00000000ffff', {
        method,
        headers: rep,
        body,
      });
      expect(r.status, body).toBe(400);
      expect(r.json, body).toMatchObject({ code });
    }
  });

  it('maps constraint violations to PostgREST statuses', async () => {
    const dup = await call('/db/properties', {
      method: 'POST',
      headers: rep,
      body: '{"name":"counter","value":"9"}',
    });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ code: '23505' });
    const fk = await call('/db/evidences', {
      method: 'POST',
      headers: rep,
      body: JSON.stringify({ hypothesis_id: ids.alice, description: 'x', created_by: ids.alice }),
    });
    expect(fk.status).toBe(409);
    expect(fk.json).toMatchObject({ code: '23503' });
    const notNull = await call('/db/evidences', {
      method: 'POST',
      headers: rep,
      body: JSON.stringify({ hypothesis_id: ids.hypothesis, created_by: ids.alice }),
    });
    expect(notNull.status).toBe(400);
    expect(notNull.json).toMatchObject({ code: '23502' });
  });

  it('upserts with Prefer: resolution=merge-duplicates', async () => {
    const r = await call('/db/properties?select=name,value', {
      method: 'POST',
      headers: { ...rep, Prefer: 'return=representation,resolution=merge-duplicates' },
      body: '{"name":"counter","value":"41"}',
    });
    expect(r.json).toEqual([{ name: 'counter', value: '41' }]);
  });

  it('answers 403 for unmapped verbs like PUT', async () => {
    const r = await call('/db/evidences', { method: 'PUT', headers: rep, body: '{}' });
    expect(r.status).toBe(403);
  });
});

describe('/db/rpc', () => {
  it('calls table functions by GET with arguments, filtering, ordering and selecting the rows', async () => {
    const r = await call(
      `/db/rpc/related_configs_recursive?config_id=${ids.cfgCluster}&max_depth=10&type=neq.Kubernetes::Node&select=name,depth&order=depth.desc`,
      {
        headers: { Prefer: 'count=exact' },
      },
    );
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { name: 'web-1', depth: 2 },
      { name: 'prod', depth: 0 },
    ]);
    expect(r.headers.get('content-range')).toBe('0-1/2');
    const defaults = rows(
      await call(`/db/rpc/related_configs_recursive?config_id=${ids.cfgCluster}&type_filter=none`),
    );
    expect(defaults.map((x) => x.name)).toEqual(['prod']);
  });

  it('calls by POST with a JSON object of arguments', async () => {
    const r = await call('/db/rpc/related_configs_recursive?select=name&order=name', {
      method: 'POST',
      headers: rep,
      body: JSON.stringify({ config_id: ids.cfgNode, max_depth: 1 }),
    });
    expect(r.json).toEqual([{ name: 'node-1' }, { name: 'web-1' }]);
  });

  it('reports calls matching no overload with PGRST202', async () => {
    const missing = await call(`/db/rpc/related_configs_recursive?nope=1`);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'PGRST202' });
  });
});
