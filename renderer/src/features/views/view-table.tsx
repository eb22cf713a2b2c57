// A view's table as a list definition (spec 4-views §2.4, §2.6): its shown columns (cells by
// ViewCell), one include/exclude filter per multiselect column with the server's `columnOptions`,
// page size `display.table.size` else 50, default sort `display.table.sort`, rows read from the
// generated table for the result's fingerprint.
import type {
  ResourceFilter,
  ResourceListDefinition,
} from '../../components/resource-list/resource-definition.ts';
import type { Column } from '../../components/data-table/column.ts';
import { fetchViewRows, viewKeys, viewTableName } from '../../api/services/views.ts';
import type { ViewColumn, ViewResult, ViewRow } from '../../api/services/views.types.ts';
import { TABLE_CHIP_LIMIT, ViewCell, type CellFilter } from './cells/ViewCell.tsx';
import { columnLabel, defaultSort, DEFAULT_VIEW_PAGE_SIZE } from './view-params.ts';

const RESERVED_TYPES = new Set(['row_attributes', 'grants']);

/** The columns a user sees: not hidden, not reserved. */
export const shownColumns = (view: ViewResult): ViewColumn[] =>
  (view.columns ?? []).filter(
    (c) => !c.hidden && !RESERVED_TYPES.has(c.type) && !c.name.startsWith('__'),
  );

const isMultiselect = (c: ViewColumn) => c.filter?.type === 'multiselect';

/** A column width: `150px` in pixels, `2` a weight (left to the table's fit), else invalid. */
export function columnWidth(width: ViewColumn['width']): number | 'weight' | 'invalid' | undefined {
  if (width === null || width === undefined || width === '') return undefined;
  const text = String(width).trim();
  const px = /^(\d+(?:\.\d+)?)px$/.exec(text);
  if (px) return Number(px[1]);
  return /^\d+(?:\.\d+)?$/.test(text) ? 'weight' : 'invalid';
}

/** The first column whose width is neither a weight nor pixels (the table says so). */
export const invalidWidth = (view: ViewResult): ViewColumn | undefined =>
  shownColumns(view).find((c) => columnWidth(c.width) === 'invalid');

/** The filter dropdowns: a multiselect column's options, or a labels column's `key=value`s. */
export function viewFilters(view: ViewResult): ResourceFilter[] {
  return (view.columns ?? []).filter(isMultiselect).map((column) => {
    const options = view.columnOptions?.[column.name];
    const values =
      column.type === 'labels'
        ? Object.entries(options?.labels ?? {}).flatMap(([k, vs]) => vs.map((v) => `${k}=${v}`))
        : (options?.list ?? []);
    return {
      param: column.name,
      kind: 'triState',
      label: columnLabel(column.name),
      options: values.map((value) => ({ value, label: value })),
    };
  });
}

/** The least room a cell of each column type reads in; other types get DEFAULT_MIN_WIDTH. */
const MIN_WIDTH: Readonly<Record<string, number>> = {
  config_item: 180,
  labels: 200,
  string: 120,
  url: 140,
  datetime: 110,
  duration: 90,
  health: 100,
  status: 100,
  gauge: 120,
  number: 80,
  decimal: 80,
  bytes: 80,
  millicore: 80,
  boolean: 70,
};
const DEFAULT_MIN_WIDTH = 100;

/**
 * The table's columns. To fit the window, each has a minimum width by type, and the columns after
 * the first give way from the right (priority by position) into the column chooser, as every kit
 * list does, instead of scrolling the table sideways.
 */
function tableColumns(view: ViewResult, onFilter: CellFilter): Column<ViewRow>[] {
  return shownColumns(view).map((column, index) => {
    const width = columnWidth(column.width);
    return {
      id: column.name,
      header: columnLabel(column.name),
      cell: (row) => (
        <ViewCell column={column} row={row} onFilter={onFilter} chipLimit={TABLE_CHIP_LIMIT} />
      ),
      sortable: true,
      priority: index + 1,
      minWidth: MIN_WIDTH[column.type] ?? DEFAULT_MIN_WIDTH,
      ...(typeof width === 'number' ? { width, minWidth: width } : {}),
      exportValue: (row) => {
        const value = row[column.name];
        if (value === null || value === undefined) return null;
        return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
      },
    };
  });
}

/** The list definition of a view's table; `onFilter` sets a filter from a cell. */
export function viewTableDefinition(
  view: ViewResult,
  onFilter: CellFilter,
): ResourceListDefinition<ViewRow> {
  const table = viewTableName(view.namespace, view.name);
  const fingerprint = view.requestFingerprint ?? '';
  const labelColumns = (view.columns ?? [])
    .filter((c) => isMultiselect(c) && c.type === 'labels')
    .map((c) => c.name);
  const keys = shownColumns(view).filter((c) => c.primaryKey);
  const sort = defaultSort(view.table?.sort);
  const size = view.table?.size ?? DEFAULT_VIEW_PAGE_SIZE;
  return {
    source: {
      key: `views/${table}/${fingerprint}`,
      queryRoot: [...viewKeys.rows(), table, fingerprint],
      paging: 'server',
      staleTime: 5 * 60_000,
      fetch: (orgId, request, signal) =>
        fetchViewRows(orgId, { table, fingerprint, labelColumns, ...request }, signal),
    },
    title: view.title || view.name,
    columns: tableColumns(view, onFilter),
    filters: viewFilters(view),
    pageSizes: [...new Set([size, 50, 100, 200])],
    ...(sort ? { defaultSort: sort } : {}),
    permission: 'views',
    emptyText: 'No data available',
    getRowId: (row) =>
      keys.length > 0
        ? keys.map((c) => JSON.stringify(row[c.name] ?? null)).join('|')
        : JSON.stringify(row),
  };
}
