// Which organisation this window shows, and one TanStack QueryClient per organisation.
// Isolation is structural: every org-scoped subtree is keyed by the org id (so a switch remounts
// it with nothing of the previous org in component state), reads its data from that org's own
// QueryClient, and on a switch the previous org's in-flight requests are cancelled (their
// AbortSignals fire), so a late answer from org A has nowhere to render in org B.
import { subscribeImpersonation } from '../api/http/scope-impersonation.ts';
import { dropScopedAnswers } from './impersonation-cache.ts';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Org } from '../../../preload/contract/orgs.ts';
import { retryDelayMs, shouldRetry } from '../api/http/retry-policy.ts';
import { DEFAULT_CACHE_MAX_AGE_MS } from './offline/cache-max-age.ts';
import { isNetworkFailure } from './offline/network-failure.ts';
import { isRepeatOfflineFailure } from './offline/org-offline.ts';
import { CURRENT_ORG_KEY, initialOrgId } from '../../../preload/contract/initial-org.ts';
import { OrgOfflineProvider } from './offline/OrgOfflineProvider.tsx';

/** Called for every failed query or mutation of an org (the shell installs the toast handler). */
export type OrgQueryErrorHandler = (
  orgId: string,
  error: unknown,
  source: 'query' | 'mutation',
) => void;
let errorHandler: OrgQueryErrorHandler = () => undefined;

export function setOrgQueryErrorHandler(handler: OrgQueryErrorHandler): void {
  errorHandler = handler;
}

function createOrgQueryClient(orgId: string): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A query whose screen shows its failure inline opts out with `meta: { silentErrors: true }`.
      onError: (error, query) => {
        if (query.meta?.silentErrors === true) return;
        // Once the org is offline the banner says so: its further failed requests toast no more.
        if (isNetworkFailure(error) && isRepeatOfflineFailure(orgId, error)) return;
        errorHandler(orgId, error, 'query');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silentErrors === true) return;
        errorHandler(orgId, error, 'mutation');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Until the restore reads the `cacheMaxAgeDays` setting (org-offline.ts applies it).
        gcTime: DEFAULT_CACHE_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        // Network failures are answered by the gateway at once; retry only server hiccups, and
        // wait what a 429 or 503 `Retry-After` asks (api/http/retry-policy.ts).
        retry: shouldRetry,
        retryDelay: retryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}

const clients = new Map<string, QueryClient>();

// Answers read under another impersonation must not show (session/impersonation-cache.ts).
subscribeImpersonation((orgId) => {
  const client = clients.get(orgId);
  if (client) void dropScopedAnswers(client);
});

/** The QueryClient of one organisation (created on first use, kept for the window's life). */
export function queryClientFor(orgId: string): QueryClient {
  let client = clients.get(orgId);
  if (!client) {
    client = createOrgQueryClient(orgId);
    clients.set(orgId, client);
  }
  return client;
}

/** Drops an organisation's client and everything it cached (the org was removed). */
export function forgetOrgQueryClient(orgId: string): void {
  const client = clients.get(orgId);
  if (!client) return;
  void client.cancelQueries();
  client.clear();
  clients.delete(orgId);
}

/**
 * Marks every organisation's data stale (after a sleep or a clock jump): what is on screen is
 * refetched now, the rest when it is next shown.
 */
export function markEveryOrgStale(): void {
  for (const client of clients.values()) void client.invalidateQueries();
}

/** Makes `orgId` this window's choice for the next time the org frame mounts (e.g. after adding the first org). */
export function rememberCurrentOrg(orgId: string): void {
  sessionStorage.setItem(CURRENT_ORG_KEY, orgId);
}

export interface CurrentOrg {
  orgId: string;
  org: Org | null;
  switchOrg: (orgId: string) => void;
}

const CurrentOrgContext = createContext<CurrentOrg | null>(null);

export function CurrentOrgProvider(props: {
  orgs: readonly Org[];
  onSwitched?: (orgId: string) => void;
  children: ReactNode;
}) {
  const { orgs, onSwitched, children } = props;
  const [chosen, setOrgId] = useState<string | null>(() =>
    initialOrgId(orgs, window.location.search, sessionStorage.getItem(CURRENT_ORG_KEY)),
  );
  // When the chosen org was removed (or none was chosen yet), fall back without a state round-trip.
  const orgId =
    chosen && orgs.some((org) => org.id === chosen) ? chosen : initialOrgId(orgs, '', null);
  // The org shown is this window's choice, however it was made (`?org=` included, which the first
  // redirect drops): a reload opens it again, not the most recently used one.
  useEffect(() => {
    if (orgId) sessionStorage.setItem(CURRENT_ORG_KEY, orgId);
  }, [orgId]);

  const switchOrg = useCallback(
    (next: string) => {
      if (next === orgId) return;
      if (orgId) void clients.get(orgId)?.cancelQueries();
      sessionStorage.setItem(CURRENT_ORG_KEY, next);
      performance.mark('org-switch:start');
      setOrgId(next);
      onSwitched?.(next);
    },
    [orgId, onSwitched],
  );

  const value = useMemo<CurrentOrg | null>(
    () => (orgId ? { orgId, org: orgs.find((org) => org.id === orgId) ?? null, switchOrg } : null),
    [orgId, orgs, switchOrg],
  );
  if (!value) return null;
  return (
    <CurrentOrgContext value={value}>
      <QueryClientProvider client={queryClientFor(value.orgId)} key={value.orgId}>
        <OrgOfflineProvider orgId={value.orgId}>{children}</OrgOfflineProvider>
      </QueryClientProvider>
    </CurrentOrgContext>
  );
}

export function useCurrentOrg(): CurrentOrg {
  const value = use(CurrentOrgContext);
  if (!value) throw new Error('useCurrentOrg() outside CurrentOrgProvider');
  return value;
}

/** The current org, or null outside an org's subtree (shared dialogs that may render anywhere). */
export function useCurrentOrgOrNull(): CurrentOrg | null {
  return use(CurrentOrgContext);
}

/** The current org id, for query options: `useQuery(checksQuery(useOrgId(), params))`. */
export function useOrgId(): string {
  return useCurrentOrg().orgId;
}
