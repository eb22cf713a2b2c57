import { describe, expect, it } from 'vitest';
import { patchListParams, readListParams } from './list-params.ts';

const spec = { pageSizes: [50, 100, 200], filterParams: ['status', 'type'] };

describe('list params in the URL', () => {
  it('reads defaults from an empty query and ignores malformed values', () => {
    expect(readListParams(new URLSearchParams(), spec)).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sortBy: undefined,
      sortOrder: undefined,
      filters: {},
    });
    const odd = new URLSearchParams('pageIndex=-3&pageSize=7&sortOrder=up&status=all&type=');
    expect(readListParams(odd, spec)).toMatchObject({ pageIndex: 0, pageSize: 50, filters: {} });
  });

  it('reads paging, sort and only the declared filters', () => {
    const params = new URLSearchParams(
      'pageIndex=2&pageSize=100&sortBy=name&sortOrder=desc&status=FAILED&other=x',
    );
    expect(readListParams(params, spec)).toEqual({
      pageIndex: 2,
      pageSize: 100,
      sortBy: 'name',
      sortOrder: 'desc',
      filters: { status: 'FAILED' },
    });
  });

  it('drops defaults and returns to the first page when a filter or the sort changes', () => {
    const start = new URLSearchParams('pageIndex=3&pageSize=100&keep=1');
    expect(patchListParams(start, { pageIndex: 0, pageSize: 50 }, spec).toString()).toBe('keep=1');
    expect(patchListParams(start, { filters: { status: 'FAILED' } }, spec).toString()).toBe(
      'pageSize=100&keep=1&status=FAILED',
    );
    expect(
      patchListParams(start, { sortBy: 'name', sortOrder: 'asc' }, spec).get('pageIndex'),
    ).toBeNull();
    const filtered = new URLSearchParams('status=FAILED');
    expect(patchListParams(filtered, { filters: { status: 'all' } }, spec).toString()).toBe('');
  });

  it('applies a filter default while its parameter is absent; all turns it off', () => {
    const withDefault = { ...spec, filterDefaults: { status: 'SUCCESS:-1' } };
    expect(readListParams(new URLSearchParams(), withDefault).filters).toEqual({
      status: 'SUCCESS:-1',
    });
    expect(readListParams(new URLSearchParams('status=all'), withDefault).filters).toEqual({});
    const none = new URLSearchParams();
    expect(patchListParams(none, { filters: { status: 'all' } }, withDefault).toString()).toBe(
      'status=all',
    );
    expect(patchListParams(none, { filters: { status: '' } }, withDefault).toString()).toBe(
      'status=all',
    );
    const off = new URLSearchParams('status=all');
    expect(
      patchListParams(off, { filters: { status: 'SUCCESS:-1' } }, withDefault).toString(),
    ).toBe('');
  });
});
