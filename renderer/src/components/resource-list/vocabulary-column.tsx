// A column that shows a vocabulary value as its tag (label and colour), sorts by seriousness and
// exports the label: a severity, a health, a run status.
import type { Column } from '../data-table/column.ts';
import { StatusTag } from '../status-tag/StatusTag.tsx';
import { labelOf, rankOf, type Vocabulary } from '../../lib/vocabulary/vocabulary.ts';

export function vocabularyColumn<T>(
  id: string,
  header: string,
  vocabulary: Vocabulary,
  value: (row: T) => string | null | undefined,
  more: Partial<Column<T>> = {},
): Column<T> {
  return {
    id,
    header,
    cell: (row) => <StatusTag vocabulary={vocabulary} value={value(row)} />,
    sortValue: (row) => rankOf(vocabulary, value(row)),
    exportValue: (row) => (value(row) ? labelOf(vocabulary, value(row)) : null),
    ...more,
  };
}
