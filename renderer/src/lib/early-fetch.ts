// The opening screen's first data reads, started by the start-up reads (boot/startup-reads.ts)
// as soon as main's start-up sign-in check says the opening organisation is signed in: on a cold
// start that is while the app's bundle is still being evaluated, half a second or more before the
// screen would ask (performance.md P1). The HTTP client (api/http/client.ts) takes a response
// instead of fetching when it asks for the same URL with the same headers, once and only while
// fresh; an answer that is not a success is never taken (the client asks again, and its usual
// handling applies to its own answer). Once taken, the client's signal governs the early request:
// a switch of organisation cancels it as it cancels the client's own (reliability row 42). One
// that cannot be taken is cancelled at once, one nobody takes when its TTL runs out. Shared
// through globalThis by the early script's copy of this module (boot/early.ts) and the app
// bundle's, like lib/early-ipc.ts.
import {
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
  orgPath,
} from '../../../preload/contract/gateway-request.ts';

/** How long an early response waits to be taken before it is dropped. */
export const EARLY_FETCH_TTL_MS = 10_000;

/** An early read: the URLs (paths in the organisation) its query asks for, and its query key. */
interface InitialRead {
  queryKey: readonly unknown[];
  paths: readonly string[];
}

/**
 * The opening screens' first reads, GETs, by the screen's path: the URLs exactly as their screen's
 * query builds them, and that query's key (the health dashboard's: checksSummaryQuery in
 * api/services/health.ts, the summary and the agents' names).
 */
export const INITIAL_READS: Readonly<Record<string, InitialRead>> = {
  '/health': {
    queryKey: ['health', 'summary', {}],
    paths: ['/api/canary/api/summary', '/api/db/agents?select=id%2Cname'],
  },
};

/**
 * What the console shell waits for before any screen of it renders, whatever the screen: whoami
 * (the roles; whoamiQuery in api/services/auth.ts) and the properties (the feature flags;
 * propertiesQuery in api/services/properties.ts). Left out for the screens outside the console.
 */
export const CONSOLE_READS: readonly InitialRead[] = [
  { queryKey: ['auth', 'whoami', {}], paths: ['/api/auth/whoami'] },
  { queryKey: ['properties', 'list', {}], paths: ['/api/properties'] },
];
const OUTSIDE_CONSOLE = new Set(['/error', '/login']);

function readsFor(pathname: string): readonly InitialRead[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const screen = INITIAL_READS[path];
  // The screen's first: the largest answer, and the one its first paint waits for longest.
  return [...(screen ? [screen] : []), ...(OUTSIDE_CONSOLE.has(path) ? [] : CONSOLE_READS)];
}

/** The headers of an early read: those the client sends on a GET with no options. */
export const EARLY_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  [GATEWAY_REQUEST_HEADER]: GATEWAY_REQUEST_VALUE,
};

interface EarlyRead {
  response: Promise<Response | null>;
  startedAt: number;
  controller: AbortController;
  /** Set once a success has arrived (its body may still be on its way). */
  answered: boolean;
}

declare global {
  var __mcdEarlyFetch: Map<string, EarlyRead> | undefined;
}

const pending = (globalThis.__mcdEarlyFetch ??= new Map<string, EarlyRead>());

/** Starts the console's and the opening screen's reads in `orgId` (`pathname`'s); their URLs. */
export function startInitialReads(
  orgId: string,
  pathname: string,
  now: () => number = () => performance.now(),
): string[] {
  const paths = readsFor(pathname).flatMap((read) => read.paths);
  return paths.map((path) => {
    const url = orgPath(orgId, path);
    const controller = new AbortController();
    const early: EarlyRead = {
      response: Promise.resolve(null),
      startedAt: now(),
      controller,
      answered: false,
    };
    early.response = fetch(url, {
      headers: EARLY_HEADERS,
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(
        async (answer) => {
          early.answered = answer.ok;
          if (!answer.ok) return null;
          // The body is read as it arrives, in the gaps while the app's bundle is evaluated, and
          // handed on whole: read only once the screen's query asked, its tasks queued behind the
          // first renders and the screen painted without its data once more.
          const { status, statusText, headers } = answer;
          return new Response(await answer.arrayBuffer(), { status, statusText, headers });
        },
        () => null,
      )
      // A body cut short (or cancelled with the read) counts as a failed read: the client asks again.
      .catch(() => null);
    pending.get(url)?.controller.abort();
    pending.set(url, early);
    setTimeout(() => {
      if (pending.get(url) !== early) return;
      pending.delete(url);
      controller.abort();
    }, EARLY_FETCH_TTL_MS);
    return url;
  });
}

/**
 * The early response to `url`, taken once: undefined when there is none, it is older than the
 * TTL or the request differs from the early one by a header (a scope being impersonated, say);
 * an early read that cannot be taken is cancelled. Once taken, `signal` cancels it. It resolves
 * to null when the early read failed; the caller then fetches itself.
 */
export function takeEarlyRead(
  url: string,
  headers: Readonly<Record<string, string>>,
  signal?: AbortSignal,
  now: () => number = () => performance.now(),
): Promise<Response | null> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  const same =
    now() - early.startedAt <= EARLY_FETCH_TTL_MS &&
    Object.keys(headers).length === Object.keys(EARLY_HEADERS).length &&
    Object.entries(EARLY_HEADERS).every(([name, value]) => headers[name] === value);
  if (!same || signal?.aborted) {
    early.controller.abort(signal?.reason);
    return undefined;
  }
  signal?.addEventListener('abort', () => early.controller.abort(signal.reason), { once: true });
  return early.response;
}

/**
 * The query keys of `orgId`'s opening screen whose early reads have all been answered already and
 * wait to be taken: the offline cache's copy of that query need not be shown first (it would be
 * painted, then replaced by the live answer moments later).
 */
export function answeredInitialQueries(orgId: string): (readonly unknown[])[] {
  return [...CONSOLE_READS, ...Object.values(INITIAL_READS)]
    .filter(({ paths }) => paths.every((path) => pending.get(orgPath(orgId, path))?.answered))
    .map(({ queryKey }) => queryKey);
}
