// The queries of a persisted cache (persister.ts's envelope, the JSON text main keeps) for a reader
// that looks into an organisation's cache without restoring it (the fleet inbox's other
// organisations); null when the text is not such a cache.
import { fromJsonText } from '../../lib/data/json-text.ts';
import { PERSISTED_FORMAT } from './persister.ts';

export interface PersistedQuery {
  queryKey?: unknown;
  queryHash?: unknown;
  state?: { data?: unknown; dataUpdatedAt?: unknown };
}

export function persistedQueries(payload: string): PersistedQuery[] | null {
  const envelope = fromJsonText(payload, null) as {
    format?: unknown;
    state?: { queries?: unknown };
  } | null;
  if (envelope?.format !== PERSISTED_FORMAT || !Array.isArray(envelope.state?.queries)) return null;
  return envelope.state.queries as PersistedQuery[];
}
