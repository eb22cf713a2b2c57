import { describe, expect, it } from 'vitest';
import {
  groupRowPatch,
  patchCatalogParams,
  readCatalogParams,
  showsSummary,
  summaryGroupBy,
  toListParams,
  toSummaryRequest,
} from './catalog-params.ts';

const read = (query: string) => readCatalogParams(new URLSearchParams(query));

describe('catalog params', () => {
  it('reads defaults and drops all and empty values', () => {
    const p = read('configType=all&search=&status=&health=all');
    expect(p.configType).toBeUndefined();
    expect(p.search).toBe('');
    expect(p.groupBy).toBeUndefined();
    expect(showsSummary(p)).toBe(true);
    expect(summaryGroupBy(p)).toEqual(['config_class', 'type']);
    expect(toListParams(p, true)).toEqual({ hideDeleted: true, pageIndex: 0, pageSize: 50 });
  });

  it('shows the configs table with a type or a search', () => {
    expect(showsSummary(read('configType=Kubernetes::Pod'))).toBe(false);
    expect(showsSummary(read('search=cart'))).toBe(false);
  });

  it('writes filters, dropping all and empty, and goes back to the first page', () => {
    const start = new URLSearchParams('pageIndex=3&configType=Kubernetes::Pod');
    let next = patchCatalogParams(start, { configType: 'all' });
    expect(next.toString()).toBe('');
    next = patchCatalogParams(start, { search: '  cart  ', groupBy: ['type', 'namespace'] });
    expect(next.get('search')).toBe('cart');
    expect(next.get('groupBy')).toBe('type,namespace');
    expect(next.get('pageIndex')).toBeNull();
    next = patchCatalogParams(next, { groupBy: [], labels: {} });
    expect(next.has('groupBy')).toBe(false);
    expect(next.has('labels')).toBe(false);
    next = patchCatalogParams(next, { pageIndex: 2 });
    expect(next.get('pageIndex')).toBe('2');
  });

  it('turns tri-state choices into include and exclude lists and filter expressions', () => {
    const p = read(
      `configType=Kubernetes::Pod&health=healthy:1,unhealthy:-1&status=Running:1&labels=${encodeURIComponent('app=web:1,env=prod:-1,team=x:0')}&sortBy=name&sortOrder=desc`,
    );
    expect(toListParams(p, false)).toEqual({
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
    expect(toSummaryRequest(p, true)).toEqual({
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

  it('a group row sets the type and its tag values as labels and clears groupBy', () => {
    const patch = groupRowPatch(
      { type: 'Kubernetes::Pod', config_class: 'Pod', namespace: 'default', count: 3 },
      ['config_class', 'namespace', 'type'],
      { 'app=web': 1 },
    );
    expect(patch).toEqual({
      configType: 'Kubernetes::Pod',
      labels: { 'app=web': 1, 'namespace=default': 1 },
      groupBy: undefined,
    });
    const url = patchCatalogParams(
      new URLSearchParams('groupBy=config_class,namespace,type'),
      patch,
    );
    expect(url.has('groupBy')).toBe(false);
    expect(url.get('configType')).toBe('Kubernetes::Pod');
    expect(url.get('labels')).toBe('app%3Dweb:1,namespace%3Ddefault:1');
  });
});
