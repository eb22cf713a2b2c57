// The fetch every OIDC call takes: it goes over the organisation's own connection (its CA bundle
// and proxy; org-oidc.ts). Its own module so discovery, ID token and client code share it.
export type HttpFetch = (
  url: string,
  init: { method: string; headers: Headers; body?: Uint8Array | undefined },
) => Promise<Response>;
