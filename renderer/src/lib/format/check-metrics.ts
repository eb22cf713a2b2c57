// A check's two figures as every screen that lists checks shows them (the health dashboard's
// table, cards and pivot, a config item's Checks tab): uptime (spec 1 §9: passed/(passed+failed)
// ×100, 2 decimals) and latency (p95, falling back to the rolling hour's average).
import { uptimePercent } from './health.ts';

export interface CheckFigures {
  uptime?: { passed?: number | null; failed?: number | null } | null;
  latency?: { p95?: number | null; rolling1h?: number | null } | null;
}

export function checkUptime(check: Pick<CheckFigures, 'uptime'>): number | undefined {
  return uptimePercent(check.uptime?.passed ?? 0, check.uptime?.failed ?? 0);
}

/** Nothing for no latency or a latency of 0 (no run measured). */
export function checkLatency(check: Pick<CheckFigures, 'latency'>): number | undefined {
  const l = check.latency;
  const value = l?.p95 ?? l?.rolling1h ?? undefined;
  return value === undefined || value === null || value <= 0 ? undefined : value;
}
