// A check's default time range (spec 1 §9): the smallest rung covering the time since its last
// run, so a check last run hours ago opens on a range that holds that run; 1h (the second option
// of the time-range list) when it never ran.
import { parseTimestamp } from '../../lib/format/timestamp.ts';
import { checkRangeForAge } from '../../lib/time/time-range.ts';

export function checkRangeForLastRun(
  lastRuntime: string | null | undefined,
  now: number = Date.now(),
): string {
  const last = parseTimestamp(lastRuntime);
  return checkRangeForAge(last ? now - last.getTime() : undefined);
}
