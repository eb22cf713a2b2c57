// `page.route` for the e2e tests without Playwright's cost. Playwright's own routing pauses every
// request of a routed page (CDP Fetch.enable with the pattern `*`) and turns the page's HTTP cache
// off, so a test with one route downloads and compiles the whole bundle again on every load
// (docs/architecture.md › Tests: 3.3 s of renderer CPU for `/health` in a cold cache, 1.5 s warm).
// `narrowRoutes(page)` replaces the page's `route`, `unroute` and `unrouteAll` with the same API
// on a CDP session of its own that pauses only the URLs a route's glob can match and leaves the
// cache on. Handlers receive a stand-in for Playwright's Route and Request with the methods the
// tests use: fulfill (status, headers, contentType, body, json, response), continue (url, method,
// headers, postData), fallback, abort, fetch; request url, method, headers, postData(JSON/Buffer),
// resourceType, isNavigationRequest. Globs follow Playwright's rules (`**` any run, `*` no slash,
// `{a,b}`, `?` and other characters literal); a RegExp or predicate route pauses every request.
import type { APIResponse, CDPSession, Page, Request, Route } from '@playwright/test';

type Matcher = string | RegExp | ((url: URL) => boolean);
type Handler = (route: Route, request: Request) => unknown;

interface Entry {
  matcher: Matcher;
  handler: Handler;
  matches: (url: string) => boolean;
  /** What CDP pauses for it: a coarse superset, `matches` decides. */
  cdpPattern: string;
  timesLeft: number;
}

interface Paused {
  requestId: string;
  resourceType: string;
  request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    postData?: string;
    postDataEntries?: { bytes?: string }[];
  };
}

const REGEXP_SPECIALS = new Set([
  '$',
  '^',
  '+',
  '.',
  '*',
  '(',
  ')',
  '|',
  '\\',
  '?',
  '{',
  '}',
  '[',
  ']',
]);

/** Playwright's glob as a RegExp (for globs that start with `*`, as every e2e glob does). */
export function globToRegExp(glob: string): RegExp {
  if (!glob.startsWith('*'))
    throw new Error(`narrowRoutes: start the glob with ** (a full URL), not ${glob}`);
  let source = '^';
  let inGroup = false;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '\\' && i + 1 < glob.length) {
      const next = glob[++i]!;
      source += REGEXP_SPECIALS.has(next) ? `\\${next}` : next;
    } else if (char === '*') {
      let stars = 1;
      while (glob[i + 1] === '*') {
        stars += 1;
        i += 1;
      }
      if (stars === 1) source += '[^/]*';
      else if (glob[i + 1] === '/') {
        source += glob[i - stars] === '/' ? '((.+/)|)' : '(.*/)';
        i += 1;
      } else source += '(.*)';
    } else if (char === '{' && !inGroup) {
      inGroup = true;
      source += '(';
    } else if (char === '}' && inGroup) {
      inGroup = false;
      source += ')';
    } else if (char === ',' && inGroup) source += '|';
    else source += REGEXP_SPECIALS.has(char) ? `\\${char}` : char;
  }
  return new RegExp(`${source}$`);
}

/** A CDP URL pattern that pauses at least what `glob` matches (CDP: `*` any run, `?` one char). */
function cdpPatternOf(glob: string): string {
  return glob
    .replace(/\{[^}]*\}/g, '*')
    .replace(/\\(.)/g, '$1')
    .replace(/[\\?]/g, (c) => `\\${c}`)
    .replace(/\*+/g, '*');
}

function matcherOf(matcher: Matcher): (url: string) => boolean {
  if (typeof matcher === 'string') {
    const regExp = globToRegExp(matcher);
    return (url) => regExp.test(url);
  }
  if (matcher instanceof RegExp)
    return (url) => {
      matcher.lastIndex = 0;
      return matcher.test(url);
    };
  return (url) => matcher(new URL(url));
}

const ABORT_REASONS: Record<string, string> = {
  aborted: 'Aborted',
  accessdenied: 'AccessDenied',
  addressunreachable: 'AddressUnreachable',
  blockedbyclient: 'BlockedByClient',
  blockedbyresponse: 'BlockedByResponse',
  connectionaborted: 'ConnectionAborted',
  connectionclosed: 'ConnectionClosed',
  connectionfailed: 'ConnectionFailed',
  connectionrefused: 'ConnectionRefused',
  connectionreset: 'ConnectionReset',
  internetdisconnected: 'InternetDisconnected',
  namenotresolved: 'NameNotResolved',
  timedout: 'TimedOut',
  failed: 'Failed',
};

function bodyOf(request: Paused['request']): Buffer | null {
  if (request.postDataEntries?.length)
    return Buffer.concat(request.postDataEntries.map((e) => Buffer.from(e.bytes ?? '', 'base64')));
  return request.postData === undefined ? null : Buffer.from(request.postData);
}

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/** Headers a stand-in `route.fetch()` leaves to its own HTTP client. */
const OWN_HEADERS = new Set(['host', 'content-length', 'connection', 'cookie', 'accept-encoding']);

type Outcome = 'handled' | 'fallback';

function standIns(page: Page, session: CDPSession, paused: Paused) {
  const { requestId, request: raw } = paused;
  const postData = bodyOf(raw);
  let settle: (outcome: Outcome) => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => (settle = resolve));
  let done = false;
  const once = async (outcomeOf: Outcome, send: () => Promise<unknown>) => {
    if (done) throw new Error(`narrowRoutes: ${raw.url} was already handled`);
    done = true;
    try {
      await send();
    } catch (error) {
      // The page cancelled the request (a reload, a navigation) while it was held: as with
      // Playwright's routes, there is nothing left to answer.
      if (!String(error).includes('Invalid InterceptionId')) throw error;
    } finally {
      settle(outcomeOf);
    }
  };
  const request = {
    url: () => raw.url,
    method: () => raw.method,
    headers: () =>
      Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k.toLowerCase(), v])),
    allHeaders: () => Promise.resolve(request.headers()),
    postData: () => postData?.toString('utf8') ?? null,
    postDataBuffer: () => postData,
    postDataJSON: () => (postData ? (JSON.parse(postData.toString('utf8')) as unknown) : null),
    resourceType: () => paused.resourceType.toLowerCase(),
    isNavigationRequest: () => paused.resourceType === 'Document',
  };
  const route = {
    request: () => request,
    fulfill: async (
      options: {
        status?: number;
        headers?: Record<string, string>;
        contentType?: string;
        body?: string | Buffer;
        json?: unknown;
        response?: APIResponse;
      } = {},
    ) => {
      const { response } = options;
      const headers: Record<string, string> = {
        ...(response?.headers() ?? {}),
        ...options.headers,
      };
      let body: Buffer;
      if (options.json !== undefined) {
        body = Buffer.from(JSON.stringify(options.json));
        headers['content-type'] = options.contentType ?? 'application/json';
      } else if (options.body !== undefined) body = Buffer.from(options.body);
      else body = response ? await response.body() : Buffer.alloc(0);
      if (options.contentType) headers['content-type'] = options.contentType;
      // The body is whole here: a copied encoding or length would describe the original's.
      delete headers['content-encoding'];
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      await once('handled', () =>
        session.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: options.status ?? response?.status() ?? 200,
          responseHeaders: headerList(headers),
          body: body.toString('base64'),
        }),
      );
    },
    continue: (
      options: {
        url?: string;
        method?: string;
        headers?: Record<string, string>;
        postData?: string | Buffer;
      } = {},
    ) =>
      once('handled', () =>
        session.send('Fetch.continueRequest', {
          requestId,
          ...(options.url ? { url: options.url } : {}),
          ...(options.method ? { method: options.method } : {}),
          ...(options.headers ? { headers: headerList(options.headers) } : {}),
          ...(options.postData !== undefined
            ? { postData: Buffer.from(options.postData).toString('base64') }
            : {}),
        }),
      ),
    abort: (errorCode = 'failed') =>
      once('handled', () =>
        session.send('Fetch.failRequest', {
          requestId,
          errorReason: (ABORT_REASONS[errorCode] ?? 'Failed') as 'Failed',
        }),
      ),
    fallback: () => once('fallback', () => Promise.resolve()),
    fetch: (options: { url?: string; method?: string; headers?: Record<string, string> } = {}) => {
      const headers = Object.fromEntries(
        Object.entries({ ...request.headers(), ...options.headers }).filter(
          ([name]) => !OWN_HEADERS.has(name.toLowerCase()),
        ),
      );
      return page.request.fetch(options.url ?? raw.url, {
        method: options.method ?? raw.method,
        headers,
        ...(postData ? { data: postData } : {}),
        maxRedirects: 0,
      });
    },
  };
  return { route, request, outcome, continueUnhandled: () => route.continue() };
}

const narrowed = new WeakSet<Page>();

/** Replaces `page.route`, `page.unroute` and `page.unrouteAll` with narrow routing (above). */
export function narrowRoutes(page: Page): void {
  // MCD_E2E_PLAYWRIGHT_ROUTES=1 keeps Playwright's own routing, to compare a test under both.
  if (narrowed.has(page) || process.env.MCD_E2E_PLAYWRIGHT_ROUTES) return;
  narrowed.add(page);
  const entries: Entry[] = [];
  let session: Promise<CDPSession> | null = null;
  let enabled: string[] = [];

  const cdp = () => {
    session ??= page
      .context()
      .newCDPSession(page)
      .then((s) => {
        s.on('Fetch.requestPaused', (event: Paused) => void dispatch(s, event));
        return s;
      });
    return session;
  };

  async function dispatch(s: CDPSession, event: Paused) {
    const url = event.request.url;
    // Newest first, as Playwright runs them; a fallback passes the request to the next.
    const matching = [...entries].reverse().filter((entry) => entry.matches(url));
    try {
      for (const entry of matching) {
        if (!entries.includes(entry)) continue;
        entry.timesLeft -= 1;
        if (entry.timesLeft <= 0) entries.splice(entries.indexOf(entry), 1);
        const { route, request, outcome } = standIns(page, s, event);
        void Promise.resolve(
          entry.handler(route as unknown as Route, request as unknown as Request),
        ).catch((error: unknown) => {
          if (!page.isClosed()) console.error(`route ${url}:`, error);
        });
        if ((await outcome) === 'handled') return;
      }
      await standIns(page, s, event).continueUnhandled();
    } catch (error) {
      // The page (or the test) ended while the request was held: nothing left to answer.
      if (!page.isClosed() && !String(error).includes('Invalid InterceptionId'))
        console.error(`route ${url}:`, error);
    }
  }

  async function sync() {
    const patterns = [...new Set(entries.map((e) => e.cdpPattern))].sort();
    if (patterns.join('\n') === enabled.join('\n')) return;
    enabled = patterns;
    const s = await cdp();
    if (patterns.length === 0) await s.send('Fetch.disable');
    else
      await s.send('Fetch.enable', {
        patterns: patterns.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })),
      });
  }

  const same = (a: Matcher, b: Matcher) =>
    a === b || (a instanceof RegExp && b instanceof RegExp && String(a) === String(b));

  Object.assign(page, {
    route: async (matcher: Matcher, handler: Handler, options: { times?: number } = {}) => {
      entries.push({
        matcher,
        handler,
        matches: matcherOf(matcher),
        cdpPattern: typeof matcher === 'string' ? cdpPatternOf(matcher) : '*',
        timesLeft: options.times ?? Infinity,
      });
      await sync();
    },
    unroute: async (matcher: Matcher, handler?: Handler) => {
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const entry = entries[i]!;
        if (same(entry.matcher, matcher) && (!handler || entry.handler === handler))
          entries.splice(i, 1);
      }
      await sync();
    },
    unrouteAll: async () => {
      entries.length = 0;
      await sync();
    },
  });
}
