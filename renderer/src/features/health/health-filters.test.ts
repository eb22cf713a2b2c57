import { describe, expect, it } from 'vitest';
import { decodeLabelFilter, encodeLabelFilter } from '../../lib/labels/label-filter.ts';
import { listParamsSpec } from '../../components/resource-list/useResourceListParams.ts';
import { applyPatch, decode, type ListStatePatch } from '../../lib/url-state/filter-codec.ts';
import {
  HEALTH_LIST,
  TIME_RANGE_FILTER,
  checkPatch,
  pivotPatch,
  readHealthView,
  legacySortPatch,
} from './health-filters.ts';

const spec = listParamsSpec(HEALTH_LIST);
const read = (query: string) => {
  const state = decode(spec, new URLSearchParams(query));
  return { state, view: readHealthView(state) };
};
const patch = (query: string, change: ListStatePatch) =>
  applyPatch(spec, new URLSearchParams(query), change).toString();

describe('the dashboard URL through the list codec', () => {
  it('applies the spec defaults when the query string is empty', () => {
    const { state, view } = read('');
    expect(view).toMatchObject({
      hidePassing: true,
      groupBy: 'canary_name',
      tabBy: 'namespace',
      tab: 'All',
      layout: 'table',
      timeRange: '1h',
      query: '',
      labels: '',
      checkId: undefined,
      pivotLabel: 'none',
      pivotCellType: 'uptime',
    });
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 50, sortBy: undefined });
  });

  it('reads explicit values and rejects malformed paging', () => {
    const { state, view } = read(
      'hidePassing=false&layout=card&groupBy=type&tabBy=agent_id&tab=prod&pageIndex=-2&pageSize=abc&checkId=c1&timeRange=3h&sortBy=name&sortDesc=true&labels=team%3Dweb:1&query=api',
    );
    expect(view).toMatchObject({
      hidePassing: false,
      layout: 'card',
      groupBy: 'type',
      tabBy: 'agent_id',
      tab: 'prod',
      checkId: 'c1',
      timeRange: '3h',
      query: 'api',
    });
    expect(decodeLabelFilter(view.labels)).toEqual({ 'team=web': 1 });
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 50 });
    expect(read('pageSize=25&pageIndex=3').state).toMatchObject({ pageIndex: 3, pageSize: 25 });
    // A large estate in one virtualised page (the P4 benchmark's URL).
    expect(read('pageSize=10000').state).toMatchObject({ pageSize: 10_000 });
    expect(read('layout=grid').view.layout).toBe('table');
  });

  it('pivots only when a label key is named, and writes nothing once the pivot is off', () => {
    expect(read('pivotBy=label').view.pivotLabel).toBe('none');
    const { state, view } = read('pivotBy=label&pivotLabel=cluster&pivotCellType=latency');
    expect(view).toMatchObject({ pivotLabel: 'cluster', pivotCellType: 'latency' });
    // The cell type is uptime unless the URL says latency.
    expect(read('pivotCellType=bogus').view.pivotCellType).toBe('uptime');
    expect(read('pivotCellType=all').view.pivotCellType).toBe('uptime');
    expect(read('pivotCellType=LATENCY').view.pivotCellType).toBe('latency');
    const off = patch('pivotBy=label&pivotLabel=cluster', pivotPatch(state, 'none'));
    expect(off).toBe('');
    const on = new URLSearchParams(patch('', pivotPatch(read('').state, 'zone')));
    expect(on.get('pivotBy')).toBe('label');
    expect(on.get('pivotLabel')).toBe('zone');
  });

  it('drops defaults and keeps other parameters', () => {
    const next = new URLSearchParams(
      patch('query=api&layout=card&foo=bar', {
        filters: { layout: 'table', hidePassing: 'false' },
      }),
    );
    expect(next.get('layout')).toBeNull();
    expect(next.get('hidePassing')).toBe('false');
    expect(next.get('pageIndex')).toBeNull();
    expect(next.get('foo')).toBe('bar');
    expect(next.get('query')).toBe('api');
    // Hide Passing back on is its default: the param goes.
    expect(patch('hidePassing=false', { filters: { hidePassing: 'true' } })).toBe('');
  });

  it('removes checkId and writes timeRange=1h explicitly when the modal closes', () => {
    const { state } = read('checkId=x&timeRange=1d&pageIndex=2');
    const closed = patch('checkId=x&timeRange=1d&pageIndex=2', checkPatch(state, undefined, '1h'));
    expect(closed).toBe('pageIndex=2&timeRange=1h');
    expect(patch('', checkPatch(read('').state, 'c1', '3h'))).toBe('timeRange=3h&checkId=c1');
  });

  it("keeps the History tab's params while the check is open and drops them when it closes", () => {
    const open = 'checkId=x&timeRange=1d&history__status=0&history__pageIndex=1';
    const { state } = read(open);
    expect(patch(open, checkPatch(state, 'x', '3h'))).toBe(
      'timeRange=3h&checkId=x&history__pageIndex=1&history__status=0',
    );
    expect(patch(open, checkPatch(state, undefined, '1h'))).toBe('timeRange=1h');
  });

  it('has a time-range filter of the short options: chosen in the bar, 1h when unset', () => {
    expect(TIME_RANGE_FILTER.options).toContainEqual({ value: '15m', label: 'Last 15 minutes' });
    expect(TIME_RANGE_FILTER.required).toBe(true);
    expect(patch('query=api', { filters: { timeRange: '15m' } })).toBe('query=api&timeRange=15m');
    expect(read('timeRange=15m').view.timeRange).toBe('15m');
    // A range the picker does not offer reads as the default.
    expect(read('timeRange=7x').view.timeRange).toBe('1h');
  });

  it("rewrites a link's sortDesc=true as the table's sortOrder=desc, on the same page", () => {
    expect(legacySortPatch(read('sortBy=uptime').state)).toBeNull();
    const { state } = read('sortBy=uptime&sortDesc=true&pageIndex=2');
    expect(patch('sortBy=uptime&sortDesc=true&pageIndex=2', legacySortPatch(state)!)).toBe(
      'pageIndex=2&sortBy=uptime&sortOrder=desc',
    );
    expect(read('sortBy=uptime&sortOrder=desc').state).toMatchObject({
      sortBy: 'uptime',
      sortOrder: 'desc',
    });
  });

  it('encodes the label filter and removes it when empty', () => {
    const withLabels = patch('', { filters: { labels: encodeLabelFilter({ 'a=b': -1 }) } });
    expect(decodeLabelFilter(read(withLabels).view.labels)).toEqual({ 'a=b': -1 });
    expect(patch(withLabels, { filters: { labels: '' } })).toBe('');
  });
});
