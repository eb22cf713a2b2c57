// The grouped summary (spec 2 §2, C2): one row per group with its count, health counts, changes,
// insights and cost over 30 days. With two or more Group By columns the rows gather under the
// values of the leading ones (open at first; a click closes or opens a group); clicking a row opens the
// configs table of its type.
import { useState, type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import type { ConfigSummaryRow } from '../../../api/services/catalog.types.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { toggled } from '../../../lib/data/toggled.ts';
import { formatCount } from '../../../lib/format/count.ts';
import {
  AnalysisCounts,
  ChangesCount,
  CostText,
  HealthCounts,
} from '../../../components/catalog-lists/CatalogCells.tsx';
import {
  groupByLabel,
  summaryColumns,
  summaryItems,
  totalsOf,
  type SummaryItem,
  type SummaryTotals,
  type SummarySort,
} from '../../../components/catalog-lists/summary-model.ts';

function GroupIcon({ values }: { values: Record<string, string> }) {
  const name = values.type ?? values.config_class;
  return name ? <TypeIcon name={name} fallback="folder-close" /> : <Icon icon="folder-close" />;
}

const totals = (item: SummaryItem) => (item.kind === 'group' ? item.totals : totalsOf([item.row]));

/** A column of a group's or row's totals, sorted by them (summary-model.ts). */
const totalColumn = (
  id: string,
  header: string,
  minWidth: number,
  cell: (totals: SummaryTotals) => ReactNode,
  more?: Partial<Column<SummaryItem>>,
): Column<SummaryItem> => ({
  id,
  header,
  minWidth,
  sortable: true,
  cell: (item) => cell(totals(item)),
  ...more,
});

/**
 * The summary's columns: the grouping (its header names the Group By columns), then the count and
 * health counts, always shown; the 30-day changes, insights and cost give way first on a narrow
 * window (into the column chooser) rather than the table scrolling sideways.
 */
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
            <GroupIcon values={item.values} />
            <span className="mc-catalog-group-label">{item.label}</span>
          </span>
        ) : (
          <span className={item.grouped ? 'mc-catalog-name mc-catalog-indent' : 'mc-catalog-name'}>
            <TypeIcon name={item.row.type} fallback="cube" />
            <span>{item.label}</span>
          </span>
        ),
    },
    totalColumn('count', 'Count', 90, (t) => formatCount(t.count), { align: 'right' }),
    totalColumn('health', 'Health', 150, (t) => <HealthCounts health={t.health} />),
    totalColumn('changes', 'Changes (30d)', 130, (t) => <ChangesCount value={t.changes} />, {
      align: 'right',
      priority: 2,
    }),
    totalColumn(
      'analysis',
      'Insights (30d)',
      140,
      (t) => <AnalysisCounts analysis={t.analysis} />,
      {
        priority: 2,
      },
    ),
    totalColumn('cost', 'Cost (30d)', 110, (t) => <CostText value={t.cost_30d} />, {
      align: 'right',
      priority: 3,
    }),
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
