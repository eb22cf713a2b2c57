// Relative time expressions ("now-2d", "now/d", "now-1h/h", "now+1w") resolved against a clock.
// The grammar is the one the time-range picker and the backend share: "now", then any number of
// operations, each "+N<unit>", "-N<unit>" (N defaults to 1) or "/<unit>" (round to the unit).
import dayjs from 'dayjs';
import type { Dayjs, ManipulateType } from 'dayjs';

export const DATE_MATH_UNITS = ['ms', 's', 'm', 'h', 'd', 'w', 'M', 'y'] as const;
export type DateMathUnit = (typeof DATE_MATH_UNITS)[number];

const UNIT_TO_DAYJS: Record<DateMathUnit, ManipulateType> = {
  ms: 'millisecond',
  s: 'second',
  m: 'minute',
  h: 'hour',
  d: 'day',
  w: 'week',
  M: 'month',
  y: 'year',
};

export type DateMathOp =
  { kind: 'add'; amount: number; unit: DateMathUnit } | { kind: 'round'; unit: DateMathUnit };

// "ms" must be tried before "m" and "M" so that "now-5ms" is not read as five minutes plus "s".
const OP_PATTERN = /^(?:([+-])(\d*)(ms|s|m|h|d|w|M|y)|\/(ms|s|m|h|d|w|M|y))/;

/** Splits "now-1h/h" into its operations, or returns undefined when the text is not date math. */
export function parseDateMathOps(text: string): DateMathOp[] | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('now')) return undefined;
  const ops: DateMathOp[] = [];
  let rest = trimmed.slice(3);
  while (rest.length > 0) {
    const match = OP_PATTERN.exec(rest);
    if (!match) return undefined;
    const [whole, sign, digits, addUnit, roundUnit] = match;
    if (roundUnit !== undefined) {
      ops.push({ kind: 'round', unit: roundUnit as DateMathUnit });
    } else {
      const amount = digits === undefined || digits === '' ? 1 : Number(digits);
      if (!Number.isSafeInteger(amount)) return undefined;
      ops.push({
        kind: 'add',
        amount: sign === '-' ? -amount : amount,
        unit: addUnit as DateMathUnit,
      });
    }
    rest = rest.slice(whole.length);
  }
  return ops;
}

/** True when the text is a valid relative expression ("now", "now-2d", "now/d"). */
export function isDateMath(text: string): boolean {
  return parseDateMathOps(text) !== undefined;
}

/**
 * Resolves a relative expression. `roundUp` rounds "/unit" to the end of the unit instead of its
 * start, which is what the end of a range needs ("now-1d/d" to "now-1d/d" is all of yesterday).
 */
export function resolveDateMath(text: string, now: Date, roundUp = false): Date | undefined {
  const ops = parseDateMathOps(text);
  if (!ops) return undefined;
  let value: Dayjs = dayjs(now);
  for (const op of ops) {
    const unit = UNIT_TO_DAYJS[op.unit];
    if (op.kind === 'add') value = value.add(op.amount, unit);
    else value = roundUp ? value.endOf(unit) : value.startOf(unit);
  }
  return value.toDate();
}

/**
 * Resolves either a relative expression or an absolute timestamp the user typed. Returns undefined
 * for anything that is not a real date, so callers can show an inline error instead of NaN.
 */
export function parseDateInput(text: string, now: Date, roundUp = false): Date | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('now')) return resolveDateMath(trimmed, now, roundUp);
  // Only ISO-like or "YYYY-MM-DD HH:mm" input: Date.parse accepts too much (e.g. "1").
  if (
    !/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)
  ) {
    return undefined;
  }
  const parsed = dayjs(trimmed.replace(' ', 'T'));
  if (!parsed.isValid()) return undefined;
  // Reject rolled-over dates such as 2024-02-31, which dayjs silently turns into March.
  const [datePart] = trimmed.split(/[ T]/);
  if (datePart !== parsed.format('YYYY-MM-DD') && !/(Z|[+-]\d{2}:?\d{2})$/.test(trimmed))
    return undefined;
  return parsed.toDate();
}
