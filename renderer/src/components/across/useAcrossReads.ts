// The fan-out every cross-organisation page shares (the view across organisations, access
// everywhere): the organisations the user keeps (not hidden), their sign-in state and one read
// each, in the app's client keyed by organisation, so one failing changes only its own entry.
import {
  useQueries,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { ApiError } from '../../api/http/api-error.ts';
import { authStatusQuery, orgsListQuery } from '../../api/services/orgs.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { describeNetworkFailure, isNetworkFailure } from '../../session/offline/network-failure.ts';
import type { AcrossInput } from './across-state.ts';

const NO_ORGS: Org[] = [];

export function errorOf(error: unknown): AcrossInput<unknown>['error'] {
  if (!error) return null;
  if (isNetworkFailure(error)) return { message: describeNetworkFailure(error), network: true };
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof Error ? error.message : 'The read failed.';
  return { status, message, network: false };
}

/**
 * The fan-out every cross-organisation page shares: the organisations the user keeps (and `also`,
 * hidden or not), their sign-in state, and one read each from `readFor` (enabled only where it may
 * be read). A page adds what it needs on top (the view page: the offline cache).
 */
export function useAcrossReads<R, K extends QueryKey>(
  readFor: (orgId: string, enabled: boolean) => UseQueryOptions<R | null, Error, R | null, K>,
  also?: string,
) {
  const orgsQuery = useQuery(orgsListQuery(), appQueryClient);
  const orgs = (orgsQuery.data ?? NO_ORGS).filter((org) => !org.hidden || org.id === also);
  const auths = useQueries(
    { queries: orgs.map((org) => ({ ...authStatusQuery(org.id), meta: { silentErrors: true } })) },
    appQueryClient,
  );
  const authState = (i: number) => auths[i]?.data?.state ?? null;
  const mayRead = (i: number) => ['signed-in', 'unreachable', null].includes(authState(i));
  const queries = orgs.map((org, i) => readFor(org.id, mayRead(i)));
  const reads: UseQueryResult<R | null>[] = useQueries(
    { queries: queries as unknown as UseQueryOptions<R | null>[] },
    appQueryClient,
  );
  /** One organisation's input to acrossState, from its read (or `kept` data in its place). */
  const inputOf = (i: number, kept?: { read: R; at: number } | null): AcrossInput<R> => {
    const org = orgs[i]!;
    const read = reads[i];
    return {
      orgId: org.id,
      orgName: org.name,
      authState: authState(i),
      authMessage: auths[i]?.data?.message ?? null,
      read: kept ? kept.read : read?.data,
      dataAt: kept ? kept.at : (read?.dataUpdatedAt ?? 0),
      cached: Boolean(kept),
      error: errorOf(read?.error),
      fetching: read?.fetchStatus === 'fetching',
    };
  };
  return {
    orgsQuery,
    orgs,
    /** Each organisation's sign-in state query (its message and user), by index. */
    auths,
    reads,
    mayRead,
    inputOf,
    refreshing: reads.some((r) => r.fetchStatus === 'fetching'),
    refresh: () => Promise.all(reads.map((r) => r.refetch())),
  };
}
