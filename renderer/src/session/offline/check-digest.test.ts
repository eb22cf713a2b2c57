import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CachedChecksSchema } from '../../../../preload/contract/cache-digest.ts';
import { checksDigest } from './check-digest.ts';
import { serializeOrgCache } from './persister.ts';

const check = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `check ${id}`,
  status,
  canary_id: 'c1',
  ...extra,
});

describe('checks digest', () => {
  it('finds checks in any cached query, each once, and the unhealthy ones', () => {
    const digest = checksDigest([
      {
        queryKey: ['health', 'summary'],
        data: { checks: [check('a', 'unhealthy'), check('b', 'healthy')] },
      },
      // A component's checks, nested: still checks; `a` again is not counted twice.
      {
        queryKey: ['topology', 'tree'],
        data: [
          { id: 't', name: 'svc', checks: [check('a', 'unhealthy'), check('c', 'Unhealthy')] },
        ],
      },
      // Rows of the health service without canary fields: a check by its status and type.
      {
        queryKey: ['health', 'list'],
        data: [{ id: 'd', name: '', status: 'unhealthy', type: 'http' }],
      },
      // Not checks: a config with a status, a component without a type.
      {
        queryKey: ['catalog', 'list'],
        data: [{ id: 'x', name: 'cfg', status: 'unhealthy', type: 'Pod' }],
      },
    ]);
    expect(digest).toEqual({
      checks: 4,
      unhealthy: [
        { id: 'a', name: 'check a' },
        { id: 'c', name: 'check c' },
        { id: 'd', name: 'd' },
      ],
    });
  });

  it('is written at the top of the cache envelope, in the shape the contract declares', () => {
    const client = new QueryClient();
    client.setQueryData(['health', 'list'], [check('a', 'unhealthy'), check('b', 'healthy')]);
    const envelope = JSON.parse(serializeOrgCache(client, 5)) as { checks: unknown };
    expect(CachedChecksSchema.parse(envelope.checks)).toEqual({
      checks: 2,
      unhealthy: [{ id: 'a', name: 'check a' }],
    });
  });
});
