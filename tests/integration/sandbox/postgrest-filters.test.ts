// Conformance of the /db filter, order and paging dialect, over real HTTP, against the test schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { client, rows, startTestSandbox } from './helpers.ts';
import { ids } from './test-schema.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

const names = async (query: string) =>
  rows(await call(`/db/checks?select=name&order=name.asc&${query}`)).map((r) => r.name);

describe('/db filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await names('type=eq.http')).toEqual(['api', 'homepage']);
    expect(await names('type=neq.http')).toEqual(['db ping']);
    expect(await names('duration=gt.120')).toEqual(['api']);
    expect(await names('duration=gte.120')).toEqual(['api', 'homepage']);
    expect(await names('duration=lt.900')).toEqual(['homepage']);
    expect(await names('duration=lte.900')).toEqual(['api', 'homepage']);
    expect(await names('created_at=gt.2026-02-01T12:00:00Z')).toEqual(['api', 'db ping']);
  });

  it('matches patterns with like and ilike using * as the wildcard', async () => {
    expect(await names('name=like.*ome*')).toEqual(['homepage']);
    expect(await names('name=ilike.HOME*')).toEqual(['homepage']);
    expect(await names('name=like.HOME*')).toEqual([]);
  });

  it('tests membership with in, with quoted and unquoted values', async () => {
    expect(await names(`id=in.("${ids.check1}",${ids.check3})`)).toEqual(['db ping', 'homepage']);
    expect(await names('name=in.("db ping",api)')).toEqual(['api', 'db ping']);
    expect(await names('name=in.()')).toEqual([]);
  });

  it('tests null and booleans with is, and negates with not.', async () => {
    expect(await names('severity=is.null')).toEqual(['api']);
    expect(await names('severity=not.is.null')).toEqual(['db ping', 'homepage']);
    expect(await names('type=not.eq.http')).toEqual(['db ping']);
    expect(await names('name=not.in.(api,homepage)')).toEqual(['db ping']);
    expect(await names('name=not.ilike.*o*')).toEqual(['api', 'db ping']);
  });

  it('supports cs on arrays and jsonb', async () => {
    expect(await names('tags=cs.{b}')).toEqual(['api', 'homepage']);
    expect(await names('tags=cs.{a,b}')).toEqual(['homepage']);
    expect(await names('labels=cs.{"app":"api"}')).toEqual(['api']);
  });

  it('filters on JSON keys with ->> and ->', async () => {
    expect(await names('labels->>app=eq.web')).toEqual(['homepage']);
    expect(await names('labels->>tier=is.null')).toEqual(['api', 'db ping']);
    expect(await names('labels->app=eq."api"')).toEqual(['api']);
  });

  it('combines nested or/and/not logic trees', async () => {
    expect(await names('or=(name.eq.api,and(type.eq.postgres,severity.eq.high))')).toEqual([
      'api',
      'db ping',
    ]);
    expect(await names('and=(type.eq.http,or(duration.lt.200,severity.is.null))')).toEqual([
      'api',
      'homepage',
    ]);
    expect(await names('not.or=(name.eq.api,name.eq.homepage)')).toEqual(['db ping']);
    expect(await names('or=(labels->>app.eq.web,name.eq."db ping")')).toEqual([
      'db ping',
      'homepage',
    ]);
    expect(await names('or=(name.in.("api","db ping"),name.like.home*)')).toEqual([
      'api',
      'db ping',
      'homepage',
    ]);
  });

  it('applies the mission-control .filter extension', async () => {
    expect(await names('status.filter=healthy')).toEqual(['db ping', 'homepage']);
    expect(await names('status.filter=!healthy')).toEqual(['api']);
    expect(await names('name.filter=*page')).toEqual(['homepage']);
    expect(await names('type.filter=http,!x&name.filter=!api')).toEqual(['homepage']);
    // Datemath on date columns: all seeded rows are older than one day before "now".
    expect(await names('created_at.filter=>now-1d')).toEqual([]);
    expect(await names('created_at.filter=<now-1d')).toEqual(['api', 'db ping', 'homepage']);
  });

  it('treats the literal now() as the current time on timestamp columns', async () => {
    expect(await names('created_at=lt.now()')).toEqual(['api', 'db ping', 'homepage']);
    expect(await names('created_at=gt.now()')).toEqual([]);
  });

  it('ignores empty parameter keys (`?&`)', async () => {
    const reply = await call('/db/checks?&select=name&name=eq.api');
    expect(rows(reply)).toEqual([{ name: 'api' }]);
  });
});

describe('/db ordering and paging', () => {
  it('orders by several columns with nulls placement', async () => {
    const r = rows(
      await call('/db/checks?select=name,severity&order=severity.asc.nullsfirst,name.desc'),
    );
    expect(r.map((x) => x.name)).toEqual(['api', 'db ping', 'homepage']);
    const last = rows(await call('/db/checks?select=name&order=severity.desc.nullslast'));
    expect(last.map((x) => x.name)).toEqual(['homepage', 'db ping', 'api']);
    const json = rows(await call('/db/checks?select=name&order=labels->>app.desc.nullslast'));
    expect(json.map((x) => x.name)).toEqual(['homepage', 'api', 'db ping']);
  });

  it('takes the last of two order parameters', async () => {
    const r = rows(await call('/db/checks?select=name&order=name.asc&order=name.desc'));
    expect(r.map((x) => x.name)).toEqual(['homepage', 'db ping', 'api']);
  });

  it('pages with limit/offset and reports Content-Range with count=exact', async () => {
    const page = await call('/db/checks?select=name&order=name&limit=2&offset=1', {
      headers: { Prefer: 'count=exact' },
    });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('1-2/3');
    expect(rows(page).map((x) => x.name)).toEqual(['db ping', 'homepage']);
    const whole = await call('/db/checks?select=name', { headers: { Prefer: 'count=exact' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-range')).toBe('0-2/3');
    const noCount = await call('/db/checks?select=name&limit=1');
    expect(noCount.headers.get('content-range')).toBe('0-0/*');
  });

  it('answers */0 for an empty result and 416 past the end', async () => {
    const empty = await call('/db/checks?name=eq.nothing', { headers: { Prefer: 'count=exact' } });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(empty.json).toEqual([]);
    const past = await call('/db/checks?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(past.json).toMatchObject({ code: 'PGRST103' });
  });

  it('caps responses at 2,000 rows whatever the limit', async () => {
    await sandbox.db.query(
      `INSERT INTO people (id, name) SELECT gen_random_uuid(), 'bulk-' || g FROM generate_series(1, 2100) g`,
    );
    const r = await call('/db/people?select=id&name=like.bulk-*&limit=5000', {
      headers: { Prefer: 'count=exact' },
    });
    expect(rows(r)).toHaveLength(2000);
    expect(r.headers.get('content-range')).toBe('0-1999/2100');
    await sandbox.db.query(`DELETE FROM people WHERE name LIKE 'bulk-%'`);
  });
});

describe('/db errors', () => {
  it('rejects malformed filters with PGRST100', async () => {
    for (const q of [
      'name=foo.bar',
      'name=eq',
      'or=(name.eq.a',
      'or=name.eq.a',
      'name=in.a,b',
      'name=is.maybe',
      'limit=abc',
      'order=name.(x)',
    ]) {
      const r = await call(`/db/checks?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json, q).toMatchObject({ code: 'PGRST100' });
      expect(Object.keys(r.json as object).sort(), q).toEqual([
        'code',
        'details',
        'hint',
        'message',
      ]);
    }
  });

  it('names unknown columns with 42703 in filters, select and order', async () => {
    for (const q of ['foo=eq.1', 'select=id,foo', 'order=foo.desc', 'or=(foo.eq.1,name.eq.x)']) {
      const r = await call(`/db/checks?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json, q).toEqual({
        code: '42703',
        message: 'column checks.foo does not exist',
        details: null,
        hint: null,
      });
    }
  });

  it('reports type errors from Postgres as 400 with the SQLSTATE', async () => {
    const r = await call('/db/checks?id=eq.not-a-uuid');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: '22P02' });
  });

  it('answers 404 with an empty body for names outside the table map', async () => {
    for (const name of ['sandbox_credentials', 'secrets_private', 'nope', 'rpc/bump_property']) {
      const r = await call(`/db/${name}`);
      expect(r.status, name).toBe(404);
      expect(r.text, name).toBe('');
    }
  });
});
