// The configs table (spec 2 §2, C1): one server page, sorted on the server (type ascending by
// default), numbers before tags and dates so they stay in view, optionally grouped on the page by the Group By columns. A row opens /catalog/{id}.
import { paths } from '../../../lib/routing/paths.ts';
import { Checkbox, Tag } from '@blueprintjs/core';
import type { ConfigListRow } from '../../../api/services/catalog.types.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { DEFAULT_PAGE_SIZES, type SortOrder } from '../../../lib/url-state/filter-codec.ts';
import { AnalysisCounts, ChangesCount, CostText } from './CatalogCells.tsx';
import { groupByLabel, NO_VALUE } from './summary-model.ts';
import { HEALTH } from '../../../lib/vocabulary/health.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

/** Chips shown before the rest are folded into '+N'. */
const SHOWN_TAGS = 1;

function TagList({ row }: { row: ConfigListRow }) {
  const pairs = [...Object.entries(row.tags ?? {}), ...Object.entries(row.labels ?? {})];
  if (pairs.length === 0) return null;
  const all = pairs.map(([k, v]) => `${k}: ${v}`);
  return (
    <span className="mc-catalog-tags" title={all.join('\n')}>
      {all.slice(0, SHOWN_TAGS).map((text) => (
        <Tag key={text} minimal className="mc-catalog-tag">
          {text}
        </Tag>
      ))}
      {all.length > SHOWN_TAGS && <Tag minimal>+{all.length - SHOWN_TAGS}</Tag>}
    </span>
  );
}

const columns: Column<ConfigListRow>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    minWidth: 220,
    cell: (row) => (
      <span className="mc-catalog-name">
        <TypeIcon name={row.type} fallback="cube" />
        <span className="mc-catalog-config-name">{row.name}</span>
        {row.deleted_at && (
          <Tag minimal intent="danger">
            Deleted
          </Tag>
        )}
      </span>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    sortable: true,
    cell: (row) => row.type,
    priority: 2,
    minWidth: 150,
  },
  {
    id: 'health',
    header: 'Health',
    sortable: true,
    minWidth: 100,
    cell: (row) =>
      row.health ? (
        <span className="mc-catalog-name">
          <StatusDot status={row.health} />
          {labelOf(HEALTH, row.health)}
        </span>
      ) : null,
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => row.status,
    priority: 2,
    minWidth: 100,
  },
  {
    id: 'changes',
    header: 'Changes',
    sortable: true,
    align: 'right',
    priority: 3,
    minWidth: 100,
    cell: (row) => <ChangesCount value={row.changes} />,
  },
  {
    id: 'analysis',
    header: 'Insights',
    cell: (row) => <AnalysisCounts analysis={row.analysis} />,
    priority: 3,
    minWidth: 100,
  },
  {
    id: 'cost_total_30d',
    header: 'Cost (30d)',
    sortable: true,
    align: 'right',
    priority: 3,
    minWidth: 110,
    cell: (row) => <CostText value={row.cost_total_30d} today={row.cost_total_1d} />,
  },
  { id: 'tags', header: 'Tags', cell: (row) => <TagList row={row} />, priority: 4, minWidth: 140 },
  {
    ...timeColumn('created_at', 'Created', (row: ConfigListRow) => row.created_at),
    priority: 5,
    minWidth: 96,
  },
  {
    ...timeColumn('updated_at', 'Updated', (row: ConfigListRow) => row.updated_at),
    priority: 4,
    minWidth: 96,
  },
  { id: 'agent', header: 'Agent', cell: (row) => row.agent?.name, priority: 5, minWidth: 110 },
];

const DEFAULT_SORT = { id: 'type', desc: false };

/** The checkbox column that picks rows to compare (two at most, see CatalogPage). */
function selectColumn(
  selected: ReadonlySet<string>,
  onToggle: (row: ConfigListRow) => void,
): Column<ConfigListRow> {
  return {
    id: 'select',
    header: '',
    width: 36,
    cell: (row) => (
      // The row opens the item on click; the checkbox only selects.
      <span onClick={(event) => event.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        <Checkbox
          className="mc-catalog-select"
          aria-label={`Select ${row.name ?? row.id}`}
          checked={selected.has(row.id)}
          onChange={() => onToggle(row)}
        />
      </span>
    ),
  };
}

function groupKey(row: ConfigListRow, groupBy: readonly string[]): string {
  return groupBy
    .map((column) => {
      const value =
        column === 'type'
          ? row.type
          : column === 'config_class'
            ? row.config_class
            : (row.tags?.[column] ?? row.labels?.[column]);
      return value || NO_VALUE;
    })
    .join(' / ');
}

export function ConfigTable(props: {
  rows: readonly ConfigListRow[];
  total: number;
  loading: boolean;
  groupBy: readonly string[];
  sortBy: string | undefined;
  sortOrder: SortOrder | undefined;
  pageIndex: number;
  pageSize: number;
  onSortChange: (sortBy: string | undefined, sortOrder: SortOrder | undefined) => void;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  onOpen: (row: ConfigListRow) => void;
  /** Rows picked for a compare; the checkbox column shows when given. */
  selected?: ReadonlySet<string>;
  onToggle?: (row: ConfigListRow) => void;
}) {
  const { groupBy, selected, onToggle } = props;
  const grouped = groupBy.length > 0;
  return (
    <DataTable<ConfigListRow>
      aria-label="Configs"
      tableId="catalog-configs"
      columns={selected && onToggle ? [selectColumn(selected, onToggle), ...columns] : columns}
      rows={props.rows}
      getRowId={(row) => row.id}
      loading={props.loading}
      onRowClick={props.onOpen}
      rowHref={(row) => paths.catalogItem(row.id)}
      sortMode="server"
      // Without a choice the server sorts by type ascending (spec 2 §9); the header says so.
      sort={props.sortBy ? { id: props.sortBy, desc: props.sortOrder === 'desc' } : DEFAULT_SORT}
      onSortChange={(sort) =>
        props.onSortChange(sort?.id, sort ? (sort.desc ? 'desc' : 'asc') : undefined)
      }
      groupBy={grouped ? (row) => groupKey(row, groupBy) : undefined}
      renderGroup={({ key, rows }) =>
        `${groupBy.map(groupByLabel).join(' / ')}: ${key} (${rows.length})`
      }
      pagination="server"
      totalRows={props.total}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      pageSizeOptions={DEFAULT_PAGE_SIZES}
      onPageChange={props.onPageChange}
      maxHeight="calc(100vh - 250px)"
    />
  );
}
