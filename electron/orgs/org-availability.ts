// Is an organisation still there (reliability row 41)? "Unavailable" means its address still
// answers, but no longer as that Mission Control — its `/health` and `/about` give 404, or a web
// page answers where Mission Control's JSON was expected — or its host name no longer resolves
// (ENOTFOUND: the DNS name was deleted). That is different from "unreachable" (refused, reset,
// timed out, 5xx): a backend that is down for a while, which keeps the offline behaviour.
//
// One odd answer (an ingress reloading, a deploy's 404 window) decides nothing: an org is marked
// unavailable after CONFIRMATIONS such observations in a row, the second taken a moment after the
// first, and any answer from Mission Control clears the mark. Checked on every sign-in check
// (`auth:status`), so the window's Retry checks again. While marked, the gateway answers the org's
// requests with an "unreachable" failure without contacting the address: the console stays on its
// cached data, read-only, instead of asking a server that is no longer the org's.
import type { AuthStatus, OrgUnavailable, UserSummary } from '../../preload/contract/auth.ts';
import { callBackend } from '../auth/backend-calls.ts';
import type {
  BackendFetchOptions,
  BackendTarget,
  BackendTransport,
} from '../gateway/backend-fetch.ts';
import { GatewayFailure, errorCodes } from '../gateway/gateway-error.ts';

/** What one look at the org's address says. */
export type Observation =
  /** Mission Control answered (its health, its about, or its own sign-in refusal). */
  | { kind: 'present' }
  /** Something answers that is not Mission Control, or the name does not resolve. */
  | { kind: 'gone'; reason: string }
  /** Refused, timed out, 5xx, a sign-in proxy: says nothing about the org being gone. */
  | { kind: 'inconclusive'; reason: string };

/** One marker's answer: the HTTP answer, or the failure that stopped it. */
export type MarkerAnswer =
  { status: number; contentType: string; text: string } | { failure: GatewayFailure };

export const CONFIRMATIONS = 2;
export const CONFIRM_DELAY_MS = 1000;

const looksHtml = (answer: { contentType: string; text: string }) =>
  /text\/html|application\/xhtml/i.test(answer.contentType) ||
  /^\s*<(!doctype|html)/i.test(answer.text);

const SIGN_IN_PAGE = /sign[\s-]?in|log[\s-]?in|password|single sign-on|\bsso\b|oauth|saml/i;

const isJsonObject = (text: string): boolean => {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** The failure's words when a host name no longer resolves; null for any other failure. */
export function notResolvedReason(failure: GatewayFailure): string | null {
  const codes = errorCodes(failure.cause);
  // EAI_AGAIN is a DNS server that did not answer (transient); ENOTFOUND is NXDOMAIN.
  if (codes.includes('ENOTFOUND') || codes.includes('ERR_NAME_NOT_RESOLVED'))
    return 'its host name no longer resolves (ENOTFOUND)';
  return null;
}

/**
 * Classifies the answers of Mission Control's markers: `<prefix>/health` (plain `OK`, no sign-in
 * needed) and `<prefix>/about` (JSON, or a JSON 401 without a session).
 */
export function classifyMarkers(health: MarkerAnswer, about: MarkerAnswer): Observation {
  const answers = [health, about];
  for (const answer of answers) {
    if (!('failure' in answer)) continue;
    const notResolved = notResolvedReason(answer.failure);
    if (notResolved) return { kind: 'gone', reason: notResolved };
    return { kind: 'inconclusive', reason: answer.failure.message };
  }
  const [h, a] = answers as { status: number; contentType: string; text: string }[];
  if (!h || !a) return { kind: 'inconclusive', reason: 'no answer' };
  if (h.status === 200 && !looksHtml(h) && h.text.trim().toUpperCase() === 'OK')
    return { kind: 'present' };
  if (a.status === 200 && !looksHtml(a) && isJsonObject(a.text)) return { kind: 'present' };
  if ((a.status === 401 || a.status === 403) && !looksHtml(a)) return { kind: 'present' };
  // A sign-in proxy in front of the org (401/403/407 pages) and servers in trouble (5xx) say
  // nothing about the org itself.
  const statuses = [h.status, a.status];
  if (statuses.some((s) => s >= 500 || s === 401 || s === 403 || s === 407))
    return { kind: 'inconclusive', reason: `HTTP ${statuses.join(' / ')}` };
  // A sign-in page served with 200 (an SSO proxy whose session ran out) is not a gone org.
  if ([h, a].some((x) => x.status < 300 && looksHtml(x) && SIGN_IN_PAGE.test(x.text)))
    return { kind: 'inconclusive', reason: 'a sign-in page answers' };
  if (looksHtml(a) || looksHtml(h)) {
    const status = looksHtml(a) ? a.status : h.status;
    return {
      kind: 'gone',
      reason: `a web page answers where Mission Control's API was expected (HTTP ${status})`,
    };
  }
  if (statuses.every((s) => s === 404 || s === 410))
    return {
      kind: 'gone',
      reason: `Mission Control's endpoints answer HTTP ${a.status}`,
    };
  return {
    kind: 'inconclusive',
    reason: `HTTP ${statuses.join(' / ')}`,
  };
}

/** One look at the org's address: its two markers, without credentials. */
export async function observeOrg(
  transport: BackendTransport,
  target: BackendTarget,
  options: BackendFetchOptions = { totalTimeoutMs: 10_000, maxResponseBytes: 256 * 1024 },
): Promise<Observation> {
  const ask = async (uiPath: string): Promise<MarkerAnswer> => {
    try {
      const response = await callBackend({ transport, options }, target, uiPath, null);
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: new TextDecoder().decode(response.body.subarray(0, 64 * 1024)),
      };
    } catch (error) {
      if (error instanceof GatewayFailure) return { failure: error };
      throw error;
    }
  };
  const health = await ask('/api/health');
  // A name that does not resolve needs no second request.
  if ('failure' in health) return classifyMarkers(health, health);
  return classifyMarkers(health, await ask('/api/about'));
}

export interface OrgAvailabilityOptions {
  /** Looks at the org's address once (default: observeOrg over the transport). */
  observe: (target: BackendTarget) => Promise<Observation>;
  delay?: (ms: number) => Promise<void>;
  now?: () => Date;
  confirmDelayMs?: number;
}

export interface OrgAvailability {
  /** The org's mark, or null while it is available (or not known to be gone). */
  get(orgId: string): OrgUnavailable | null;
  /**
   * Looks again (until confirmed or contradicted) and returns the mark. Concurrent checks of one
   * org share one look.
   */
  check(target: BackendTarget): Promise<OrgUnavailable | null>;
  /** The check of this org under way, if any. */
  pending(orgId: string): Promise<OrgUnavailable | null> | null;
  forget(orgId: string): void;
}

export function createOrgAvailability(options: OrgAvailabilityOptions): OrgAvailability {
  const delay =
    options.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const confirmDelayMs = options.confirmDelayMs ?? CONFIRM_DELAY_MS;
  const marks = new Map<string, OrgUnavailable>();
  const running = new Map<string, Promise<OrgUnavailable | null>>();

  async function run(target: BackendTarget): Promise<OrgUnavailable | null> {
    let streak = 0;
    let reason = '';
    while (streak < CONFIRMATIONS) {
      if (streak > 0) await delay(confirmDelayMs);
      const seen = await options.observe(target);
      if (seen.kind !== 'gone') {
        // Mission Control answered, or the address does not answer at all: not (or no longer)
        // "unavailable"; whatever else is wrong, the sign-in check says.
        marks.delete(target.orgId);
        return null;
      }
      streak += 1;
      reason = seen.reason;
    }
    const previous = marks.get(target.orgId);
    const mark: OrgUnavailable = {
      url: target.baseUrl,
      reason,
      since: previous?.since ?? now().toISOString(),
    };
    marks.set(target.orgId, mark);
    return mark;
  }

  return {
    get: (orgId) => marks.get(orgId) ?? null,
    check(target) {
      const current = running.get(target.orgId);
      if (current) return current;
      const started = run(target).finally(() => running.delete(target.orgId));
      running.set(target.orgId, started);
      return started;
    },
    pending: (orgId) => running.get(orgId) ?? null,
    forget(orgId) {
      marks.delete(orgId);
    },
  };
}

/**
 * Whether a gateway answer may come from something that is no longer the org: a web page where
 * data was expected, or a 404/410 page. Such an answer makes the gateway look at the markers
 * before passing it on (mid-session, the org is then found unavailable on its first odd answer).
 */
export function looksLikeStranger(response: Response, gatewayErrorKind: string | null): boolean {
  if (gatewayErrorKind === 'html-instead-of-json') return true;
  if (response.status !== 404 && response.status !== 410) return false;
  return /text\/html|application\/xhtml/i.test(response.headers.get('content-type') ?? '');
}

/** The words the gateway and the sign-in check use for an unavailable org. */
export function unavailableMessage(name: string, mark: OrgUnavailable): string {
  return `${name} is no longer available at ${mark.url} (${mark.reason}).`;
}

/**
 * The sign-in check with availability: every state but signed-in and keychain-unavailable may be
 * the symptom of a gone org (a 404 read as "provisioning", a web page read as a sign-in page, a
 * name that no longer resolves read as "offline"). Then the markers decide; a confirmed mark turns
 * the status into "unreachable" (the console from the cache, read-only) carrying the mark.
 */
export async function statusWithAvailability(input: {
  status: () => Promise<AuthStatus>;
  target: () => Promise<BackendTarget>;
  availability: OrgAvailability;
  orgName: string;
  /**
   * Who was last signed in to the org (this run): the read-only console keeps their roles, so
   * write controls show disabled with the reason instead of disappearing.
   */
  lastUser?: UserSummary | null | undefined;
}): Promise<AuthStatus> {
  const status = await input.status();
  const orgId = status.orgId;
  if (status.state === 'signed-in' || status.state === 'keychain-unavailable') {
    input.availability.forget(orgId);
    return status;
  }
  // Refused, reset or timed out: the address does not answer at all (transient; a timeout must
  // not be waited for twice). A name that no longer resolves is looked at.
  if (
    status.state === 'unreachable' &&
    !/ENOTFOUND|ERR_NAME_NOT_RESOLVED/.test(status.message ?? '')
  ) {
    input.availability.forget(orgId);
    return status;
  }
  let target: BackendTarget;
  try {
    target = await input.target();
  } catch {
    return status;
  }
  const mark = await input.availability.check(target);
  if (!mark) return status;
  return {
    ...status,
    state: 'unreachable',
    message: unavailableMessage(input.orgName, mark),
    user: status.user ?? input.lastUser ?? null,
    unavailable: mark,
  };
}
