import { describe, expect, it } from 'vitest';
import { patchHealthParams, readHealthParams } from './health-params.ts';

describe('readHealthParams', () => {
  it('applies the spec defaults when the query string is empty', () => {
    const p = readHealthParams(new URLSearchParams());
    expect(p).toMatchObject({
      hidePassing: true,
      groupBy: 'canary_name',
      tabBy: 'namespace',
      tab: 'All',
      layout: 'table',
      pageIndex: 0,
      pageSize: 50,
      timeRange: '1h',
      query: '',
      checkId: undefined,
      pivotBy: 'none',
      pivotCellType: 'uptime',
    });
  });

  it('pivots only when a label key is named', () => {
    expect(readHealthParams(new URLSearchParams('pivotBy=label')).pivotBy).toBe('none');
    const p = readHealthParams(
      new URLSearchParams('pivotBy=label&pivotLabel=cluster&pivotCellType=latency'),
    );
    expect(p).toMatchObject({ pivotBy: 'label', pivotLabel: 'cluster', pivotCellType: 'latency' });
    const written = patchHealthParams(new URLSearchParams('pivotBy=label&pivotLabel=cluster'), {
      pivotBy: 'none',
      pivotLabel: undefined,
      pivotCellType: 'uptime',
    });
    expect(written.toString()).toBe('');
  });

  it('reads explicit values and rejects malformed paging', () => {
    const p = readHealthParams(
      new URLSearchParams(
        'hidePassing=false&layout=card&groupBy=type&tabBy=agent_id&pageIndex=-2&pageSize=abc&checkId=c1&timeRange=3h&sortBy=name&sortDesc=true&labels=team%3Dweb:1',
      ),
    );
    expect(p.hidePassing).toBe(false);
    expect(p.layout).toBe('card');
    expect(p.groupBy).toBe('type');
    expect(p.tabBy).toBe('agent_id');
    expect(p.pageIndex).toBe(0);
    expect(p.pageSize).toBe(50);
    expect(p.checkId).toBe('c1');
    expect(p.timeRange).toBe('3h');
    expect(p.sortDesc).toBe(true);
    expect(p.labels).toEqual({ 'team=web': 1 });
  });
});

describe('patchHealthParams', () => {
  it('drops defaults and keeps other parameters', () => {
    const start = new URLSearchParams('query=api&layout=card&foo=bar');
    const next = patchHealthParams(start, { layout: 'table', hidePassing: false, pageIndex: 0 });
    expect(next.get('layout')).toBeNull();
    expect(next.get('hidePassing')).toBe('false');
    expect(next.get('pageIndex')).toBeNull();
    expect(next.get('foo')).toBe('bar');
    expect(next.get('query')).toBe('api');
  });

  it('removes checkId and writes timeRange=1h explicitly when the modal closes', () => {
    const next = patchHealthParams(new URLSearchParams('checkId=x&timeRange=1d'), {
      checkId: undefined,
      timeRange: '1h',
    });
    expect(next.toString()).toBe('timeRange=1h');
  });

  it('encodes the label filter and removes it when empty', () => {
    const withLabels = patchHealthParams(new URLSearchParams(), { labels: { 'a=b': -1 } });
    expect(readHealthParams(withLabels).labels).toEqual({ 'a=b': -1 });
    expect(patchHealthParams(withLabels, { labels: {} }).has('labels')).toBe(false);
  });
});
