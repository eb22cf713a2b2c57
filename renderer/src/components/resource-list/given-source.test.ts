import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import type { GivenSource } from './fetch-source.ts';
import { givenOrdered, givenPage, givenRows } from './given-source.ts';
import type { ResourceFilter } from './resource-definition.ts';
import { listReader } from './useListQuery.ts';

type Row = { id: string; org: string; kind: string; title: string; rank: number };
const ROWS: Row[] = [
  { id: '1', org: 'a', kind: 'check', title: 'Disk full', rank: 2 },
  { id: '2', org: 'b', kind: 'incident', title: 'API down', rank: 3 },
  { id: '3', org: 'a', kind: 'incident', title: 'Slow disk', rank: 1 },
];
const source: GivenSource<Row> = {
  key: 'test/given',
  paging: 'given',
  valueOf: (row, param) =>
    param === 'org' ? row.org : param === 'kind' ? row.kind : param === 'q' ? row.title : undefined,
};
const FILTERS: ResourceFilter[] = [
  { param: 'org', label: 'Organisation', kind: 'multiSelect' },
  { param: 'kind', label: 'Kind', kind: 'select' },
  { param: 'q', label: 'Search', kind: 'search' },
];
const request = (patch: Partial<ResourceListRequest> = {}): ResourceListRequest => ({
  pageIndex: 0,
  pageSize: 2,
  sortBy: undefined,
  sortOrder: undefined,
  filters: {},
  ...patch,
});
const sortValue = (id: string) => (id === 'rank' ? (row: Row) => row.rank : undefined);
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);

describe('given source', () => {
  it('filters by each filter kind, keeping the given order', () => {
    expect(ids(givenRows(source, FILTERS, ROWS, {}))).toEqual(['1', '2', '3']);
    expect(ids(givenRows(source, FILTERS, ROWS, { org: 'a' }))).toEqual(['1', '3']);
    expect(ids(givenRows(source, FILTERS, ROWS, { org: 'a,b', kind: 'incident' }))).toEqual([
      '2',
      '3',
    ]);
    expect(ids(givenRows(source, FILTERS, ROWS, { q: 'DISK' }))).toEqual(['1', '3']);
  });

  it('sorts by the column and pages, answering the same rows and request from memory', () => {
    const req = request({ sortBy: 'rank', sortOrder: 'desc', pageIndex: 1 });
    const all = givenOrdered(source, FILTERS, ROWS, req, sortValue);
    expect(ids(all)).toEqual(['2', '1', '3']);
    expect(givenOrdered(source, FILTERS, ROWS, { ...req, pageIndex: 0 }, sortValue)).toBe(all);
    expect(givenPage(all, req)).toEqual({ rows: [ROWS[2]], total: 3 });
    // New rows (a live update) are read afresh.
    const next = [...ROWS, { id: '4', org: 'b', kind: 'check', title: 'x', rank: 9 }];
    expect(ids(givenOrdered(source, FILTERS, next, req, sortValue))[0]).toBe('4');
  });

  it('is the list query: pending without rows, the page at once with them, never fetched', async () => {
    const client = new QueryClient();
    const def = {
      source,
      columns: [{ id: 'rank', header: 'Rank', cell: () => null, sortValue: (r: Row) => r.rank }],
      filters: FILTERS,
    };
    const read = (given: readonly Row[] | undefined) =>
      listReader('org', client, def, request({ filters: { org: 'a' } }), undefined, given);
    const observer = new QueryObserver(client, read(undefined).options);
    expect(observer.getCurrentResult().isPending).toBe(true);
    observer.setOptions(read(ROWS).options);
    const result = observer.getCurrentResult();
    expect(result.isSuccess).toBe(true);
    expect(result.data).toEqual({ rows: [ROWS[0], ROWS[2]], total: 2, skipped: 0 });
    expect(result.fetchStatus).toBe('idle');
    const exported = await read(ROWS).exportPage(1, 5, new AbortController().signal, undefined);
    expect(exported).toEqual({ rows: [ROWS[2]], total: 2 });
  });
});
