// An organisation's offline cache for a reader that looks into it without restoring it (the fleet
// inbox's other organisations, a view across organisations, the palette's index): main's payload
// (persister.ts's envelope, the JSON text main keeps) and the queries in it.
import { invoke } from '../../lib/bridge.ts';
import { fromJsonText } from '../../lib/data/json-text.ts';
import { readCacheMaxAgeMs } from './cache-max-age.ts';
import { PERSISTED_FORMAT } from './persister.ts';

export interface PersistedQuery {
  queryKey?: unknown;
  queryHash?: unknown;
  state?: { data?: unknown; dataUpdatedAt?: unknown };
}

/** The queries of a cache payload; null when the text is not such a cache. */
export function persistedQueries(payload: string): PersistedQuery[] | null {
  const envelope = fromJsonText(payload, null) as {
    format?: unknown;
    state?: { queries?: unknown };
  } | null;
  if (envelope?.format !== PERSISTED_FORMAT || !Array.isArray(envelope.state?.queries)) return null;
  return envelope.state.queries as PersistedQuery[];
}

/** The organisation's cache payload; null when it has none (or it cannot be read). */
export async function readCachePayload(orgId: string): Promise<string | null> {
  try {
    const read = await invoke('cache:read', { orgId });
    return read.status === 'hit' ? read.payload : null;
  } catch {
    return null;
  }
}

/**
 * What `parse` finds in the organisation's cache, given the payload and the max-age setting (what
 * is older is not to be shown); null when there is no cache.
 */
export async function readKeptCache<T>(
  orgId: string,
  parse: (payload: string, maxAgeMs: number) => T | null,
): Promise<T | null> {
  const [payload, maxAgeMs] = await Promise.all([readCachePayload(orgId), readCacheMaxAgeMs()]);
  return payload === null ? null : parse(payload, maxAgeMs);
}
