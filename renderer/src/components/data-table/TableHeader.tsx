// The table's header row: one cell per column, a sort button on the sortable ones.
import { Icon } from '@blueprintjs/core';
import type { SortState } from './table-model.ts';
import { nextSort } from './table-model.ts';
import type { Column } from './column.ts';

export function TableHeader<T>(props: {
  columns: readonly Column<T>[];
  sort: SortState | undefined;
  onSort: (next: SortState | undefined) => void;
}) {
  const { sort } = props;
  return (
    <thead>
      <tr>
        {props.columns.map((column) => {
          const sortable = column.sortable ?? column.sortValue !== undefined;
          const active = sort?.id === column.id;
          const ariaSort = active ? (sort?.desc ? 'descending' : 'ascending') : undefined;
          const icon = active ? (sort?.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical';
          return (
            <th
              key={column.id}
              style={{ width: column.width, textAlign: column.align }}
              aria-sort={ariaSort}
            >
              {sortable ? (
                <button
                  type="button"
                  className="mc-table-sort"
                  onClick={() => props.onSort(nextSort(sort, column.id))}
                >
                  {column.header}
                  <Icon icon={icon} size={12} />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
