// A list the client reads whole and sorts itself (users, feature flags, a team's members): its
// columns sort by the text they show, and it opens sorted by name.
import type { Column } from '../data-table/column.ts';
import type { ResourceListDefinition } from './resource-definition.ts';

/** A column that shows a row's text and sorts by it. */
export function sortedColumn<T>(
  id: string,
  header: string,
  text: (row: T) => string,
  more: Partial<Column<T>> = {},
): Column<T> {
  return { id, header, cell: text, sortValue: text, ...more };
}

/** The definition sorted by its `name` column until the user sorts by another. */
export const sortedByName = <T>(
  definition: ResourceListDefinition<T> & { defaultSort?: never },
): ResourceListDefinition<T> => ({
  ...definition,
  defaultSort: { sortBy: 'name', sortOrder: 'asc' },
});
