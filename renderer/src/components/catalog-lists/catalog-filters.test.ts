import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/services/catalog.ts';
import { CATALOG_FILTERS } from './catalog-filters.tsx';

const loaderOf = (param: string) => {
  const options = CATALOG_FILTERS.find((f) => f.param === param)?.options;
  if (typeof options !== 'function') throw new Error(`${param} has no loader`);
  return options;
};

describe('the catalog filters', () => {
  it('read their options from the cached catalog queries, however old (offline)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const old = Date.now() - 24 * 3600_000;
    client.setQueryData(catalogKeys.types(), ['Kubernetes::Pod'], { updatedAt: old });
    client.setQueryData(catalogKeys.statuses(), ['Running'], { updatedAt: old });
    client.setQueryData(catalogKeys.labels(), ['env=prod'], { updatedAt: old });
    const [types, statuses, labels] = await Promise.all(
      ['configType', 'status', 'labels'].map((param) => loaderOf(param)('org-1', client, {})),
    );
    expect(types?.map((o) => o.value)).toEqual(['Kubernetes::Pod']);
    expect(types?.[0]?.icon).toBeDefined();
    expect(statuses).toEqual([{ value: 'Running', label: 'Running' }]);
    expect(labels).toEqual([{ value: 'env=prod', label: 'env=prod' }]);
    // Refreshed behind the answer; the test has no server, so let that attempt end quietly.
    await client.cancelQueries();
  });
});
