// What a view page reads of its URL and its result (spec 4-views §2.4, §2.8): the variables'
// values (`viewvar__{key}`, else the server's choice), whether they differ from the defaults (only
// then is the view run with them), the 'All' option, the table's param prefix, its default sort
// and display mode, and the labels of its filter dropdowns.
import type {
  ViewMetadata,
  ViewRef,
  ViewResult,
  ViewVariable,
} from '../../api/services/views.types.ts';

export const VARIABLE_PARAM_PREFIX = 'viewvar__';
/** The 'All' option every variable dropdown offers first (the server gives it no meaning). */
export const ALL_VALUE = '*';
/** Page size when the view does not set `display.table.size`. */
export const DEFAULT_VIEW_PAGE_SIZE = 50;
/** Table or cards: unprefixed, as the web console keeps it. */
export const DISPLAY_PARAM = 'display';

export type VariableValues = Readonly<Record<string, string>>;

/** The prefix of a view table's URL params: `view_{namespace}_{name}__`. */
export const tableParamPrefix = (view: Pick<ViewResult, 'namespace' | 'name'>): string =>
  `view_${view.namespace ?? ''}_${view.name}__`;

/** Variables of the view and its sections, merged by key (the first definition wins). */
export function mergedVariables(results: readonly (ViewResult | undefined)[]): ViewVariable[] {
  const byKey = new Map<string, ViewVariable>();
  for (const variable of results.flatMap((r) => r?.variables ?? [])) {
    if (!byKey.has(variable.key)) byKey.set(variable.key, variable);
  }
  return [...byKey.values()];
}

export interface VariableOption {
  value: string;
  label: string;
}

/** A variable's dropdown options: 'All' first (unless one is already `*`), then the server's. */
export function variableOptions(variable: ViewVariable): VariableOption[] {
  const items =
    variable.optionItems && variable.optionItems.length > 0
      ? variable.optionItems.map((o) => ({ value: o.value, label: o.label }))
      : (variable.options ?? []).map((o) => ({ value: o, label: o }));
  return items.some((o) => o.value === ALL_VALUE)
    ? items
    : [{ value: ALL_VALUE, label: 'All' }, ...items];
}

/** The server's choice for a variable: its default, else its first option. */
export function defaultValue(variable: ViewVariable): string | undefined {
  return variable.default ?? variable.optionItems?.[0]?.value ?? variable.options?.[0] ?? undefined;
}

/** Each variable's value: the URL's, else the server's choice. */
export function variableValues(
  variables: readonly ViewVariable[],
  search: URLSearchParams,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const value = search.get(VARIABLE_PARAM_PREFIX + variable.key) ?? defaultValue(variable);
    if (value !== undefined) values[variable.key] = value;
  }
  return values;
}

/** The values to run the view with, or null while every value is its default (metadata holds the
 * result then; spec §4.2). */
export function changedVariables(
  variables: readonly ViewVariable[],
  values: VariableValues,
): VariableValues | null {
  const differs = variables.some(
    (v) => values[v.key] !== undefined && values[v.key] !== defaultValue(v),
  );
  return differs ? values : null;
}

/** The URL after choosing `value` for `key` (other params kept). */
export function withVariable(search: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(VARIABLE_PARAM_PREFIX + key, value);
  return next;
}

/** The variables chosen in the URL (its `viewvar__{key}` params), by key. */
export function chosenVariables(search: URLSearchParams): VariableValues {
  const chosen: Record<string, string> = {};
  for (const [key, value] of search)
    if (key.startsWith(VARIABLE_PARAM_PREFIX))
      chosen[key.slice(VARIABLE_PARAM_PREFIX.length)] = value;
  return chosen;
}

/** The chosen variables alone, as a search string to carry to another page of the same view
 * ('?…', or '' when none is chosen). */
export function variableSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams(
    Object.entries(chosenVariables(search)).map(([key, value]) => [
      VARIABLE_PARAM_PREFIX + key,
      value,
    ]),
  ).toString();
  return kept ? `?${kept}` : '';
}

/** `display.table.sort` (`-` descending) as the list's default sort. */
export function defaultSort(
  sort: string | null | undefined,
): { sortBy: string; sortOrder: 'asc' | 'desc' } | undefined {
  if (!sort) return undefined;
  const desc = sort.startsWith('-');
  const sortBy = sort.replace(/^[+-]/, '');
  return sortBy ? { sortBy, sortOrder: desc ? 'desc' : 'asc' } : undefined;
}

/** Whether the view's rows can show as cards: some column has a card position. */
export const hasCards = (view: ViewResult): boolean =>
  (view.columns ?? []).some((c) => !!c.card?.position || !!c.cardPosition);

/** The display mode before the user picks one (spec §2.4). */
export function defaultDisplay(view: ViewResult): 'table' | 'cards' {
  if ((view.panels ?? []).length > 0) return 'table';
  return view.card?.default ? 'cards' : 'table';
}

/** A filter dropdown's label from a column name: `pod_status`/`podStatus` → 'Pod Status'. */
export function columnLabel(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A section's result among the parent's `sectionResults` (`ns/name`, or the name alone). */
export function sectionResult(
  metadata: Pick<ViewMetadata, 'sectionResults'> | undefined,
  ref: ViewRef,
): ViewResult | undefined {
  const results = metadata?.sectionResults ?? {};
  return results[`${ref.namespace ?? ''}/${ref.name}`] ?? results[ref.name];
}

/**
 * The sections to show: the server runs every `viewRef` section into the metadata's
 * `sectionResults` and leaves out those the caller may not read (spec 4-views §3), so a viewRef
 * section missing from a metadata that has results is one this user may not read, and is left
 * out here too (rather than run again only to show Forbidden). Without results, all are kept.
 */
export function readableSections<S extends { viewRef?: ViewRef | null }>(
  sections: readonly S[],
  metadata: Pick<ViewMetadata, 'sectionResults'> | undefined,
): S[] {
  if (!metadata?.sectionResults) return [...sections];
  return sections.filter((s) => !s.viewRef || sectionResult(metadata, s.viewRef) !== undefined);
}

/** An aggregator view: sections only, no panels and no table of its own. */
export const isAggregator = (view: ViewResult): boolean =>
  (view.sections ?? []).length > 0 &&
  (view.panels ?? []).length === 0 &&
  (view.columns ?? []).length === 0;

/** A section title as a URL param prefix part (`Recent changes` → `Recent_changes`). */
export const safeTitle = (title: string): string => title.replace(/[^A-Za-z0-9]+/g, '_');
