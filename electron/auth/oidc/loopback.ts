// The one-shot loopback redirect of RFC 8252 §7.3: an HTTP listener on 127.0.0.1 with a port the
// OS picks, answering exactly one GET /callback whose `state` is ours. Anything else (another path
// or method, a wrong or missing state) is refused without ending the wait, so a stray or hostile
// request cannot end the sign-in; the first callback with our state settles it and closes the
// listener. The wait ends after `timeoutMs` or when `signal` aborts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sameSecret } from './pkce.ts';

export const CALLBACK_PATH = '/callback';
export const DEFAULT_LOOPBACK_TIMEOUT_MS = 5 * 60_000;

export type OidcFailureKind =
  'timeout' | 'cancelled' | 'denied' | 'provider' | 'discovery' | 'registration' | 'token';

/** A sign-in that could not finish; `message` is written for the user and never holds a secret. */
export class OidcFailure extends Error {
  readonly kind: OidcFailureKind;
  constructor(kind: OidcFailureKind, message: string) {
    super(message);
    this.name = 'OidcFailure';
    this.kind = kind;
  }
}

export interface LoopbackOptions {
  state: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface Loopback {
  /** `http://127.0.0.1:<port>/callback` */
  redirectUri: string;
  port: number;
  /** The authorization code of the one accepted callback. */
  result: Promise<{ code: string }>;
  close(): void;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f7f9;color:#1c2127}
main{max-width:28rem;padding:2rem;background:#fff;border-radius:6px;box-shadow:0 1px 3px #0002}
@media (prefers-color-scheme:dark){body{background:#1c2127;color:#f6f7f9}main{background:#252a31}}</style></head>
<body><main><h1 style="font-size:1.25rem;margin-top:0">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

function answer(response: ServerResponse, status: number, title: string, text: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    connection: 'close',
  });
  response.end(page(title, text));
}

/**
 * Answers one request to the listener; returns what settles the wait (the code, or the failure the
 * provider reported), or null when the request was refused and the wait goes on.
 */
function answerCallback(
  request: IncomingMessage,
  response: ServerResponse,
  expectedState: string,
  finished: boolean,
): { code: string } | OidcFailure | null {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (finished) {
    answer(response, 410, 'Sign-in already finished', 'You can close this tab.');
    return null;
  }
  if (url.pathname !== CALLBACK_PATH) {
    answer(response, 404, 'Not found', 'This address only receives the sign-in callback.');
    return null;
  }
  if (request.method !== 'GET') {
    response.setHeader('allow', 'GET');
    answer(response, 405, 'Method not allowed', 'The sign-in callback is a GET request.');
    return null;
  }
  if (!sameSecret(url.searchParams.get('state') ?? '', expectedState)) {
    answer(
      response,
      400,
      'Sign-in link not recognised',
      'This callback does not belong to the sign-in Mission Control is waiting for. Start the sign-in again from the app.',
    );
    return null;
  }
  const error = url.searchParams.get('error');
  const code = url.searchParams.get('code');
  if (error) {
    const description = url.searchParams.get('error_description');
    const text = `${error}${description ? `: ${description}` : ''}`.slice(0, 300);
    answer(response, 200, 'Sign-in did not complete', `${text}. Return to Mission Control.`);
    return new OidcFailure(
      error === 'access_denied' ? 'denied' : 'provider',
      `The identity provider ended the sign-in (${text}).`,
    );
  }
  if (!code) {
    answer(response, 400, 'Sign-in did not complete', 'The callback carried no code.');
    return new OidcFailure('provider', 'The identity provider answered without a code.');
  }
  answer(response, 200, 'Signed in', 'You can close this tab and return to Mission Control.');
  return { code };
}

export function startLoopback(options: LoopbackOptions): Promise<Loopback> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_LOOPBACK_TIMEOUT_MS;
  let settle: { resolve(v: { code: string }): void; reject(e: Error): void } | null = null;
  const result = new Promise<{ code: string }>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // The caller may never await `result` (a failure before the browser opened): no unhandled rejection.
  result.catch(() => undefined);
  let done = false;
  let timer: NodeJS.Timeout | undefined;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const outcome = answerCallback(request, response, options.state, done);
    if (outcome) finish(outcome);
  });

  function finish(outcome: { code: string } | Error): void {
    if (done) return;
    done = true;
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    // Let the answer go out, then stop listening; open keep-alive sockets are closed too.
    server.close();
    setImmediate(() => server.closeAllConnections());
    if (outcome instanceof Error) settle?.reject(outcome);
    else settle?.resolve(outcome);
  }
  const onAbort = () => finish(new OidcFailure('cancelled', 'The sign-in was cancelled.'));

  return new Promise<Loopback>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new OidcFailure('cancelled', 'The sign-in was cancelled.'));
      return;
    }
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      timer = setTimeout(
        () =>
          finish(
            new OidcFailure(
              'timeout',
              `The browser did not come back within ${timeoutMs >= 60_000 ? `${Math.round(timeoutMs / 60_000)} minutes` : `${Math.ceil(timeoutMs / 1000)} seconds`}. Start the sign-in again.`,
            ),
          ),
        timeoutMs,
      );
      timer.unref();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      resolve({
        redirectUri: `http://127.0.0.1:${port}${CALLBACK_PATH}`,
        port,
        result,
        close: () => finish(new OidcFailure('cancelled', 'The sign-in was cancelled.')),
      });
    });
  });
}
