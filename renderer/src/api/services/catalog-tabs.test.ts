import { describe, expect, it } from 'vitest';
import { TAB_PAGE_SIZE, nextPageIndex, relatedConfigsSearch } from './catalog-tabs.ts';

const page = (count: number, total: number | null) => ({
  rows: Array.from({ length: count }, (_, i) => i),
  total,
});

describe('nextPageIndex', () => {
  it('asks for the next page while fewer rows than the total are loaded', () => {
    expect(nextPageIndex([page(TAB_PAGE_SIZE, 120)])).toBe(1);
    expect(nextPageIndex([page(TAB_PAGE_SIZE, 120), page(TAB_PAGE_SIZE, 120)])).toBe(2);
    expect(nextPageIndex([page(50, 120), page(50, 120), page(20, 120)])).toBeUndefined();
    expect(nextPageIndex([page(0, 0)])).toBeUndefined();
  });

  it('without a total, stops after a short page', () => {
    expect(nextPageIndex([page(TAB_PAGE_SIZE, null)])).toBe(1);
    expect(nextPageIndex([page(10, null)])).toBeUndefined();
  });
});

describe('relatedConfigsSearch', () => {
  it("sends C8's arguments: depth 10, the direction and the relation both ways", () => {
    const search = relatedConfigsSearch({
      configId: 'c1',
      typeFilter: 'all',
      relation: 'hard',
      includeDeleted: false,
    });
    expect(Object.fromEntries(search)).toEqual({
      config_id: 'c1',
      include_deleted_configs: 'false',
      max_depth: '10',
      type_filter: 'all',
      incoming_relation: 'hard',
      outgoing_relation: 'hard',
    });
  });
});
