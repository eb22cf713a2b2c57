// The grouped summary (spec 2 §2, C2): one row per group with its count, health counts, changes,
// insights and cost over 30 days. With two or more Group By columns the rows gather under the
// values of the leading ones (open at first; a click closes or opens a group); clicking a row opens the
// configs table of its type. Export writes the same totals, a column per Group By value.
import { useState, type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import type { ConfigSummaryRow } from '../../../api/services/catalog.types.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { toggled } from '../../../lib/data/toggled.ts';
import { formatCount } from '../../../lib/format/count.ts';
import type { ExportableColumn, ExportValue } from '../../../lib/export/export-columns.ts';
import {
  AnalysisCounts,
  ChangesCount,
  CostText,
  HealthCounts,
} from '../../../components/catalog-lists/CatalogCells.tsx';
import {
  groupByLabel,
  groupValue,
  healthEntries,
  summaryColumns,
  summaryItems,
  totalsOf,
  type SummaryItem,
  type SummaryTotals,
  type SummarySort,
} from '../../../components/catalog-lists/summary-model.ts';

const totals = (item: SummaryItem) => (item.kind === 'group' ? item.totals : totalsOf([item.row]));

const counts = (entries: [string, number][]) =>
  entries.map(([key, n]) => `${key}: ${n}`).join(', ') || null;

/**
 * The totals of a group or row as the table shows them (sorted by them, summary-model.ts) and as
 * Export writes them; the 30-day changes, insights and cost give way first on a narrow window
 * (into the column chooser) rather than the table scrolling sideways.
 */
const TOTALS: readonly {
  column: Omit<Column<SummaryItem>, 'cell'>;
  cell: (totals: SummaryTotals) => ReactNode;
  value: (totals: SummaryTotals) => string | number | null;
}[] = [
  {
    column: { id: 'count', header: 'Count', minWidth: 90, align: 'right' },
    cell: (t) => formatCount(t.count),
    value: (t) => t.count,
  },
  {
    column: { id: 'health', header: 'Health', minWidth: 150 },
    cell: (t) => <HealthCounts health={t.health} />,
    value: (t) => counts(healthEntries(t.health)),
  },
  {
    column: { id: 'changes', header: 'Changes (30d)', minWidth: 130, align: 'right', priority: 2 },
    cell: (t) => <ChangesCount value={t.changes} />,
    value: (t) => t.changes,
  },
  {
    column: { id: 'analysis', header: 'Insights (30d)', minWidth: 140, priority: 2 },
    cell: (t) => <AnalysisCounts analysis={t.analysis} />,
    value: (t) => counts(Object.entries(t.analysis).filter(([, n]) => n > 0)),
  },
  {
    column: { id: 'cost', header: 'Cost (30d)', minWidth: 110, align: 'right', priority: 3 },
    cell: (t) => <CostText value={t.cost_30d} />,
    value: (t) => t.cost_30d,
  },
];

/** The summary's columns: the grouping (its header names the Group By columns), then the totals. */
function summaryTableColumns(groupBy: readonly string[]): Column<SummaryItem>[] {
  return [
    {
      id: 'group',
      sortable: true,
      header: summaryColumns(groupBy).map(groupByLabel).join(' / '),
      minWidth: 260,
      cell: (item) =>
        item.kind === 'group' ? (
          <span className="mc-catalog-name">
            <Icon icon={item.expanded ? 'chevron-down' : 'chevron-right'} />
            <TypeIcon name={item.values.type ?? item.values.config_class} fallback="folder-close" />
            <span className="mc-catalog-group-label">{item.label}</span>
          </span>
        ) : (
          <span className={item.grouped ? 'mc-catalog-name mc-catalog-indent' : 'mc-catalog-name'}>
            <TypeIcon name={item.row.type} fallback="cube" />
            <span>{item.label}</span>
          </span>
        ),
    },
    ...TOTALS.map(({ column, cell }) => ({
      ...column,
      sortable: true,
      cell: (item: SummaryItem) => cell(totals(item)),
    })),
  ];
}

/**
 * What Export writes for the grouped summary (issue 32, g): one record per summary row, its
 * Group By values each in a column of its own, then the totals as the table shows them.
 */
export function summaryExportColumns(
  groupBy: readonly string[],
): ExportableColumn<ConfigSummaryRow>[] {
  const column = (id: string, header: string, value: (row: ConfigSummaryRow) => ExportValue) => ({
    id,
    header,
    cell: () => null,
    exportValue: value,
  });
  return [
    ...summaryColumns(groupBy).map((c) => column(c, groupByLabel(c), (r) => groupValue(r, c))),
    ...TOTALS.map((t) => column(t.column.id, t.column.header, (r) => t.value(totalsOf([r])))),
  ];
}

export function SummaryTable(props: {
  rows: readonly ConfigSummaryRow[];
  groupBy: readonly string[];
  loading: boolean;
  onOpen: (row: ConfigSummaryRow) => void;
}) {
  const { groupBy, onOpen } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [sort, setSort] = useState<SummarySort | undefined>(undefined);
  const items = summaryItems(props.rows, groupBy, collapsed, sort);

  return (
    <DataTable<SummaryItem>
      aria-label="Catalog summary"
      columns={summaryTableColumns(groupBy)}
      rows={items}
      getRowId={(item) => `${item.kind}:${item.key}`}
      loading={props.loading}
      pagination="none"
      sortMode="server"
      sort={sort ?? null}
      onSortChange={setSort}
      // Below the filters and the list frame's heading, down to the window's bottom.
      maxHeight="calc(100vh - 250px)"
      onRowClick={(item) =>
        item.kind === 'group'
          ? setCollapsed((current) => toggled(current, item.key))
          : onOpen(item.row)
      }
    />
  );
}
