import { describe, expect, it } from 'vitest';
import { pageComponentInsights } from '../../../api/services/catalog-changes.ts';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { listParamsSpec } from '../../../components/resource-list/useResourceListParams.ts';
import { decode } from '../../../lib/url-state/filter-codec.ts';
import { insightsList, insightsParams } from './insights-list.tsx';

/** The read's parameters for a URL, as the list decodes it. */
function read(query: string) {
  const { passThrough: _, ...state } = decode(
    listParamsSpec(insightsList),
    new URLSearchParams(query),
  );
  return insightsParams(state);
}

describe('the insights read', () => {
  it('reads the topology card link, 50 a page, first observed newest first', () => {
    expect(read('component=c1&type=security&severity=High')).toEqual({
      component: 'c1',
      type: 'security',
      severity: 'high',
      status: 'open',
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'first_observed',
      sortDesc: true,
    });
  });

  it('reads the analyzer and the config type the catalog tabs carry', () => {
    expect(read('analyzer=trivy&configType=Kubernetes::Pod')).toMatchObject({
      analyzer: 'trivy',
      configType: 'Kubernetes::Pod',
    });
  });

  it('lists open insights, as the badges that open it count them, until another status is chosen', () => {
    expect(read('').status).toBe('open');
    expect(read('status=resolved').status).toBe('resolved');
    expect(read('status=all').status).toBeUndefined();
  });

  it("spells an insight type as the insights table does (the backend's technical_debt)", () => {
    expect(read('type=technicalDebt').type).toBe('technical_debt');
    expect(read('type=technical_debt').type).toBe('technical_debt');
    expect(read('type=custom-type').type).toBe('custom-type');
  });

  it('sorts by a sortable column, descending unless ascending is asked', () => {
    expect(read('sortBy=severity&sortOrder=asc')).toMatchObject({
      sortBy: 'severity',
      sortDesc: false,
    });
    expect(read('sortBy=analyzer')).toMatchObject({ sortBy: 'analyzer', sortDesc: true });
    expect(read('sortBy=bogus&sortOrder=asc')).toMatchObject({
      sortBy: 'first_observed',
      sortDesc: true,
    });
  });
});

describe('a component’s insights, paged here', () => {
  const row = (id: string, over: Partial<CatalogInsight>): CatalogInsight => ({
    id,
    analysis_type: 'security',
    severity: 'high',
    analyzer: 'trivy',
    first_observed: '2024-01-01T00:00:00Z',
    ...over,
  });
  const rows = [
    row('a', { first_observed: '2024-01-03T00:00:00Z' }),
    row('b', { severity: 'LOW' }),
    row('c', { analysis_type: 'cost', first_observed: '2024-01-02T00:00:00Z' }),
    row('d', { severity: 'High', first_observed: '2024-01-05T00:00:00Z' }),
  ];
  const base = {
    pageIndex: 0,
    pageSize: 50,
    sortBy: 'first_observed' as const,
    sortDesc: true,
  };

  it('filters by type and severity (lowercased) and sorts', () => {
    const page = pageComponentInsights(rows, { ...base, type: 'security', severity: 'high' });
    expect(page.rows.map((r) => r.id)).toEqual(['d', 'a']);
    expect(page.total).toBe(2);
  });

  it('filters by status', () => {
    const mixed = [...rows, row('e', { status: 'resolved' })].map((r) => ({
      ...r,
      status: r.status ?? 'open',
    }));
    expect(pageComponentInsights(mixed, { ...base, status: 'resolved' }).rows).toHaveLength(1);
    expect(pageComponentInsights(mixed, { ...base, status: 'open' }).total).toBe(4);
  });

  it('cuts one page and keeps the total', () => {
    const page = pageComponentInsights(rows, { ...base, pageSize: 3, pageIndex: 1 });
    expect(page.rows.map((r) => r.id)).toEqual(['b']);
    expect(page.total).toBe(4);
  });
});
