// Where an organisation's backend is, as the auth services ask for it: its own file so the
// services that need it (sign-in, device tokens, built-in identity) share it without importing
// one another.
import type { BackendTarget } from '../gateway/backend-fetch.ts';

export interface OrgTargets {
  target(orgId: string): Promise<BackendTarget>;
  /** The embedded backend's admin token (null when the sandbox is not running). */
  sandboxToken(): Promise<string | null>;
}
