// Group rows of a list definition: how its rows gather under a group row (a Group By choice in
// the URL, say), what that row reads (label, count, the group's worst status) and the table props
// that draw it. A group row starts collapsed and a click anywhere on it toggles it (DataRow.tsx).
import type { ReactNode } from 'react';
import type { DataTableProps } from '../data-table/data-table-props.ts';

/** The list's decoded filter values by param (ListState.filters). */
export type FilterValues = Readonly<Record<string, string>>;

export interface ListGroups<T> {
  /** The group key of a row under the current filter values; none (no grouping) when undefined. */
  by: (filters: FilterValues) => ((row: T) => string) | undefined;
  /** The group row's text from its key; the key itself when not given. */
  label?: (key: string, filters: FilterValues) => string;
  /** The group's count as the row reads it; `(n)` for n rows when not given ('3/5', say). */
  count?: (rows: readonly T[]) => string;
  /** The most serious status among the group's rows (a dot), drawn before its label. */
  status?: (rows: readonly T[]) => ReactNode;
}

export const groupCount = (rows: readonly unknown[]) => `(${rows.length})`;

/** The DataTable props that group a page's rows as the definition says (none when it does not). */
export function groupTableProps<T>(
  groups: ListGroups<T> | undefined,
  filters: FilterValues,
): Pick<DataTableProps<T>, 'groupBy' | 'renderGroup'> {
  const by = groups?.by(filters);
  if (!groups || !by) return {};
  const { label, count = groupCount, status } = groups;
  return {
    groupBy: by,
    renderGroup: ({ key, rows }) => (
      <span className="mcd-list-group">
        {status?.(rows)}
        <span className="mcd-list-group-label">{label ? label(key, filters) : key}</span>{' '}
        <span className="mcd-list-group-count">{count(rows)}</span>
      </span>
    ),
  };
}
