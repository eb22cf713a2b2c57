// What the built-in identity's flows keep in main's memory per organisation: the Kratos session
// token (never sent to the renderer or written anywhere), the credentials of a login in progress,
// and which flows are refreshes or complete an invitation.
import type { UiText } from '../../../preload/contract/identity.ts';
import type { BackendTarget } from '../../gateway/backend-fetch.ts';
import type { AuthService } from '../auth-service.ts';
import type { BackendCaller } from '../backend-calls.ts';
import { BoundValues } from '../credential-binding.ts';
import type { KratosClient } from './kratos-client.ts';

/** Kratos text id 4000001-style ids for the messages main adds (error type, shown above the form). */
const MAIN_MESSAGE_ID = 4_000_000;

export const errorMessage = (text: string): UiText => ({
  id: MAIN_MESSAGE_ID,
  text,
  type: 'error',
});

/** One request's way to the org's identity service; `hops` counts the flows it has created. */
export interface FlowContext {
  orgId: string;
  client: KratosClient;
  target: BackendTarget;
  hops: number;
}

export interface TypedLogin {
  identifier: string;
  password: string;
}

export interface IdentityState {
  /**
   * Kratos session tokens by org: memory only, never sent to the renderer or written anywhere,
   * and sent only to the address and over the connection they were issued for.
   */
  readonly sessions: BoundValues<string>;
  /** The identifier and password of a login in progress, for a Basic exchange; dropped after it. */
  readonly typed: BoundValues<TypedLogin>;
  /** Login flows started as a refresh (the user confirms who they are; no new device token). */
  readonly refreshFlows: Set<string>;
  readonly detected: Map<string, boolean>;
  /**
   * Registration flows that complete an invitation: flow id → invite id, sent with the submit as
   * `transient_payload.invite` (what Mission Control's registration hooks read).
   */
  readonly invites: Map<string, string>;
}

/** What the flows work with: the state above, the auth service and the backend. */
export interface FlowDeps {
  readonly state: IdentityState;
  readonly auth: Pick<AuthService, 'signIn' | 'status'>;
  readonly caller: BackendCaller;
}

export function createIdentityState(): IdentityState {
  const hostOf = (_orgId: string, target: { baseUrl: string }) => new URL(target.baseUrl).host;
  return {
    sessions: new BoundValues<string>(hostOf),
    typed: new BoundValues<TypedLogin>(hostOf),
    refreshFlows: new Set(),
    detected: new Map(),
    invites: new Map(),
  };
}

/** The secrets a flow view must never echo back to the renderer. */
export function secretsOf(state: IdentityState, orgId: string): string[] {
  return [state.sessions.peek(orgId), state.typed.peek(orgId)?.password].filter((s): s is string =>
    Boolean(s),
  );
}

export function forgetOrg(state: IdentityState, orgId: string): void {
  state.sessions.delete(orgId);
  state.typed.delete(orgId);
  state.detected.delete(orgId);
}
