// A column that shows a row's value as its vocabulary's tag (a severity, a run's status) and
// exports the label the tag reads; nothing for no value. `round` draws the tag as a pill (a
// playbook run's status, in the runs list as on the run's page).
import type { Column } from '../data-table/column.ts';
import { StatusTag } from '../status-tag/StatusTag.tsx';
import { labelOf, type Vocabulary } from '../../lib/vocabulary/vocabulary.ts';

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
