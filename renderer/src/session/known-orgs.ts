// The organisations the shell has read (the app-wide client's list), for code outside React that
// names one by its id: a list's export, a deep link. Nothing is fetched here.
import type { Org } from '../../../preload/contract/orgs.ts';
import { orgsListQuery } from '../api/services/orgs.ts';
import { appQueryClient } from './app-query-client.ts';

/** The organisation of that id in the list the shell has read; undefined before or without it. */
export const knownOrg = (orgId: string): Org | undefined =>
  appQueryClient.getQueryData(orgsListQuery().queryKey)?.find((org) => org.id === orgId);

/** Its name, else its id. */
export const orgNameOf = (orgId: string): string => knownOrg(orgId)?.name ?? orgId;
