// The pivot view of the dashboard table: rows are check names, columns the values of one label
// key, cells the uptime or latency of that check there (click a cell to open the check).
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { pivotChecks, type PivotCellType, type PivotRow } from '../check-pivot.ts';
import { CHECK_FIGURES } from '../../../components/resource-list/check-columns.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { HEALTH_LIST } from '../health-filters.ts';

export interface ChecksPivotTableProps {
  checks: readonly CheckSummary[];
  labelKey: string;
  cellType: PivotCellType;
  loading: boolean;
  onOpen: (check: CheckSummary) => void;
}

function PivotCell(props: { check: CheckSummary; cellType: PivotCellType; onOpen: () => void }) {
  const { check } = props;
  const figure = CHECK_FIGURES[props.cellType];
  return (
    <button
      type="button"
      className="mc-pivot-cell"
      title={`${check.name} — ${check.status ?? 'unknown'}`}
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen();
      }}
    >
      <StatusDot status={check.status} />
      {figure.show(figure.value(check)) || '–'}
    </button>
  );
}

export function ChecksPivotTable(props: ChecksPivotTableProps) {
  const { checks, labelKey, cellType, onOpen } = props;
  const pivot = useMemo(() => pivotChecks(checks, labelKey), [checks, labelKey]);
  // Paged through the dashboard's URL state, as its table is.
  const { params, update } = useResourceListParams(HEALTH_LIST);
  const columns: Column<PivotRow>[] = [
    {
      id: 'name',
      header: 'Checks',
      cell: (row) => row.name,
      sortValue: (row) => row.name.toLowerCase(),
      width: 280,
    },
    ...pivot.columns.map((value): Column<PivotRow> => ({
      id: `pivot:${value}`,
      header: value,
      cell: (row) => {
        const check = row.cells.get(value);
        return check ? (
          <PivotCell check={check} cellType={cellType} onOpen={() => onOpen(check)} />
        ) : null;
      },
      sortValue: (row) => {
        const check = row.cells.get(value);
        return check && CHECK_FIGURES[cellType].value(check);
      },
      align: 'right',
      width: 120,
    })),
  ];
  return (
    <DataTable
      aria-label={`Health checks by ${labelKey}`}
      tableId="health-pivot"
      columns={columns}
      rows={pivot.rows}
      getRowId={(row) => row.name}
      loading={props.loading}
      pagination="client"
      pageIndex={params.pageIndex}
      pageSize={params.pageSize}
      onPageChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
      maxHeight="calc(100vh - 260px)"
    />
  );
}
