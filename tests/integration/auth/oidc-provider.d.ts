// The few parts of `oidc-provider` (which ships no types) the test fixture uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    jwks?: { keys: object[] };
    cookies?: { keys: string[] };
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    features?: Record<string, object>;
    extraTokenClaims?: (
      ctx: unknown,
      token: { accountId?: string },
    ) => Promise<Record<string, unknown>>;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
