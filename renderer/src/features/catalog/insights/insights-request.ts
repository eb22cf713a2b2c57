// The insights read (C12, or a component's insights paged here) from the list's request: the
// filter values as the URL holds them (insights-list.tsx names them), the page and the sort. An
// insight type is sent as the insights table spells it (`technical_debt`), whatever a link said.
import type { ResourceListRequest } from '../../../api/resource/resource-queries.ts';
import type {
  CatalogInsightsParams,
  InsightSortColumn,
} from '../../../api/services/catalog-changes.types.ts';
import { withoutEmpty } from '../../../lib/data/without-empty.ts';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { find } from '../../../lib/vocabulary/vocabulary.ts';

const SORTABLE: readonly InsightSortColumn[] = [
  'config_name',
  'analysis_type',
  'analyzer',
  'severity',
  'status',
  'first_observed',
  'last_observed',
];
/** First observed, newest first, unless another sort is chosen. */
export const DEFAULT_INSIGHT_SORT: InsightSortColumn = 'first_observed';

export function insightsParams(request: ResourceListRequest): CatalogInsightsParams {
  const f = request.filters;
  const sortBy = SORTABLE.find((c) => c === request.sortBy);
  const type = f.type ? (find(ANALYSIS_TYPE, f.type)?.value ?? f.type) : undefined;
  return {
    ...withoutEmpty({
      component: f.component,
      type,
      severity: f.severity?.toLowerCase(),
      analyzer: f.analyzer,
      status: f.status,
      configType: f.configType,
    }),
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    sortBy: sortBy ?? DEFAULT_INSIGHT_SORT,
    sortDesc: sortBy ? request.sortOrder !== 'asc' : true,
  };
}
