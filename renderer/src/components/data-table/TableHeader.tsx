// The table's header row: one cell per column, a sort button on the sortable ones; with fitted
// columns, their widths (a colgroup) and the column chooser in a last, narrow cell.
import type { ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import { CHOOSER_WIDTH } from './column-fit.ts';
import type { SortState } from './table-model.ts';
import { nextSort } from './table-model.ts';
import type { Column } from './column.ts';

export function TableHeader<T>(props: {
  columns: readonly Column<T>[];
  sort: SortState | undefined;
  onSort: (next: SortState | undefined) => void;
  /** Pixel widths of fitted columns (empty: the browser lays the columns out). */
  widths?: ReadonlyMap<string, number>;
  chooser?: ReactNode;
}) {
  const { sort, widths, chooser } = props;
  return (
    <>
      {widths && widths.size > 0 && (
        <colgroup>
          {props.columns.map((column) => (
            <col key={column.id} style={{ width: widths.get(column.id) }} />
          ))}
          {chooser && <col style={{ width: CHOOSER_WIDTH }} />}
        </colgroup>
      )}
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
                style={{ width: widths?.size ? undefined : column.width, textAlign: column.align }}
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
                  (column.head ?? column.header)
                )}
              </th>
            );
          })}
          {chooser && <th className="mc-table-chooser-cell">{chooser}</th>}
        </tr>
      </thead>
    </>
  );
}
