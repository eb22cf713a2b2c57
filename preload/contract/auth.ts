// Channels of the `auth` area: sign-in state per organisation and the sign-in methods of
// reference §2. Passwords and tokens travel renderer → main only (write-only fields); no
// response ever contains one.
import { z } from 'zod';
import { channel } from './define.ts';
import { headerSafe } from './header-safe.ts';
import { InitialOrgRequestSchema, OrgIdSchema, SignInMethodSchema } from './orgs.ts';

export const AuthStateSchema = z.enum([
  'signed-in',
  /** No credential, or the server refused it (401 mid-session marks only that org). */
  'needs-sign-in',
  /** whoami answered 5xx or 404: the backend is not ready (spec 1, organisation gating). */
  'provisioning',
  /** The keychain could not be used; the user may switch to session-only credentials. */
  'keychain-unavailable',
  /** The backend could not be reached; cached data may still be shown. */
  'unreachable',
]);
export type AuthState = z.infer<typeof AuthStateSchema>;

export { PROVISIONING_TEXT } from './auth-text.ts';

export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/**
 * An org whose address answers, but no longer as Mission Control, or whose host name no longer
 * resolves (deleted or renamed on the server; electron/orgs/org-availability.ts). Its status is
 * then `unreachable` (the console from the cache, read-only) with this mark.
 */
export const OrgUnavailableSchema = z.object({
  url: z.string(),
  reason: z.string(),
  /** ISO time the org was first found unavailable. */
  since: z.string(),
});
export type OrgUnavailable = z.infer<typeof OrgUnavailableSchema>;

export const AuthStatusSchema = z.object({
  orgId: z.string(),
  state: AuthStateSchema,
  method: SignInMethodSchema,
  user: UserSummarySchema.nullable(),
  /** Human explanation for every state but `signed-in`. */
  message: z.string().nullable(),
  /** Credentials are kept in memory only (no keychain); they vanish when the app quits. */
  sessionOnly: z.boolean(),
  /** Set when the org is unavailable (state `unreachable`). */
  unavailable: OrgUnavailableSchema.nullable().optional(),
});
export type AuthStatus = z.infer<typeof AuthStatusSchema>;

const Secret = z
  .string()
  .min(1)
  .max(16 * 1024);
// Each of these ends up in an `Authorization` header (header-safe.ts): a token as it is (trimmed
// first, as main uses it: a pasted line break is not the token's), the others inside Basic.
const AccessToken = headerSafe(
  z
    .string()
    .trim()
    .min(1)
    .max(16 * 1024),
  'raw',
);
const Password = headerSafe(Secret, 'basic-password');
const UserName = headerSafe(z.string().trim().min(1).max(320), 'basic-user');

export const SignInRequestSchema = z.discriminatedUnion('method', [
  z.object({ orgId: OrgIdSchema, method: z.literal('token'), token: AccessToken }).strict(),
  z
    .object({
      orgId: OrgIdSchema,
      method: z.literal('password'),
      email: UserName,
      password: Password,
    })
    .strict(),
  z
    .object({
      orgId: OrgIdSchema,
      method: z.literal('basic'),
      username: UserName,
      password: Password,
    })
    .strict(),
  /** Single sign-on: main runs the browser sign-in (loopback redirect) and keeps the tokens. */
  z.object({ orgId: OrgIdSchema, method: z.literal('oidc') }).strict(),
]);
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const authChannels = {
  'auth:status': channel({
    request: z.union([
      z.object({ orgId: OrgIdSchema }).strict(),
      // The org a window opens on, picked by main with the org frame's rule (initial-org.ts), so
      // the window's first sign-in check leaves with its other start-up reads instead of after
      // them (renderer/src/boot/startup-reads.ts). Fails NOT_FOUND when there is no organisation.
      z.object({ initial: InitialOrgRequestSchema }).strict(),
    ]),
    response: AuthStatusSchema,
  }),
  'auth:signIn': channel({ request: SignInRequestSchema, response: AuthStatusSchema }),
  'auth:signOut': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: z.object({
      status: AuthStatusSchema,
      revoked: z.boolean(),
      warning: z.string().nullable(),
    }),
  }),
  /** Ends a single sign-on waiting for the browser; its `auth:signIn` then fails as cancelled. */
  'auth:cancelSignIn': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: z.object({ cancelled: z.boolean() }),
  }),
  'auth:useSessionOnly': channel({
    request: z.object({}).strict(),
    response: z.object({ sessionOnly: z.literal(true), message: z.string() }),
  }),
};
