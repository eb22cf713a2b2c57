// Shared types of the sandbox HTTP layer: the per-server context, the authenticated principal,
// and the route shape every endpoint file exports.
import type { PGlite } from '@electric-sql/pglite';
import type { IdentityService } from '../identity/service.ts';
import type { OidcBearer } from './oidc-bearer.ts';
import type { SchemaCache } from '../postgrest/schema-cache.ts';
import type { RouteRequest, RouteResponse } from './request-types.ts';
import type { SecretHasher, TokenStore } from './tokens.ts';

export type { SecretHasher } from './tokens.ts';
export type { Person, Principal, RouteRequest, RouteResponse } from './request-types.ts';

export interface SandboxContext {
  db: PGlite;
  schema: SchemaCache;
  tokens: TokenStore;
  secrets: SecretHasher;
  /** Base URL clients reach this server at (used in kubeconfig and agent instructions). */
  publicUrl: () => string;
  version: string;
  startedAt: Date;
  /** Drops cached credentials, e.g. after a token is revoked. */
  forgetCredentials: () => void;
  /** Basic mode's login: a signed `authorization` cookie token, or null for bad credentials. */
  basicLogin: (user: string, password: string) => Promise<string | null>;
  /**
   * Settles once the health history reads as of now: a first start moves its times after the
   * Sandbox has begun answering (open-database.ts, finishDeferredRebase).
   */
  historyReady: () => Promise<void>;
  /** The Kratos-shaped identity system; only with `auth: 'kratos'` (`/kratos/*` is 404 otherwise). */
  identity?: IdentityService;
  /** `--oidc-issuer`: the external provider whose access tokens are accepted (oidc-bearer.ts). */
  oidc?: OidcBearer;
}

/** `none`: no credentials; `session`: any authenticated caller; otherwise an RBAC object + action. */
export type RouteAuth = 'none' | 'session' | { object: string; action: string };

export interface Route {
  method: string;
  /** `/auth/token/:id` style; a trailing `/*` matches any rest (exposed as params['*']). */
  pattern: string;
  auth: RouteAuth;
  /** The route reads or writes the health history: it waits for ctx.historyReady first. */
  readsHistory?: boolean | ((req: RouteRequest) => boolean);
  handle(req: RouteRequest, ctx: SandboxContext): Promise<RouteResponse>;
}
