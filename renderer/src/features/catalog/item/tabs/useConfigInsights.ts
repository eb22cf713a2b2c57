// The Insights tab's read, shared by the tab and its badge so the two agree: the item's open
// insights, as the catalog list's Insights column and the global insights list count them, unless
// the tab's Status filter (in the URL, on that tab only) chooses another status or All.
import { useInfiniteQuery } from '@tanstack/react-query';
import { configInsightsQuery } from '../../../../api/services/catalog-tabs.ts';
import { useResourceListParams } from '../../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { INSIGHT_FILTERS } from '../../insights/insights-list.tsx';

/** The global list's Status filter (open unless another is chosen). */
export const INSIGHT_TAB_PARAMS = { filters: INSIGHT_FILTERS.filter((f) => f.param === 'status') };
const OPEN = INSIGHT_TAB_PARAMS.filters[0]?.defaultValue;
const DEFAULTS: Readonly<Record<string, string>> = OPEN ? { status: OPEN } : {};

export function useConfigInsights(configId: string, onTab: boolean) {
  const { params, update } = useResourceListParams(INSIGHT_TAB_PARAMS);
  // Other tabs keep their own parameters (a config's status, say), which must not narrow this.
  const values: Readonly<Record<string, string>> = onTab ? params.filters : DEFAULTS;
  const query = useInfiniteQuery(configInsightsQuery(useOrgId(), configId, values.status));
  const pages = query.data?.pages;
  const total = pages?.[pages.length - 1]?.total ?? undefined;
  return { values, update, query, total };
}
