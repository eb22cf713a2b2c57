// Health colours and statuses (spec 1 §4, §9): status-dot colours, group aggregates, uptime,
// agent online state and progress-bar thresholds.
import { parseTimestamp } from './timestamp.ts';
import type { Intent } from '@blueprintjs/core';
import { find } from '../vocabulary/vocabulary.ts';
import { HEALTH } from '../vocabulary/health.ts';

export type DotColor = 'red' | 'gray' | 'orange' | 'green';

const INTENT_COLOUR: Readonly<Record<Intent, DotColor>> = {
  danger: 'red',
  warning: 'orange',
  success: 'green',
  primary: 'gray',
  none: 'gray',
};

/**
 * Status-dot colour from the health vocabulary: red degraded/missing/unhealthy, gray
 * unknown/suspended, orange warning/mixed, green for any other status (spec 1 §117). No health
 * at all is unknown, so gray (spec 4 reads an empty value as 'Unknown'), on every screen.
 */
export function statusDotColor(status: string | null | undefined): DotColor {
  if (!status?.trim()) return 'gray';
  const entry = find(HEALTH, status);
  return entry ? INTENT_COLOUR[entry.intent] : 'green';
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
