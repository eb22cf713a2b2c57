// The grouped summary as the table shows it (spec 2 §2): with more than one Group By column the
// rows are gathered under the values of all but the last column (config_class by default), each
// group with its totals; the last column names the row. Also the health counts in the order of
// their colours (green, red, orange, gray).
import { groupedBy } from '../../lib/data/grouped-by.ts';
import type { ConfigSummaryRow } from '../../api/services/catalog.types.ts';

export const NO_VALUE = '(none)';

/** Health keys in the order of their colours: green, red, orange, gray. */
export const HEALTH_ORDER: readonly string[] = ['healthy', 'unhealthy', 'warning', 'unknown'];

export interface SummaryTotals {
  count: number;
  health: Record<string, number>;
  changes: number;
  analysis: Record<string, number>;
  /** Null when no row has a cost. */
  cost_30d: number | null;
}

export type SummaryItem =
  | {
      kind: 'group';
      key: string;
      /** The grouping columns' values, in Group By order. */
      values: Record<string, string>;
      label: string;
      rows: ConfigSummaryRow[];
      totals: SummaryTotals;
      expanded: boolean;
    }
  | { kind: 'row'; key: string; row: ConfigSummaryRow; label: string; grouped: boolean };

export function groupValue(row: ConfigSummaryRow, column: string): string {
  const value = (row as Record<string, unknown>)[column];
  return typeof value === 'string' && value !== '' ? value : NO_VALUE;
}

export function groupByLabel(column: string): string {
  if (column === 'config_class') return 'Config Class';
  if (column === 'type') return 'Type';
  return column;
}

function add(into: Record<string, number>, from: Record<string, number> | null | undefined) {
  for (const [key, n] of Object.entries(from ?? {})) into[key] = (into[key] ?? 0) + n;
}

export function totalsOf(rows: readonly ConfigSummaryRow[]): SummaryTotals {
  const totals: SummaryTotals = { count: 0, health: {}, changes: 0, analysis: {}, cost_30d: null };
  for (const row of rows) {
    totals.count += row.count;
    totals.changes += row.changes ?? 0;
    add(totals.health, row.health);
    add(totals.analysis, row.analysis);
    if (row.cost_30d !== null) totals.cost_30d = (totals.cost_30d ?? 0) + row.cost_30d;
  }
  return totals;
}

/** Non-zero health counts, green, red, orange, gray first, then any other key. */
export function healthEntries(
  health: Record<string, number> | null | undefined,
): [string, number][] {
  const rank = (key: string) => {
    const i = HEALTH_ORDER.indexOf(key.toLowerCase());
    return i < 0 ? HEALTH_ORDER.length : i;
  };
  return Object.entries(health ?? {})
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The columns the answer is grouped by: the backend always adds `type` (reference §4.3 C2). */
export function summaryColumns(groupBy: readonly string[]): readonly string[] {
  return groupBy.includes('type') ? groupBy : [...groupBy, 'type'];
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** A column the summary can be sorted by (the name column sorts by label). */
export type SummarySort = { id: string; desc: boolean };

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, n) => a + n, 0);

/**
 * What a numeric column sorts by; health sorts by its unhealthy, then warning counts (the worst
 * first when descending). Null for the name column and unknown ids.
 */
function sortKey(totals: SummaryTotals, id: string): number[] | null {
  if (id === 'count') return [totals.count];
  if (id === 'changes') return [totals.changes];
  if (id === 'analysis') return [sum(totals.analysis)];
  if (id === 'cost') return [totals.cost_30d ?? -1];
  if (id === 'health') return [totals.health.unhealthy ?? 0, totals.health.warning ?? 0];
  return null;
}

function compareBy(
  sort: SummarySort | undefined,
  a: { label: string; totals: SummaryTotals },
  b: { label: string; totals: SummaryTotals },
): number {
  const ka = sort ? sortKey(a.totals, sort.id) : null;
  const kb = sort ? sortKey(b.totals, sort.id) : null;
  let order = 0;
  if (ka && kb) for (let i = 0; i < ka.length && order === 0; i += 1) order = ka[i]! - kb[i]!;
  else order = byText(a.label, b.label);
  if (sort?.desc) order = -order;
  // Ties keep the name order, whatever the direction.
  return order || byText(a.label, b.label);
}

/**
 * The table's items. Groups are open unless their key is in `collapsed`: every row is one click
 * away. A row's key is its grouping values, unique within one answer. `sort` orders the groups
 * by their totals and the rows within each group by their own; by name when absent.
 */
export function summaryItems(
  rows: readonly ConfigSummaryRow[],
  groupBy: readonly string[],
  collapsed: ReadonlySet<string>,
  sort?: SummarySort,
): SummaryItem[] {
  const columns = summaryColumns(groupBy);
  const last = columns[columns.length - 1] ?? 'type';
  const parents = columns.slice(0, -1);
  const rowKey = (row: ConfigSummaryRow) =>
    [...columns, 'type'].map((c) => groupValue(row, c)).join('\u0000');
  const rowLabel = (row: ConfigSummaryRow) => groupValue(row, last);
  const sortedRows = (list: readonly ConfigSummaryRow[]) =>
    list
      .map((row) => ({ row, label: rowLabel(row), totals: totalsOf([row]) }))
      .sort((a, b) => compareBy(sort, a, b) || byText(a.row.type, b.row.type));

  if (parents.length === 0) {
    return sortedRows(rows).map(({ row, label }) => ({
      kind: 'row',
      key: rowKey(row),
      row,
      label,
      grouped: false,
    }));
  }
  const groups = groupedBy(rows, (row) => parents.map((c) => groupValue(row, c)).join(' / '));
  const gathered = [...groups].map(([key, list]) => ({
    key,
    list,
    label: key,
    totals: totalsOf(list),
  }));
  const items: SummaryItem[] = [];
  for (const { key, list, totals } of gathered.sort((a, b) => compareBy(sort, a, b))) {
    const first = list[0];
    const expanded = !collapsed.has(key);
    items.push({
      kind: 'group',
      key,
      values: Object.fromEntries(parents.map((c) => [c, first ? groupValue(first, c) : NO_VALUE])),
      label: key,
      rows: list,
      totals,
      expanded,
    });
    if (!expanded) continue;
    for (const { row, label } of sortedRows(list)) {
      items.push({ kind: 'row', key: rowKey(row), row, label, grouped: true });
    }
  }
  return items;
}
