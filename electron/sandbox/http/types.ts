// Shared types of the sandbox HTTP layer: the per-server context, the authenticated principal,
// and the route shape every endpoint file exports.
import type { PGlite } from '@electric-sql/pglite';
import type { IdentityService } from '../identity/service.ts';
import type { SchemaCache } from '../postgrest/schema-cache.ts';
import type { SecretHasher, TokenStore } from './tokens.ts';

export type { SecretHasher } from './tokens.ts';

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
}

export interface Person {
  id: string;
  name: string;
  email: string | null;
  type: string | null;
  avatar: string | null;
  external_id: string | null;
  properties: Record<string, unknown> | null;
}

export interface Principal {
  person: Person;
  roles: string[];
  /** Set when the caller authenticated with an access token. */
  tokenId: string | null;
}

export interface RouteRequest {
  method: string;
  /** Backend route (the `/api` prefix already removed), without the query string. */
  path: string;
  search: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  params: Record<string, string>;
  principal: Principal | null;
}

export interface RouteResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
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
