import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { shouldPersistQuery } from '../../session/offline/persister.ts';
import type { ResourceFilter } from '../resource-list/resource-definition.ts';
import { filterOptionsQuery } from './FilterBar.tsx';

describe("a filter's loaded options", () => {
  it('stay out of the offline cache: their icons would not survive its JSON', async () => {
    const client = new QueryClient();
    const filter: ResourceFilter = {
      param: 'type',
      label: 'Type',
      options: () => Promise.resolve([{ value: 'a', label: 'A', icon: <span /> }]),
    };
    const query = filterOptionsQuery(filter, 'list', 'org', client);
    await client.fetchQuery(query);
    const cached = client.getQueryCache().find({ queryKey: query.queryKey });
    expect(cached?.state.data).toHaveLength(1);
    expect(shouldPersistQuery(cached!)).toBe(false);
  });
});

describe('loaded options before the list has answered', () => {
  it('are not read until the list says so (they would queue before its first page)', () => {
    const client = new QueryClient();
    const filter: ResourceFilter = {
      param: 'type',
      label: 'Type',
      options: () => Promise.resolve([]),
    };
    expect(filterOptionsQuery(filter, 'list', 'org', client, false).enabled).toBe(false);
    expect(filterOptionsQuery(filter, 'list', 'org', client).enabled).toBe(true);
  });
});
