// Table state (sort, page, page size, expanded groups), each piece controlled by the parent when
// it passes a value, otherwise kept here and mirrored into session storage under `tableId`.
import { useEffect, useState } from 'react';
import type { SortState } from './table-model.ts';
import { normalisePageSize } from './table-model.ts';
import {
  browserSessionStorage,
  loadTablePreferences,
  saveTablePreferences,
} from './table-preferences.ts';

export type TableStateOptions = {
  tableId?: string;
  sort?: SortState | null;
  pageIndex?: number;
  pageSize?: number;
  defaultPageSize: number;
  defaultSort?: SortState;
  onSortChange?: (sort: SortState | undefined) => void;
  onPageChange?: (pageIndex: number, pageSize: number) => void;
};

export function useTableState(options: TableStateOptions) {
  const { tableId, defaultPageSize } = options;
  const [initial] = useState(() =>
    tableId ? loadTablePreferences(browserSessionStorage(), tableId) : {},
  );
  const [ownSort, setOwnSort] = useState<SortState | undefined>(
    initial.sort ?? options.defaultSort,
  );
  const [ownPageIndex, setOwnPageIndex] = useState(0);
  const [ownPageSize, setOwnPageSize] = useState(
    normalisePageSize(initial.pageSize ?? defaultPageSize, defaultPageSize),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(initial.expanded ?? []),
  );

  const sort = options.sort === undefined ? ownSort : (options.sort ?? undefined);
  const pageIndex = options.pageIndex ?? ownPageIndex;
  const pageSize = options.pageSize ?? ownPageSize;

  useEffect(() => {
    if (!tableId) return;
    saveTablePreferences(browserSessionStorage(), tableId, {
      pageSize,
      sort: sort ?? null,
      expanded: [...expanded],
    });
  }, [tableId, pageSize, sort, expanded]);

  return {
    sort,
    pageIndex,
    pageSize,
    expanded,
    setSort: (next: SortState | undefined) => {
      setOwnSort(next);
      setOwnPageIndex(0);
      options.onSortChange?.(next);
    },
    setPage: (nextIndex: number, nextSize: number = pageSize) => {
      setOwnPageIndex(nextIndex);
      setOwnPageSize(nextSize);
      options.onPageChange?.(nextIndex, nextSize);
    },
    toggleGroup: (key: string) => {
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
  };
}
