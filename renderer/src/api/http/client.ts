// The one transport of the renderer's data layer: relative URLs under `/org/<orgId>`, handed by
// the app origin to the main-process gateway, which adds credentials (the renderer never holds a
// token). Non-2xx answers become an ApiError; it never toasts and never resolves on failure.
import {
  GATEWAY_ERROR_HEADER,
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
  GatewayErrorSchema,
} from '../../../../preload/contract/gateway-error.ts';
import { orgPath } from '../../../../preload/contract/gateway-request.ts';
import { takeEarlyRead } from '../../lib/early-fetch.ts';
import { ApiError } from './api-error.ts';
import { noteServerDate } from './clock-skew.ts';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-policy.ts';
import { scopeHeaderFor } from './scope-impersonation.ts';
import { waitWhileHeld } from './sign-in-hold.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Query parameters; arrays repeat the key. Undefined values are skipped. */
  query?:
    Record<string, string | number | boolean | readonly string[] | undefined> | URLSearchParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** How to read a 2xx body (default: JSON, or null for an empty body). */
  as?: 'json' | 'text' | 'response';
}

export function orgUrl(orgId: string, path: string, query?: RequestOptions['query']): string {
  let search = '';
  if (query instanceof URLSearchParams) search = query.toString();
  else if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value))
        for (const item of value as readonly string[]) params.append(key, item);
      else params.append(key, String(value));
    }
    search = params.toString();
  }
  return orgPath(orgId, `${path}${search ? `?${search}` : ''}`);
}

function firstString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/** Turns a failed response into an ApiError: gateway JSON, then `error`, `message`, PostgREST fields, then text. */
export async function toApiError(response: Response, url: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (response.headers.get(GATEWAY_ERROR_HEADER)) {
    const parsed = GatewayErrorSchema.safeParse(body);
    if (parsed.success) {
      return new ApiError({
        status: response.status,
        url,
        message: parsed.data.message,
        gatewayKind: parsed.data.kind,
        tls: parsed.data.tls,
        size: parsed.data.size ?? null,
      });
    }
  }
  const receivedAt = Date.now();
  // Only a busy or overloaded server's wait counts; the gateway's own answers carry none.
  const retryAfterMs =
    response.status === 429 || response.status === 503
      ? parseRetryAfter(response.headers.get('retry-after'), receivedAt)
      : null;
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message =
    firstString(record.error, record.message, record.msg) ??
    (text && !text.trimStart().startsWith('<') ? text.slice(0, 500) : null) ??
    `Request failed with status ${response.status}`;
  return new ApiError({
    status: response.status,
    url,
    message,
    code: firstString(record.code),
    details: firstString(record.details),
    hint: firstString(record.hint),
    retryAfterMs,
    receivedAt,
  });
}

/**
 * Organisations whose server asked to be left alone (a 429 or 503 with `Retry-After`), until when
 * (epoch ms). Every read of that organisation waits until then — the other screens' queries and
 * the auto-refresh polling too, not only the query that was told — while writes the user asked
 * for go at once, and other organisations are not held back.
 */
const busyUntil = new Map<string, number>();

/** A promise to wait for while the server asked to, or null when it need not wait. */
function waitWhileBusy(orgId: string, signal: AbortSignal | undefined): Promise<void> | null {
  const until = busyUntil.get(orgId);
  const wait = until === undefined ? 0 : until - Date.now();
  if (wait <= 0) {
    busyUntil.delete(orgId);
    return null;
  }
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, wait);
    const stop = () => {
      clearTimeout(timer);
      reject(
        signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

/** `promise`, or the signal's reason once it aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export async function request<T>(
  orgId: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  // Awaited only when there is something to wait for: a request with nothing in its way reaches
  // fetch() in the caller's own task. An `await` of a settled promise would yield first, and a
  // query started as a page renders (a prefetch, say) would leave only after the render React
  // flushes in the microtask the query's state change queued (60-90 ms on a busy machine).
  if (method === 'GET') {
    const busy = waitWhileBusy(orgId, options.signal);
    if (busy) await busy;
    const held = waitWhileHeld(orgId, options.signal);
    if (held) await held;
  }
  const url = orgUrl(orgId, path, options.query);
  const headers: Record<string, string> = {
    accept: 'application/json',
    // While the organisation is impersonating scopes, every request says which (spec 5-access §2.3).
    ...scopeHeaderFor(orgId),
    ...options.headers,
    // The gateway answers only fetch-style requests (electron/gateway/gateway.ts).
    [GATEWAY_REQUEST_HEADER]: GATEWAY_REQUEST_VALUE,
  };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === 'string') body = options.body;
    else {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  // The opening screen's read may have left at start-up already (lib/early-fetch.ts).
  const early =
    method === 'GET' && body === undefined
      ? takeEarlyRead(url, headers, options.signal)
      : undefined;
  const response =
    (early && (await unlessAborted(early, options.signal))) ??
    (await fetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    }));
  // The gateway's own answers carry this computer's time; only the server's say how far off it is.
  if (!response.headers.get(GATEWAY_ERROR_HEADER))
    noteServerDate(orgId, response.headers.get('date'));
  if (!response.ok) {
    const error = await toApiError(response, url);
    if (error.retryAfterMs !== null && error.retryAfterMs > 0) {
      const until = error.receivedAt + Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
      busyUntil.set(orgId, Math.max(busyUntil.get(orgId) ?? 0, until));
    }
    throw error;
  }
  if (options.as === 'response') return response as T;
  const text = await response.text();
  if (options.as === 'text') return text as T;
  if (text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      url,
      message: 'The server answered with something that is not JSON.',
    });
  }
}
