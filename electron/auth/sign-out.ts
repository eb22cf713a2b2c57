// Signing out. Order (issue 39 item 2): what revocation needs is read, then the keychain is
// cleared, then the server is told. A keychain that refuses the delete fails the sign-out before
// anything was revoked, so a refused address change leaves the org signed in exactly as it was.
import type { AuthStatus } from '../../preload/contract/auth.ts';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import { clearCredentials, previousToken, statusOf, type AuthContext } from './auth-context.ts';
import { createSignOutRevocation } from './device-tokens.ts';

export interface SignOutResult {
  status: AuthStatus;
  revoked: boolean;
  warning: string | null;
}

export function createSignOut(context: AuthContext): (orgId: string) => Promise<SignOutResult> {
  const { registry, memory } = context;
  const { heldCredentials, revokeHeld } = createSignOutRevocation({
    targets: context.targets,
    secrets: context.secrets,
    oidc: context.oidc,
    guard: context.guard,
    previousToken: (orgId, target) => previousToken(context, orgId, target),
    revoker: context.revoker,
  });
  return async (orgId) => {
    const record = registry.require(orgId);
    const held = await heldCredentials(record);
    memory.oidcExpiry.delete(orgId);
    memory.oidcStale.delete(orgId);
    await clearCredentials(context, orgId);
    if (orgId === SANDBOX_ORG_ID) memory.sandboxOverride = null;
    const { revoked, warning, gone } = await revokeHeld(record, held);
    memory.users.delete(orgId);
    memory.needsSignIn.delete(orgId);
    // A token not revoked stays recorded, so the next sign-in with a password revokes it.
    const keep = record.deviceToken && !revoked ? [record.deviceToken] : [];
    const updated = registry.change(orgId, (current) => ({
      ...current,
      deviceToken: null,
      credentialIssued: null,
      credentialBinding: null,
      pendingDeviceTokens: [
        ...current.pendingDeviceTokens.filter(
          (p) => !gone.has(p.name) && !keep.some((k) => k.name === p.name),
        ),
        ...keep,
      ],
    }));
    return {
      status: statusOf(context, updated, 'needs-sign-in', `Signed out of ${updated.name}.`),
      revoked,
      warning,
    };
  };
}
