// HTTP helpers of the Kratos-shaped API: herodot error bodies, content negotiation (a browser that
// does not ask for JSON is redirected with 303), request bodies (JSON or form, `traits.x.y` keys
// nested), and Kratos's cookies.
import type { RouteRequest, RouteResponse } from '../http/request-types.ts';

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  422: 'Unprocessable Entity',
};

export interface HerodotError {
  id?: string;
  code: number;
  status: string;
  reason?: string;
  message: string;
  details?: Record<string, unknown>;
}

export function herodot(
  code: number,
  id: string | undefined,
  message: string,
  reason?: string,
  details?: Record<string, unknown>,
): HerodotError {
  return {
    ...(id ? { id } : {}),
    code,
    status: statusText[code] ?? 'Error',
    ...(reason ? { reason } : {}),
    message,
    ...(details ? { details } : {}),
  };
}

export const errors = {
  notFound: () =>
    herodot(
      404,
      undefined,
      'The requested resource could not be found',
      'Unable to locate the resource',
    ),
  csrf: () =>
    herodot(
      403,
      'security_csrf_violation',
      'the request was rejected to protect you from Cross-Site-Request-Forgery',
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
      { docs: 'https://www.ory.com/docs/troubleshooting/csrf' },
    ),
  alreadyLoggedIn: (kind: string) =>
    herodot(
      400,
      'session_already_available',
      'you are already logged in',
      kind === 'login'
        ? 'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?'
        : `A valid session was detected and thus ${kind} is not possible.`,
    ),
  inactive: () =>
    herodot(
      401,
      'session_inactive',
      'request does not have a valid authentication session',
      'No active session was found in this request.',
    ),
  aal1Required: () =>
    herodot(
      401,
      'session_aal1_required',
      'You can not requested a higher AAL (AAL2/AAL3) without an active session.',
      'You have to be signed in in order to sign in with a higher Authenticator Assurance Level.',
    ),
  aalFulfilled: () =>
    herodot(
      400,
      'session_aal_already_fulfilled',
      'The session already has the requested Authenticator Assurance Level.',
      'The session you are trying to upgrade already has the requested AAL.',
    ),
  aal2Required: (redirectTo: string) =>
    herodot(
      403,
      'session_aal2_required',
      'Session does not fulfill the requested Authenticator Assurance Level',
      'An active session was found but it does not fulfill the requested Authenticator Assurance Level. Please verify yourself with a second factor to resolve this issue.',
      { redirect_browser_to: redirectTo },
    ),
  refreshRequired: (redirectTo: string) =>
    herodot(
      403,
      'session_refresh_required',
      'The requested action was forbidden',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      { redirect_browser_to: redirectTo },
    ),
  returnToForbidden: (returnTo: string) =>
    herodot(
      400,
      'self_service_flow_return_to_forbidden',
      'The request was malformed or contained invalid parameters',
      `Requested return_to URL "${returnTo}" is not allowed.`,
    ),
  locationChange: (to: string) =>
    herodot(
      422,
      'browser_location_change_required',
      'browser location change required',
      `In order to complete this flow please redirect the browser to: ${to}`,
    ),
  identityMismatch: () =>
    herodot(
      403,
      'security_identity_mismatch',
      'The requested action was forbidden',
      'The request was initiated by someone else and has been blocked for security reasons. Please go back and try again.',
    ),
  flowExpired: (minutes: number) =>
    herodot(
      410,
      'self_service_flow_expired',
      'self-service flow expired',
      `The self-service flow expired ${minutes.toFixed(2)} minutes ago, initialize a new one.`,
    ),
  badRequest: (reason: string) =>
    herodot(400, undefined, 'The request was malformed or contained invalid parameters', reason),
};

export function header(req: RouteRequest, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** Kratos's `x.IsJSONRequest`: a JSON body or a client that accepts JSON. */
export function wantsJson(req: RouteRequest): boolean {
  return (
    header(req, 'content-type').toLowerCase().includes('application/json') ||
    header(req, 'accept').toLowerCase().includes('application/json')
  );
}

export function kratosJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): RouteResponse {
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-cache, no-store, must-revalidate',
      ...headers,
    },
    body: JSON.stringify(value),
  };
}

export function redirect(location: string, headers: Record<string, string> = {}): RouteResponse {
  return {
    status: 303,
    headers: {
      Location: location,
      'Cache-Control': 'private, no-cache, no-store, must-revalidate',
      ...headers,
    },
    body: '',
  };
}

export type Body = Record<string, unknown>;

function setPath(target: Body, path: string, value: unknown): void {
  const keys = path.split('.');
  let at: Body = target;
  keys.slice(0, -1).forEach((k) => {
    const next = at[k];
    if (typeof next !== 'object' || next === null) at[k] = {};
    at = at[k] as Body;
  });
  at[keys[keys.length - 1]!] = value;
}

/** A JSON or form body; dotted form keys (`traits.name.first`) become nested objects. */
export function readBody(req: RouteRequest): Body {
  const type = header(req, 'content-type').toLowerCase();
  const out: Body = {};
  if (type.includes('application/json')) {
    try {
      const value = JSON.parse(req.body || '{}') as unknown;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
      for (const [k, v] of Object.entries(value as Body)) setPath(out, k, v);
    } catch {
      return {};
    }
    return out;
  }
  for (const [k, v] of new URLSearchParams(req.body)) setPath(out, k, v);
  return out;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
