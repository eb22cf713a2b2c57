// The Electron transport: Chromium's network stack (system proxy settings, OS certificate store)
// through `net.request`, handed in by app/create-app-core.ts so this file does not import
// electron. Orgs with their own CA bundle or proxy go through undici instead, because Chromium
// cannot take either per request. Cookies are never used: the gateway attaches credentials itself.
//
// Why not `net.fetch`: with `redirect: 'manual'` it rejects every 3xx with "Redirect was
// cancelled" (it never listens to the request's 'redirect' event), so backend-fetch.ts could
// neither follow a same-origin redirect nor explain a redirect to a sign-in proxy. `net.request`
// reports the redirect (status, target, headers) in its 'redirect' event; this adapter turns it
// into a body-less Response carrying status and Location, and backend-fetch.ts decides.
import { Readable } from 'node:stream';
import type { BackendTransport, TransportInit } from './backend-fetch.ts';

/** The options of Electron's `net.request` we pass. */
export interface NetRequestOptions {
  url: string;
  method: string;
  headers: Record<string, string>;
  redirect: 'manual';
  credentials: 'omit';
  useSessionCookies: false;
  cache: 'no-store';
}

/** The slice of Electron's IncomingMessage we read; in Electron it is a stream.Readable. */
export interface NetIncomingMessage {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
}

/** The slice of Electron's ClientRequest we use (its events and methods keep Electron's shapes). */
export interface NetClientRequest {
  on(event: 'response', listener: (response: NetIncomingMessage) => void): this;
  on(
    event: 'redirect',
    listener: (
      statusCode: number,
      method: string,
      redirectUrl: string,
      responseHeaders: Record<string, string[]>,
    ) => void,
  ): this;
  on(event: 'error', listener: (error: Error) => void): this;
  end(chunk?: Buffer): void;
  abort(): void;
}

export type NetRequest = (options: NetRequestOptions) => NetClientRequest;

/** Statuses whose Response must not have a body (the Fetch standard's "null body status"). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

function toHeaders(raw: Record<string, string | readonly string[]>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of typeof value === 'string' ? [value] : value) headers.append(name, one);
  }
  return headers;
}

/** What fetch rejects with on abort: the signal's reason (AbortError or TimeoutError). */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/** One exchange over `net.request`: the answer's headers, a redirect, or the failure. */
export function netRequestExchange(
  netRequest: NetRequest,
  url: string,
  init: TransportInit,
): Promise<Response> {
  const { signal } = init;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    let body: Readable | null = null;
    const request = netRequest({
      url,
      method: init.method,
      headers: Object.fromEntries(init.headers.entries()),
      redirect: 'manual',
      credentials: 'omit',
      useSessionCookies: false,
      cache: 'no-store',
    });
    const onAbort = () => {
      request.abort();
      // After the headers, the reader of the body learns of the abort through its stream.
      body?.destroy(abortReason(signal));
      if (!settled) {
        settled = true;
        reject(abortReason(signal));
      }
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (build: () => Response) => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
      try {
        resolve(build());
      } catch (error) {
        // A status the Response class refuses (below 200): a failure, never a throw in an event.
        request.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.on('redirect', (status, _method, redirectUrl, responseHeaders) => {
      // followRedirect is deliberately not called: Electron cancels the request, and the
      // "Redirect was cancelled" error that follows is ignored below because we have settled.
      const headers = toHeaders(responseHeaders);
      headers.set('location', redirectUrl);
      request.abort();
      if (!settled) settle(() => new Response(null, { status, headers }));
    });
    request.on('response', (incoming) => {
      if (settled) return;
      const nullBody = NULL_BODY_STATUS.has(incoming.statusCode) || init.method === 'HEAD';
      // Electron's IncomingMessage is a stream.Readable; its types only say EventEmitter.
      body = nullBody ? null : (incoming as unknown as Readable);
      settle(() => {
        const stream = body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : null;
        // Until the body is read to its end, an abort must still reach the stream.
        if (body) {
          signal.addEventListener('abort', onAbort, { once: true });
          body.once('close', () => signal.removeEventListener('abort', onAbort));
        }
        return new Response(stream, {
          status: incoming.statusCode,
          statusText: incoming.statusMessage,
          headers: toHeaders(incoming.headers),
        });
      });
    });
    // Always listened to: an 'error' without a listener would throw in the main process.
    request.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      if (settled) return;
      settled = true;
      reject(error);
    });
    request.end(init.body ? Buffer.from(init.body) : undefined);
  });
}

export function createElectronTransport(
  netRequest: NetRequest,
  fallback: BackendTransport,
): BackendTransport {
  return (url, init, target) => {
    if (target.caBundle || target.proxy) return fallback(url, init, target);
    return netRequestExchange(netRequest, url, init);
  };
}
