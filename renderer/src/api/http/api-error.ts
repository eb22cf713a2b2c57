// The one error type of the data layer. Carries enough context to render a specific message:
// the status, the backend's own code, the URL, and — when the desktop gateway made the answer up
// itself (offline, TLS, sign-in needed…) — the gateway's error kind.
import type { TooLargeSize } from '../../../../preload/contract/gateway-error.ts';
import type { GatewayErrorKind, TlsDetails } from '../../../../preload/contract/orgs.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly url: string;
  /** Set when the desktop gateway, not the backend, produced the failure. */
  readonly gatewayKind: GatewayErrorKind | null;
  readonly details: string | null;
  readonly hint: string | null;
  readonly tls: TlsDetails | null;
  /** `too-large` only: the answer's size (null when unknown) and the cap it went over. */
  readonly size: TooLargeSize | null;
  /** What the server's `Retry-After` asked to wait (429 and 503 only), uncapped; null without one. */
  readonly retryAfterMs: number | null;
  /** When the answer arrived (epoch ms): with `retryAfterMs`, when a retry may come. */
  readonly receivedAt: number;

  constructor(init: {
    status: number;
    message: string;
    url: string;
    code?: string | null;
    gatewayKind?: GatewayErrorKind | null;
    details?: string | null;
    hint?: string | null;
    tls?: TlsDetails | null;
    size?: TooLargeSize | null;
    retryAfterMs?: number | null;
    receivedAt?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.url = init.url;
    this.code = init.code ?? null;
    this.gatewayKind = init.gatewayKind ?? null;
    this.details = init.details ?? null;
    this.hint = init.hint ?? null;
    this.tls = init.tls ?? null;
    this.size = init.size ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.receivedAt = init.receivedAt ?? Date.now();
  }

  /** The backend cannot be reached at all: screens keep cached data and show the offline banner. */
  get isNetwork(): boolean {
    return (
      this.gatewayKind === 'offline' ||
      this.gatewayKind === 'unreachable' ||
      this.gatewayKind === 'timeout'
    );
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.gatewayKind === 'needs-sign-in';
  }

  /** The answer was above the size the gateway hands the renderer for its route. */
  get isTooLarge(): boolean {
    return this.gatewayKind === 'too-large';
  }

  get isForbidden(): boolean {
    return this.status === 403 || this.gatewayKind === 'forbidden';
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
