// The cache service as the tests start it: one user-data folder, app version 1.2.3, seven days'
// maximum age and the test's clock; `overrides` replace any option.
import { createCacheService, type CacheServiceOptions } from '../cache-service.ts';

export function cacheServiceIn(
  dir: string,
  secrets: CacheServiceOptions['secrets'],
  now: () => number,
  overrides: Partial<CacheServiceOptions> = {},
) {
  return createCacheService({
    userDataDir: dir,
    appVersion: '1.2.3',
    secrets,
    maxAgeDays: () => 7,
    now,
    ...overrides,
  });
}
