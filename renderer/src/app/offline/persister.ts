// Turns an organisation's QueryClient into the string main keeps on disk, and back. Only queries
// that hold data are kept; a query opts out with `meta: { persist: false }` (whoami, anything
// per-user or secret). A query whose last refetch failed keeps its data, saved as a success so the
// failure (an Error object, meaningless after a restart) never reaches the disk.
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';

/** Bump when the envelope below changes (main also versions blobs by app version). */
export const PERSISTED_FORMAT = 1;
export const PERSIST_THROTTLE_MS = 2000;

interface PersistedEnvelope {
  format: typeof PERSISTED_FORMAT;
  savedAt: number;
  state: DehydratedState;
}

export function shouldPersistQuery(query: Query): boolean {
  return query.meta?.persist !== false && query.state.data !== undefined;
}

export function serializeOrgCache(client: QueryClient, now = Date.now()): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  });
  const queries = state.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      isInvalidated: false,
    },
  }));
  const envelope: PersistedEnvelope = {
    format: PERSISTED_FORMAT,
    savedAt: now,
    state: { mutations: [], queries },
  };
  return JSON.stringify(envelope);
}

/** Hydrates `client` from a persisted string; throws when it is not one of ours. */
export function restoreOrgCache(client: QueryClient, payload: string): { queries: number } {
  const parsed = JSON.parse(payload) as Partial<PersistedEnvelope> | null;
  if (
    !parsed ||
    parsed.format !== PERSISTED_FORMAT ||
    !parsed.state ||
    !Array.isArray(parsed.state.queries)
  )
    throw new Error('the cached data has an unknown format');
  hydrate(client, { mutations: [], queries: parsed.state.queries });
  return { queries: parsed.state.queries.length };
}

/** The most recent time any persistable query received data (null without any). */
export function newestDataAt(client: QueryClient): number | null {
  let newest = 0;
  for (const query of client.getQueryCache().getAll())
    if (shouldPersistQuery(query) && query.state.dataUpdatedAt > newest)
      newest = query.state.dataUpdatedAt;
  return newest > 0 ? newest : null;
}

function changesPersistedData(event: QueryCacheNotifyEvent): boolean {
  if (event.type === 'removed') return true;
  if (event.type !== 'updated') return false;
  return event.action.type === 'success' || event.action.type === 'setState';
}

export interface ThrottledPersisterOptions {
  client: QueryClient;
  write: (payload: string) => Promise<void>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * Writes the cache at most once per interval after data changes (trailing), never two writes at
 * once. Returns a stop function; `flush` writes now if something is pending.
 */
export function startThrottledPersister(options: ThrottledPersisterOptions): {
  stop: () => void;
  flush: () => Promise<void>;
} {
  const interval = options.intervalMs ?? PERSIST_THROTTLE_MS;
  const setTimer = options.setTimer ?? ((run, ms) => window.setTimeout(run, ms));
  let scheduled = false;
  let dirty = false;
  let writing: Promise<void> | null = null;
  let stopped = false;

  async function flush(): Promise<void> {
    if (writing) await writing;
    if (!dirty || stopped) return;
    dirty = false;
    writing = options
      .write(serializeOrgCache(options.client))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        writing = null;
      });
    await writing;
  }

  function schedule(): void {
    dirty = true;
    if (scheduled || stopped) return;
    scheduled = true;
    setTimer(() => {
      scheduled = false;
      void flush();
    }, interval);
  }

  const unsubscribe = options.client.getQueryCache().subscribe((event) => {
    if (changesPersistedData(event) && event.query.meta?.persist !== false) schedule();
  });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    flush,
  };
}
