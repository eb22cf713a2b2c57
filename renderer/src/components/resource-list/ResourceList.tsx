// The generic list screen of the resource kit (see resource-definition.ts): heading, the
// screen's actions for users who may write (disabled offline, with the reason), filters, and the
// server-paged, server-sorted table whose page, size, sort and filters live in the URL.
import { useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react';
import { useFitHeight } from './fit-height.ts';
import { useNavigate } from 'react-router';
import type { ListScope } from '../../api/resource/resource-queries.ts';
import { ApiError } from '../../api/http/api-error.ts';
import { retryAt } from '../../api/http/retry-policy.ts';
import { useCurrentOrg } from '../../session/org-context.tsx';
import { usePaintedMark } from '../../lib/perf/usePaintedMark.ts';
import { useCan } from '../../lib/permissions/PermissionsProvider.tsx';
import { useConfirmation } from '../action/GuardedButton.tsx';
import { DataTable } from '../data-table/DataTable.tsx';
import { pastLastPage, type SortState } from '../data-table/table-model.ts';
import type { ListState, ListStatePatch } from '../../lib/url-state/filter-codec.ts';
import { ExportButton } from '../export/ExportButton.tsx';
import { FilterBar } from '../filter-bar/FilterBar.tsx';
import {
  LIST_TABLE_HEIGHT,
  listEmptyText,
  rowIdOf,
  type ListActions,
  type ResourceFilter,
  type ResourceListDefinition,
} from './resource-definition.ts';
import { isFetchSource } from './fetch-source.ts';
import { groupTableProps } from './list-groups.tsx';
import { ListScreen } from './ListScreen.tsx';
import { rowMenuItems, type ListRowAction } from './row-actions.ts';
import { groupSelectionLead, selectionColumn, type RowSelection } from './row-selection.tsx';
import { useListQuery } from './useListQuery.ts';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { useResourceListParams } from './useResourceListParams.ts';
import { ListFilterContext, useCellFilters } from './list-filter.tsx';

export type ResourceListProps<T> = {
  definition: ResourceListDefinition<T>;
  actions?: ListActions;
  /** A row click that stays on the page (a dialog); `rowHref` of the definition navigates. */
  onRowClick?: (row: T) => void;
  /** Where a row leads when that reads the screen's state (its config type, say): instead of
   * the definition's `rowHref`, a real link with Copy link too. */
  rowHref?: (row: T) => string;
  /** Controls of the screen's own beside the filters (a time range picker, say). */
  toolbar?: ReactNode;
  /** A narrowing the screen computes from its own controls. */
  scope?: ListScope;
  /** Prefix of this list's URL params, when it shares the page with another list. */
  paramPrefix?: string;
  /**
   * The screen's actions on a row (its row menu and ⋯ button), e.g. Edit and Delete; one declared
   * with a confirmation asks in the list's dialog first.
   */
  rowActions?: readonly ListRowAction<T>[];
  /** Rows the user picks (to compare, say): a checkbox column before the definition's columns. */
  selection?: RowSelection<T>;
  /**
   * The screen draws the definition's FilterBar itself, above views it switches between (the
   * catalog's summary and this list), so the bar and the focus in its search box stay.
   */
  hideFilterBar?: boolean;
  /** Told when the first page has come (or failed): a screen's own bar loads options after it. */
  onFirstAnswer?: () => void;
  /** The rows of a given source (the screen holds them); undefined while it has none yet. */
  rows?: readonly T[];
  /** Why a given source has no rows to show (forbidden, say): the list's error state instead. */
  error?: unknown;
  /** Between the heading and the filters (a screen's summary strip, say). */
  above?: ReactNode;
  /** The page names the list already (a section's or a tab's title): no heading of its own. */
  hideTitle?: boolean;
};

/**
 * The list's query from the URL's page, sort and filters, kept on a page that exists; the first
 * answer is told and marked painted, and a server's Retry-After wait is read out for the screen.
 */
function useResourceListQuery<T>(props: ResourceListProps<T>, orgId: string) {
  const { definition: def } = props;
  const { spec, params: state, update } = useResourceListParams(def, props.paramPrefix);
  // The query reads page, sort and filters only: a pass-through param (a dialog's id) changing
  // must not read the list again.
  const { passThrough: _passThrough, ...params } = state;
  const { list, exportPage } = useListQuery(orgId, def, params, props.scope, props.rows);
  // A page past the last one (the server answered 416, or fewer rows than the page needs): move
  // to the last page there is.
  const lastPage = pastLastPage(list.data?.total, params.pageIndex, params.pageSize);
  useEffect(() => {
    if (lastPage !== null) update({ pageIndex: lastPage });
  }, [lastPage, update]);
  // The first page painted from a server answer (the job history benchmark reads it).
  usePaintedMark(`list:painted:${def.source.key}`, list.isSuccess && !list.isPlaceholderData);
  // Options loaded from the server wait for the first page: they must not queue before it on a
  // server that answers one query at a time (the Sandbox's database).
  const answered = !list.isPending;
  const { onFirstAnswer } = props;
  useEffect(() => {
    if (answered) onFirstAnswer?.();
  }, [answered, onFirstAnswer]);
  // The server asked to wait before the next try (429/503 with Retry-After): say until when.
  const waitUntil = list.isFetching ? retryAt(list.failureCount, list.failureReason) : null;
  const retry =
    waitUntil !== null && list.failureReason instanceof ApiError
      ? { status: list.failureReason.status, at: waitUntil }
      : null;
  return { spec, params, update, list, exportPage, answered, retry };
}

/**
 * The rows' links (none without write when they need it) and a row click: the screen's own, else
 * the row's page; a row of another organisation opens there: the window switches to it first.
 */
function useRowOpening<T>(
  def: ResourceListDefinition<T>,
  canWrite: boolean,
  onRowClick: ((row: T) => void) | undefined,
  screenRowHref: ((row: T) => string) | undefined,
) {
  const { orgId, switchOrg } = useCurrentOrg();
  const navigate = useNavigate();
  const rowHref = def.rowHrefNeedsWrite && !canWrite ? undefined : (screenRowHref ?? def.rowHref);
  const openRow = (row: T, href: string) => {
    const rowOrg = def.rowOrgId?.(row);
    if (rowOrg && rowOrg !== orgId) switchOrg(rowOrg);
    void navigate(href);
  };
  // A click the screen handles (a dialog with more params) wins over the row's own route.
  return {
    rowHref,
    onRowClick: onRowClick ?? (rowHref ? (row: T) => openRow(row, rowHref(row)) : undefined),
  };
}

/**
 * The definition's columns and group rows; when rows can be selected, a checkbox column first and
 * a checkbox on each group row.
 */
function tableShape<T>(
  def: ResourceListDefinition<T>,
  selection: ResourceListProps<T>['selection'],
  filters: ListState['filters'],
  canWrite: boolean,
) {
  const columns = canWrite ? def.columns : def.columns.filter((column) => !column.writeOnly);
  const getRowId = rowIdOf(def);
  return {
    columns: selection
      ? [selectionColumn(selection, getRowId, def.rowName ?? getRowId), ...columns]
      : columns,
    ...groupTableProps(def.groups, filters),
    groupLead: groupSelectionLead(selection, getRowId),
    rowClassName: def.rowClassName,
  };
}

/** The row menu for this user and connection; an action's confirmation asks in `dialog`. */
function useRowMenu<T>(actions: readonly ListRowAction<T>[] | undefined, canWrite: boolean) {
  const { reason: offlineReason } = useOfflineGuard();
  const { ask, dialog } = useConfirmation();
  return { items: rowMenuItems(actions, { canWrite, offlineReason, ask }), dialog };
}

/** What the export names of the filters: their kinds and static options. */
export function exportFilters(filters: readonly ResourceFilter[] | undefined) {
  return filters?.map((filter) => ({
    param: filter.param,
    kind: filter.kind,
    options: typeof filter.options === 'function' ? undefined : filter.options,
  }));
}

/** The table's server-side sort and paging, read from and written to the URL's list state. */
function serverPaging(
  params: Omit<ListState, 'passThrough'>,
  update: (patch: ListStatePatch) => void,
  pageSizes: readonly number[],
  sorted: boolean,
) {
  const sort = params.sortBy ? { id: params.sortBy, desc: params.sortOrder === 'desc' } : null;
  return {
    sortMode: 'server',
    sort,
    // With a default sort there is no unsorted state (it would read as the default again): a
    // third click turns the column the other way instead (Age, newest first, then oldest first).
    onSortChange: (next: SortState | undefined) => {
      const chosen = next ?? (sorted && sort ? { id: sort.id, desc: !sort.desc } : undefined);
      update({
        sortBy: chosen?.id,
        sortOrder: chosen ? (chosen.desc ? 'desc' : 'asc') : undefined,
      });
    },
    pagination: 'server',
    pageIndex: params.pageIndex,
    pageSize: params.pageSize,
    pageSizeOptions: pageSizes,
    onPageChange: (pageIndex: number, pageSize: number) => update({ pageIndex, pageSize }),
  } as const;
}

/** The definition's filter bar (unless the screen draws it) and the screen's own controls. */
function ListFilters<T>(props: {
  definition: ResourceListDefinition<T>;
  hideFilterBar?: boolean;
  toolbar?: ReactNode;
  loadOptions: boolean;
  values: ComponentProps<typeof FilterBar>['values'];
  onChange: ComponentProps<typeof FilterBar>['onChange'];
}) {
  const { definition: def } = props;
  const bar = def.filters !== undefined && def.filters.length > 0 && !props.hideFilterBar;
  if (!bar && !props.toolbar) return null;
  return (
    <div className="mcd-resource-list-filters">
      {bar && (
        <FilterBar
          label={`${def.title} filters`}
          listKey={def.source.key}
          filters={def.filters ?? []}
          loadOptions={props.loadOptions}
          values={props.values}
          onChange={props.onChange}
        />
      )}
      {props.toolbar}
    </div>
  );
}

/**
 * The ids of the columns the table shows after fitting its width, which the export writes: kept
 * where an export reads them as it starts. (As state, the table telling them rendered the whole
 * list again, ~250 components, before its first rows were painted.)
 */
function useShownColumnIds() {
  const ids = useRef<readonly string[] | undefined>(undefined);
  return useMemo(
    () => ({
      read: () => ids.current,
      keep: (shown: readonly string[]) => {
        ids.current = shown;
      },
    }),
    [],
  );
}

export function ResourceList<T>(props: ResourceListProps<T>) {
  const { definition: def, actions } = props;
  const { orgId } = useCurrentOrg();
  const shownColumns = useShownColumnIds();
  const canWrite = useCan('write', def.permission);
  const rowMenu = useRowMenu(props.rowActions, canWrite);
  const { spec, params, update, list, exportPage, answered, retry } = useResourceListQuery(
    props,
    orgId,
  );
  const rowOpening = useRowOpening(def, canWrite, props.onRowClick, props.rowHref);
  const cellFilters = useCellFilters(def.filters, params.filters, update);
  // Unless the definition bounds it, the table ends where the pager still fits in the window.
  const tableBox = useRef<HTMLDivElement>(null);
  const fitted = useFitHeight(tableBox, def.tableHeight === undefined);
  return (
    <ListScreen
      title={def.title}
      hideTitle={props.hideTitle}
      canWrite={canWrite}
      actions={actions}
      // A derived list reads the page's own cached query: its time is not when data came.
      dataUpdatedAt={
        isFetchSource(def.source) && def.source.derived ? undefined : list.dataUpdatedAt
      }
      error={props.error ?? (list.isError && !list.data ? list.error : null)}
      errorTitle={def.errorTitle}
      retry={retry}
      above={props.above}
      filters={
        <ListFilters
          definition={def}
          hideFilterBar={props.hideFilterBar}
          toolbar={props.toolbar}
          loadOptions={answered}
          values={params.filters}
          onChange={(param, value) => update({ filters: { [param]: value } })}
        />
      }
      tools={
        <ExportButton
          title={def.title}
          fetchPage={exportPage}
          columns={def.columns}
          filters={exportFilters(def.filters)}
          filterValues={params.filters}
          visibleColumnIds={shownColumns.read}
        />
      }
    >
      <div ref={tableBox}>
        <ListFilterContext value={cellFilters}>
          <DataTable
            aria-label={def.title}
            // Its column choice and open groups are kept under its title (sort and page are in the URL).
            tableId={def.title}
            maxHeight={def.tableHeight ?? fitted ?? LIST_TABLE_HEIGHT}
            {...tableShape(def, props.selection, params.filters, canWrite)}
            onVisibleColumns={shownColumns.keep}
            rows={list.data?.rows ?? []}
            getRowId={rowIdOf(def)}
            loading={list.isPending}
            emptyText={listEmptyText(def, params.filters)}
            {...rowOpening}
            rowOrgId={def.rowOrgId}
            rowActions={rowMenu.items}
            rowName={def.rowName}
            {...serverPaging(params, update, spec.pageSizes, def.defaultSort !== undefined)}
            totalRows={list.data?.total ?? 0}
            skippedRows={list.data?.skipped ?? 0}
          />
        </ListFilterContext>
      </div>
      {rowMenu.dialog}
    </ListScreen>
  );
}
