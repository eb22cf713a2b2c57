// The gateway: `/org/<orgId>/api/…` requests from the renderer (app:// protocol in Electron, the
// browser-mode host in Node) → the org's backend with main-held credentials. The renderer's own
// cookies and Authorization never pass; only an allow-list of headers goes either way, and every
// failure comes back as a typed JSON error marked with GATEWAY_ERROR_HEADER.
import {
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
} from '../../preload/contract/gateway-error.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import {
  classifyResponse,
  expectsJson,
  fetchBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from './backend-fetch.ts';
import { isDownloadRequest, streamDownload } from './gateway-download.ts';
import {
  RESPONSE_CAPS_ENV,
  parseResponseCaps,
  responseCapFor,
  type ResponseCaps,
} from './response-caps.ts';
import { normalisedRoute, routeWithin } from './backend-route.ts';
import { refuseAll, type Confirmer } from '../app/confirm.ts';
import { confirmationFor } from './confirmed-routes.ts';
import { GATEWAY_ANSWER_HEADERS, GatewayFailure, gatewayErrorResponse } from './gateway-error.ts';
import type { Gateway } from './types.ts';
import { createRequestBodyReader } from './request-body.ts';

const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'if-none-match',
  'if-modified-since',
  'x-flanksource-scope',
];
const RESPONSE_HEADERS = [
  'content-type',
  'content-range',
  'content-disposition',
  'content-language',
  'etag',
  'last-modified',
  'date',
  'retry-after',
  'preference-applied',
  'x-rbac-subject',
  'x-rbac-object',
  'x-rbac-action',
];

/**
 * Backend routes (after `/api`) that mint credentials: access tokens (reference §2.3), kubeconfigs
 * (§4.11), agents and their tokens (A3, A4), and the token table itself. Only main's own flows
 * (sign-in, the kubeconfig service) reach them, calling the backend directly; a renderer, even a
 * compromised one, cannot mint a credential through the gateway.
 */
const CREDENTIAL_ROUTES = [
  '/auth/create_token',
  '/kubeconfig',
  '/agent/token',
  '/agent/generate',
  '/db/access_token',
  '/db/access_tokens',
];

export function isCredentialRoute(uiPath: string): boolean {
  const route = normalisedRoute(uiPath);
  return CREDENTIAL_ROUTES.some((denied) => routeWithin(route, denied));
}

/**
 * Only fetch-style requests reach the gateway: `Sec-Fetch-Dest: empty` (set by the browser, not by
 * the page) or the renderer client's own header, which a navigation, frame, image or script load
 * cannot carry. Anything else could render a backend answer as a document of the app's origin.
 */
function isFetchRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest !== null && dest !== 'empty') return false;
  return dest === 'empty' || request.headers.get(GATEWAY_REQUEST_HEADER) === GATEWAY_REQUEST_VALUE;
}

export interface GatewayOptions extends BackendFetchOptions {
  transport: BackendTransport;
  /** Where the org lives; null when the id is unknown. */
  resolveTarget: (orgId: string) => Promise<BackendTarget | null>;
  /**
   * The org's `Authorization` value for a request to `target`, or null when not signed in. May
   * throw KEYCHAIN_UNAVAILABLE, or NEEDS_SIGN_IN for a credential issued for another target.
   */
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  /** A 401 answered a request that carried credentials: mark only this org "needs sign-in". */
  onUnauthorized: (orgId: string) => void;
  /** Where failed requests are reported (method, org, path without its query, what failed). */
  log?: ((message: string) => void) | undefined;
  /**
   * The size cap of each route (response-caps.ts); default: the table's, adjusted by the
   * MCD_RESPONSE_CAPS knob read once here. An explicit `maxResponseBytes` is one cap for all.
   */
  responseCaps?: ResponseCaps | undefined;
  /**
   * Main's confirmation dialog for routes whose answer is credential-equivalent
   * (confirmed-routes.ts); without it those requests are refused.
   */
  confirm?: Confirmer | undefined;
  /** The org's display name, for the confirmation. */
  orgName?: ((orgId: string) => string | undefined) | undefined;
}

function pathAfterOrg(request: Request, orgId: string): string {
  const url = new URL(request.url);
  const marker = `/org/${encodeURIComponent(orgId)}`;
  const path = url.pathname.startsWith(`${marker}/`)
    ? url.pathname.slice(marker.length)
    : url.pathname;
  return `${path}${url.search}`;
}

/** The backend path of a request for the log: no query string (it may carry a filter value). */
function logPath(request: Request, orgId: string): string {
  return pathAfterOrg(request, orgId).split('?')[0] ?? '';
}

/** Refuses what never goes to a backend: a page load, or a route that mints credentials. */
function admitRequest(request: Request, orgId: string, download: boolean): void {
  if (!download && !isFetchRequest(request))
    throw new GatewayFailure(
      'bad-request',
      'Organisation data is answered only to the app itself (fetch requests), never as a page.',
    );
  if (isCredentialRoute(pathAfterOrg(request, orgId)))
    throw new GatewayFailure(
      'forbidden',
      'Tokens, kubeconfigs and agents are created by the app itself (sign-in, Download kubeconfig), not through organisation requests.',
      { status: 403 },
    );
}

/** Only the allow-listed headers of `source`. */
function allowedHeaders(source: Headers, names: readonly string[], into = new Headers()): Headers {
  for (const name of names) {
    const value = source.get(name);
    if (value !== null) into.set(name, value);
  }
  return into;
}

/** The org's credential for `target`; a keychain or sign-in problem as the gateway's failure. */
async function orgCredential(
  options: GatewayOptions,
  orgId: string,
  target: BackendTarget,
): Promise<string | null> {
  try {
    return await options.credential(orgId, target);
  } catch (error) {
    if (error instanceof DesktopError && error.code === 'KEYCHAIN_UNAVAILABLE') {
      throw new GatewayFailure('keychain-unavailable', error.message);
    }
    if (error instanceof DesktopError) throw new GatewayFailure('needs-sign-in', error.message);
    throw error;
  }
}

/**
 * The request to the backend, its body held meanwhile; credential-equivalent answers (an
 * invitation link) wait for the user's yes in main's dialog first.
 */
async function exchange(
  options: GatewayOptions,
  readBody: ReturnType<typeof createRequestBodyReader>,
  call: { orgId: string; request: Request; target: BackendTarget; headers: Headers },
  credential: string | null,
  maxResponseBytes: number,
): ReturnType<typeof fetchBackend> {
  const { orgId, request, target, headers } = call;
  const host = new URL(target.baseUrl).host;
  const uiPath = pathAfterOrg(request, orgId);
  const held = await readBody(request);
  try {
    const confirmation = confirmationFor(
      { uiPath, method: request.method, body: held.body },
      { name: options.orgName?.(orgId) ?? host, host },
    );
    if (confirmation && !(await (options.confirm ?? refuseAll)(confirmation.ask)))
      throw new GatewayFailure('forbidden', confirmation.refused, { status: 403 });
    return await fetchBackend(
      options.transport,
      target,
      {
        uiPath,
        method: request.method,
        headers,
        body: held.body,
        credential,
        signal: request.signal,
        acceptEncoding: request.headers.get('accept-encoding'),
      },
      { ...options, maxResponseBytes },
    );
  } finally {
    held.release();
  }
}

/** The backend's answer as the renderer gets it: allow-listed headers, never cached. */
function rendererAnswer(
  response: Awaited<ReturnType<typeof fetchBackend>>,
  request: Request,
): Response {
  const outHeaders = allowedHeaders(
    response.headers,
    RESPONSE_HEADERS,
    new Headers({ 'cache-control': 'no-store', ...GATEWAY_ANSWER_HEADERS }),
  );
  const nullBody = response.status === 204 || response.status === 304 || request.method === 'HEAD';
  // The answer is whole in memory: its size lets the host choose how to compress it, unless the
  // backend did (encoded-body.ts): those bytes go on as they are.
  if (!nullBody) outHeaders.set('content-length', String(response.byteLength));
  if (!nullBody && response.encoding) {
    outHeaders.set('content-encoding', response.encoding);
    outHeaders.set('vary', 'accept-encoding');
  }
  return new Response(nullBody ? null : chunkStream(response.chunks), {
    status: response.status,
    headers: outHeaders,
  });
}

/**
 * Chunks already read, as a body that hands them on as they are: a Response built from bytes
 * copies them first (9 MB for a large health summary, and as much garbage to collect).
 */
function chunkStream(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/** Any failure as a typed JSON error (499 for a request the page gave up on), logged. */
function failureAnswer(
  options: GatewayOptions,
  orgId: string,
  request: Request,
  error: unknown,
): Response {
  if (request.signal.aborted && !(error instanceof GatewayFailure))
    return new Response(null, { status: 499 });
  const failure =
    error instanceof GatewayFailure
      ? error
      : new GatewayFailure(
          'unreachable',
          `The request could not be made: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`,
        );
  options.log?.(
    `gateway ${request.method} ${orgId} ${logPath(request, orgId)} failed: ${failure.kind}: ${failure.message}`,
  );
  return gatewayErrorResponse(orgId, failure);
}

export function createGateway(options: GatewayOptions): Gateway {
  const caps = options.responseCaps ?? parseResponseCaps(process.env[RESPONSE_CAPS_ENV]);
  const capOf = (uiPath: string) => responseCapFor(uiPath, caps).maxBytes;
  const readBody = createRequestBodyReader();
  return async (orgId, request) => {
    // A download is asked for by main itself (the host's download route, Electron's save to
    // file): a navigation, answered as an attachment without the size cap, never rendered.
    const download = isDownloadRequest(request);
    try {
      admitRequest(request, orgId, download);
      const target = await options.resolveTarget(orgId);
      if (!target)
        throw new GatewayFailure(
          'unknown-org',
          `There is no organisation "${orgId.slice(0, 64)}".`,
        );
      const headers = allowedHeaders(request.headers, REQUEST_HEADERS);
      const credential = await orgCredential(options, orgId, target);
      const host = new URL(target.baseUrl).host;
      if (download) {
        if (request.method !== 'GET')
          throw new GatewayFailure('bad-request', 'Only reads can be saved to a file.');
        return await streamDownload(options, target, {
          orgId,
          uiPath: pathAfterOrg(request, orgId),
          headers,
          credential,
          signal: request.signal,
        });
      }
      const response = await exchange(
        options,
        readBody,
        { orgId, request, target, headers },
        credential,
        options.maxResponseBytes ?? capOf(pathAfterOrg(request, orgId)),
      );
      try {
        classifyResponse(response, host, expectsJson(request.headers.get('accept')));
      } catch (failure) {
        if (
          failure instanceof GatewayFailure &&
          failure.kind === 'needs-sign-in' &&
          response.credentialSent
        )
          options.onUnauthorized(orgId);
        throw failure;
      }
      if (response.status >= 500)
        options.log?.(
          `gateway ${request.method} ${orgId} ${logPath(request, orgId)} answered ${response.status}`,
        );
      return rendererAnswer(response, request);
    } catch (error) {
      return failureAnswer(options, orgId, request, error);
    }
  };
}
