// The configs list definition: its default order reaches the server as none (type, then name),
// and Group By gathers a page's rows under 'Column / Column: value / value' group rows.
import { describe, expect, it } from 'vitest';
import type { ConfigListRow } from '../../api/services/catalog.types.ts';
import { catalogList, CONFIG_GROUPS, withoutDefaultSort } from './catalog-list.tsx';

const request = (sortBy?: string, sortOrder?: 'asc' | 'desc') => ({
  pageIndex: 0,
  pageSize: 50,
  sortBy,
  sortOrder,
  filters: { configType: 'Kubernetes::Pod' },
});

const pod = (tags: Record<string, string>): ConfigListRow => ({
  id: 'p1',
  name: 'web-1',
  type: 'Kubernetes::Pod',
  config_class: 'Pod',
  cost_per_minute: null,
  cost_total_1d: null,
  cost_total_30d: null,
  tags,
});

describe('catalogList', () => {
  it('shows type ascending until sorted, and asks the server for its own type-then-name order', () => {
    expect(catalogList.defaultSort).toEqual({ sortBy: 'type', sortOrder: 'asc' });
    expect(withoutDefaultSort(request('type', 'asc'))).toMatchObject({ sortBy: undefined });
    expect(withoutDefaultSort(request('type', 'desc'))).toMatchObject({ sortBy: 'type' });
    expect(withoutDefaultSort(request('name', 'asc'))).toMatchObject({ sortBy: 'name' });
  });

  it('groups only when Group By is chosen, by each column in order', () => {
    expect(CONFIG_GROUPS.by({})).toBeUndefined();
    const filters = { groupBy: 'namespace,type' };
    const key = CONFIG_GROUPS.by(filters)?.(pod({ namespace: 'shop' }));
    expect(key).toBe('shop / Kubernetes::Pod');
    expect(CONFIG_GROUPS.label?.(key!, filters)).toBe('namespace / Type: shop / Kubernetes::Pod');
    expect(CONFIG_GROUPS.by({ groupBy: 'namespace' })?.(pod({}))).toBe('(none)');
  });
});
