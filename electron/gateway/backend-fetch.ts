// One request from main to an organisation's backend, with the rules every caller needs (the
// gateway, sign-in, the probe, the kubeconfig download): UI path → base URL + prefix, credentials
// only to the org's own origin, same-origin redirects only, a total timeout, a response size cap,
// and transport errors classified into GatewayFailure.
import type { ApiPrefix } from '../../preload/contract/orgs.ts';
import { GatewayFailure, classifyThrown, tooLargeFailure } from './gateway-error.ts';
import { describeTlsFailure, inspectCertificate } from './tls-inspect.ts';
import type { LiveEncoding } from '../protocol/content-encoding.ts';
import { declaredLength, joinChunks, leadingBytes, readChunksCapped } from './capped-read.ts';
import { LEADING_BYTES, backendAcceptEncoding, measureDecoded } from './encoded-body.ts';

export interface TransportTarget {
  caBundle: string | null;
  proxy: string | null;
}

export interface TransportInit {
  method: string;
  headers: Headers;
  body?: Uint8Array | undefined;
  signal: AbortSignal;
  /**
   * The body as the backend encoded it (its Content-Encoding kept), not decoded: asked only of a
   * transport that `keepsEncoding`, with the client's own Accept-Encoding in `headers`.
   */
  keepEncoding?: boolean;
}

/** Performs one HTTP exchange without following redirects (undici fetch in Node, net.fetch in Electron). */
export type BackendTransport = ((
  url: string,
  init: TransportInit,
  target: TransportTarget,
) => Promise<Response>) & {
  /**
   * True when the transport can hand over a body still encoded (`init.keepEncoding`). Electron's
   * (net.request) cannot: Chromium's network stack decodes every answer.
   */
  keepsEncoding?: boolean;
};

export interface BackendTarget extends TransportTarget {
  orgId: string;
  /** Normalised base URL (no trailing slash). */
  baseUrl: string;
  prefix: ApiPrefix;
}

export interface BackendRequest {
  /** The UI path of the reference, with its query: `/api/db/checks?limit=10`. */
  uiPath: string;
  method?: string;
  headers?: Headers;
  body?: Uint8Array | undefined;
  /** A full `Authorization` header value, attached only to the org's own origin. */
  credential?: string | null;
  signal?: AbortSignal | undefined;
  /**
   * The page's own Accept-Encoding (the gateway's requests): with a transport that keepsEncoding,
   * the backend may answer in one of them and the body stays encoded (`BackendResponse.encoding`).
   */
  acceptEncoding?: string | null | undefined;
}

export interface BackendResponse {
  status: number;
  headers: Headers;
  /** The body's bytes in one piece (joined on first use), still in `encoding` when there is one. */
  readonly body: Uint8Array;
  /** The body as it arrived, uncopied: what the gateway hands on. */
  chunks: readonly Uint8Array[];
  byteLength: number;
  /** The Content-Encoding the body's bytes are still in (only when the request's acceptEncoding was kept). */
  encoding: LiveEncoding | null;
  /** The first bytes of the body, decoded: for error messages and spotting a sign-in page. */
  leading: Uint8Array;
  url: string;
  credentialSent: boolean;
}

export interface BackendFetchOptions {
  totalTimeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
}

export const DEFAULT_TOTAL_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** Maps a UI path (`/api/…`) to the backend URL for the org (reference §1.2 and §1.6). */
export function mapUiPath(target: Pick<BackendTarget, 'baseUrl' | 'prefix'>, uiPath: string): URL {
  const base = new URL(target.baseUrl);
  const [pathPart = '', ...queryParts] = uiPath.split('?');
  const query = queryParts.length ? `?${queryParts.join('?')}` : '';
  if (pathPart !== '/api' && !pathPart.startsWith('/api/')) {
    throw new GatewayFailure(
      'bad-request',
      'Only /api/… paths can be requested from an organisation.',
    );
  }
  for (const segment of pathPart.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw new GatewayFailure('bad-request', 'The request path is not valid URL encoding.');
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) {
      throw new GatewayFailure(
        'bad-request',
        'The request path must not contain ".", ".." or encoded slashes.',
      );
    }
  }
  let route = pathPart.slice('/api'.length); // '' or '/…'
  // Kratos: a console host serves it at /api/.ory; a backend origin at /kratos.
  if (target.prefix === '' && (route === '/.ory' || route.startsWith('/.ory/')))
    route = `/kratos${route.slice('/.ory'.length)}`;
  const basePath = base.pathname.replace(/\/+$/, '');
  const url = new URL(`${base.origin}${basePath}${target.prefix}${route}${query}`);
  if (url.origin !== base.origin)
    throw new GatewayFailure('bad-request', 'The request path leaves the organisation.');
  return url;
}

async function readCapped(response: Response, cap: number, host: string) {
  const declared = declaredLength(response);
  if (declared !== null && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLargeFailure(host, declared, cap);
  }
  const read = await readChunksCapped(response.body as ReadableStream<Uint8Array> | null, cap);
  if (!read) throw tooLargeFailure(host, null, cap);
  return read;
}

/** A backend answer whose body is not read yet (a download streams it to a file). */
export interface OpenedBackendResponse {
  response: Response;
  url: string;
  host: string;
  credentialSent: boolean;
  /** Aborts when the total time is up; a reader of the body maps that to `timeout`. */
  timeout: AbortSignal;
  /** The body may be encoded still (the request's acceptEncoding was sent; see `answerEncoding`). */
  keptEncoding: boolean;
}

/**
 * The headers of one hop: the caller's, never its cookie or Authorization; the credential only
 * when `credentialSent` (the rule that keeps a token at home: the org's own origin and nowhere else).
 */
function hopHeaders(
  request: BackendRequest,
  credentialSent: boolean,
  acceptEncoding: string | null,
): Headers {
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  headers.delete('cookie');
  if (acceptEncoding) headers.set('accept-encoding', acceptEncoding);
  if (credentialSent && request.credential) headers.set('authorization', request.credential);
  return headers;
}

/** A transport's throw in words; a TLS failure with the certificate the server showed. */
async function explainThrown(
  error: unknown,
  url: URL,
  target: BackendTarget,
): Promise<GatewayFailure> {
  const failure = classifyThrown(error, url.host);
  if (failure.kind !== 'tls' || !failure.tls || target.proxy) return failure;
  const details = await inspectCertificate(url, failure.tls.code);
  return new GatewayFailure('tls', describeTlsFailure(url.host, details), {
    tls: details,
    cause: error,
  });
}

/**
 * Sends the request and follows same-origin redirects, up to the answer's headers; the body is
 * left to the caller. fetchBackend reads it under the size cap; a download pipes it to a file.
 */
export async function openBackend(
  transport: BackendTransport,
  target: BackendTarget,
  request: BackendRequest,
  options: BackendFetchOptions = {},
): Promise<OpenedBackendResponse> {
  const orgOrigin = new URL(target.baseUrl).origin;
  let url = mapUiPath(target, request.uiPath);
  const host = url.host;
  let method = (request.method ?? 'GET').toUpperCase();
  let body = request.body;
  const timeout = AbortSignal.timeout(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const maxRedirects = options.maxRedirects ?? 5;
  const acceptEncoding = transport.keepsEncoding
    ? backendAcceptEncoding(request.acceptEncoding)
    : null;

  for (let hop = 0; ; hop += 1) {
    const credentialSent = Boolean(request.credential) && url.origin === orgOrigin;
    const headers = hopHeaders(request, credentialSent, acceptEncoding);
    let response: Response;
    try {
      response = await transport(
        url.href,
        { method, headers, body, signal, keepEncoding: acceptEncoding !== null },
        target,
      );
    } catch (error) {
      if (request.signal?.aborted) throw error; // the caller gave up; nothing to explain
      if (timeout.aborted)
        throw new GatewayFailure(
          'timeout',
          `${host} did not answer within ${Math.round((options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS) / 1000)} s.`,
        );
      throw await explainThrown(error, url, target);
    }
    if (response.type === 'opaqueredirect' || response.status === 0) {
      // A transport that hides the target (browser-style manual redirects): never follow blind.
      throw new GatewayFailure(
        'redirect-refused',
        `${host} redirected to an address the app cannot check; the request was stopped.`,
      );
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => undefined);
      const next = URL.parse(location, url.href);
      if (!next)
        throw new GatewayFailure('redirect-refused', `${host} redirected to an invalid address.`);
      if (next.origin !== orgOrigin) {
        throw new GatewayFailure(
          'redirect-refused',
          `${host} redirected to ${next.host}, another site; the request was stopped. A sign-in proxy in front of the organisation may need you to sign in there.`,
          { status: response.status },
        );
      }
      if (hop >= maxRedirects)
        throw new GatewayFailure('redirect-refused', `${host} redirected too many times.`);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
      }
      url = next;
      continue;
    }
    return {
      response,
      url: url.href,
      host,
      credentialSent,
      timeout,
      keptEncoding: acceptEncoding !== null,
    };
  }
}

/** A failure while the body was read: the caller's abort as is, else timeout or transport. */
export function bodyReadFailure(
  error: unknown,
  opened: Pick<OpenedBackendResponse, 'host' | 'timeout'>,
  callerSignal: AbortSignal | undefined,
): unknown {
  if (error instanceof GatewayFailure) return error;
  if (callerSignal?.aborted) return error;
  if (opened.timeout.aborted)
    return new GatewayFailure('timeout', `${opened.host} took too long to send its answer.`);
  return classifyThrown(error, opened.host);
}

export async function fetchBackend(
  transport: BackendTransport,
  target: BackendTarget,
  request: BackendRequest,
  options: BackendFetchOptions = {},
): Promise<BackendResponse> {
  const opened = await openBackend(transport, target, request, options);
  const { response } = opened;
  const cap = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  try {
    const { chunks, total } = await readCapped(response, cap, opened.host);
    const decoded =
      opened.keptEncoding && total > 0
        ? await measureDecoded(chunks, response.headers, cap, opened.host)
        : null;
    let joined: Uint8Array | null = null;
    return {
      status: response.status,
      headers: response.headers,
      chunks,
      byteLength: total,
      encoding: decoded?.encoding ?? null,
      leading: decoded?.leading ?? leadingBytes(chunks, LEADING_BYTES),
      get body() {
        return (joined ??= joinChunks(chunks, total));
      },
      url: opened.url,
      credentialSent: opened.credentialSent,
    };
  } catch (error) {
    throw bodyReadFailure(error, opened, request.signal);
  }
}

/** True when the caller wants JSON (or did not say), so an HTML page is a sign of interception. */
export function expectsJson(accept: string | null): boolean {
  if (!accept) return true;
  return /json/i.test(accept) && !/text\/html/i.test(accept);
}

/**
 * Turns backend answers the renderer must treat specially into failures: 401 → needs sign-in,
 * 403 → forbidden, HTML where JSON was expected → a login page of an SSO proxy.
 */
export function classifyResponse(
  response: BackendResponse,
  host: string,
  wantsJson: boolean,
): void {
  const text = () => new TextDecoder().decode(response.leading).replace(/\s+/g, ' ').trim();
  if (response.status === 401) {
    throw new GatewayFailure(
      'needs-sign-in',
      `${host} asks you to sign in again${text() ? ` ("${text().slice(0, 120)}")` : ''}.`,
      {
        status: 401,
      },
    );
  }
  if (response.status === 403) {
    throw new GatewayFailure(
      'forbidden',
      `You do not have access to this on ${host}${text() ? ` ("${text().slice(0, 120)}")` : ''}.`,
      {
        status: 403,
      },
    );
  }
  const type = response.headers.get('content-type') ?? '';
  const looksHtml =
    /text\/html|application\/xhtml/i.test(type) || /^\s*<(!doctype html|html)/i.test(text());
  if (wantsJson && looksHtml && response.byteLength > 0) {
    throw new GatewayFailure(
      'html-instead-of-json',
      `${host} answered with a web page instead of data: a sign-in proxy may be in front of it. Sign in again, or check the organisation's address.`,
      { status: response.status },
    );
  }
}
