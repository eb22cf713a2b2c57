// A check's two figures wherever checks are listed (the health dashboard's table and pivot, a
// config item's Checks tab): Uptime (its exact value on hover) and Latency, as columns
// right-aligned, sorted and exported by their value.
import type { ReactNode } from 'react';
import type { Column } from '../data-table/column.ts';
import { Duration } from '../duration/Duration.tsx';
import { formatPercent } from '../../lib/format/health.ts';
import { checkLatency, checkUptime, type CheckFigures } from '../../lib/format/check-metrics.ts';

interface CheckFigure {
  header: string;
  value: (check: CheckFigures) => number | undefined;
  show: (value: number | undefined) => ReactNode;
}

export const CHECK_FIGURES = {
  uptime: {
    header: 'Uptime',
    value: checkUptime,
    show: (pct) => (pct === undefined ? '' : <span title={`${pct}%`}>{formatPercent(pct)}</span>),
  },
  latency: { header: 'Latency', value: checkLatency, show: (ms) => <Duration ms={ms} /> },
} satisfies Record<string, CheckFigure>;

export const checkFigureColumns = <T extends CheckFigures>(): Column<T>[] =>
  Object.entries(CHECK_FIGURES).map(([id, { header, value, show }]: [string, CheckFigure]) => ({
    id,
    header,
    cell: (c) => show(value(c)),
    sortValue: value,
    exportValue: (c) => value(c) ?? null,
    align: 'right',
    width: 110,
    priority: 2,
  }));
