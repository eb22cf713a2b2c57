// `auth:status` answered from memory: each organisation's signed-in state and user, kept from the
// last check that found it signed in, so the host answers in microseconds however busy the
// backend or the keychain is. Only a signed-in answer is kept: every other state (needs sign-in,
// unreachable, provisioning, keychain unavailable) is checked again at every ask, as before.
// What forgets it: a sign-in (which then keeps its own answer), a sign-out, a token refresh, a
// credential stored or deleted, an org update or removal, a 401 from the backend, a gateway
// request that could not reach the org, and the switch to session-only credentials. Checks of
// one org that run at the same time share one run.
import type { AuthStatus } from '../../preload/contract/auth.ts';
import type { GatewayErrorKind } from '../../preload/contract/gateway-error.ts';

/** Gateway failures after which the org's sign-in state is checked again at the next ask. */
export const RECHECK_AFTER: ReadonlySet<GatewayErrorKind> = new Set<GatewayErrorKind>([
  'offline',
  'unreachable',
  'timeout',
  'tls',
  'html-instead-of-json',
  'needs-sign-in',
  'keychain-unavailable',
]);

export interface StatusMemory {
  /** The kept signed-in answer, or the shared run of `check` that then keeps it. */
  get(orgId: string, check: () => Promise<AuthStatus>): Promise<AuthStatus>;
  /** Keeps `status` when it says signed in (a sign-in's own answer), else forgets the org. */
  remember(status: AuthStatus): void;
  forget(orgId: string): void;
  clear(): void;
  /** The kept answer, if any (tests, and callers that only read). */
  peek(orgId: string): AuthStatus | undefined;
}

export function createStatusMemory(): StatusMemory {
  const kept = new Map<string, AuthStatus>();
  const running = new Map<string, Promise<AuthStatus>>();
  /** Bumped by every forget: a run that started before one must not keep its answer. */
  const generation = new Map<string, number>();
  const generationOf = (orgId: string) => generation.get(orgId) ?? 0;

  function forget(orgId: string): void {
    kept.delete(orgId);
    running.delete(orgId);
    generation.set(orgId, generationOf(orgId) + 1);
  }

  return {
    get(orgId, check) {
      const known = kept.get(orgId);
      if (known) return Promise.resolve(known);
      const shared = running.get(orgId);
      if (shared) return shared;
      const started = generationOf(orgId);
      const run = check().then(
        (status) => {
          if (running.get(orgId) === run) running.delete(orgId);
          if (generationOf(orgId) === started && status.state === 'signed-in' && status.user)
            kept.set(orgId, status);
          return status;
        },
        (error: unknown) => {
          if (running.get(orgId) === run) running.delete(orgId);
          throw error;
        },
      );
      running.set(orgId, run);
      return run;
    },
    remember(status) {
      forget(status.orgId);
      if (status.state === 'signed-in' && status.user) kept.set(status.orgId, status);
    },
    forget,
    clear() {
      for (const orgId of new Set([...kept.keys(), ...running.keys()])) forget(orgId);
    },
    peek: (orgId) => kept.get(orgId),
  };
}
