// The Relationships tab's read, shared by the tab and its badge so the two agree: the directions
// and filters the URL holds on that tab (the defaults elsewhere), C8's answer and the rows shown.
import { useQuery } from '@tanstack/react-query';
import { relatedConfigsQuery } from '../../../../api/services/catalog-tabs.ts';
import { useResourceListParams } from '../../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import {
  RELATIONSHIP_PARAMS,
  directionsOf,
  relatedShown,
  relationOf,
  typeFilterOf,
} from './relationship-directions.ts';

const DEFAULTS = {};

export function useRelatedConfigs(configId: string, onTab: boolean) {
  const orgId = useOrgId();
  const { params, update } = useResourceListParams(RELATIONSHIP_PARAMS);
  // Other tabs keep their own parameters (a status, say), which must not narrow this count.
  const values: Readonly<Record<string, string>> = onTab ? params.filters : DEFAULTS;
  const directions = directionsOf(values);
  const queryParams = {
    configId,
    typeFilter: typeFilterOf(directions),
    relation: relationOf(directions),
    includeDeleted: values.showDeleted === 'true',
  };
  const all = useQuery(relatedConfigsQuery(orgId, queryParams));
  const shown = useQuery({
    ...relatedConfigsQuery(orgId, queryParams),
    select: (rows) => relatedShown(rows, configId, values),
  });
  return { values, update, directions, queryParams, all, shown };
}
