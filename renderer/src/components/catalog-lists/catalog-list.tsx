// The configs table (spec 2 §2, C1) as a list definition: one server page of `configs` with the
// inventory's filters (catalog-filters.tsx; catalog-query.ts builds the request), sorted on the
// server (type, then name, until the user sorts), numbers before tags and dates so they stay in
// view, and the Group By columns gathering the page's rows under group rows. A row opens
// /catalog/{id}. The scope is the device's 'Hide Deleted Catalog' preference.
import { Tag } from '../tag/Tag.tsx';
import { Link } from 'react-router';
import { CATALOG_STALE_MS, fetchConfigList } from '../../api/services/catalog.ts';
import type { ConfigListRow } from '../../api/services/catalog.types.ts';
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import type { Column } from '../data-table/column.ts';
import { textColumn, whenColumn } from '../resource-list/text-columns.tsx';
import { healthColumn } from '../resource-list/status-column.tsx';
import type { FetchSource } from '../resource-list/fetch-source.ts';
import type { ListGroups } from '../resource-list/list-groups.tsx';
import type { ResourceListDefinition } from '../resource-list/resource-definition.ts';
import { TypeIcon } from '../type-icon/TypeIcon.tsx';
import { paths } from '../../lib/routing/paths.ts';
import { formatCost } from './cost.ts';
import { insightTotal } from './tab-format.ts';
import { AnalysisCounts, ChangesCount, CostText } from './CatalogCells.tsx';
import { CATALOG_LIST } from './catalog-filters.tsx';
import { chosenGroupBy, toListParams } from './catalog-query.ts';
import { groupByLabel, NO_VALUE } from './summary-model.ts';
import { CellLine } from '../data-table/CellLine.tsx';

/** Chips shown before the rest are folded into '+N'. */
const SHOWN_TAGS = 1;

const tagTexts = (row: ConfigListRow) =>
  [...Object.entries(row.tags ?? {}), ...Object.entries(row.labels ?? {})].map(
    ([k, v]) => `${k}: ${v}`,
  );

function TagList({ row }: { row: ConfigListRow }) {
  const all = tagTexts(row);
  if (all.length === 0) return null;
  return (
    <CellLine chips limit={SHOWN_TAGS} title={all.join('\n')}>
      {all.map((text) => (
        <Tag key={text} minimal className="mc-catalog-tag" title={text}>
          {text}
        </Tag>
      ))}
    </CellLine>
  );
}

const analysisText = (analysis: Record<string, number>) =>
  Object.entries(analysis)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${type}: ${n}`)
    .join(', ') || null;

/** What a config's own columns read: a list row, or a related item of the Relationships tab. */
type ConfigColumnsRow = Pick<
  ConfigListRow,
  'id' | 'name' | 'type' | 'health' | 'status' | 'changes' | 'deleted_at'
> & { analysis?: Record<string, unknown> | null };

const counts = (analysis: ConfigColumnsRow['analysis']) =>
  Object.fromEntries(
    Object.entries(analysis ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );

/** The config's own columns (sortable on the server, or here by their sort values). */
export const CONFIG_COLUMNS: readonly Column<ConfigColumnsRow>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    sortValue: (row) => (row.name ?? '').toLowerCase(),
    minWidth: 200,
    exportValue: (row) => row.name ?? row.id,
    cell: (row) => (
      <span className="mc-catalog-name">
        <TypeIcon name={row.type} fallback="cube" />
        <Link
          to={paths.catalogItem(row.id)}
          className="mc-catalog-config-name"
          title={row.name ?? undefined}
          // The row opens it too; the link is for a new window, or to copy.
          onClick={(event) => event.stopPropagation()}
        >
          {row.name ?? row.id}
        </Link>
        {row.deleted_at && (
          <Tag minimal intent="danger">
            Deleted
          </Tag>
        )}
      </span>
    ),
  },
  // 'Kubernetes::ReplicaSet' whole, with room for the sort icon.
  textColumn('type', 'Type', (row) => row.type, {
    sortable: true,
    sortValue: (row) => row.type ?? '',
    priority: 2,
    minWidth: 190,
  }),
  healthColumn('health', 'Health', (row) => row.health, { minWidth: 100 }),
  textColumn('status', 'Status', (row) => row.status, {
    sortable: true,
    sortValue: (row) => row.status ?? '',
    priority: 2,
    minWidth: 100,
  }),
  {
    id: 'changes',
    header: 'Changes',
    sortable: true,
    sortValue: (row) => row.changes ?? 0,
    align: 'right',
    priority: 3,
    minWidth: 100,
    exportValue: (row) => row.changes ?? null,
    cell: (row) => <ChangesCount value={row.changes} />,
  },
  {
    id: 'analysis',
    header: 'Insights',
    sortValue: (row) => insightTotal(row.analysis),
    exportValue: (row) => analysisText(counts(row.analysis)),
    cell: (row) => <AnalysisCounts analysis={counts(row.analysis)} />,
    priority: 3,
    minWidth: 100,
  },
];

const columns: Column<ConfigListRow>[] = [
  // The server does not sort by insights.
  ...CONFIG_COLUMNS.map((c) => (c.id === 'analysis' ? { ...c, sortable: false } : c)),
  {
    id: 'cost_total_30d',
    header: 'Cost (30d)',
    sortable: true,
    align: 'right',
    priority: 3,
    minWidth: 110,
    exportValue: (row) => formatCost(row.cost_total_30d) || null,
    cell: (row) => <CostText value={row.cost_total_30d} today={row.cost_total_1d} />,
  },
  {
    id: 'tags',
    header: 'Tags',
    exportValue: (row) => tagTexts(row).join(', ') || null,
    cell: (row) => <TagList row={row} />,
    priority: 4,
    minWidth: 140,
  },
  whenColumn('created_at', 'Created', (row) => row.created_at, { priority: 5, minWidth: 96 }),
  whenColumn('updated_at', 'Updated', (row) => row.updated_at, { priority: 4, minWidth: 96 }),
  {
    id: 'agent',
    header: 'Agent',
    exportValue: (row) => row.agent?.name ?? null,
    cell: (row) => row.agent?.name,
    priority: 5,
    minWidth: 110,
  },
];

/** Spec 2 §9: type ascending until the user sorts (the server adds name within a type). */
const DEFAULT_SORT = { sortBy: 'type', sortOrder: 'asc' } as const;

/** The list's scope: the device's 'Hide Deleted Catalog' preference. */
export interface CatalogScope {
  hideDeleted: boolean;
}

const hidesDeleted = (scope: unknown) =>
  (scope as Partial<CatalogScope> | null | undefined)?.hideDeleted !== false;

/** The default order reads as no order, so the server sorts by type and then name. */
export const withoutDefaultSort = (request: ResourceListRequest): ResourceListRequest =>
  request.sortBy === DEFAULT_SORT.sortBy && request.sortOrder === DEFAULT_SORT.sortOrder
    ? { ...request, sortBy: undefined, sortOrder: undefined }
    : request;

const source: FetchSource<ConfigListRow> = {
  key: 'catalog/configs',
  paging: 'server',
  staleTime: CATALOG_STALE_MS,
  fetch: (orgId, request, signal, scope) =>
    fetchConfigList(orgId, toListParams(withoutDefaultSort(request), hidesDeleted(scope)), signal),
};

/** The value a row is grouped by for one Group By column (a tag or label key, or built-in). */
function groupValue(row: ConfigListRow, column: string): string {
  const value =
    column === 'type'
      ? row.type
      : column === 'config_class'
        ? row.config_class
        : (row.tags?.[column] ?? row.labels?.[column]);
  return value || NO_VALUE;
}

export const CONFIG_GROUPS: ListGroups<ConfigListRow> = {
  by: (filters) => {
    const groupBy = chosenGroupBy(filters);
    if (groupBy.length === 0) return undefined;
    return (row) => groupBy.map((column) => groupValue(row, column)).join(' / ');
  },
  label: (key, filters) => `${chosenGroupBy(filters).map(groupByLabel).join(' / ')}: ${key}`,
};

export const catalogList: ResourceListDefinition<ConfigListRow> = {
  source,
  title: 'Configs',
  permission: 'database',
  columns,
  filters: CATALOG_LIST.filters,
  defaultSort: DEFAULT_SORT,
  emptyText: 'No data available',
  rowName: (row) => row.name ?? row.id,
  rowHref: (row) => paths.catalogItem(row.id),
  groups: CONFIG_GROUPS,
};
