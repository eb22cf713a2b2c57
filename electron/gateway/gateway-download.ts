// "Save to file" of a read whose answer is above what the renderer may receive (response-caps.ts):
// the same backend request, with the org's credential added here in main, answered as a stream
// that nobody buffers. Browser mode pipes it to the browser as an attachment (the host's download
// route); Electron pipes it to the file the user chose (save-response-to-file.ts).
import { GATEWAY_ERROR_HEADER } from '../../preload/contract/gateway-error.ts';
import {
  bodyReadFailure,
  openBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from './backend-fetch.ts';
import { GATEWAY_ANSWER_HEADERS, GatewayFailure } from './gateway-error.ts';

/**
 * Requests main itself built for a download (the host's download route, Electron's save to
 * file). The mark is the object's identity inside main, so nothing a page sends can carry it,
 * and any wrapper that hands the same Request on keeps it.
 */
const downloads = new WeakSet<Request>();

/** A GET of `url` (`…/org/<orgId>/api/…`) that the gateway answers in download mode. */
export function downloadRequest(
  url: string | URL,
  headers?: Headers | Record<string, string>,
): Request {
  const request = new Request(url, { headers });
  downloads.add(request);
  return request;
}

export function isDownloadRequest(request: Request): boolean {
  return downloads.has(request);
}

/** A download may take its time (hundreds of MB over a VPN); a stalled one still ends. */
export const DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

/** What a download accepts: the JSON the screen asked for, or whatever the route answers. */
export const DOWNLOAD_ACCEPT = 'application/json, */*;q=0.5';

export interface DownloadRequest {
  orgId: string;
  uiPath: string;
  headers: Headers;
  credential: string | null;
  signal?: AbortSignal | undefined;
}

/** Answers a download: the backend's body as a stream, or a failure thrown as GatewayFailure. */
export async function streamDownload(
  options: BackendFetchOptions & {
    transport: BackendTransport;
    onUnauthorized: (orgId: string) => void;
  },
  target: BackendTarget,
  request: DownloadRequest,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('accept', DOWNLOAD_ACCEPT);
  // Ranges and conditional requests would save part of the document, or nothing.
  for (const name of ['range', 'range-unit', 'if-none-match', 'if-modified-since'])
    headers.delete(name);
  const opened = await openBackend(
    options.transport,
    target,
    {
      uiPath: request.uiPath,
      method: 'GET',
      headers,
      credential: request.credential,
      signal: request.signal,
    },
    // Not the gateway's total timeout (a minute): a large file over a slow link takes longer.
    { ...options, totalTimeoutMs: DOWNLOAD_TIMEOUT_MS },
  );
  const { response, host } = opened;
  if (response.status < 200 || response.status >= 300) {
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 401) {
      if (opened.credentialSent) options.onUnauthorized(request.orgId);
      throw new GatewayFailure('needs-sign-in', `${host} asks you to sign in again.`, {
        status: 401,
      });
    }
    if (response.status === 403)
      throw new GatewayFailure('forbidden', `You do not have access to this on ${host}.`, {
        status: 403,
      });
    throw new GatewayFailure(
      'unreachable',
      `${host} answered HTTP ${response.status}; nothing was saved.`,
      { status: response.status },
    );
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (/text\/html|application\/xhtml/i.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new GatewayFailure(
      'html-instead-of-json',
      `${host} answered with a web page instead of data: a sign-in proxy may be in front of it.`,
      { status: response.status },
    );
  }
  const out = new Headers({
    'content-type': type,
    'content-disposition': 'attachment',
    'cache-control': 'no-store',
    ...GATEWAY_ANSWER_HEADERS,
    // Still never a document with scripts, but a sandbox without `allow-downloads` would make the
    // browser cancel the very download this answer is.
    'content-security-policy': "default-src 'none'; sandbox allow-downloads",
  });
  // A compressed answer's length is of its compressed bytes, and the transport decodes them.
  const length = response.headers.get('content-length');
  const decoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  if (length !== null && /^\d+$/.test(length) && !decoded) out.set('content-length', length);
  // A transfer that breaks off mid-way errors the stream (so no file is kept), classified.
  const body = response.body
    ? withClassifiedErrors(response.body, (error) => bodyReadFailure(error, opened, request.signal))
    : null;
  return new Response(body, { status: 200, headers: out });
}

/** Re-throws a stream's read errors through `classify` (timeout, network failure). */
function withClassifiedErrors(
  source: ReadableStream<Uint8Array>,
  classify: (error: unknown) => unknown,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(classify(error));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** True when a response is one of the gateway's own error answers, not the backend's data. */
export function isGatewayError(response: Response): boolean {
  return response.headers.get(GATEWAY_ERROR_HEADER) !== null;
}
