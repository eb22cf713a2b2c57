// A column that shows a row's value as its vocabulary's tag (a severity, a run's status) and
// exports the label the tag reads; nothing for no value. `round` draws the tag as a pill (a
// playbook run's status, in the runs list as on the run's page). A health reads as its dot and
// word instead (healthColumn).
import { CellLine, CellText } from '../data-table/CellLine.tsx';
import type { Column } from '../data-table/column.ts';
import { StatusDot } from '../status-dot/StatusDot.tsx';
import { StatusTag } from '../status-tag/StatusTag.tsx';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { labelOf, rankOf, type Vocabulary } from '../../lib/vocabulary/vocabulary.ts';

export function statusColumn<T>(
  id: string,
  header: string,
  vocabulary: Vocabulary,
  value: (row: T) => string | null | undefined,
  more: Partial<Column<T>> & { round?: boolean } = {},
): Column<T> {
  const { round, ...column } = more;
  return {
    id,
    header,
    exportValue: (row) => (value(row) ? labelOf(vocabulary, value(row)) : null),
    cell: (row) => <StatusTag vocabulary={vocabulary} value={value(row)} round={round} />,
    ...column,
  };
}

/** A health as its status dot and word ('Healthy'), sorted by seriousness (healthy, unknown, warning,
 * unhealthy; no health first), exported as the word. */
export function healthColumn<T>(
  id: string,
  header: string,
  health: (row: T) => string | null | undefined,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    sortable: true,
    sortValue: (row) => rankOf(HEALTH, health(row)),
    exportValue: (row) => (health(row) ? labelOf(HEALTH, health(row)) : null),
    cell: (row) =>
      health(row) ? (
        <CellLine>
          <StatusDot status={health(row)} />
          <CellText>{labelOf(HEALTH, health(row))}</CellText>
        </CellLine>
      ) : null,
    ...more,
  };
}
