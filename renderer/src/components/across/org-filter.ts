// The organisation filter of a list across organisations (the fleet inbox, a view across
// organisations): a multi-select kept in the URL as `organisation` (not `org`: that picks the
// window's organisation), of every organisation the window keeps, by name, unless a list gives
// its own options.
import { orgsListQuery } from '../../api/services/orgs.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import type { ResourceFilter } from '../resource-list/resource-definition.ts';

export const ORG_PARAM = 'organisation';

export const orgFilter = (more: Partial<ResourceFilter> = {}): ResourceFilter => ({
  param: ORG_PARAM,
  label: 'Organisation',
  kind: 'multiSelect',
  options: async () =>
    (await appQueryClient.fetchQuery(orgsListQuery())).map((org) => ({
      value: org.id,
      label: org.name,
    })),
  ...more,
});
