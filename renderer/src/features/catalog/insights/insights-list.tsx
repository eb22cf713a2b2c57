// The global insights list as a list definition (spec 2 §2): Catalog, Type, Analyzer, Severity,
// Status, First Observed, Last Observed; filters Type, Severity, Analyzer and Component (the
// topology card links set component, type and severity), Status (open unless another is chosen:
// the badges that open this list count open insights, spec 2 §7 filters by status) and the config
// type the catalog tabs carry (a chip only). 50 rows a page, first observed newest first. With a component, that
// component's insights are filtered and paged here (spec 2 §7); else one server page of C12. An
// insight type is sent as the insights table spells it (`technical_debt`), whatever a link said.
import { textColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { ResourceListRequest } from '../../../api/resource/resource-queries.ts';
import {
  componentNamesQuery,
  fetchCatalogInsights,
  insightFilterOptionsQuery,
} from '../../../api/services/catalog-changes.ts';
import type {
  CatalogInsight,
  CatalogInsightsParams,
  InsightSortColumn,
} from '../../../api/services/catalog-changes.types.ts';
import type { ConfigInsight } from '../../../api/services/catalog-tabs.types.ts';
import type { Column } from '../../../components/data-table/column.ts';
import type { FetchSource } from '../../../components/resource-list/fetch-source.ts';
import {
  componentOption,
  queryOptionsLoader,
  textOption,
} from '../../../components/resource-list/query-options.tsx';
import type {
  FilterOption,
  ResourceFilter,
  ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { INSIGHT_STATUS } from '../../../lib/vocabulary/insight-status.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { find, labelOf, optionsOf, valuesOf } from '../../../lib/vocabulary/vocabulary.ts';
import { configColumn } from '../../../components/catalog-lists/CatalogCells.tsx';
import { withoutEmpty } from '../../../lib/data/without-empty.ts';
import { TypeLine } from '../../../components/type-icon/TypeLine.tsx';

/** An insight's own columns, shared with the Insights tab of a config item. */
export const INSIGHT_COLUMNS: readonly Column<ConfigInsight>[] = [
  {
    id: 'analysis_type',
    header: 'Type',
    width: '14%',
    // An icon and 'Technical Debt' or 'Performance' without an ellipsis.
    minWidth: 160,
    sortable: true,
    exportValue: (i) => (i.analysis_type ? labelOf(ANALYSIS_TYPE, i.analysis_type) : null),
    cell: (i) => (
      <TypeLine icon={i.analysis_type} fallback="lightbulb" title={i.summary ?? undefined}>
        {labelOf(ANALYSIS_TYPE, i.analysis_type)}
      </TypeLine>
    ),
  },
  textColumn('analyzer', 'Analyzer', (i) => i.analyzer, { sortable: true }),
  statusColumn('severity', 'Severity', SEVERITY, (i) => i.severity, {
    width: '10%',
    sortable: true,
  }),
  statusColumn('status', 'Status', INSIGHT_STATUS, (i) => i.status, { width: '9%', priority: 3 }),
  whenColumn('first_observed', 'First Observed', (i) => i.first_observed, {
    width: '13%',
    priority: 2,
  }),
  whenColumn('last_observed', 'Last Observed', (i) => i.last_observed, {
    width: '13%',
    priority: 2,
  }),
];

const catalogColumn = configColumn<CatalogInsight>(
  'config_name',
  'Catalog',
  (i) => ({ id: i.config_id, name: i.config_name ?? i.config_id, type: i.config_type }),
  // The item's name is what a row is about: a pod's name whole beside its icon.
  { width: '24%', minWidth: 230, sortable: true },
);

const typeOption = (value: string): FilterOption => ({
  value,
  label: labelOf(ANALYSIS_TYPE, value),
  icon: <TypeIcon name={value} fallback="lightbulb" />,
});

/** The known types first (as the vocabulary spells them), then any other the data has. */
async function typeOptions(orgId: string, client: QueryClient) {
  const { types } = await client.fetchQuery(insightFilterOptionsQuery(orgId));
  const others = types.filter((t) => !find(ANALYSIS_TYPE, t));
  return [...valuesOf(ANALYSIS_TYPE), ...others].map(typeOption);
}

async function analyzerOptions(orgId: string, client: QueryClient) {
  const { analyzers } = await client.fetchQuery(insightFilterOptionsQuery(orgId));
  return analyzers.map(textOption);
}

export const INSIGHT_FILTERS: readonly ResourceFilter[] = [
  { param: 'type', label: 'Type', searchable: true, options: typeOptions },
  { param: 'severity', label: 'Severity', searchable: true, options: optionsOf(SEVERITY) },
  { param: 'analyzer', label: 'Analyzer', searchable: true, options: analyzerOptions },
  {
    param: 'component',
    label: 'Component',
    searchable: true,
    options: queryOptionsLoader(componentNamesQuery, componentOption),
  },
  { param: 'status', label: 'Status', defaultValue: 'open', options: optionsOf(INSIGHT_STATUS) },
  { param: 'configType', label: 'Config Type', kind: 'search', linkOnly: true },
];

/** First observed, newest first, unless a sortable column is chosen. */
const DEFAULT_SORT: InsightSortColumn = 'first_observed';

/** The insights read from the list's request: the filters as the URL holds them, page and sort. */
export function insightsParams(request: ResourceListRequest): CatalogInsightsParams {
  const f = request.filters;
  const sorted = insightsList.columns.some((c) => c.sortable && c.id === request.sortBy);
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
    sortBy: sorted ? (request.sortBy as InsightSortColumn) : DEFAULT_SORT,
    sortDesc: sorted ? request.sortOrder !== 'asc' : true,
  };
}

const source: FetchSource<CatalogInsight> = {
  key: 'catalog/insights',
  paging: 'server',
  fetch: (orgId: string, request: ResourceListRequest, signal: AbortSignal) =>
    fetchCatalogInsights(orgId, insightsParams(request), signal),
};

export const insightsList: ResourceListDefinition<CatalogInsight> = {
  source,
  title: 'Catalog insights',
  // No write actions: the permission only gates actions, which this list has none of.
  permission: 'database',
  columns: [catalogColumn, ...INSIGHT_COLUMNS],
  filters: INSIGHT_FILTERS,
  defaultSort: { sortBy: DEFAULT_SORT, sortOrder: 'desc' },
  emptyText: 'No data available',
};
