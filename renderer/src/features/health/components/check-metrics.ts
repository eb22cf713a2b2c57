// The check modal's figures for its range (a row's own are lib/format/check-metrics.ts).
import { uptimePercent } from '../../../lib/format/health.ts';

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
