// URL encoding of a time range. Screens keep their range in the query string as the specs require:
// rangeType + display + range for relative ranges, rangeType + from + to for absolute and mapped
// ones; the health screen's short `timeRange=1h` form is read too. Clear removes all of them.
import type { TimeRange } from './time-range.ts';
import { QUICK_RANGES, timeRangeOptionToRange } from './time-range.ts';
import { isDateMath, parseDateInput } from './date-math.ts';

/** Every parameter a time range may occupy; clearing the range deletes all of them. */
export const TIME_RANGE_PARAMS = [
  'rangeType',
  'display',
  'range',
  'from',
  'to',
  'duration',
  'timeRange',
] as const;

/** Writes `range` into a copy of `params`, removing whatever range was there before. */
export function encodeTimeRange(
  params: URLSearchParams,
  range: TimeRange | undefined,
): URLSearchParams {
  const next = clearTimeRange(params);
  if (!range) return next;
  next.set('rangeType', range.type);
  next.set('display', range.display);
  if (range.type === 'relative') {
    next.set('range', range.range);
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/** A copy of `params` without any time-range parameter. */
export function clearTimeRange(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TIME_RANGE_PARAMS) next.delete(key);
  return next;
}

function validEnd(text: string | null): text is string {
  return text !== null && text !== '' && parseDateInput(text, new Date()) !== undefined;
}

/** Reads a range back; unknown or broken values give undefined (the screen applies its default). */
export function decodeTimeRange(params: URLSearchParams): TimeRange | undefined {
  const type = params.get('rangeType');
  const display = params.get('display') ?? '';
  if (type === 'relative') {
    const range = params.get('range');
    if (range && isDateMath(range)) return { type, display, range };
    return undefined;
  }
  if (type === 'mapped') {
    const known = QUICK_RANGES.find((quick) => quick.display === display);
    if (known) return known;
    const from = params.get('from');
    const to = params.get('to');
    return validEnd(from) && validEnd(to) ? { type, display, from, to } : undefined;
  }
  if (type === 'absolute') {
    const from = params.get('from');
    const to = params.get('to');
    return validEnd(from) && validEnd(to) ? { type, display, from, to } : undefined;
  }
  const short = params.get('timeRange');
  return short ? timeRangeOptionToRange(short) : undefined;
}
