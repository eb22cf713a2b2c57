// The auth service's side of credential bindings (credential-binding.ts): before a stored token,
// Basic password or refresh token is sent, the org's record says where it was issued, and that
// must be both the org's current address and connection and the target the request will use.
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import type { DesktopError } from '../../preload/contract/result.ts';
import type { OrgRecord, OrgRegistry } from '../orgs/org-registry.ts';
import {
  bindingOf,
  mismatchOf,
  movedError,
  type BindingSource,
  type CredentialBinding,
} from './credential-binding.ts';

export interface CredentialGuard {
  /**
   * Null when the org's stored credentials may go to `used` (and to the org's current address and
   * connection); otherwise the refusal to show. The Sandbox is never bound: its credential lives
   * in memory and changes with every launch, as its address does.
   */
  refusal(orgId: string, used?: BindingSource): DesktopError | null;
  /** Throws the refusal after dropping the org's credentials (the drop is best effort). */
  check(orgId: string, used?: BindingSource): Promise<void>;
  /** What a sign-in records with the credentials it stores. */
  bindingFor(orgId: string, target: BindingSource): CredentialBinding | null;
}

export function createCredentialGuard(options: {
  registry: OrgRegistry;
  /** Forgets the org's credentials: keychain, memory, the record's binding. May throw. */
  drop: (orgId: string) => Promise<void>;
}): CredentialGuard {
  const { registry } = options;

  /**
   * Migration: a record from before bindings has none. Its credentials were stored for the
   * address and connection it has now (earlier versions signed out on every change that
   * succeeded), so they are bound to them at first use.
   */
  function issuedFor(record: OrgRecord): CredentialBinding | null {
    if (record.credentialBinding !== undefined) return record.credentialBinding;
    const binding = bindingOf(record);
    registry.change(record.id, (current) =>
      current.credentialBinding === undefined
        ? { ...current, credentialBinding: bindingOf(current) }
        : current,
    );
    return binding;
  }

  function refusal(orgId: string, used?: BindingSource): DesktopError | null {
    if (orgId === SANDBOX_ORG_ID) return null;
    const record = registry.require(orgId);
    const issued = issuedFor(record);
    if (!issued) return movedError(record.name, 'unbound');
    for (const target of used ? [record, used] : [record]) {
      const now = bindingOf(target);
      const why = mismatchOf(issued, now);
      if (why) return movedError(record.name, why, issued, now);
    }
    return null;
  }

  return {
    refusal,
    async check(orgId, used) {
      const refused = refusal(orgId, used);
      if (!refused) return;
      await options.drop(orgId).catch(() => undefined); // refused either way: nothing is sent
      throw refused;
    },
    bindingFor: (orgId, target) => (orgId === SANDBOX_ORG_ID ? null : bindingOf(target)),
  };
}
