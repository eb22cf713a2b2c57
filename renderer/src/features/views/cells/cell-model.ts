// How a view's table reads its columns (spec 4-views §2.4, §2.6): header labels from names, the
// columns' widths (a weight or pixels, or the spec's error), row attributes, badge intents and
// the number formats of the cell types.
import type { Intent } from '@blueprintjs/core';
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';
import { heuristicIntent } from '../../../lib/vocabulary/heuristic.ts';

/** 'cost_1d' → 'Cost 1d', 'lastRunTime' → 'Last Run Time'. */
export function columnLabel(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export type ColumnWidth = { weight: number } | { px: number };
export const WIDTH_FALLBACK = 'Falling back to default column widths.';

/** The visible columns' widths by name; one bad width makes them all default, with the errors. */
export function parseColumnWidths(columns: readonly ViewColumn[]): {
  widths: Record<string, ColumnWidth>;
  errors: string[];
} {
  const widths: Record<string, ColumnWidth> = {};
  const errors: string[] = [];
  for (const col of columns) {
    if (col.width === null || col.width === undefined || col.width === '') continue;
    const text = String(col.width).trim();
    const m = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
    if (m && Number(m[1]) > 0)
      widths[col.name] = m[2] ? { px: Number(m[1]) } : { weight: Number(m[1]) };
    else
      errors.push(
        `Invalid column width "${text}" for column "${col.name}". Expected a weight (e.g. 2) or pixels (e.g. 150px).`,
      );
  }
  return errors.length ? { widths: {}, errors: [...errors, WIDTH_FALLBACK] } : { widths, errors };
}

/** Columns a table or card never shows: the reserved ones and hidden ones. */
export const RESERVED_TYPES = new Set(['row_attributes', 'grants']);
export const isShown = (col: ViewColumn) => !col.hidden && !RESERVED_TYPES.has(col.type);

export interface RowAttributes {
  icon?: string;
  url?: string;
  max?: unknown;
  min?: unknown;
  config?: { id?: string; type?: string; health?: string; status?: string };
}

export const attributesOf = (row: ViewRow, column: string): RowAttributes =>
  row.__row__attributes?.[column] ?? {};

export const HEALTH_ICONS = new Set(['healthy', 'unhealthy', 'warning', 'unknown']);

const NAMED: Readonly<Record<string, Intent>> = {
  red: 'danger',
  green: 'success',
  orange: 'warning',
  yellow: 'warning',
  amber: 'warning',
  blue: 'primary',
  gray: 'none',
  grey: 'none',
  danger: 'danger',
  success: 'success',
  warning: 'warning',
  primary: 'primary',
};

/** A badge's colour: `map` (value → colour; a named colour becomes its intent), `auto` (the
 * status heuristic), else grey. */
export function badgeColour(column: ViewColumn, value: string): { intent: Intent; css?: string } {
  const colour = column.badge?.color;
  const mapped = colour?.map?.[value];
  const named = mapped ? NAMED[mapped.toLowerCase()] : undefined;
  if (mapped) return named ? { intent: named } : { intent: 'none', css: mapped };
  return { intent: colour?.auto || column.type === 'status' ? heuristicIntent(value) : 'none' };
}

export const formatNumber = (n: number, decimals?: number) =>
  n.toLocaleString(
    undefined,
    decimals === undefined
      ? {}
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );

/** Millicores as Kubernetes writes CPU: '250m', from a core up '1.5 cores'. */
export const formatMillicore = (m: number) =>
  Math.abs(m) < 1000 ? `${Number(m.toFixed(1))}m` : `${Number((m / 1000).toFixed(2))} cores`;
