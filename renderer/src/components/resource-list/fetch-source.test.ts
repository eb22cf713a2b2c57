import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import { DERIVED_GC_MS, shouldPersistQuery } from '../../session/offline/persister.ts';
import { clientSource, fetchExportPage, fetchListQuery, type FetchSource } from './fetch-source.ts';

type Row = { name: string; age: number };
const ROWS: Row[] = [
  { name: 'b', age: 3 },
  { name: 'a', age: 1 },
  { name: 'c', age: 2 },
];
const request = (patch: Partial<ResourceListRequest> = {}): ResourceListRequest => ({
  pageIndex: 0,
  pageSize: 2,
  sortBy: undefined,
  sortOrder: undefined,
  filters: {},
  ...patch,
});
const sortValue = (id: string) =>
  id === 'age' ? (row: Row) => row.age : id === 'name' ? (row: Row) => row.name : undefined;

function recording(paging: 'server' | 'client') {
  const calls: ResourceListRequest[] = [];
  const source: FetchSource<Row> = {
    key: 'test/rows',
    paging,
    fetch: (_org, req) => {
      calls.push(req);
      const wanted = req.filters.name;
      const rows = ROWS.filter((row) => !wanted || row.name === wanted);
      return Promise.resolve({ rows, total: 40 });
    },
  };
  return { source, calls };
}

async function shown(source: FetchSource<Row>, req: ResourceListRequest) {
  const client = new QueryClient();
  const options = fetchListQuery('org', source, req, null, sortValue);
  const data = await client.fetchQuery(options);
  return options.select?.(data);
}

describe('fetch source', () => {
  it('client paging: reads every row once per filter set, sorts by the column, pages locally', async () => {
    const { source, calls } = recording('client');
    const page = await shown(source, request({ pageIndex: 1, sortBy: 'age', sortOrder: 'desc' }));
    expect(page).toEqual({ rows: [{ name: 'a', age: 1 }], total: 3, skipped: 0 });
    // The source never sees the page or the sort: they do not change what it answers.
    expect(calls[0]).toMatchObject({ pageIndex: 0, pageSize: 0, sortBy: undefined });
    const keyA = fetchListQuery('org', source, request({ pageIndex: 1 }), null, sortValue).queryKey;
    const keyB = fetchListQuery(
      'org',
      source,
      request({ sortBy: 'name' }),
      null,
      sortValue,
    ).queryKey;
    expect(keyA).toEqual(keyB);
  });

  it('server paging: passes the request through and keeps the server total', async () => {
    const { source, calls } = recording('server');
    const page = await shown(source, request({ pageIndex: 3, sortBy: 'name', sortOrder: 'asc' }));
    expect(calls[0]).toMatchObject({ pageIndex: 3, pageSize: 2, sortBy: 'name' });
    expect(page?.total).toBe(40);
  });

  it('exports a client-paged list in the list order, slice by slice, with the filters', async () => {
    const { source } = recording('client');
    const read = fetchExportPage(
      'org',
      new QueryClient(),
      source,
      request({ sortBy: 'name', sortOrder: 'asc' }),
      null,
      sortValue,
    );
    const first = await read(0, 2, new AbortController().signal);
    const second = await read(2, 2, new AbortController().signal);
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual(['a', 'b', 'c']);
    expect(first.total).toBe(3);
    const filtered = fetchExportPage(
      'org',
      new QueryClient(),
      source,
      request({ filters: { name: 'c' } }),
      null,
      sortValue,
    );
    expect((await filtered(0, 10, new AbortController().signal)).rows).toEqual([
      { name: 'c', age: 2 },
    ]);
  });

  it('exports a server-paged list by asking for the page the offset falls on', async () => {
    const { source, calls } = recording('server');
    const read = fetchExportPage('org', new QueryClient(), source, request(), null, sortValue);
    await read(4000, 2000, new AbortController().signal);
    expect(calls[0]).toMatchObject({ pageIndex: 2, pageSize: 2000 });
  });

  it('clientSource: a client-paged source from a read of every row, given the filters', async () => {
    const reads: Readonly<Record<string, string>>[] = [];
    const source = clientSource<Row>(
      'test/client',
      ({ filters }) => {
        reads.push(filters);
        return Promise.resolve(ROWS.filter((row) => row.age >= Number(filters.min ?? 0)));
      },
      ['root'],
    );
    expect(source).toMatchObject({ key: 'test/client', paging: 'client', queryRoot: ['root'] });
    const page = await shown(
      source,
      request({ sortBy: 'name', sortOrder: 'asc', filters: { min: '2' } }),
    );
    expect(page?.rows.map((row) => row.name)).toEqual(['b', 'c']);
    expect(reads).toEqual([{ min: '2' }]);
  });

  it('leaves a derived answer out of the offline cache (derived), keeps the others', async () => {
    const client = new QueryClient();
    const { source } = recording('client');
    const derived = { ...source, key: 'test/derived', derived: true as const };
    await client.fetchQuery(fetchListQuery('org', derived, request(), null, sortValue));
    await client.fetchQuery(fetchListQuery('org', source, request(), null, sortValue));
    const persisted = client
      .getQueryCache()
      .getAll()
      .map((q) => [q.queryKey[1], shouldPersistQuery(q)]);
    expect(persisted).toEqual([
      ['test/derived', false],
      ['test/rows', true],
    ]);
  });

  it('drops a derived answer a minute after its screen; keeps a source fresh as long as it says', () => {
    const { source } = recording('server');
    const derived = fetchListQuery('org', { ...source, derived: true }, request(), null, sortValue);
    expect(derived.gcTime).toBe(DERIVED_GC_MS);
    const plain = fetchListQuery(
      'org',
      { ...source, staleTime: 300_000 },
      request(),
      null,
      sortValue,
    );
    expect([plain.gcTime, plain.staleTime]).toEqual([undefined, 300_000]);
  });

  it("a source that says nothing of freshness or life keeps the client's defaults", () => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, gcTime: 86_400_000 } },
    });
    for (const paging of ['server', 'client'] as const) {
      const options = client.defaultQueryOptions(
        fetchListQuery('org', recording(paging).source, request(), null, sortValue),
      );
      expect([paging, options.staleTime, options.gcTime]).toEqual([paging, 30_000, 86_400_000]);
    }
  });
});
