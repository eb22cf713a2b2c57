// The inventory's state in the query string (spec 2 §2, §5): config type, Group By, Labels,
// Status, Health, search, and the table's page and sort. 'all' and empty values are left out of
// the URL and of every request. This module reads it, writes changes back, and turns it into
// the configs-table parameters (C1) or the summary request (C2).
import type {
  ConfigListParams,
  ConfigSummaryRequest,
  IncludeExclude,
} from '../../../api/services/catalog.types.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  splitLabelFilter,
  type LabelFilter,
} from '../../../lib/labels/label-filter.ts';
import {
  DEFAULT_PAGE_SIZES,
  patchListParams,
  readListParams,
  type ListParamsSpec,
  type SortOrder,
} from '../../../lib/url-state/list-params.ts';
import { HEALTH } from '../../../lib/vocabulary/health.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';

/** Spec 2 §9: the summary's default grouping. */
export const DEFAULT_SUMMARY_GROUP_BY: readonly string[] = ['config_class', 'type'];
/** The grouping columns that are not tags. */
export const BUILT_IN_GROUP_BY: readonly string[] = ['config_class', 'type'];
/** Changes and insights are counted over 30 days, cost too (spec 2 §9). */
export const SUMMARY_WINDOW = '30d';

/** The Health filter in spec 2 §1's order, labelled by the health vocabulary. */
export const HEALTH_OPTIONS = (['unhealthy', 'healthy', 'unknown', 'warning'] as const).map(
  (value) => ({ value, label: labelOf(HEALTH, value) }),
);

export const CATALOG_LIST_SPEC: ListParamsSpec = {
  pageSizes: DEFAULT_PAGE_SIZES,
  filterParams: ['configType', 'search', 'groupBy', 'labels', 'status', 'health'],
};

export interface CatalogParams {
  configType: string | undefined;
  search: string;
  /** As chosen; undefined when the URL has none (the summary then uses its default). */
  groupBy: readonly string[] | undefined;
  labels: LabelFilter;
  /** Tri-state choices as the URL keeps them (`Running:1,Pending:-1`). */
  status: string | undefined;
  health: string | undefined;
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: SortOrder | undefined;
}

export function readCatalogParams(search: URLSearchParams): CatalogParams {
  const list = readListParams(search, CATALOG_LIST_SPEC);
  const f = list.filters;
  const groupBy = f.groupBy?.split(',').filter((g) => g !== '');
  return {
    configType: f.configType,
    search: f.search ?? '',
    groupBy: groupBy && groupBy.length > 0 ? groupBy : undefined,
    labels: decodeLabelFilter(f.labels),
    status: f.status,
    health: f.health,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
  };
}

export type CatalogPatch = Partial<CatalogParams>;

/** `search` with `patch` applied; a filter change goes back to the first page. */
export function patchCatalogParams(search: URLSearchParams, patch: CatalogPatch): URLSearchParams {
  const filters: Record<string, string | undefined> = {};
  if ('configType' in patch) filters.configType = patch.configType;
  if ('search' in patch) filters.search = patch.search?.trim();
  if ('groupBy' in patch) filters.groupBy = patch.groupBy?.join(',');
  if ('labels' in patch) filters.labels = encodeLabelFilter(patch.labels ?? {});
  if ('status' in patch) filters.status = patch.status;
  if ('health' in patch) filters.health = patch.health;
  const { pageIndex, pageSize, sortBy, sortOrder } = patch;
  return patchListParams(
    search,
    {
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      ...('pageIndex' in patch ? { pageIndex } : {}),
      ...('pageSize' in patch ? { pageSize } : {}),
      ...('sortBy' in patch ? { sortBy } : {}),
      ...('sortOrder' in patch ? { sortOrder } : {}),
    },
    CATALOG_LIST_SPEC,
  );
}

/** With no config type and no search the grouped summary shows; otherwise the configs table. */
export function showsSummary(params: CatalogParams): boolean {
  return !params.configType && !params.search;
}

export function summaryGroupBy(params: CatalogParams): readonly string[] {
  return params.groupBy ?? DEFAULT_SUMMARY_GROUP_BY;
}

export function triState(value: string | undefined): IncludeExclude | undefined {
  const split = splitLabelFilter(decodeLabelFilter(value));
  return split.include.length + split.exclude.length > 0 ? split : undefined;
}

/** `healthy,!unhealthy`, as the summary takes a tri-state choice. */
function filterExpression(choice: IncludeExclude | undefined): string | undefined {
  if (!choice) return undefined;
  return [...choice.include, ...choice.exclude.map((v) => `!${v}`)].join(',');
}

function activeLabels(labels: LabelFilter): Record<string, 1 | -1> {
  const out: Record<string, 1 | -1> = {};
  for (const [label, state] of Object.entries(labels)) if (state !== 0) out[label] = state;
  return out;
}

export function toListParams(params: CatalogParams, hideDeleted: boolean): ConfigListParams {
  const labels = activeLabels(params.labels);
  const status = triState(params.status);
  const health = triState(params.health);
  return {
    ...(params.configType ? { configType: params.configType } : {}),
    ...(params.search ? { search: params.search } : {}),
    ...(status ? { status } : {}),
    ...(health ? { health } : {}),
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    hideDeleted,
    ...(params.sortBy
      ? { sortBy: params.sortBy, sortOrder: params.sortOrder === 'desc' ? 'desc' : 'asc' }
      : {}),
    pageIndex: params.pageIndex,
    pageSize: params.pageSize,
  };
}

/** The summary's label filter: key → `v1,!v2`. */
export function summaryLabelFilter(labels: LabelFilter): Record<string, string> | undefined {
  const byKey = new Map<string, string[]>();
  for (const [label, state] of Object.entries(labels)) {
    if (state === 0) continue;
    const at = label.indexOf('=');
    const key = at < 0 ? label : label.slice(0, at);
    const value = at < 0 ? '' : label.slice(at + 1);
    byKey.set(key, [...(byKey.get(key) ?? []), state === -1 ? `!${value}` : value]);
  }
  return byKey.size > 0
    ? Object.fromEntries([...byKey].map(([k, values]) => [k, values.join(',')]))
    : undefined;
}

export function toSummaryRequest(
  params: CatalogParams,
  hideDeleted: boolean,
): ConfigSummaryRequest {
  const filter = summaryLabelFilter(params.labels);
  const health = filterExpression(triState(params.health));
  const status = filterExpression(triState(params.status));
  return {
    groupBy: [...summaryGroupBy(params)],
    deleted: !hideDeleted,
    ...(filter ? { filter } : {}),
    ...(health ? { health } : {}),
    ...(status ? { status } : {}),
    changes: { since: SUMMARY_WINDOW },
    analysis: { since: SUMMARY_WINDOW },
    cost: SUMMARY_WINDOW,
  };
}

/**
 * A summary row clicked: its type becomes the config type, the tag values it was grouped by
 * join the label filter, and the grouping is cleared (the configs table shows).
 */
export function groupRowPatch(
  row: Readonly<Record<string, unknown>> & { type: string },
  groupBy: readonly string[],
  labels: LabelFilter,
): CatalogPatch {
  const next: Record<string, 1 | -1 | 0> = { ...labels };
  for (const column of groupBy) {
    if (BUILT_IN_GROUP_BY.includes(column)) continue;
    const value = row[column];
    if (typeof value === 'string' && value !== '') next[`${column}=${value}`] = 1;
  }
  return { configType: row.type, labels: next, groupBy: undefined };
}
