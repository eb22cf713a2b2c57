// Numbers shown for a check: uptime (spec 1 §9: passed/(passed+failed)*100, 2 decimals) and the
// latency figure the table shows (p95, falling back to the rolling hour average).
import { uptimePercent } from '../../../lib/format/health.ts';
import type { CheckSummary } from '../../../api/services/health.types.ts';

export function checkUptime(check: Pick<CheckSummary, 'uptime'>): number | undefined {
  return uptimePercent(check.uptime?.passed ?? 0, check.uptime?.failed ?? 0);
}

export function checkLatency(check: Pick<CheckSummary, 'latency'>): number | undefined {
  const l = check.latency;
  const value = l?.p95 ?? l?.rolling1h ?? undefined;
  return value === undefined || value === null || value <= 0 ? undefined : value;
}

export interface RangeStats {
  uptime: number | undefined;
  passed: number;
  failed: number;
  p95: number | undefined;
  p97: number | undefined;
  p99: number | undefined;
}

function positive(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
}

/** The modal's metrics for the selected range, from the graph answer (H6). */
export function rangeStats(graph: {
  uptime?: { passed?: number | null; failed?: number | null } | null;
  latency?: { p95?: number | null; p97?: number | null; p99?: number | null } | null;
}): RangeStats {
  const passed = graph.uptime?.passed ?? 0;
  const failed = graph.uptime?.failed ?? 0;
  return {
    uptime: uptimePercent(passed, failed),
    passed,
    failed,
    p95: positive(graph.latency?.p95),
    p97: positive(graph.latency?.p97),
    p99: positive(graph.latency?.p99),
  };
}
