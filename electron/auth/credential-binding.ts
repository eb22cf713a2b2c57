// Issue 39 item 1: every credential is bound to the address and the connection it was issued over,
// and is sent only there. A binding is the API root (base URL and API prefix) and a fingerprint of
// the org's own transport (its proxy and CA bundle). It is recorded when the credential is issued
// and compared with the org's current address and connection, and with the exact target a request
// is about to use, at the moment of use: a credential is never sent anywhere else.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { DesktopError } from '../../preload/contract/result.ts';
import type { BackendTarget } from '../gateway/backend-fetch.ts';

export const CredentialBindingSchema = z.object({
  /** Where the credential may go: the org's base URL followed by its API prefix. */
  origin: z.string(),
  /** `sha256:` of the proxy URL and the CA bundle the credential was issued through. */
  transport: z.string(),
});
export type CredentialBinding = z.infer<typeof CredentialBindingSchema>;

/** The parts of a target (or an org record) a binding is made of. */
export type BindingSource = Pick<BackendTarget, 'baseUrl' | 'prefix' | 'caBundle' | 'proxy'>;

export function bindingOf(target: BindingSource): CredentialBinding {
  const origin = `${target.baseUrl.replace(/\/+$/, '')}${target.prefix}`;
  // The CA bundle is hashed, not kept: the registry holds it anyway, and a hash compares cheaply.
  const transport = createHash('sha256')
    .update(JSON.stringify({ proxy: target.proxy ?? null, ca: target.caBundle ?? null }))
    .digest('hex');
  return { origin, transport: `sha256:${transport}` };
}

export type BindingMismatch = 'address' | 'transport';

/** What differs between where a credential was issued and where it would go; null: the same. */
export function mismatchOf(
  issued: CredentialBinding,
  used: CredentialBinding,
): BindingMismatch | null {
  if (issued.origin !== used.origin) return 'address';
  if (issued.transport !== used.transport) return 'transport';
  return null;
}

/** The refusal the user sees; the credential has been dropped (or is unusable) by then. */
export function movedError(
  orgName: string,
  why: BindingMismatch | 'unbound',
  issued?: CredentialBinding,
  used?: CredentialBinding,
): DesktopError {
  const reason =
    why === 'address'
      ? `the organisation's address changed since you signed in${issued && used ? ` (from ${issued.origin} to ${used.origin})` : ''}`
      : why === 'transport'
        ? "the organisation's proxy or certificate authority changed since you signed in"
        : 'the stored credentials were not issued for its current address and connection';
  return new DesktopError(
    'NEEDS_SIGN_IN',
    `Signed out of ${orgName}: ${reason}, so they were not sent. Sign in again.`,
  );
}

/**
 * Credentials held in memory with their binding (the built-in identity's session, the password a
 * login flow keeps for a moment). `get` gives a value only for the target it was issued for; a
 * value asked for with another target is dropped and refused.
 */
export class BoundValues<T> {
  private readonly values = new Map<string, { value: T; binding: CredentialBinding }>();
  /** How the refusal names the org (the caller may know only its target). */
  private readonly name: (orgId: string, target: BindingSource) => string;
  constructor(name: (orgId: string, target: BindingSource) => string) {
    this.name = name;
  }

  set(orgId: string, value: T, target: BindingSource): void {
    this.values.set(orgId, { value, binding: bindingOf(target) });
  }

  /** The value for `target`, undefined when none; throws (after dropping it) on a mismatch. */
  get(orgId: string, target: BindingSource): T | undefined {
    const entry = this.values.get(orgId);
    if (!entry) return undefined;
    const used = bindingOf(target);
    const why = mismatchOf(entry.binding, used);
    if (!why) return entry.value;
    this.values.delete(orgId);
    throw movedError(this.name(orgId, target), why, entry.binding, used);
  }

  /** The value whatever its binding (to redact it from what the renderer sees; never to send). */
  peek(orgId: string): T | undefined {
    return this.values.get(orgId)?.value;
  }

  delete(orgId: string): void {
    this.values.delete(orgId);
  }
}
