// The queries of a persisted cache (persister.ts's envelope, the JSON text main keeps) for a reader
// that looks into an organisation's cache without restoring it (kept-cache.ts reads it; the
// palette's worker indexes it). Nothing here may touch the window: the worker imports it.
import { fromJsonText } from '../../lib/data/json-text.ts';
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

/**
 * The first query of a cache (its payload, or its queries already read) that `match` picks, with
 * its data and when it was fetched; null without one, or when it is older than the max-age setting
 * (what is older is not to be shown).
 */
export function keptQuery(
  cache: string | readonly PersistedQuery[],
  match: (query: PersistedQuery) => boolean,
  maxAgeMs: number,
  now: number,
): { data: unknown; at: number } | null {
  const queries = typeof cache === 'string' ? (persistedQueries(cache) ?? []) : cache;
  const query = queries.find(match);
  const at = query?.state?.dataUpdatedAt;
  if (typeof at !== 'number' || now - at > maxAgeMs) return null;
  return { data: query?.state?.data, at };
}
