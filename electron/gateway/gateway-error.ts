// Typed gateway failures: what went wrong between main and an organisation's backend, in words the
// renderer can show. Thrown network errors (undici's `fetch failed` with a `cause.code`, Electron
// net.fetch's `net::ERR_*` messages) are classified here, and every failure becomes a JSON
// response marked with GATEWAY_ERROR_HEADER so it can never be mistaken for a backend answer.
import {
  GATEWAY_ERROR_HEADER,
  type GatewayError,
  type GatewayErrorKind,
  type TlsDetails,
} from '../../preload/contract/orgs.ts';
import type { TooLargeSize } from '../../preload/contract/gateway-error.ts';

export class GatewayFailure extends Error {
  readonly kind: GatewayErrorKind;
  readonly status: number | null;
  readonly tls: TlsDetails | null;
  /** `too-large` only: the answer's size when declared (null when streamed past the cap), and the cap. */
  readonly size: TooLargeSize | null;
  constructor(
    kind: GatewayErrorKind,
    message: string,
    extra: {
      status?: number | null;
      tls?: TlsDetails | null;
      size?: TooLargeSize | null;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'GatewayFailure';
    this.kind = kind;
    this.status = extra.status ?? null;
    this.tls = extra.tls ?? null;
    this.size = extra.size ?? null;
  }
}

/**
 * On every gateway answer, the backend's and its own: never a document with scripts (CSP with
 * `sandbox`), never sniffed into HTML or script, never loadable by another origin.
 */
export const GATEWAY_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

const httpStatusOf: Record<GatewayErrorKind, number> = {
  offline: 503,
  unreachable: 502,
  timeout: 504,
  tls: 502,
  'needs-sign-in': 401,
  forbidden: 403,
  'html-instead-of-json': 502,
  'too-large': 502,
  'redirect-refused': 502,
  'bad-request': 400,
  'unknown-org': 404,
  'keychain-unavailable': 503,
};

export function gatewayErrorBody(orgId: string, failure: GatewayFailure): GatewayError {
  return {
    kind: failure.kind,
    message: failure.message,
    orgId,
    status: failure.status,
    tls: failure.tls,
    ...(failure.size ? { size: failure.size } : {}),
  };
}

export function gatewayErrorResponse(orgId: string, failure: GatewayFailure): Response {
  return new Response(JSON.stringify(gatewayErrorBody(orgId, failure)), {
    status: httpStatusOf[failure.kind],
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...GATEWAY_ANSWER_HEADERS,
      [GATEWAY_ERROR_HEADER]: failure.kind,
    },
  });
}

const OFFLINE = [
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'ERR_INTERNET_DISCONNECTED',
  'ERR_NAME_NOT_RESOLVED',
  'ERR_NETWORK_CHANGED',
  'ERR_NAME_RESOLUTION_FAILED',
];
const UNREACHABLE = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ERR_CONNECTION_REFUSED',
  'ERR_CONNECTION_RESET',
  'ERR_CONNECTION_CLOSED',
  'ERR_ADDRESS_UNREACHABLE',
  'ERR_EMPTY_RESPONSE',
  'ERR_PROXY_CONNECTION_FAILED',
];
const TIMEOUT = [
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  'ERR_TIMED_OUT',
  'ERR_CONNECTION_TIMED_OUT',
];
const TLS_CODES = [
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'EPROTO',
];

/** Every `code` and `net::ERR_*` token along an error's cause chain. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (typeof current === 'object') {
      const record = current as {
        code?: unknown;
        name?: unknown;
        message?: unknown;
        cause?: unknown;
      };
      if (typeof record.code === 'string') codes.push(record.code);
      if (
        typeof record.name === 'string' &&
        (record.name === 'TimeoutError' || record.name === 'AbortError')
      )
        codes.push(record.name);
      if (typeof record.message === 'string') {
        for (const match of record.message.matchAll(/net::(ERR_[A-Z_]+)/g))
          if (match[1]) codes.push(match[1]);
      }
      current = record.cause;
    } else break;
  }
  return codes;
}

export function isTlsCode(code: string): boolean {
  return (
    TLS_CODES.includes(code) ||
    code.startsWith('ERR_CERT_') ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_TLS_')
  );
}

/** Classifies a thrown transport error; `tls` details are added by the caller (it knows the host). */
export function classifyThrown(error: unknown, host: string): GatewayFailure {
  if (error instanceof GatewayFailure) return error;
  const codes = errorCodes(error);
  const has = (list: string[]) => codes.find((code) => list.includes(code));
  const tls = codes.find(isTlsCode);
  if (tls) {
    return new GatewayFailure('tls', `The secure connection to ${host} failed (${tls}).`, {
      tls: { code: tls, issuer: null, subject: null, fingerprint256: null, validTo: null },
      cause: error,
    });
  }
  const timeout = has(TIMEOUT) ?? codes.find((code) => code === 'TimeoutError');
  if (timeout) {
    const what =
      timeout === 'UND_ERR_CONNECT_TIMEOUT'
        ? 'could not be connected to in time'
        : 'did not answer in time';
    return new GatewayFailure('timeout', `${host} ${what}.`, { cause: error });
  }
  const offline = has(OFFLINE);
  if (offline) {
    return new GatewayFailure(
      'offline',
      `${host} cannot be found (${offline}): you may be offline or off the VPN.`,
      { cause: error },
    );
  }
  const unreachable = has(UNREACHABLE);
  if (unreachable) {
    return new GatewayFailure(
      'unreachable',
      `${host} is not answering (${unreachable}): the backend may be down.`,
      { cause: error },
    );
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new GatewayFailure(
    'unreachable',
    `The request to ${host} failed: ${detail.slice(0, 200)}`,
    { cause: error },
  );
}

/** "12.3 MB", "512 KB", "900 bytes": a size in the words of an error message. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/**
 * The failure for an answer over its cap. `bytes` is the declared length when the server sent
 * one; a streamed answer is cut off at the cap, so its whole size is not known (null).
 */
export function tooLargeFailure(host: string, bytes: number | null, cap: number): GatewayFailure {
  const size =
    bytes === null
      ? `larger than the ${describeBytes(cap)}`
      : `${describeBytes(bytes)}, above the ${describeBytes(cap)}`;
  return new GatewayFailure(
    'too-large',
    `The answer from ${host} is ${size} the app shows for it; it was not loaded.`,
    { size: { bytes, capBytes: cap } },
  );
}
