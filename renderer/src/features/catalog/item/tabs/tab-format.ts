// Small formatting rules the tabs share: insight counts, run durations, severity colours.
import type { Intent } from '@blueprintjs/core';
import { parseTimestamp } from '../../../../lib/format/timestamp.ts';

/** Total insights from C8's counts by analysis type (non-numbers ignored). */
export function insightTotal(analysis: Record<string, unknown> | null | undefined): number {
  if (!analysis) return 0;
  let total = 0;
  for (const value of Object.values(analysis)) {
    if (typeof value === 'number' && Number.isFinite(value)) total += value;
  }
  return total;
}

/** Milliseconds from start to end (or to `now` while running); undefined without a start. */
export function runDurationMs(
  run: { start_time?: string | null; end_time?: string | null; status?: string | null },
  now: Date,
): number | undefined {
  const start = parseTimestamp(run.start_time);
  if (!start) return undefined;
  const end = parseTimestamp(run.end_time) ?? (run.status === 'running' ? now : undefined);
  if (!end) return undefined;
  const ms = end.getTime() - start.getTime();
  return ms >= 0 ? ms : undefined;
}

const SEVERITY_INTENT: Record<string, Intent> = {
  critical: 'danger',
  blocker: 'danger',
  high: 'danger',
  medium: 'warning',
  warning: 'warning',
  low: 'primary',
  info: 'none',
};

export function severityIntent(severity: string | null | undefined): Intent {
  return SEVERITY_INTENT[(severity ?? '').toLowerCase()] ?? 'none';
}

const RUN_STATUS_INTENT: Record<string, Intent> = {
  completed: 'success',
  failed: 'danger',
  timed_out: 'danger',
  cancelled: 'none',
  running: 'primary',
  pending_approval: 'warning',
};

export function runStatusIntent(status: string | null | undefined): Intent {
  return RUN_STATUS_INTENT[status ?? ''] ?? 'none';
}

/** 'pending_approval' → 'Pending Approval'. */
export function titleCase(value: string | null | undefined): string {
  return (value ?? '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}
