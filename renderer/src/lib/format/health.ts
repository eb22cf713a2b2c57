// Health colours and statuses (spec 1 §4, §9): status-dot colours, group aggregates, uptime,
// agent online state and progress-bar thresholds.
import { parseTimestamp } from './timestamp.ts';

export type DotColor = 'red' | 'gray' | 'orange' | 'green';

// 'bad' is the aggregate of an all-unhealthy group, so it shares the unhealthy colour.
const RED = new Set(['degraded', 'missing', 'unhealthy', 'bad']);
const GRAY = new Set(['unknown', 'suspended']);
const ORANGE = new Set(['warning', 'mixed']);

/** Status-dot colour: red degraded/missing/unhealthy, gray unknown/suspended, orange warning/mixed, else green. */
export function statusDotColor(status: string | null | undefined): DotColor {
  const key = (status ?? '').trim().toLowerCase();
  if (RED.has(key)) return 'red';
  if (GRAY.has(key)) return 'gray';
  if (ORANGE.has(key)) return 'orange';
  return 'green';
}

export type Aggregate = 'good' | 'mixed' | 'bad';

/** A group is good when all are healthy, bad when all are unhealthy, otherwise mixed. */
export function aggregateHealth(healthy: readonly boolean[]): Aggregate {
  if (healthy.every(Boolean)) return 'good';
  if (healthy.every((h) => !h)) return 'bad';
  return 'mixed';
}

/** Uptime % = passed / (passed + failed) * 100, rounded to 2 decimals; undefined with no runs. */
export function uptimePercent(passed: number, failed: number): number | undefined {
  const total = passed + failed;
  if (!Number.isFinite(total) || total <= 0) return undefined;
  return Math.round((passed / total) * 100 * 100) / 100;
}

/** Percent with one decimal, e.g. "99.5%". */
export function formatPercent(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : `${value.toFixed(1)}%`;
}

export const AGENT_ONLINE_MS = 61_000;

export function agentStatus(lastSeen: unknown, now: Date = new Date()): 'Online' | 'Offline' {
  const seen = parseTimestamp(lastSeen);
  return seen !== undefined && now.getTime() - seen.getTime() <= AGENT_ONLINE_MS
    ? 'Online'
    : 'Offline';
}

export type ProgressColor = 'none' | 'green' | 'orange' | 'red';

/** Bar colour: green from 1 %, orange above 75 %, red above 90 %; nothing below 1 %. */
export function progressColor(percent: number): ProgressColor {
  if (!Number.isFinite(percent) || percent < 1) return 'none';
  if (percent > 90) return 'red';
  if (percent > 75) return 'orange';
  return 'green';
}

/** Bar width in percent, clamped to 5…100 so small values stay visible. */
export function progressWidth(percent: number): number {
  if (!Number.isFinite(percent)) return 5;
  return Math.min(100, Math.max(5, percent));
}
