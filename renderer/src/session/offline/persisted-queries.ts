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
