// Main's own calls that mint a credential (registering an agent, reference A3; creating an access
// token, spec 5-access §2.6): made with the org's credential straight to the backend after main's
// confirmation. The gateway refuses these routes to pages (gateway.ts); the window gets the
// call's answer only, to show the secret once. Neither is logged.
import { DesktopError } from '../../preload/contract/result.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendTarget,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure } from '../gateway/gateway-error.ts';

export interface MintingOptions {
  target: (orgId: string) => Promise<BackendTarget>;
  /** The org's `Authorization` value, for a request to `target` (refused for any other). */
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  onUnauthorized: (orgId: string) => void;
  transport: BackendTransport;
  fetchOptions?: BackendFetchOptions | undefined;
}

export function serverMessage(body: Uint8Array): string | null {
  const text = new TextDecoder().decode(body.subarray(0, 2000)).trim();
  try {
    const record = JSON.parse(text) as { error?: unknown; message?: unknown };
    const message = [record.error, record.message].find((v) => typeof v === 'string' && v !== '');
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON
  }
  return text && !text.startsWith('<') ? text.slice(0, 300) : null;
}

/**
 * POSTs `body` to `uiPath` once the org is signed in and the user confirmed; the answer's JSON
 * (null when it is not JSON) and the backend's host. Failures are DesktopErrors: NEEDS_SIGN_IN,
 * FORBIDDEN, or `failure` with the server's message.
 */
export async function mintingCall(
  options: MintingOptions,
  call: {
    orgId: string;
    /** What the sign-in request names: 'registering an agent'. */
    doing: string;
    /** The error code of a refused or failed call: 'AGENT_NOT_CREATED'. */
    failure: string;
    /** The text of a 403 without a server message (else the HTTP status). */
    forbidden?: (host: string) => string;
    uiPath: string;
    body: unknown;
    /** Main's confirmation; throws NOT_CONFIRMED when the user declines. */
    confirm: () => Promise<void>;
  },
): Promise<{ host: string; answer: unknown }> {
  const { orgId } = call;
  const target = await options.target(orgId);
  const host = new URL(target.baseUrl).host;
  const credential = await options.credential(orgId, target);
  if (!credential)
    throw new DesktopError('NEEDS_SIGN_IN', `Sign in to ${host} before ${call.doing}.`);
  await call.confirm();
  let response;
  try {
    response = await fetchBackend(
      options.transport,
      target,
      {
        uiPath: call.uiPath,
        method: 'POST',
        headers: new Headers({ accept: 'application/json', 'content-type': 'application/json' }),
        body: new TextEncoder().encode(JSON.stringify(call.body)),
        credential,
      },
      { ...options.fetchOptions, maxResponseBytes: 1024 * 1024 },
    );
  } catch (error) {
    if (error instanceof GatewayFailure) throw new DesktopError(call.failure, error.message);
    throw error;
  }
  if (response.status === 401) {
    if (response.credentialSent) options.onUnauthorized(orgId);
    throw new DesktopError('NEEDS_SIGN_IN', `${host} asks you to sign in again.`);
  }
  if (response.status < 200 || response.status >= 300) {
    const forbidden = response.status === 403;
    throw new DesktopError(
      forbidden ? 'FORBIDDEN' : call.failure,
      serverMessage(response.body) ??
        (forbidden && call.forbidden
          ? call.forbidden(host)
          : `${host} answered HTTP ${response.status}.`),
    );
  }
  let answer: unknown = null;
  try {
    answer = JSON.parse(new TextDecoder().decode(response.body));
  } catch {
    // not JSON: the caller reports the missing answer
  }
  return { host, answer };
}
