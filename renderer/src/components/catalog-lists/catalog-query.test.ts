import { describe, expect, it } from 'vitest';
import { applyPatch, decode, type ListStatePatch } from '../../lib/url-state/filter-codec.ts';
import { listParamsSpec } from '../resource-list/useResourceListParams.ts';
import { CATALOG_LIST } from './catalog-filters.tsx';
import {
  groupByPatch,
  groupRowPatch,
  showsSummary,
  toListParams,
  toSummaryRequest,
  viewGroupBy,
} from './catalog-query.ts';

const spec = listParamsSpec(CATALOG_LIST);
const read = (query: string) => decode(spec, new URLSearchParams(query));
const patch = (query: string, change: ListStatePatch) =>
  applyPatch(spec, new URLSearchParams(query), change);

describe('the catalog inventory URL', () => {
  it('reads defaults and drops all and empty values', () => {
    const state = read('configType=all&search=&status=&health=all&groupBy=');
    expect(state.filters).toEqual({});
    expect(showsSummary(state.filters)).toBe(true);
    expect(viewGroupBy(state.filters)).toEqual(['config_class', 'type']);
    expect(toListParams(state, true)).toEqual({ hideDeleted: true, pageIndex: 0, pageSize: 50 });
  });

  it('shows the configs table with a type or a search, ungrouped unless chosen', () => {
    expect(showsSummary(read('configType=Kubernetes::Pod').filters)).toBe(false);
    expect(showsSummary(read('search=cart').filters)).toBe(false);
    expect(viewGroupBy(read('search=cart').filters)).toEqual([]);
    expect(viewGroupBy(read('search=cart&groupBy=namespace').filters)).toEqual(['namespace']);
  });

  it('writes filters, dropping all and empty, and goes back to the first page', () => {
    const start = 'pageIndex=3&configType=Kubernetes::Pod';
    expect(patch(start, { filters: { configType: undefined } }).toString()).toBe('');
    let next = patch(start, { filters: { search: '  cart  ' } });
    expect(next.get('search')).toBe('cart');
    expect(next.has('pageIndex')).toBe(false);
    next = patch(
      next.toString(),
      groupByPatch(read(next.toString()).filters, ['type', 'namespace']),
    );
    expect(next.get('groupBy')).toBe('type,namespace');
    next = patch(next.toString(), groupByPatch(read(next.toString()).filters, []));
    expect(next.has('groupBy')).toBe(false);
    expect(patch(next.toString(), { pageIndex: 2 }).get('pageIndex')).toBe('2');
  });

  it("keeps the summary's default grouping out of the URL, but not the table's", () => {
    const summary = read('').filters;
    expect(groupByPatch(summary, ['type'])).toEqual({ filters: { groupBy: 'type' } });
    expect(groupByPatch(summary, ['config_class', 'type'])).toEqual({
      filters: { groupBy: undefined },
    });
    // The other order is a different grouping.
    expect(groupByPatch(summary, ['type', 'config_class'])).toEqual({
      filters: { groupBy: 'type,config_class' },
    });
    const table = read('configType=Kubernetes::Pod').filters;
    expect(groupByPatch(table, ['config_class', 'type'])).toEqual({
      filters: { groupBy: 'config_class,type' },
    });
  });

  it('turns tri-state choices into include and exclude lists and filter expressions', () => {
    const labels = encodeURIComponent('app%3Dweb:1,env%3Dprod:-1,team%3Dx:0');
    const state = read(
      `configType=Kubernetes::Pod&health=healthy:1,unhealthy:-1&status=Running:1&labels=${labels}&sortBy=name&sortOrder=desc`,
    );
    expect(toListParams(state, false)).toEqual({
      configType: 'Kubernetes::Pod',
      status: { include: ['Running'], exclude: [] },
      health: { include: ['healthy'], exclude: ['unhealthy'] },
      labels: { 'app=web': 1, 'env=prod': -1 },
      hideDeleted: false,
      sortBy: 'name',
      sortOrder: 'desc',
      pageIndex: 0,
      pageSize: 50,
    });
    const { configType: _type, ...summaryFilters } = state.filters;
    expect(toSummaryRequest(summaryFilters, true)).toEqual({
      groupBy: ['config_class', 'type'],
      deleted: false,
      filter: { app: 'web', env: '!prod' },
      health: 'healthy,!unhealthy',
      status: 'Running',
      changes: { since: '30d' },
      analysis: { since: '30d' },
      cost: '30d',
    });
  });

  it('keeps a status the server has not listed (a link), but drops an unknown health', () => {
    expect(read('status=e2e-k-plus:1&health=sick:1').filters).toEqual({
      status: 'e2e-k-plus:1',
    });
  });

  it('a group row sets the type and its tag values as labels and clears groupBy', () => {
    const query = `groupBy=config_class,namespace,type&labels=${encodeURIComponent('app%3Dweb:1')}`;
    const change = groupRowPatch(
      { type: 'Kubernetes::Pod', config_class: 'Pod', namespace: 'default', count: 3 },
      ['config_class', 'namespace', 'type'],
      read(query).filters,
    );
    const url = patch(query, change);
    expect(url.has('groupBy')).toBe(false);
    expect(url.get('configType')).toBe('Kubernetes::Pod');
    expect(url.get('labels')).toBe('app%3Dweb:1,namespace%3Ddefault:1');
    expect(read(url.toString()).filters).toEqual({
      configType: 'Kubernetes::Pod',
      labels: 'app%3Dweb:1,namespace%3Ddefault:1',
    });
  });
});
