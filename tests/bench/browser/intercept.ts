// Answering a page's requests in a benchmark without Playwright's `page.route`. Once a page has
// any route, Playwright pauses every request of the page (Fetch.enable with the pattern `*`) and
// turns its HTTP cache off: each chunk, API call and upload crosses the DevTools protocol twice,
// bodies included. A 30 MB offline-cache upload took 30 s that way on the 2-core machine (2 s
// through the host alone), and every figure of the page paid a little for the detour. Here a CDP
// session of our own pauses only the URLs a benchmark answers; everything else goes straight to
// the host, as in the app.
import type { CDPSession, Page } from 'playwright-core';

/** A paused request: read it, then answer, pass it on, or fail it (exactly once). */
export interface HeldRequest {
  readonly url: URL;
  readonly method: string;
  /** The request body (UTF-8), when it has one. */
  readonly postData: string | undefined;
  postDataJSON<T = unknown>(): T;
  fulfill(answer: {
    status?: number;
    contentType?: string;
    body?: string;
    json?: unknown;
  }): Promise<void>;
  continue(): Promise<void>;
  /** Fails the request as the network would (CDP's Network.ErrorReason). */
  abort(reason: 'InternetDisconnected' | 'TimedOut' | 'Failed'): Promise<void>;
}

interface Handler {
  matches: (url: URL) => boolean;
  handle: (request: HeldRequest) => Promise<void> | void;
}

interface Interception {
  session: CDPSession;
  patterns: string[];
  handlers: Handler[];
}

const interceptions = new WeakMap<Page, Promise<Interception>>();

/** CDP's URL pattern (`*` any run, `?` one character, `\` escapes) as a RegExp. */
export function patternToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!);
    else if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bodyOf(request: { postData?: string; postDataEntries?: { bytes?: string }[] }) {
  if (request.postDataEntries?.length)
    return Buffer.concat(
      request.postDataEntries.map((entry) => Buffer.from(entry.bytes ?? '', 'base64')),
    ).toString('utf8');
  return request.postData;
}

function held(session: CDPSession, requestId: string, request: PausedRequest): HeldRequest {
  const postData = bodyOf(request);
  return {
    url: new URL(request.url),
    method: request.method,
    postData,
    postDataJSON: <T>() => JSON.parse(postData ?? 'null') as T,
    fulfill: async ({ status = 200, contentType, body, json }) => {
      const text = json === undefined ? (body ?? '') : JSON.stringify(json);
      const type = contentType ?? (json === undefined ? 'text/plain' : 'application/json');
      await session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: status,
        responseHeaders: [{ name: 'content-type', value: type }],
        body: Buffer.from(text).toString('base64'),
      });
    },
    continue: async () => {
      await session.send('Fetch.continueRequest', { requestId });
    },
    abort: async (reason) => {
      await session.send('Fetch.failRequest', { requestId, errorReason: reason });
    },
  };
}

interface PausedRequest {
  url: string;
  method: string;
  postData?: string;
  postDataEntries?: { bytes?: string }[];
}

async function interceptionOf(page: Page): Promise<Interception> {
  let known = interceptions.get(page);
  if (!known) {
    known = page
      .context()
      .newCDPSession(page)
      .then((session) => {
        const interception: Interception = { session, patterns: [], handlers: [] };
        session.on(
          'Fetch.requestPaused',
          (event: { requestId: string; request: PausedRequest }) => {
            const request = held(session, event.requestId, event.request);
            const handler = interception.handlers.find((h) => h.matches(request.url));
            // A page closing while a held request waits makes its answer fail: nothing to answer.
            const settle = handler ? handler.handle(request) : request.continue();
            void Promise.resolve(settle).catch((error: unknown) => {
              if (!page.isClosed()) console.error(`intercept ${request.url.href}:`, error);
            });
          },
        );
        return interception;
      });
    interceptions.set(page, known);
  }
  return known;
}

/**
 * Answers the requests of `page` whose URL matches `pattern` (CDP's URL pattern, e.g.
 * `*\/org/*\/api/logs*`) and, when given, `matches`; the first handler added that matches a
 * request answers it, and one that matches none is passed on. Call before the page navigates.
 */
export async function intercept(
  page: Page,
  pattern: string,
  handle: Handler['handle'],
  matches?: (url: URL) => boolean,
): Promise<void> {
  const interception = await interceptionOf(page);
  const regExp = patternToRegExp(pattern);
  interception.handlers.push({
    matches: (url) => regExp.test(url.href) && (matches?.(url) ?? true),
    handle,
  });
  if (!interception.patterns.includes(pattern)) interception.patterns.push(pattern);
  await interception.session.send('Fetch.enable', {
    patterns: interception.patterns.map((urlPattern) => ({
      urlPattern,
      requestStage: 'Request' as const,
    })),
  });
}
