// Single sign-on wired to the organisations: the provider is reached over the org's own
// connection (its CA bundle and proxy, through the gateway's transport), and the registered client
// id is kept in the org's record.
import type { BackendTarget, BackendTransport } from '../../gateway/backend-fetch.ts';
import type { OrgRegistry } from '../../orgs/org-registry.ts';
import type { HttpFetch } from './oidc-client.ts';
import { OidcFailure } from './loopback.ts';
import { createOidcSignIn, type OidcSignIn } from './oidc-service.ts';

const OIDC_REQUEST_TIMEOUT_MS = 30_000;

export function transportFetch(transport: BackendTransport, target: BackendTarget): HttpFetch {
  return (url, init) =>
    transport(url, { ...init, signal: AbortSignal.timeout(OIDC_REQUEST_TIMEOUT_MS) }, target);
}

export function createOrgOidc(options: {
  registry: OrgRegistry;
  transport: BackendTransport;
  targets: { target(orgId: string): Promise<BackendTarget> };
  /** Opens the provider's sign-in page in the system browser; absent: nothing can open it. */
  open?: ((url: string) => Promise<void>) | undefined;
  timeoutMs?: number | undefined;
}): OidcSignIn {
  return createOidcSignIn({
    connect: async (orgId) => {
      const target = await options.targets.target(orgId);
      return { target, fetch: transportFetch(options.transport, target) };
    },
    open: (url) =>
      options.open
        ? options.open(url)
        : Promise.reject(new OidcFailure('provider', 'This app cannot open a browser here.')),
    loadClient: (orgId) => options.registry.get(orgId)?.oidcClient ?? null,
    saveClient: (orgId, client) => {
      if (options.registry.get(orgId))
        options.registry.change(orgId, (current) => ({ ...current, oidcClient: client }));
    },
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}
