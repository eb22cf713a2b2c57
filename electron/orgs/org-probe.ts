// Detects what an address points at (reference §1.6): a console host answers Mission Control's
// `/about` under `/api`, a backend origin at its root. Unauthenticated probes often get a 401
// instead of JSON, which still tells us where the backend is: a console host serves its own web
// page at `/about`, while a backend origin answers 401 on both paths. Only Mission Control's own
// answers count: its `/about` shape, its 401 texts; any other JSON or refusal is not a backend.
import { checkOrgUrl } from '../../preload/contract/org-url.ts';
import type { ApiPrefix, ProbeResult } from '../../preload/contract/orgs.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendResponse,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure, gatewayErrorBody } from '../gateway/gateway-error.ts';

type Answer =
  | { kind: 'about'; version: string | null }
  | { kind: 'auth' }
  | { kind: 'html' }
  | { kind: 'other' };

/**
 * Mission Control's own refusals (reference §2: Kratos, Clerk and Basic modes): a plain-text
 * reason, or Basic mode's JSON `{"error": …}`. Any other 401/403 (a load balancer's, another
 * product's) does not say a Mission Control backend is there.
 */
const REFUSAL_TEXT =
  /^(Authorization Error|Session Expired|access token has expired|Unauthorized)\b/;

function isRefusal(response: BackendResponse, text: string): boolean {
  if (/^Bearer\b.*resource_metadata=/i.test(response.headers.get('www-authenticate') ?? ''))
    return true;
  if (REFUSAL_TEXT.test(text.trim())) return true;
  return typeof jsonObject(text)?.error === 'string';
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function read(response: BackendResponse): Answer {
  const type = response.headers.get('content-type') ?? '';
  const text = new TextDecoder().decode(response.body.subarray(0, 64 * 1024));
  if (/text\/html/i.test(type) || /^\s*<(!doctype|html)/i.test(text)) return { kind: 'html' };
  if (response.status === 401 || response.status === 403)
    return isRefusal(response, text) ? { kind: 'auth' } : { kind: 'other' };
  if (response.status !== 200) return { kind: 'other' };
  // Mission Control's `/about`: `{"appVersion": …, "chartVersion": …}` (reference U12), or the
  // `{"Version": …}` of its canary-checker-style answer (H12, which the console reads first); any
  // other JSON object is some other service.
  const about = jsonObject(text);
  const version = [about?.chartVersion, about?.appVersion, about?.Version].find(
    (v) => typeof v === 'string',
  );
  if (typeof version !== 'string') return { kind: 'other' };
  return { kind: 'about', version: version === '' ? null : version };
}

export async function probeOrg(
  transport: BackendTransport,
  input: { url: string; caBundle?: string | null | undefined; proxy?: string | null | undefined },
  options: BackendFetchOptions = { totalTimeoutMs: 15_000, maxResponseBytes: 1024 * 1024 },
): Promise<ProbeResult> {
  const checked = checkOrgUrl(input.url);
  if (!checked.ok) return { ok: false, reason: checked.reason, error: null };
  const ask = async (prefix: ApiPrefix): Promise<Answer> => {
    const target = {
      orgId: 'probe',
      baseUrl: checked.url,
      prefix,
      caBundle: input.caBundle ?? null,
      proxy: input.proxy ?? null,
    };
    const headers = new Headers({ accept: 'application/json' });
    return read(
      await fetchBackend(
        transport,
        target,
        { uiPath: '/api/about', headers, credential: null },
        options,
      ),
    );
  };
  let api: Answer;
  let root: Answer;
  try {
    api = await ask('/api');
    root = api.kind === 'about' ? { kind: 'other' } : await ask('');
  } catch (error) {
    if (error instanceof GatewayFailure) {
      return { ok: false, reason: error.message, error: gatewayErrorBody('probe', error) };
    }
    throw error;
  }
  const found = (
    prefix: ApiPrefix | null,
    version: string | null,
    authRequired: boolean,
  ): ProbeResult => ({
    ok: true,
    url: checked.url,
    host: checked.host,
    idn: checked.idn,
    prefix,
    version,
    authRequired,
  });
  if (api.kind === 'about') return found('/api', api.version, false);
  if (root.kind === 'about') return found('', root.version, false);
  if (api.kind === 'auth' && root.kind !== 'auth') return found('/api', null, true);
  if (root.kind === 'auth') return found('', null, true);
  return found(null, null, false);
}
