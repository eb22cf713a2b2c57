// How long an organisation's cached data is kept: the `cacheMaxAgeDays` setting (7 days unless
// changed). Main discards a whole blob older than that; the renderer uses the same age as the
// QueryClient's gcTime and drops single queries older than it when restoring, so a blob that is
// young only because one query was refreshed does not bring back month-old screens.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../../preload/contract/settings.ts';
import { DEFAULT_CACHE_MAX_AGE_DAYS } from '../../../../preload/contract/settings-defaults.ts';
import { appKeys, settingsQuery } from '../../api/services/app.ts';
import { appQueryClient } from '../app-query-client.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export { DEFAULT_CACHE_MAX_AGE_DAYS };
export const DEFAULT_CACHE_MAX_AGE_MS = DEFAULT_CACHE_MAX_AGE_DAYS * DAY_MS;

/** Choices offered in the organisation's settings. */
export const CACHE_MAX_AGE_CHOICES = [1, 3, 7, 14, 30, 90] as const;

export function cacheMaxAgeMs(days: number | null | undefined): number {
  return typeof days === 'number' && days > 0 ? days * DAY_MS : DEFAULT_CACHE_MAX_AGE_MS;
}

/** Queries built from now on (and hydrated ones) are garbage-collected after `maxAgeMs`. */
export function applyCacheMaxAge(client: QueryClient, maxAgeMs: number): void {
  const defaults = client.getDefaultOptions();
  if (defaults.queries?.gcTime === maxAgeMs) return;
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: maxAgeMs } });
}

/** The current setting, from main (cached by the app client); the default if main cannot say. */
export async function readCacheMaxAgeMs(): Promise<number> {
  try {
    const settings = await appQueryClient.ensureQueryData(settingsQuery());
    return cacheMaxAgeMs(settings.cacheMaxAgeDays);
  } catch {
    return DEFAULT_CACHE_MAX_AGE_MS;
  }
}

/** Calls `listener` with the new age whenever the app client learns new settings. */
export function onCacheMaxAgeChange(listener: (maxAgeMs: number) => void): () => void {
  const hash = hashKey(appKeys.settings());
  return appQueryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hash) return;
    // Main's answer, checked against the settings schema there (no schemas while starting here).
    const settings = event.action.data as Partial<Settings> | undefined;
    listener(cacheMaxAgeMs(settings?.cacheMaxAgeDays));
  });
}
