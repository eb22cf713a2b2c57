// A check's two figures as columns, wherever checks are listed (the health dashboard's table, a
// config item's Checks tab): Uptime (its exact value on hover) and Latency, right-aligned, sorted
// and exported by their value.
import type { ReactNode } from 'react';
import type { Column } from '../data-table/column.ts';
import { Duration } from '../duration/Duration.tsx';
import { formatPercent } from '../../lib/format/health.ts';
import { checkLatency, checkUptime, type CheckFigures } from '../../lib/format/check-metrics.ts';

const figureColumn = <T extends CheckFigures>(
  id: string,
  header: string,
  value: (c: T) => number | undefined,
  show: (value: number | undefined) => ReactNode,
): Column<T> => ({
  id,
  header,
  cell: (c) => show(value(c)),
  sortValue: value,
  exportValue: (c) => value(c) ?? null,
  align: 'right',
  width: 110,
  priority: 2,
});

export const checkFigureColumns = <T extends CheckFigures>(): Column<T>[] => [
  figureColumn<T>('uptime', 'Uptime', checkUptime, (pct) =>
    pct === undefined ? '' : <span title={`${pct}%`}>{formatPercent(pct)}</span>,
  ),
  figureColumn<T>('latency', 'Latency', checkLatency, (ms) => <Duration ms={ms} />),
];
