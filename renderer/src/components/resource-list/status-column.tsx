// A column that shows a row's value as its vocabulary's tag (a severity, a run's status) and
// exports the label the tag reads; nothing for no value.
import type { Column } from '../data-table/column.ts';
import { StatusTag } from '../status-tag/StatusTag.tsx';
import { labelOf, type Vocabulary } from '../../lib/vocabulary/vocabulary.ts';

export function statusColumn<T>(
  id: string,
  header: string,
  vocabulary: Vocabulary,
  value: (row: T) => string | null | undefined,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    exportValue: (row) => (value(row) ? labelOf(vocabulary, value(row)) : null),
    cell: (row) => <StatusTag vocabulary={vocabulary} value={value(row)} />,
    ...more,
  };
}
