// The cold-start scenarios of the renderer benchmarks (performance.md P1 CI proxy and P11): an
// organisation's offline cache written for real through the host (`cache:write`, encrypted on
// disk, read back by the renderer's `cache:read` on start-up), then `/health` opened in a fresh
// context while the org's backend is down (P1: its process stopped, so main's sign-in check and
// every gateway request are refused, as without a network; browser/offline-org.ts), or while
// every `/org/**` request of the page is aborted as `internetdisconnected` or hangs for 30 s
// (P11, Playwright routes as performance.md describes it).
//
// Two ways the cache reaches the renderer: through the host (browser mode's HTTP bridge: the host
// reads and decrypts the file and sends ~10 MB of JSON over HTTP), or through a fake preload
// bridge — performance.md's P1 proxy, "cache injected through the fake bridge": `window.desktop`
// is installed before the page's scripts, as Electron's preload does, answers the cache reads from
// memory and passes every other call to the host.
import type { Browser, BrowserContext } from 'playwright-core';
import { intercept } from './intercept.ts';
import {
  hostIpc,
  newSignedInContext,
  startupTrace,
  waitForMark,
  type BrowserModeHost,
} from './renderer-bench.ts';

/** `down`: the org's backend is not running; `abort`/`hang`: the page's `/org/**` requests. */
export type Outage = 'down' | 'abort' | 'hang';

/** How long a cold start runs untouched before its marks are looked for. */
const QUIET_START_MS = 1500;

export interface CachedRun {
  cachedPaintedMs: number | null;
  bannerMs: number | null;
  restoredMs: number | null;
  networkPainted: boolean;
}

export interface CachedStart {
  orgId: string;
  /** The persisted QueryClient to put in the host's cache before the start. */
  payload: string;
  /** What the first dashboard tab must read once the cached checks are shown. */
  expectTab: string;
  outage: Outage;
  /** How long to wait for the cached dashboard. */
  capMs: number;
  /** How the cache reaches the renderer (default: through the host). */
  bridge?: 'host' | 'fake';
}

/**
 * Main's side of the fake bridge: a SharedWorker — another thread, reached by message passing as
 * main is over IPC — holding the org's cache entry and main's in-memory answers, and answering
 * `get` with a structured-clone copy (performance.md P10: a string over IPC). Not a 10 MB literal in the bridge script:
 * that would be parsed before the page's first byte on every navigation (~120 ms); not IndexedDB:
 * reading 10 MB back from disk took ~250 ms, much more than main's read of its cache file.
 */
const FAKE_MAIN = `const entries = new Map();
onconnect = (event) => {
  const port = event.ports[0];
  port.onmessage = ({ data }) => {
    if (data.type === 'put') entries.set(data.key, data.entry);
    port.postMessage({ id: data.id, entry: entries.get(data.key) });
  };
};`;

/**
 * What main answers from its own memory, without the network: the org registry, the settings,
 * the app's version. The fake main holds the host's real answers to these, read just before the
 * run; everything else (the sign-in check above all, which asks the backend) goes to the host.
 */
const MAIN_STATE_CALLS = [
  ['orgs:list', {}],
  ['settings:get', {}],
  ['app:info', {}],
] as const;

/**
 * A stand-in for Electron's preload bridge (`window.desktop`, read by
 * renderer/src/lib/ipc-transport.ts), installed before the page's scripts as the preload is: the
 * cache reads and main's in-memory state are answered by the fake main above, every other channel
 * goes to the host as in browser mode.
 */
const fakeBridge = (orgId: string, mainUrl: string) => `(() => {
  const orgId = ${JSON.stringify(orgId)};
  const port = new SharedWorker(${JSON.stringify(mainUrl)}, 'mcd-fake-main').port;
  const waiting = new Map();
  let next = 0;
  port.onmessage = ({ data }) => {
    waiting.get(data.id)?.(data.entry);
    waiting.delete(data.id);
  };
  const get = (key) =>
    new Promise((resolve) => {
      waiting.set(++next, resolve);
      port.postMessage({ type: 'get', id: next, key });
    });
  const read = (orgId) => get('cache ' + orgId).then((entry) => entry ?? { status: 'miss' });
  const host = (channel, request) =>
    fetch('/ipc/' + channel, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request ?? {}),
      credentials: 'same-origin',
    }).then((response) => response.json());
  const call = (channel, request) => {
    // Main picks the org the window opens on; here it is the benchmark's one.
    if (channel === 'cache:readInitial')
      return read(orgId).then((entry) => ({ ok: true, value: { orgId, read: entry } }));
    if (channel === 'cache:read')
      return read(request.orgId).then((entry) => ({ ok: true, value: entry }));
    const key = channel + ' ' + JSON.stringify(request ?? {});
    return (${JSON.stringify(MAIN_STATE_CALLS.map(([c, r]) => `${c} ${JSON.stringify(r)}`))}.includes(key)
      ? get(key)
      : Promise.resolve(undefined)
    ).then((answer) => answer ?? host(channel, request));
  };
  const area = (name) =>
    new Proxy({}, { get: (_, verb) => (request) => call(name + ':' + String(verb), request) });
  window.desktop = new Proxy({}, { get: (_, name) => area(String(name)) });
})();`;

/**
 * Installs the fake bridge in `context`, its fake main holding the org's cache and the host's
 * current answers to MAIN_STATE_CALLS. The page that
 * starts the fake main stays open with the context: the worker's script is a blob URL of it.
 */
export async function installFakeBridge(
  context: BrowserContext,
  orgId: string,
  payload: string,
): Promise<void> {
  const keeper = await context.newPage();
  await keeper.goto('/favicon.ico');
  const entries: [string, unknown][] = [
    [`cache ${orgId}`, { status: 'hit', payload, writtenAt: Date.now() }],
  ];
  for (const [channel, request] of MAIN_STATE_CALLS)
    entries.push([
      `${channel} ${JSON.stringify(request)}`,
      { ok: true, value: await hostIpc(context, channel, request) },
    ]);
  const mainUrl = await keeper.evaluate(
    ([source, all]) =>
      new Promise<string>((resolve) => {
        const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        const { port } = new SharedWorker(url, 'mcd-fake-main');
        port.onmessage = ({ data }: MessageEvent<{ id: number }>) => {
          if (data.id === all.length - 1) resolve(url);
        };
        all.forEach(([key, entry], id) => port.postMessage({ type: 'put', id, key, entry }));
      }),
    [FAKE_MAIN, entries] as const,
  );
  await context.addInitScript({ content: fakeBridge(orgId, mainUrl) });
}

/**
 * One cold start of `/health` with the org's backend down: navigation start → cached dashboard
 * painted, offline banner, cache restored (ms, null when not reached within `capMs`).
 */
export async function cachedRun(
  browser: Browser,
  host: BrowserModeHost,
  options: CachedStart,
): Promise<CachedRun> {
  const { outage, capMs } = options;
  const context = await newSignedInContext(browser, host);
  const stop = new AbortController();
  try {
    // A real cache file through the host (encrypted, read back by cache:read on start-up).
    await hostIpc(context, 'cache:write', { orgId: options.orgId, payload: options.payload });
    if (options.bridge === 'fake') await installFakeBridge(context, options.orgId, options.payload);
    const page = await context.newPage();
    if (outage !== 'down')
      await intercept(page, '*/org/*', async (request) => {
        if (outage === 'abort') return request.abort('InternetDisconnected');
        // The backend accepts the connection and never answers (for 30 s, then the socket dies).
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 30_000);
          stop.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (!stop.signal.aborted) await request.abort('TimedOut').catch(() => undefined);
      });
    // The window opens on the benchmark's org, whichever org main would pick otherwise.
    await page.goto(`/health?org=${encodeURIComponent(options.orgId)}`, { waitUntil: 'commit' });
    // Hands off the page while it starts: Playwright's first wait on a page evaluates its
    // injected script there (~35 ms of the page's main thread, not the app's). The marks keep
    // their own times, so they are read afterwards.
    await new Promise((resolve) => setTimeout(resolve, Math.min(QUIET_START_MS, capMs)));
    const cached = await waitForMark(page, 'dashboard:cached-painted', capMs - QUIET_START_MS);
    const banner = await waitForMark(
      page,
      'offline:banner',
      cached ? Math.max(100, capMs - cached.at) : 100,
    );
    const restored = await waitForMark(page, 'cache:restored', 100);
    if (cached) {
      const tab = await page.getByRole('tab').first().textContent();
      if (tab !== options.expectTab)
        throw new Error(`the cached dashboard shows "${tab}", not ${options.expectTab}`);
    }
    const networkPainted = (await waitForMark(page, 'dashboard:painted', 1)) !== null;
    // BENCH_TRACE=1 prints where the start-up time went (resources and marks, ms from navigation).
    if (process.env.BENCH_TRACE) console.log(await startupTrace(page));
    // The backend was never reached, so the only data on screen is the cache's.
    if (networkPainted)
      throw new Error('dashboard:painted (network data) with the backend blocked');
    return {
      cachedPaintedMs: cached?.at ?? null,
      bannerMs: banner?.at ?? null,
      restoredMs: restored?.at ?? null,
      networkPainted,
    };
  } finally {
    stop.abort();
    await context.close();
  }
}
