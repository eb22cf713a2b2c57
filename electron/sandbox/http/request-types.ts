// What a Sandbox route receives and answers, and who is asking: kept apart from types.ts (the
// server's context) so code the context refers to, such as the identity service, can use them.
import type { RowLevelPayload } from './row-level/payload.ts';

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
  /** A restricted token's deny rules (permissions with source 'AccessToken'): http/rbac.ts allows(). */
  denies?: { object: string; action: string }[];
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
  /** What the caller may read (`X-Flanksource-Scope`, row-level/resolve.ts); null: everything. */
  rowLevel?: RowLevelPayload | null;
}

export interface RouteResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
