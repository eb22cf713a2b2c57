// The dashboard's checks as the view asks: the query's error, the cards, the pivot table or the
// grouped table, each paged and sorted through the list codec's state.
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import type { ListState, ListStatePatch } from '../../../lib/url-state/filter-codec.ts';
import { PIVOT_NONE } from '../check-pivot.ts';
import { sortPatch, type HealthView } from '../health-filters.ts';
import { ChecksCards } from './ChecksCards.tsx';
import { ChecksPivotTable } from './ChecksPivotTable.tsx';
import { ChecksTable } from './ChecksTable.tsx';

export function ChecksView(props: {
  loading: boolean;
  /** The checks summary's error, if its query failed. */
  error: Error | null;
  /** The checks the filters and the tab select. */
  checks: readonly CheckSummary[];
  view: HealthView;
  state: ListState;
  update: (patch: ListStatePatch) => void;
  onOpen: (check: CheckSummary) => void;
}) {
  const { loading, error, checks, view, state, update, onOpen } = props;
  const onPageChange = (pageIndex: number, pageSize: number) => update({ pageIndex, pageSize });
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
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        onPageChange={onPageChange}
        onOpen={onOpen}
      />
    );
  return (
    <ChecksTable
      checks={checks}
      loading={loading}
      groupBy={view.groupBy}
      sort={view.sort}
      onSortChange={(sort) => update(sortPatch(sort))}
      pageIndex={state.pageIndex}
      pageSize={state.pageSize}
      onPageChange={onPageChange}
      onOpen={onOpen}
    />
  );
}
