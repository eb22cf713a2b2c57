// What an answer of a Kratos self-service endpoint means for the flow (spec 3 §8, texts meant
// literally). Pure: the identity service acts on the outcome.
import type { IdentityFlowKind } from '../../../preload/contract/identity.ts';
import { parseFlow, type WireFlow } from './flow-view.ts';

export const RETURN_TO_FORBIDDEN_TEXT = 'The return_to address is not allowed.';
export const FLOW_EXPIRED_TEXT = 'Your interaction expired, please fill out the form again.';
export const CSRF_TEXT = 'A security violation was detected, please fill out the form again.';

/** Kratos's generic error envelope (spec/api.json `errorGeneric`). */
export interface KratosError {
  id: string | null;
  code: number | null;
  status: string | null;
  reason: string | null;
  message: string | null;
}

export function readError(body: unknown): KratosError | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { error?: unknown }).error;
  if (!inner || typeof inner !== 'object') return null;
  const e = inner as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: s(e.id),
    code: typeof e.code === 'number' ? e.code : null,
    status: s(e.status),
    reason: s(e.reason),
    message: s(e.message),
  };
}

export type FlowOutcome =
  /** Show this flow (400: the same flow again, with its messages). */
  | { action: 'flow'; flow: WireFlow }
  /** Success: the body is the answer (a session, a finished flow). */
  | { action: 'success'; body: unknown }
  /** Start the same kind of flow again, showing `message` (410, expired, CSRF). */
  | { action: 'restart'; message: string | null }
  /** A second factor is needed: a login flow with aal2. */
  | { action: 'aal2' }
  /** Already signed in: nothing to do here. */
  | { action: 'home' }
  /** The session must be confirmed: a login flow with refresh. */
  | { action: 'refresh' }
  /** No (active) session: sign in again. */
  | { action: 'login' }
  /** Stop with this text. */
  | { action: 'error'; message: string; status: number };

/** Maps a Kratos answer to what happens next. `kind` matters for verification (403 restarts it). */
export function flowOutcome(kind: IdentityFlowKind, status: number, body: unknown): FlowOutcome {
  const error = readError(body);
  switch (error?.id) {
    case 'session_aal2_required':
    case 'session_aal1_required':
      return { action: 'aal2' };
    case 'session_already_available':
      return { action: 'home' };
    case 'session_refresh_required':
      return { action: 'refresh' };
    case 'self_service_flow_return_to_forbidden':
      return { action: 'error', message: RETURN_TO_FORBIDDEN_TEXT, status };
    case 'self_service_flow_expired':
      return { action: 'restart', message: FLOW_EXPIRED_TEXT };
    case 'security_csrf_violation':
      return { action: 'restart', message: CSRF_TEXT };
    case 'session_inactive':
      return { action: 'login' };
    default:
      break;
  }
  if (status >= 200 && status < 300) return { action: 'success', body };
  if (status === 410) return { action: 'restart', message: FLOW_EXPIRED_TEXT };
  if (kind === 'verification' && status === 403) return { action: 'restart', message: null };
  if (status === 400 || status === 422) {
    const flow = parseFlow(body);
    if (flow) return { action: 'flow', flow };
  }
  if (status === 401) return { action: 'login' };
  return {
    action: 'error',
    message:
      error?.reason ?? error?.message ?? `The identity service answered with HTTP ${status}.`,
    status,
  };
}

/** `GET /sessions/whoami` (spec 3 §8): 403 or 422 → second factor, 401 → sign in. */
export function whoamiOutcome(status: number): 'ok' | 'aal2' | 'login' | 'error' {
  if (status === 200) return 'ok';
  if (status === 403 || status === 422) return 'aal2';
  if (status === 401) return 'login';
  return 'error';
}
