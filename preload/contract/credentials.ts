// Channels of the `credentials` area: credential health per organisation — where its sign-in
// secret and kubeconfig are kept (the keychain item's name, never the secret), when each was
// issued and when it expires, as far as the app recorded or the server's rules tell.
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const CredentialStoreKindSchema = z.enum([
  /** The OS keychain (values over its size limit in an encrypted file keyed by the item). */
  'keychain',
  /** The user chose session-only credentials: in memory until the app quits. */
  'session-only',
  /** No keychain, and session-only was not chosen: nothing can be kept. */
  'unavailable',
  /** The Sandbox: its admin token lives in memory and changes with every launch. */
  'memory',
]);

export const CredentialDatesSchema = z.object({
  issuedAt: z.string().nullable(),
  /** null: does not expire, or not known (see `note`). */
  expiresAt: z.string().nullable(),
  /** How the expiry was arrived at, or why it is not known. */
  note: z.string().nullable(),
});
export type CredentialDates = z.infer<typeof CredentialDatesSchema>;

export const CredentialHealthSchema = z.object({
  orgId: OrgIdSchema,
  store: z.object({
    kind: CredentialStoreKindSchema,
    /** The keychain service every item of the app is kept under. */
    service: z.string().nullable(),
    /** The sign-in secret's keychain account (`<orgId>/token` or `<orgId>/password`). */
    account: z.string().nullable(),
    kubeconfigAccount: z.string().nullable(),
  }),
  token: CredentialDatesSchema.extend({
    kind: z.enum(['device-token', 'access-token', 'password', 'none']),
  }),
  /** null: no kubeconfig was downloaded. */
  kubeconfig: CredentialDatesSchema.nullable(),
});
export type CredentialHealth = z.infer<typeof CredentialHealthSchema>;

export const credentialsChannels = {
  /** Every organisation's credential health (the switcher warns about tokens about to expire). */
  'credentials:list': channel({
    request: z.object({}).strict(),
    response: z.object({ orgs: z.array(CredentialHealthSchema) }),
  }),
};
