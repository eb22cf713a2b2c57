// Small formatting rules the tabs share: insight counts, run names and durations. Severity and run
// status colours come from lib/vocabulary.
import { parseTimestamp } from '../../lib/format/timestamp.ts';

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

/** A playbook run as named in lists: its playbook's title, else its name, else the run's id. */
export const runName = (r: {
  id: string;
  playbooks?: { title?: string | null; name?: string | null } | null;
}) => r.playbooks?.title || r.playbooks?.name || r.id;
