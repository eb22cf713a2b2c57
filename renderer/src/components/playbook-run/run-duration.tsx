// A playbook run's duration as the lists of runs show it (the Playbook Runs screen, a config
// item's Playbooks tab): from its start to its end, or to now while it runs, ticking; nothing
// before it starts. An export writes the text the cell shows.
import type { Column } from '../data-table/column.ts';
import { Duration } from '../duration/Duration.tsx';
import { useNow } from '../relative-time/useNow.ts';
import { formatDuration } from '../../lib/format/duration.ts';
import { parseTimestamp } from '../../lib/format/timestamp.ts';

interface TimedRun {
  start_time?: string | null;
  end_time?: string | null;
  status?: string | null;
}

/** Milliseconds from start to end (or to `now` while running); undefined without a start. */
export function runDurationMs(run: TimedRun, now: Date): number | undefined {
  const start = parseTimestamp(run.start_time);
  if (!start) return undefined;
  const end = parseTimestamp(run.end_time) ?? (run.status === 'running' ? now : undefined);
  if (!end) return undefined;
  const ms = end.getTime() - start.getTime();
  return ms >= 0 ? ms : undefined;
}

/** A running run's duration ticks every 5 s. */
function RunDuration({ run }: { run: TimedRun }) {
  return <Duration ms={runDurationMs(run, useNow(5000))} />;
}

export function runDurationColumn<T extends TimedRun>(more: Partial<Column<T>> = {}): Column<T> {
  return {
    id: 'duration',
    header: 'Duration',
    align: 'right',
    cell: (run) => <RunDuration run={run} />,
    exportValue: (run) => formatDuration(runDurationMs(run, new Date())) || null,
    ...more,
  };
}
