// The organisation registry and per-org sign-in state, both owned by main and reached over IPC.
// These live in the app-wide QueryClient (not an org's), so their keys carry the org id.
import { queryOptions } from '@tanstack/react-query';
import type { OrgAdd, OrgUpdate } from '../../../../preload/contract/orgs.ts';
import type { SignInRequest } from '../../../../preload/contract/auth.ts';
import { invoke } from '../../lib/bridge.ts';

export const orgsKeys = {
  all: ['orgs'] as const,
  list: () => ['orgs', 'list', {}] as const,
  authStatus: (orgId: string) => ['orgs', 'auth-status', { orgId }] as const,
};

export function orgsListQuery() {
  return queryOptions({
    queryKey: orgsKeys.list(),
    queryFn: async () => (await invoke('orgs:list', {})).orgs,
    staleTime: Infinity,
  });
}

export function authStatusQuery(orgId: string) {
  return queryOptions({
    queryKey: orgsKeys.authStatus(orgId),
    queryFn: () => invoke('auth:status', { orgId }),
    // Main answers from its own state; re-ask when the window regains focus after a while.
    staleTime: 60_000,
    retry: false,
  });
}

export const addOrg = (fields: OrgAdd) => invoke('orgs:add', fields);
export const updateOrg = (update: OrgUpdate) => invoke('orgs:update', update);
export const probeOrg = (url: string) => invoke('orgs:probe', { url });
export const diagnoseOrg = (orgId: string) => invoke('orgs:doctor', { orgId });
export const removeOrg = (id: string) => invoke('orgs:remove', { id });
export const reorderOrgs = (ids: string[]) => invoke('orgs:reorder', { ids });
export const signIn = (request: SignInRequest) => invoke('auth:signIn', request);
export const signOut = (orgId: string) => invoke('auth:signOut', { orgId });
export const chooseSessionOnlyCredentials = () => invoke('auth:useSessionOnly', {});
