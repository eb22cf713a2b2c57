// The dashboard's pivot view (spec 1 §2 query parameters pivotBy, pivotLabel, pivotCellType): one
// row per check name, one column per value of a label key, and in each cell the uptime or latency
// of the check with that name and that label value. It answers "is this probe failing in every
// cluster or only in one?" at a glance.
import type { CheckSummary } from '../../api/services/health.types.ts';
import { CHECK_FIGURES } from '../../components/resource-list/check-columns.tsx';
import { compareIds } from '../../lib/text/compare-ids.ts';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { rankOf } from '../../lib/vocabulary/vocabulary.ts';

export const PIVOT_NONE = 'none';
export const PIVOT_BY_LABEL = 'label';
/** Column for checks that do not carry the pivot label (same word the namespace tabs use). */
export const PIVOT_MISSING_COLUMN = 'none';

export type PivotCellType = keyof typeof CHECK_FIGURES;
export const PIVOT_CELL_TYPES = Object.entries(CHECK_FIGURES).map(([value, { header }]) => ({
  value,
  label: header,
}));

export interface PivotRow {
  name: string;
  cells: ReadonlyMap<string, CheckSummary>;
}

export interface Pivot {
  columns: string[];
  rows: PivotRow[];
}

// When two checks share a name and a label value, the cell shows the one needing attention.
const rank = (c: CheckSummary) => rankOf(HEALTH, c.status);

export function pivotChecks(checks: readonly CheckSummary[], labelKey: string): Pivot {
  const columns = new Set<string>();
  const rows = new Map<string, Map<string, CheckSummary>>();
  for (const check of checks) {
    const column = check.labels?.[labelKey] ?? PIVOT_MISSING_COLUMN;
    columns.add(column);
    let cells = rows.get(check.name);
    if (!cells) rows.set(check.name, (cells = new Map<string, CheckSummary>()));
    const current = cells.get(column);
    if (!current || rank(check) > rank(current)) cells.set(column, check);
  }
  const sorted = [...columns].sort((a, b) =>
    a === PIVOT_MISSING_COLUMN ? 1 : b === PIVOT_MISSING_COLUMN ? -1 : compareIds(a, b),
  );
  return {
    columns: sorted,
    rows: [...rows]
      .map(([name, cells]) => ({ name, cells }))
      .sort((a, b) => compareIds(a.name, b.name)),
  };
}
