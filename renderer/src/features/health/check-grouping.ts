// Pure pieces of the dashboard: filtering (hide passing, labels, search), the 'Group By' and
// 'Tab By' choices and their keys, tab building ('All' first, then alphabetical), group counts
// and a group's health.
import type { CheckSummary } from '../../api/services/health.types.ts';
import type { FilterOption } from '../../components/resource-list/resource-definition.ts';
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { splitLabelFilter } from '../../lib/labels/label-filter.ts';
import { compareIds } from '../../lib/text/compare-ids.ts';
import { worst } from '../../lib/vocabulary/vocabulary.ts';
import { HEALTH } from '../../lib/vocabulary/health.ts';

export const ALL_TAB = 'All';
export const LABEL_PREFIX = 'label:';
export const NO_NAMESPACE_TAB = 'none';
const NO_VALUE_GROUP = '(none)';

/**
 * Every label key present on the checks and every `key=value` pair (the label filter's options),
 * each sorted. One pass that strings a pair together only once per distinct value: 10,000 checks
 * carry ~40,000 labels but a few hundred distinct pairs.
 */
export function labelIndex(checks: readonly CheckSummary[]): { keys: string[]; pairs: string[] } {
  const valuesByKey = new Map<string, Set<string>>();
  for (const check of checks) {
    const labels = check.labels;
    if (!labels) continue;
    for (const key in labels) {
      let values = valuesByKey.get(key);
      if (!values) valuesByKey.set(key, (values = new Set()));
      values.add(labels[key] as string);
    }
  }
  const pairs = new Set<string>();
  for (const [key, values] of valuesByKey) for (const value of values) pairs.add(`${key}=${value}`);
  return {
    keys: [...valuesByKey.keys()].sort(compareIds),
    pairs: [...pairs].sort(compareIds),
  };
}

const byLabel = (keys: readonly string[]) =>
  keys.map((key) => ({ value: `${LABEL_PREFIX}${key}`, label: key }));

export const groupByChoices = (keys: readonly string[]): FilterOption[] => [
  { value: 'none', label: 'No Grouping' },
  { value: 'canary_name', label: 'Group Name' },
  { value: 'name', label: 'Name' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
  ...byLabel(keys),
];

export const tabByChoices = (keys: readonly string[]): FilterOption[] => [
  { value: 'namespace', label: 'namespace' },
  { value: 'agent_id', label: 'Agent' },
  ...byLabel(keys),
];

/** The group a check falls in, or undefined when `groupBy` is 'none' (no grouping). */
export function groupKeyOf(check: CheckSummary, groupBy: string): string | undefined {
  if (groupBy === 'none') return undefined;
  if (groupBy.startsWith(LABEL_PREFIX))
    return check.labels?.[groupBy.slice(LABEL_PREFIX.length)] ?? NO_VALUE_GROUP;
  if (groupBy === 'name') {
    // Names like "team/service/probe" group by their first segment.
    const first = check.name.split('/')[0]?.trim();
    return first || check.name;
  }
  const field = groupBy === 'description' || groupBy === 'type' ? groupBy : 'canary_name';
  return check[field] || NO_VALUE_GROUP;
}

/** The tab a check belongs to; undefined when it has no value for a label tab (only in 'All'). */
export function tabKeyOf(check: CheckSummary, tabBy: string): string | undefined {
  if (tabBy.startsWith(LABEL_PREFIX)) return check.labels?.[tabBy.slice(LABEL_PREFIX.length)];
  if (tabBy === 'agent_id') return check.agentName ?? (check.agent_id ? 'local' : undefined);
  return check.namespace || NO_NAMESPACE_TAB;
}

/** 'All' first, then every tab value alphabetically, each with its number of checks. */
export function buildTabs(
  checks: readonly CheckSummary[],
  tabBy: string,
): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const check of checks) {
    const key = tabKeyOf(check, tabBy);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rest = [...counts.keys()].sort(compareIds);
  return [
    { key: ALL_TAB, count: checks.length },
    ...rest.map((key) => ({ key, count: counts.get(key) ?? 0 })),
  ];
}

function matchesLabels(
  check: CheckSummary,
  include: readonly string[],
  exclude: readonly string[],
): boolean {
  // Without a label filter (the usual case) skip building a set of pairs for every check.
  if (include.length === 0 && exclude.length === 0) return true;
  const pairs = new Set(Object.entries(check.labels ?? {}).map(([k, v]) => `${k}=${v}`));
  return include.every((p) => pairs.has(p)) && !exclude.some((p) => pairs.has(p));
}

function matchesQuery(check: CheckSummary, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [check.name, check.description, check.endpoint].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(q),
  );
}

export interface CheckFilter {
  hidePassing: boolean;
  labels: LabelFilter;
  query: string;
}

/** The sidebar filters and the search box; tabs are applied separately (their counts need this). */
export function filterChecks(checks: readonly CheckSummary[], filter: CheckFilter): CheckSummary[] {
  const { include, exclude } = splitLabelFilter(filter.labels);
  return checks.filter(
    (check) =>
      !(filter.hidePassing && check.status === 'healthy') &&
      matchesLabels(check, include, exclude) &&
      matchesQuery(check, filter.query),
  );
}

export function checksInTab(
  checks: readonly CheckSummary[],
  tabBy: string,
  tab: string,
): CheckSummary[] {
  return tab === ALL_TAB ? [...checks] : checks.filter((c) => tabKeyOf(c, tabBy) === tab);
}

/** "passed/total" for a group row: healthy checks over all checks in the group. */
export function passedOverTotal(checks: readonly CheckSummary[]): string {
  return `${checks.filter((c) => c.status === 'healthy').length}/${checks.length}`;
}

/**
 * The health a group row shows: the most serious of its checks' (issue 32: a group with one
 * unhealthy check among healthy ones must not read healthy because a healthy one came first).
 * 'unknown' when no check has a status the health vocabulary knows.
 */
export function groupHealth(checks: readonly CheckSummary[]): string {
  return (
    worst(
      HEALTH,
      checks.map((c) => c.status),
    )?.value || 'unknown'
  );
}
