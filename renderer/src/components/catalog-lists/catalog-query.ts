// What the inventory asks the server for, from its decoded URL state (catalog-filters.tsx): the
// configs-table parameters (C1) or the summary request (C2), which of the two shows, the Group By
// the view uses, and the URL changes a summary row click and a Group By choice make.
import type {
  ConfigListParams,
  ConfigSummaryRequest,
  IncludeExclude,
} from '../../api/services/catalog.types.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  filterExpression,
  labelFilterByKey,
  splitLabelFilter,
  type LabelFilter,
} from '../../lib/labels/label-filter.ts';
import { withoutEmpty } from '../../lib/data/without-empty.ts';
import {
  decodeValueList,
  encodeValueList,
  type ListState,
  type ListStatePatch,
} from '../../lib/url-state/filter-codec.ts';

/** Spec 2 §9: the summary's default grouping. */
export const DEFAULT_SUMMARY_GROUP_BY: readonly string[] = ['config_class', 'type'];
/** The grouping columns that are not tags. */
export const BUILT_IN_GROUP_BY: readonly string[] = ['config_class', 'type'];
/** Changes and insights are counted over 30 days, cost too (spec 2 §9). */
export const SUMMARY_WINDOW = '30d';

/** The decoded filter values by param (ListState.filters). */
export type CatalogValues = Readonly<Record<string, string>>;

/** With no config type and no search the grouped summary shows; otherwise the configs table. */
export function showsSummary(values: CatalogValues): boolean {
  return !values.configType && !values.search;
}

/** Group By as chosen in the URL (empty when none). */
export function chosenGroupBy(values: CatalogValues): readonly string[] {
  return decodeValueList(values.groupBy);
}

/** The grouping the current view uses: the summary falls back to its default, the table to none. */
export function viewGroupBy(values: CatalogValues): readonly string[] {
  const chosen = chosenGroupBy(values);
  return chosen.length === 0 && showsSummary(values) ? DEFAULT_SUMMARY_GROUP_BY : chosen;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** A Group By choice as a URL change: the summary's default grouping stays out of the URL. */
export function groupByPatch(values: CatalogValues, next: readonly string[]): ListStatePatch {
  const implied = showsSummary(values) && sameList(next, DEFAULT_SUMMARY_GROUP_BY);
  return { filters: { groupBy: implied ? undefined : encodeValueList(next) } };
}

/** A tri-state value (`Running:1,Pending:-1`) as include and exclude lists; none when empty. */
export function triState(value: string | undefined): IncludeExclude | undefined {
  const split = splitLabelFilter(decodeLabelFilter(value));
  return split.include.length + split.exclude.length > 0 ? split : undefined;
}

/** `healthy,!unhealthy`: a tri-state value as the summary takes it. */
const expression = (value: string | undefined) =>
  filterExpression(splitLabelFilter(decodeLabelFilter(value)));

function activeLabels(labels: LabelFilter): Record<string, 1 | -1> {
  const out: Record<string, 1 | -1> = {};
  for (const [label, state] of Object.entries(labels)) if (state !== 0) out[label] = state;
  return out;
}

/** The page, sort and filters of the list (ListState, or the kit's request). */
export type ListRequest = Pick<
  ListState,
  'filters' | 'sortBy' | 'sortOrder' | 'pageIndex' | 'pageSize'
>;

export function toListParams(state: ListRequest, hideDeleted: boolean): ConfigListParams {
  const { configType, search } = state.filters;
  const labels = activeLabels(decodeLabelFilter(state.filters.labels));
  const status = triState(state.filters.status);
  const health = triState(state.filters.health);
  return {
    ...withoutEmpty({ configType, search, status, health }),
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    hideDeleted,
    ...(state.sortBy
      ? { sortBy: state.sortBy, sortOrder: state.sortOrder === 'desc' ? 'desc' : 'asc' }
      : {}),
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
}

/** The summary's label filter: key → `v1,!v2`. */
export function summaryLabelFilter(labels: LabelFilter): Record<string, string> | undefined {
  const byKey = [...labelFilterByKey(labels)];
  return byKey.length > 0
    ? Object.fromEntries(
        byKey.map(([key, choice]): [string, string] => [key, filterExpression(choice)!]),
      )
    : undefined;
}

export function toSummaryRequest(
  values: CatalogValues,
  hideDeleted: boolean,
): ConfigSummaryRequest {
  const filter = summaryLabelFilter(decodeLabelFilter(values.labels));
  const health = expression(values.health);
  const status = expression(values.status);
  return {
    groupBy: [...viewGroupBy(values)],
    deleted: !hideDeleted,
    ...withoutEmpty({ filter, health, status }),
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
  values: CatalogValues,
): ListStatePatch {
  const labels: Record<string, 1 | -1 | 0> = { ...decodeLabelFilter(values.labels) };
  for (const column of groupBy) {
    if (BUILT_IN_GROUP_BY.includes(column)) continue;
    const value = row[column];
    if (typeof value === 'string' && value !== '') labels[`${column}=${value}`] = 1;
  }
  return {
    filters: { configType: row.type, labels: encodeLabelFilter(labels), groupBy: undefined },
  };
}
