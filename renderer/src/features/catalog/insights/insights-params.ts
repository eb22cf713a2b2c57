// The global insights list's state in the query string (spec 2 §2): the filters component, type,
// severity and analyzer (plus the config type the catalog tabs carry), the page (50 rows by
// default) and the server sort (first observed, newest first, by default).
import type {
  CatalogInsightsParams,
  InsightSortColumn,
} from '../../../api/services/catalog-changes.types.ts';
import {
  DEFAULT_PAGE_SIZES,
  patchListParams,
  readListParams,
  type ListParamsSpec,
} from '../../../lib/url-state/list-params.ts';

export const INSIGHT_FILTERS = ['component', 'type', 'severity', 'analyzer', 'configType'] as const;
export type InsightFilter = (typeof INSIGHT_FILTERS)[number];

/** Spec 2 §9: insights page by 50. */
export const INSIGHTS_LIST_SPEC: ListParamsSpec = {
  pageSizes: DEFAULT_PAGE_SIZES,
  filterParams: INSIGHT_FILTERS,
};

const SORTABLE: readonly InsightSortColumn[] = [
  'config_name',
  'analysis_type',
  'analyzer',
  'severity',
  'status',
  'first_observed',
  'last_observed',
];
const DEFAULT_SORT: InsightSortColumn = 'first_observed';

export function readInsightsParams(search: URLSearchParams): CatalogInsightsParams {
  const list = readListParams(search, INSIGHTS_LIST_SPEC);
  const f = list.filters;
  const sortBy = SORTABLE.find((c) => c === list.sortBy);
  return {
    ...(f.component ? { component: f.component } : {}),
    ...(f.type ? { type: f.type } : {}),
    ...(f.severity ? { severity: f.severity.toLowerCase() } : {}),
    ...(f.analyzer ? { analyzer: f.analyzer } : {}),
    ...(f.configType ? { configType: f.configType } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    sortBy: sortBy ?? DEFAULT_SORT,
    sortDesc: sortBy ? list.sortOrder !== 'asc' : true,
  };
}

export type InsightsPatch = Partial<Record<InsightFilter, string | undefined>> & {
  pageIndex?: number;
  pageSize?: number;
  sort?: { by: string; desc: boolean } | undefined;
};

export function patchInsightsParams(
  search: URLSearchParams,
  patch: InsightsPatch,
): URLSearchParams {
  const filters: Record<string, string | undefined> = {};
  for (const name of INSIGHT_FILTERS) if (name in patch) filters[name] = patch[name];
  const isDefault = !patch.sort || (patch.sort.by === DEFAULT_SORT && patch.sort.desc);
  return patchListParams(
    search,
    {
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      ...('sort' in patch
        ? {
            sortBy: isDefault ? undefined : patch.sort!.by,
            sortOrder: isDefault ? undefined : patch.sort!.desc ? 'desc' : 'asc',
          }
        : {}),
      ...('pageIndex' in patch ? { pageIndex: patch.pageIndex } : {}),
      ...('pageSize' in patch ? { pageSize: patch.pageSize } : {}),
    },
    INSIGHTS_LIST_SPEC,
  );
}

export interface InsightChip {
  key: string;
  label: string;
  remove: InsightsPatch;
}

/** A removable chip per active filter; the component is named when its name is known. */
export function insightChips(
  params: CatalogInsightsParams,
  componentName: string | undefined,
): InsightChip[] {
  const chips: InsightChip[] = [];
  const add = (key: InsightFilter, label: string, value: string | undefined) => {
    if (value) chips.push({ key, label: `${label}: ${value}`, remove: { [key]: undefined } });
  };
  add('component', 'Component', params.component && (componentName ?? params.component));
  add('configType', 'Config Type', params.configType);
  add('type', 'Type', params.type);
  add('severity', 'Severity', params.severity);
  add('analyzer', 'Analyzer', params.analyzer);
  return chips;
}
