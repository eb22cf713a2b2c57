// Second opinion: the same /db dialect driven by @supabase/postgrest-js, a real PostgREST client
// that builds its own query strings, headers and Prefer/Accept values.
import { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startTestSandbox } from './helpers.ts';
import { ids } from './test-schema.ts';

let sandbox: RunningSandbox;
let pg: PostgrestClient;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  pg = new PostgrestClient(`${sandbox.url}/api/db`, {
    headers: { Authorization: `Bearer ${sandbox.adminToken}` },
  });
});
afterAll(async () => sandbox.close());

describe('@supabase/postgrest-js against the sandbox', () => {
  it('selects with embeds, filters, order, range and an exact count', async () => {
    const { data, error, count, status } = await pg
      .from('checks')
      .select('name, canaries!checks_canary_id_fkey(name), agents!checks_agent_id_fkey(name)', {
        count: 'exact',
      })
      .in('type', ['http', 'postgres'])
      .not('name', 'eq', 'api')
      .order('name', { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: 'homepage', canaries: { name: 'http-checks' }, agents: { name: 'local' } },
    ]);
  });

  it('supports or(), ilike, is, contains and JSON arrows', async () => {
    const { data } = await pg
      .from('checks')
      .select('name')
      .or('severity.is.null,labels->>app.eq.web')
      .order('name');
    expect(data).toEqual([{ name: 'api' }, { name: 'homepage' }]);
    const { data: ci } = await pg.from('checks').select('name').ilike('name', '%PING%');
    expect(ci).toEqual([{ name: 'db ping' }]);
    const { data: cs } = await pg.from('checks').select('name').contains('tags', ['a']);
    expect(cs).toEqual([{ name: 'homepage' }]);
    const { data: isNull } = await pg.from('checks').select('name').is('severity', null);
    expect(isNull).toEqual([{ name: 'api' }]);
  });

  it('returns one object with single() and an error for several rows', async () => {
    const one = await pg.from('people').select('name').eq('id', ids.alice).single();
    expect(one.data).toEqual({ name: 'Alice' });
    const many = await pg.from('people').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
  });

  it('inserts, updates and deletes with returned representations', async () => {
    const inserted = await pg
      .from('evidences')
      .insert({
        hypothesis_id: ids.hypothesis,
        description: 'via postgrest-js',
        created_by: ids.bob,
      })
      .select('id, description, created_by(name)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    const row = inserted.data as unknown as {
      id: string;
      description: string;
      created_by: { name: string };
    };
    expect(row).toMatchObject({ description: 'via postgrest-js', created_by: { name: 'Bob' } });
    const updated = await pg
      .from('evidences')
      .update({ description: 'edited' })
      .eq('id', row.id)
      .select('description');
    expect(updated.data).toEqual([{ description: 'edited' }]);
    const deleted = await pg.from('evidences').delete().eq('id', row.id).select('id');
    expect(deleted.data).toEqual([{ id: row.id }]);
  });

  it('calls functions with rpc() by POST and by GET', async () => {
    const post = await pg
      .rpc('related_configs_recursive', { config_id: ids.cfgNode, max_depth: 3 })
      .select('name')
      .order('name');
    expect(post.error).toBeNull();
    expect(post.data).toEqual([{ name: 'node-1' }, { name: 'web-1' }]);
    const get = await pg
      .rpc('related_configs_recursive', { config_id: ids.cfgCluster }, { get: true })
      .eq('type', 'Kubernetes::Pod');
    expect(get.data).toEqual([expect.objectContaining({ name: 'web-1', depth: 2 })]);
  });

  it('surfaces PostgREST errors as error objects', async () => {
    const unknown = await pg.from('checks').select('nope');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: '42703',
      message: 'column checks.nope does not exist',
    });
  });
});
