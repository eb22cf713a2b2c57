// The dashboard's table (spec 1 §2) as a list definition: Checks, Health, Uptime, Latency,
// Transition, sorted and paged by the kit on the client; group rows by the Group By choice show
// their worst health and passed/total (issue 32 item 7). Its rows are the checks the page shows
// (the auto-refreshed summary narrowed by the search, Hide Passing, the labels and the tab).
import type { CheckSummary } from '../../api/services/health.types.ts';
import type { Column } from '../../components/data-table/column.ts';
import { checkFigureColumns } from '../../components/resource-list/check-columns.tsx';
import { healthColumn } from '../../components/resource-list/status-column.tsx';
import { RelativeTime } from '../../components/relative-time/RelativeTime.tsx';
import type { GivenSource } from '../../components/resource-list/fetch-source.ts';
import type { ListGroups } from '../../components/resource-list/list-groups.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { StatusDot } from '../../components/status-dot/StatusDot.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { groupHealth, groupKeyOf, passedOverTotal } from './check-grouping.ts';
import { CheckHealthCell } from './components/CheckHealthCell.tsx';
import { CheckName } from './components/CheckName.tsx';
import { DEFAULT_GROUP_BY, HEALTH_LIST } from './health-filters.ts';

const columns: Column<CheckSummary>[] = [
  {
    id: 'name',
    header: 'Checks',
    cell: (c) => <CheckName check={c} />,
    sortValue: (c) => c.name.toLowerCase(),
    exportValue: (c) => c.name,
    minWidth: 200,
  },
  healthColumn<CheckSummary>('health', 'Health', (c) => c.status ?? 'unknown', {
    cell: (c) => <CheckHealthCell check={c} />,
    width: 200,
  }),
  ...checkFigureColumns<CheckSummary>(),
  {
    id: 'transition',
    header: 'Transition',
    cell: (c) => <RelativeTime value={c.last_transition_time} />,
    sortValue: (c) => c.last_transition_time ?? '',
    exportValue: (c) => c.last_transition_time ?? null,
    width: 160,
    priority: 3,
  },
];

/**
 * The summary's checks the page selected (search, Hide Passing, labels, the tab), which it reads
 * and refreshes itself; the kit sorts and pages them. The filters are the dashboard's URL state,
 * none of which narrows the rows again.
 */
const source: GivenSource<CheckSummary> = {
  key: 'health/checks',
  paging: 'given',
  valueOf: () => undefined,
  views: HEALTH_LIST.filters?.map((filter) => filter.param),
};

export const CHECK_GROUPS: ListGroups<CheckSummary> = {
  by: (filters) => {
    const groupBy = filters.groupBy ?? DEFAULT_GROUP_BY;
    return groupBy === 'none' ? undefined : (c) => groupKeyOf(c, groupBy) ?? '';
  },
  count: passedOverTotal,
  status: (rows) => <StatusDot status={groupHealth(rows)} />,
};

export const healthChecksList: ResourceListDefinition<CheckSummary> = {
  source,
  title: 'Health checks',
  permission: 'canaries',
  columns,
  // Every URL param of the dashboard, so the list keeps the view controls' when it pages or sorts.
  filters: HEALTH_LIST.filters,
  passThrough: HEALTH_LIST.passThrough,
  pageSizes: HEALTH_LIST.pageSizes,
  emptyText: 'No data available',
  rowName: (c) => c.name,
  rowHref: (c) => paths.health({ checkId: c.id }),
  groups: CHECK_GROUPS,
};
