// The Sandbox identity service's shared names: the flow kinds and types, its options, what a
// flow stores, and the UI paths its redirects go to.
import type { SecretHasher } from '../http/tokens.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { FlowRow } from './store.ts';
import type { UiContainer } from './ui.ts';

export const SESSION_COOKIE = 'ory_kratos_session';
export const FLOW_KINDS = [
  'login',
  'registration',
  'recovery',
  'verification',
  'settings',
] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];
export type FlowType = 'browser' | 'api';

export interface IdentityOptions {
  db: PGlite;
  secrets: SecretHasher;
  /** The Sandbox's base URL; the Kratos public API is `<publicUrl>/kratos`. */
  publicUrl: () => string;
  /** Where the self-service UI lives (`/login`, `/registration`, …); default the Sandbox's URL. */
  uiUrl?: () => string;
  /** How long a flow may be submitted (Kratos default 1 h). */
  flowLifespanMs?: number;
  sessionLifespanMs?: number;
  /** How recently a session must have authenticated to change a password or TOTP (Kratos: 15 min). */
  privilegedMaxAgeMs?: number;
  /** return_to prefixes accepted besides the UI's and the Sandbox's own origins and loopback. */
  allowedReturnUrls?: string[];
  log?: (message: string) => void;
  /** Told when a password changed (drops the API's cached Basic credentials). */
  onCredentialsChanged?: () => void;
}

export interface FlowData {
  request_url: string;
  return_to?: string;
  state: string;
  ui: UiContainer;
  active?: string;
  refresh?: boolean;
  requested_aal?: 'aal1' | 'aal2';
  identity_id?: string;
  pending_totp?: string;
  code_hash?: string;
  code_identity?: string | null;
  code_email?: string;
  continue_with?: unknown[];
}

export type Flow = FlowRow<FlowData>;

export const iso = (v: unknown) => new Date(v as string).toISOString();
export const uiPaths: Record<FlowKind | 'error', string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/profile-settings',
  error: '/error',
};
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
