// The read-only cache view of an organisation the window does not show (issue 21 review): its
// last inbox slice, read once from main's offline cache (`cache:read`) so an organisation that is
// offline or signed out still lists its last rows with their age. Nothing is restored into its
// QueryClient, nothing is written back, and no probe runs: its own reads say whether it answers.
import { hashKey, queryOptions } from '@tanstack/react-query';
import { fleetKeys } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { readKeptCache } from '../../session/offline/kept-cache.ts';
import { keptQuery } from '../../session/offline/persisted-queries.ts';

export interface CachedSlice {
  slice: FleetSlice;
  /** When the slice was fetched (its dataUpdatedAt). */
  at: number;
}

const SLICE_HASH = hashKey(fleetKeys.slice());
const LISTS = ['checks', 'incidents', 'approvals', 'notifications'] as const;

function isSlice(value: unknown): value is FleetSlice {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return LISTS.every((key) => Array.isArray(record[key]));
}

/** The inbox slice in a cache payload (persister.ts's envelope), if it is there and young enough. */
export function cachedSliceOf(
  payload: string,
  maxAgeMs: number,
  now = Date.now(),
): CachedSlice | null {
  const kept = keptQuery(payload, (q) => q.queryHash === SLICE_HASH, maxAgeMs, now);
  const data = kept?.data;
  if (!kept || !isSlice(data)) return null;
  return {
    slice: { ...data, forbidden: data.forbidden ?? [], truncated: data.truncated ?? [] },
    at: kept.at,
  };
}

/** An organisation's inbox slice in its offline cache, read once; null when it has none. */
export const cachedSliceQuery = (orgId: string) =>
  queryOptions({
    queryKey: ['fleet-cached', orgId] as const,
    staleTime: Infinity,
    queryFn: () => readKeptCache(orgId, cachedSliceOf),
  });
