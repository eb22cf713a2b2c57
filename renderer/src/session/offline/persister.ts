// Turns an organisation's QueryClient into the string main keeps on disk, and back. Only queries
// that hold data are kept; a query opts out with `meta: { persist: false }` (whoami, anything
// per-user or secret). A query whose last refetch failed keeps its data, saved as a success so the
// failure (an Error object, meaningless after a restart) never reaches the disk.
import {
  dehydrate,
  hashKey,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import type { CachedChecks } from '../../../../preload/contract/cache-digest.ts';
import { checksDigest } from './check-digest.ts';

/** Bump when the envelope below changes (main also versions blobs by app version). */
export const PERSISTED_FORMAT = 1;
export const PERSIST_THROTTLE_MS = 2000;

/** What `serializeOrgCache` writes (built by concatenation; this is its shape). */
interface PersistedEnvelope {
  format: typeof PERSISTED_FORMAT;
  savedAt: number;
  /** What main reads (the tray): the cached checks' digest, preload/contract/cache-digest.ts. */
  checks: CachedChecks;
  state: DehydratedState;
}

/**
 * The meta of a query that reads no backend, only other cached queries (a list narrowed from an
 * answer the cache keeps already): not persisted, and no sign that the backend answers
 * (org-offline.ts).
 */
export const DERIVED_META = { persist: false, derived: true } as const;

/**
 * How long a derived query outlives its screen: a narrowing is cheap to compute again, and each
 * refresh of its source makes a new one (the health list's summary of 10,000 checks).
 */
export const DERIVED_GC_MS = 60_000;

export const isDerivedQuery = (query: Pick<Query, 'meta'>) => query.meta?.derived === true;

export function shouldPersistQuery(query: Query): boolean {
  return query.meta?.persist !== false && query.state.data !== undefined;
}

// JSON of each query's data, by data object: TanStack Query keeps the same object when a refetch
// brings identical data (structural sharing), so unchanged queries are not stringified again.
const dataJson = new WeakMap<object, string>();
/** Data JSON.stringify cannot write (nesting deeper than the stack, a cycle): why, by object. */
const unwritable = new WeakMap<object, string>();

/** Why a query's data was left out of the organisation's cache. */
export type SkippedQueryReporter = (queryHash: string, reason: string) => void;

const warnSkipped: SkippedQueryReporter = (queryHash, reason) =>
  console.warn(`[offline] ${queryHash} is not saved in the offline cache: ${reason}`);

function unwritableReason(error: unknown): string {
  return error instanceof RangeError
    ? 'its data is nested too deeply to be saved'
    : `its data cannot be saved (${error instanceof Error ? error.message : String(error)})`;
}

/** The data's JSON; throws (with the reason) when it cannot be written, remembering why. */
function jsonOfData(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data) ?? 'null';
  const known = unwritable.get(data);
  if (known !== undefined) throw new Error(known);
  let json = dataJson.get(data);
  if (json === undefined) {
    try {
      json = JSON.stringify(data);
    } catch (error) {
      unwritable.set(data, unwritableReason(error));
      throw new Error(unwritableReason(error), { cause: error });
    }
    dataJson.set(data, json);
  }
  return json;
}

/** Rows stringified per step when a large list is serialised in steps (~3-5 ms each). */
export const SERIALIZE_SLICE_ROWS = 1000;

/**
 * Makes the JSON of every persistable query's data ready (see `jsonOfData`), a large list a
 * slice of rows at a time with `pause` between slices, so serialising 10,000 checks is many short
 * tasks instead of one long one (performance.md P9: the write must not hold up the page).
 * `serializeOrgCache` then only assembles the strings. Equal to JSON.stringify of each list.
 */
export async function prepareOrgCacheJson(
  client: QueryClient,
  pause: () => Promise<void>,
): Promise<void> {
  for (const query of client.getQueryCache().getAll()) {
    if (!shouldPersistQuery(query)) continue;
    const data = query.state.data;
    if (!Array.isArray(data) || data.length <= SERIALIZE_SLICE_ROWS) continue;
    if (dataJson.has(data) || unwritable.has(data)) continue;
    const parts: string[] = [];
    try {
      for (let start = 0; start < data.length; start += SERIALIZE_SLICE_ROWS) {
        await pause();
        parts.push(JSON.stringify(data.slice(start, start + SERIALIZE_SLICE_ROWS)).slice(1, -1));
      }
    } catch (error) {
      // serializeOrgCache leaves this query out and says why; the others are still written.
      unwritable.set(data, unwritableReason(error));
      continue;
    }
    dataJson.set(data, `[${parts.join(',')}]`);
  }
}

/**
 * The organisation's cache as one string. A query whose data cannot be written (10,000 levels of
 * nesting overflow JSON.stringify's stack) is left out and reported, and the rest is written.
 */
export function serializeOrgCache(
  client: QueryClient,
  now = Date.now(),
  onSkip: SkippedQueryReporter = warnSkipped,
): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: shouldPersistQuery,
    shouldDehydrateMutation: () => false,
  });
  const queries = state.queries.flatMap(({ state: queryState, ...query }) => {
    const { data, ...rest } = queryState;
    let dataText: string;
    try {
      dataText = jsonOfData(data);
    } catch (error) {
      onSkip(query.queryHash, error instanceof Error ? error.message : String(error));
      return [];
    }
    // `state` is the last key, so its JSON ends with "}}" and the data is spliced in before that.
    const head = JSON.stringify({
      ...query,
      state: {
        ...rest,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
        error: null,
        errorUpdatedAt: 0,
        errorUpdateCount: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        isInvalidated: false,
      },
    });
    return [`${head.slice(0, -2)},"data":${dataText}}}`];
  });
  const checks = checksDigest(
    state.queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data })),
  );
  return `{"format":${PERSISTED_FORMAT},"savedAt":${now},"checks":${JSON.stringify(checks)},"state":{"mutations":[],"queries":[${queries.join(',')}]}}`;
}

/**
 * Hydrates `client` from a persisted string; throws when it is not one of ours. Queries whose data
 * is older than `maxAgeMs` (the cache max-age setting) are left out.
 */
export function restoreOrgCache(
  client: QueryClient,
  payload: string,
  options: { maxAgeMs?: number; now?: number; skip?: readonly (readonly unknown[])[] } = {},
): { queries: number } {
  const parsed = JSON.parse(payload) as Partial<PersistedEnvelope> | null;
  if (
    !parsed ||
    parsed.format !== PERSISTED_FORMAT ||
    !parsed.state ||
    !Array.isArray(parsed.state.queries)
  )
    throw new Error('the cached data has an unknown format');
  const now = options.now ?? Date.now();
  const maxAge = options.maxAgeMs ?? Infinity;
  const skipped = new Set((options.skip ?? []).map(hashKey));
  const queries = parsed.state.queries.filter(
    (query) =>
      now - (query.state?.dataUpdatedAt ?? 0) <= maxAge && !skipped.has(hashKey(query.queryKey)),
  );
  hydrate(client, { mutations: [], queries });
  return { queries: queries.length };
}

/** Drops unobserved queries whose data is older than `maxAgeMs` (the max-age setting). */
export function pruneOlderThan(client: QueryClient, maxAgeMs: number, now = Date.now()): number {
  let removed = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() > 0 || query.state.data === undefined) continue;
    if (now - query.state.dataUpdatedAt <= maxAgeMs) continue;
    client.getQueryCache().remove(query);
    removed += 1;
  }
  return removed;
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
  /**
   * Runs the write, and each slice of its serialisation, when the page is idle (default:
   * requestIdleCallback, 5 s at the latest).
   */
  whenIdle?: (run: () => void) => void;
}

function idleCallback(run: () => void): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: 5000 });
  else run();
}

/**
 * Writes the cache at most once per interval after data changes (trailing), never two writes at
 * once, and only when the page is idle, serialised in slices: 10,000 checks are tens of
 * milliseconds of main thread, which must not land between new data and its paint nor hold up a
 * frame. Returns a stop function; `flush` writes now (in one go: it also runs as the page hides)
 * if something is pending.
 */
export function startThrottledPersister(options: ThrottledPersisterOptions): {
  stop: () => void;
  flush: () => Promise<void>;
} {
  const interval = options.intervalMs ?? PERSIST_THROTTLE_MS;
  const setTimer = options.setTimer ?? ((run, ms) => window.setTimeout(run, ms));
  const whenIdle = options.whenIdle ?? idleCallback;
  let scheduled = false;
  let dirty = false;
  let writing: Promise<void> | null = null;
  let stopped = false;

  const pause = () => new Promise<void>((resolve) => whenIdle(resolve));

  async function flush(inSlices = false): Promise<void> {
    if (inSlices && dirty && !stopped) await prepareOrgCacheJson(options.client, pause);
    // Checked after the slices too: an explicit flush may have started a write meanwhile.
    while (writing) await writing;
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
    setTimer(
      () =>
        whenIdle(() => {
          scheduled = false;
          void flush(true);
        }),
      interval,
    );
  }

  const unsubscribe = options.client.getQueryCache().subscribe((event) => {
    if (changesPersistedData(event) && event.query.meta?.persist !== false) schedule();
  });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    flush: () => flush(),
  };
}
