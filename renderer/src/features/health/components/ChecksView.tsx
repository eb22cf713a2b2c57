// The dashboard's checks as the view asks: the query's error, the cards, the pivot table (paged
// through the list codec's state) or the table, which is the list definition
// checks-list.tsx rendered by the kit (its filters are drawn by the page, beside the view controls).
import type { ReactNode } from 'react';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import type { RowSelection } from '../../../components/resource-list/row-selection.tsx';
import { PIVOT_NONE } from '../check-pivot.ts';
import { healthChecksList } from '../checks-list.tsx';
import type { HealthView } from '../health-filters.ts';
import { ChecksCards } from './ChecksCards.tsx';
import { ChecksPivotTable } from './ChecksPivotTable.tsx';

export function ChecksView(props: {
  loading: boolean;
  /** The checks summary's error, if its query failed. */
  error: Error | null;
  /** The checks the filters and the tab select. */
  checks: readonly CheckSummary[];
  view: HealthView;
  onOpen: (check: CheckSummary) => void;
  /** Bulk mode: checkboxes on the table, and a row click toggles its check. */
  selection?: RowSelection<CheckSummary>;
  /** Above the table, inside the list (so the table's fitted height counts it): the bulk bar. */
  above?: ReactNode;
}) {
  const { loading, error, checks, view, onOpen } = props;
  if (error) return <QueryError error={error} what="health checks" />;
  if (view.layout === 'card')
    return <ChecksCards checks={checks} groupBy={view.groupBy} loading={loading} onOpen={onOpen} />;
  if (view.pivotLabel !== PIVOT_NONE)
    return (
      <ChecksPivotTable
        checks={checks}
        labelKey={view.pivotLabel}
        cellType={view.pivotCellType}
        loading={loading}
        onOpen={onOpen}
      />
    );
  return (
    <ResourceList
      definition={healthChecksList}
      rows={loading ? undefined : checks}
      hideFilterBar
      selection={props.selection}
      above={props.above}
      onRowClick={props.selection?.onToggle ?? onOpen}
    />
  );
}
