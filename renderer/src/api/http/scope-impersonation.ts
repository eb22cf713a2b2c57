// Scope impersonation's state, per organisation (spec 5-access §2.3): while set, every request of
// that organisation's client carries `X-Flanksource-Scope` (client.ts reads `scopeHeaderFor`).
// The web console keeps one choice in the tab's session storage; this window keeps one per
// organisation, in its session storage too, so it survives a reload of the window and ends with
// the window (docs/scope-impersonation.md). Other organisations are unaffected.

export const SCOPE_HEADER = 'X-Flanksource-Scope';
const STORAGE_PREFIX = 'flanksource-impersonated-scope:';

/** One row-level entry of the header (mission-control's rls.Scope). */
export interface ScopeSelector {
  names?: string[];
  agents?: string[];
  tags?: Record<string, string>;
}

/** The header's payload (mission-control's rls.Payload). */
export interface ImpersonationPayload {
  config?: ScopeSelector[];
  component?: ScopeSelector[];
  playbook?: ScopeSelector[];
  canary?: ScopeSelector[];
  view?: ScopeSelector[];
  scopes?: string[];
}

export interface Impersonation {
  /** 'scopes': existing scopes chosen by id; 'targets': custom targets. */
  mode: 'scopes' | 'targets';
  scopeIds: string[];
  payload: ImpersonationPayload;
  /** 'targets': the targets as written in the dialog, to show them again. */
  targets?: object[];
}

type Listener = (orgId: string) => void;
const listeners = new Set<Listener>();
// Parsed once per org and kept: useSyncExternalStore needs the same object until it changes.
const current = new Map<string, Impersonation | null>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isImpersonation(value: unknown): value is Impersonation {
  const v = value as Partial<Impersonation> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.mode === 'scopes' || v.mode === 'targets') &&
    Array.isArray(v.scopeIds) &&
    typeof v.payload === 'object' &&
    v.payload !== null
  );
}

function read(orgId: string): Impersonation | null {
  const raw = storage()?.getItem(STORAGE_PREFIX + orgId);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isImpersonation(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The organisation's impersonation, or null when it is off. */
export function impersonationOf(orgId: string): Impersonation | null {
  if (!current.has(orgId)) current.set(orgId, read(orgId));
  return current.get(orgId) ?? null;
}

/** Sets (or with null ends) the organisation's impersonation and tells the subscribers. */
export function setImpersonation(orgId: string, value: Impersonation | null): void {
  const store = storage();
  if (value) store?.setItem(STORAGE_PREFIX + orgId, JSON.stringify(value));
  else store?.removeItem(STORAGE_PREFIX + orgId);
  current.set(orgId, value);
  for (const listener of listeners) listener(orgId);
}

/** Called with the organisation's id whenever its impersonation changes. */
export function subscribeImpersonation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The request header of the organisation's impersonation, or none. */
export function scopeHeaderFor(orgId: string): Record<string, string> {
  const value = impersonationOf(orgId);
  return value ? { [SCOPE_HEADER]: JSON.stringify(value.payload) } : {};
}
