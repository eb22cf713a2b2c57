import { describe, expect, it } from 'vitest';
import { pageComponentInsights } from '../../../api/services/catalog-changes.ts';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { insightChips, patchInsightsParams, readInsightsParams } from './insights-params.ts';

describe('insights params', () => {
  it('reads the topology card link', () => {
    const params = readInsightsParams(
      new URLSearchParams('component=c1&type=security&severity=High'),
    );
    expect(params).toEqual({
      component: 'c1',
      type: 'security',
      severity: 'high',
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'first_observed',
      sortDesc: true,
    });
    expect(insightChips(params, 'api').map((c) => c.label)).toEqual([
      'Component: api',
      'Type: security',
      'Severity: high',
    ]);
  });

  it('drops a removed filter and the page', () => {
    const next = patchInsightsParams(new URLSearchParams('type=cost&pageIndex=2'), {
      type: undefined,
    });
    expect(next.toString()).toBe('');
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

  it('cuts one page and keeps the total', () => {
    const page = pageComponentInsights(rows, { ...base, pageSize: 3, pageIndex: 1 });
    expect(page.rows.map((r) => r.id)).toEqual(['b']);
    expect(page.total).toBe(4);
  });
});
