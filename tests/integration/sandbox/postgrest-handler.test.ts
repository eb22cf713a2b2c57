// Handler-level checks that need functions outside the HTTP table map: scalar RPC results and the
// read-only transaction around GET /rpc.
import type { PGlite } from '@electric-sql/pglite';
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTestSchema } from './test-schema.ts';
import { handleDbRequest, type DbRequest } from '../../../electron/sandbox/postgrest/handler.ts';
import {
  loadSchemaCache,
  type SchemaCache,
} from '../../../electron/sandbox/postgrest/schema-cache.ts';

let db: PGlite;
let cache: SchemaCache;

beforeAll(async () => {
  db = freshPGlite();
  await applyTestSchema(db);
  cache = await loadSchemaCache(db);
});
afterAll(async () => db.close());

const request = (method: string, path: string, query = '', body = ''): DbRequest => ({
  method,
  path,
  search: new URLSearchParams(query),
  prefer: null,
  accept: null,
  body,
});

describe('handleDbRequest rpc', () => {
  it('returns a scalar function result as a bare JSON value', async () => {
    const all = await handleDbRequest(db, cache, request('GET', 'rpc/config_count'));
    expect(all).toMatchObject({ status: 200, body: '3' });
    const pods = await handleDbRequest(
      db,
      cache,
      request('GET', 'rpc/config_count', 'p_type=Kubernetes::Pod'),
    );
    expect(pods.body).toBe('1');
  });

  it('runs GET calls read-only (405) and lets POST calls write', async () => {
    const get = await handleDbRequest(
      db,
      cache,
      request('GET', 'rpc/bump_property', 'p_name=counter'),
    );
    expect(get.status).toBe(405);
    expect(JSON.parse(get.body)).toMatchObject({ code: '25006' });
    const post = await handleDbRequest(
      db,
      cache,
      request('POST', 'rpc/bump_property', '', '{"p_name":"counter"}'),
    );
    expect(JSON.parse(post.body)).toEqual({ name: 'counter', value: '2' });
  });

  it('answers PGRST205 for a mapped name with no relation behind it', async () => {
    const r = await handleDbRequest(db, cache, request('GET', 'no_such_table'));
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST205' });
  });
});
