// The time-range model shared by the picker, the URL and the screens (spec 1 §2, spec 3 §2.5):
// relative ranges ("now-2d" to now), absolute ranges (two timestamps) and mapped ranges (named
// quick ranges such as "Yesterday"), plus the preset lists the picker offers.
import dayjs from 'dayjs';
import { parseDateInput, resolveDateMath } from './date-math.ts';

export type RelativeTimeRange = { type: 'relative'; display: string; range: string };
export type AbsoluteTimeRange = { type: 'absolute'; display: string; from: string; to: string };
export type MappedTimeRange = { type: 'mapped'; display: string; from: string; to: string };
export type TimeRange = RelativeTimeRange | AbsoluteTimeRange | MappedTimeRange;

/** A relative preset: `range` is the far end, the other end is now. */
export type RelativePreset = RelativeTimeRange & { direction: 'past' | 'future'; label: string };

const PRESET_SPANS: readonly { amount: number; unit: string; singular: string; plural: string }[] =
  [
    { amount: 5, unit: 'm', singular: 'minute', plural: 'minutes' },
    { amount: 15, unit: 'm', singular: 'minute', plural: 'minutes' },
    { amount: 30, unit: 'm', singular: 'minute', plural: 'minutes' },
    { amount: 1, unit: 'h', singular: 'hour', plural: 'hours' },
    { amount: 3, unit: 'h', singular: 'hour', plural: 'hours' },
    { amount: 6, unit: 'h', singular: 'hour', plural: 'hours' },
    { amount: 12, unit: 'h', singular: 'hour', plural: 'hours' },
    { amount: 1, unit: 'd', singular: 'day', plural: 'days' },
    { amount: 2, unit: 'd', singular: 'day', plural: 'days' },
    { amount: 7, unit: 'd', singular: 'day', plural: 'days' },
    { amount: 30, unit: 'd', singular: 'day', plural: 'days' },
    { amount: 90, unit: 'd', singular: 'day', plural: 'days' },
    { amount: 6, unit: 'M', singular: 'month', plural: 'months' },
    { amount: 1, unit: 'y', singular: 'year', plural: 'years' },
    { amount: 2, unit: 'y', singular: 'year', plural: 'years' },
    { amount: 5, unit: 'y', singular: 'year', plural: 'years' },
  ];

function presetsFor(direction: 'past' | 'future'): RelativePreset[] {
  return PRESET_SPANS.map(({ amount, unit, singular, plural }) => {
    const display = `${amount} ${amount === 1 ? singular : plural}`;
    const sign = direction === 'past' ? '-' : '+';
    return {
      type: 'relative',
      direction,
      display,
      range: `now${sign}${amount}${unit}`,
      label: `${direction === 'past' ? 'Last' : 'Next'} ${display}`,
    };
  });
}

/** Relative presets from 5 minutes to 5 years, in the past and in the future. */
export const PAST_PRESETS: readonly RelativePreset[] = presetsFor('past');
export const FUTURE_PRESETS: readonly RelativePreset[] = presetsFor('future');

/** The quick ranges of spec 1 §2, in the order listed there. */
export const QUICK_RANGES: readonly MappedTimeRange[] = [
  { type: 'mapped', display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
  { type: 'mapped', display: 'Day before yesterday', from: 'now-2d/d', to: 'now-2d/d' },
  { type: 'mapped', display: 'This day last week', from: 'now-7d/d', to: 'now-7d/d' },
  { type: 'mapped', display: 'Previous week', from: 'now-1w/w', to: 'now-1w/w' },
  { type: 'mapped', display: 'Previous month', from: 'now-1M/M', to: 'now-1M/M' },
  { type: 'mapped', display: 'Previous year', from: 'now-1y/y', to: 'now-1y/y' },
  { type: 'mapped', display: 'Today', from: 'now/d', to: 'now/d' },
  { type: 'mapped', display: 'Today so far', from: 'now/d', to: 'now' },
  { type: 'mapped', display: 'This week', from: 'now/w', to: 'now/w' },
  { type: 'mapped', display: 'This week so far', from: 'now/w', to: 'now' },
  { type: 'mapped', display: 'This month', from: 'now/M', to: 'now/M' },
  { type: 'mapped', display: 'This month so far', from: 'now/M', to: 'now' },
  { type: 'mapped', display: 'This year', from: 'now/y', to: 'now/y' },
  { type: 'mapped', display: 'This year so far', from: 'now/y', to: 'now' },
];

/** Short options used by `timeRange=` parameters and the silence form (spec 1 §3). */
export const TIME_RANGE_OPTIONS = [
  '15m',
  '1h',
  '2h',
  '3h',
  '6h',
  '12h',
  '1d',
  '2d',
  '3d',
  '1w',
  '2w',
  '3w',
  '1mo',
  '2mo',
  '3mo',
  '6mo',
  '1y',
  '2y',
  '3y',
  '5y',
] as const;
export type TimeRangeOption = (typeof TIME_RANGE_OPTIONS)[number];

const OPTION_UNITS: Record<string, { unit: string; ms: number; singular: string }> = {
  m: { unit: 'm', ms: 60_000, singular: 'minute' },
  h: { unit: 'h', ms: 3_600_000, singular: 'hour' },
  d: { unit: 'd', ms: 86_400_000, singular: 'day' },
  w: { unit: 'w', ms: 604_800_000, singular: 'week' },
  mo: { unit: 'M', ms: 30 * 86_400_000, singular: 'month' },
  y: { unit: 'y', ms: 365 * 86_400_000, singular: 'year' },
};

function splitOption(option: string): { amount: number; key: string } | undefined {
  const match = /^(\d+)(mo|m|h|d|w|y)$/.exec(option);
  if (!match || match[1] === undefined || match[2] === undefined) return undefined;
  return { amount: Number(match[1]), key: match[2] };
}

/** "1h" → a relative range "now-1h" displayed "1 hour"; undefined for unknown options. */
export function timeRangeOptionToRange(option: string): RelativeTimeRange | undefined {
  const parts = splitOption(option);
  const unit = parts && OPTION_UNITS[parts.key];
  if (!parts || !unit) return undefined;
  const noun = parts.amount === 1 ? unit.singular : `${unit.singular}s`;
  return {
    type: 'relative',
    display: `${parts.amount} ${noun}`,
    range: `now-${parts.amount}${unit.unit}`,
  };
}

/** Nominal length of a short option in minutes ("3h" → 180), used by the auto-refresh rules. */
export function timeRangeOptionMinutes(option: string): number | undefined {
  const parts = splitOption(option);
  const unit = parts && OPTION_UNITS[parts.key];
  return parts && unit ? (parts.amount * unit.ms) / 60_000 : undefined;
}

export type ResolvedRange = { from: Date; to: Date };

/** Turns any range into two concrete dates, or undefined when an end does not parse. */
export function resolveTimeRange(
  range: TimeRange,
  now: Date = new Date(),
): ResolvedRange | undefined {
  if (range.type === 'relative') {
    const far = resolveDateMath(range.range, now);
    if (!far) return undefined;
    return far.getTime() <= now.getTime() ? { from: far, to: now } : { from: now, to: far };
  }
  const from = parseDateInput(range.from, now, false);
  const to = parseDateInput(range.to, now, true);
  return from && to ? { from, to } : undefined;
}

/** Length of a range in minutes, for rules such as the auto-refresh limits. */
export function timeRangeMinutes(range: TimeRange, now: Date = new Date()): number | undefined {
  const resolved = resolveTimeRange(range, now);
  return resolved ? (resolved.to.getTime() - resolved.from.getTime()) / 60_000 : undefined;
}

const ABSOLUTE_FORMAT = 'YYYY-MM-DD HH:mm';

function formatEnd(text: string): string {
  if (text.startsWith('now')) return text;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.format(ABSOLUTE_FORMAT) : text;
}

/** The text of the picker button: "Last 2 days", "Yesterday", "2024-01-01 00:00 to 2024-01-02 00:00". */
export function timeRangeLabel(range: TimeRange | undefined): string {
  if (!range) return 'Please select time range';
  if (range.type === 'mapped') return range.display;
  if (range.type === 'relative') {
    const future = range.range.startsWith('now+');
    return `${future ? 'Next' : 'Last'} ${range.display}`;
  }
  return `${formatEnd(range.from)} to ${formatEnd(range.to)}`;
}

/** Builds an absolute range from the picker's From/To text, or says which end is invalid. */
export function absoluteRangeFromInput(
  fromText: string,
  toText: string,
  now: Date = new Date(),
): { range: AbsoluteTimeRange } | { error: 'from' | 'to' | 'order' } {
  const from = parseDateInput(fromText, now, false);
  if (!from) return { error: 'from' };
  const to = parseDateInput(toText, now, true);
  if (!to) return { error: 'to' };
  if (from.getTime() > to.getTime()) return { error: 'order' };
  const fromValue = fromText.trim().startsWith('now') ? fromText.trim() : from.toISOString();
  const toValue = toText.trim().startsWith('now') ? toText.trim() : to.toISOString();
  const range: AbsoluteTimeRange = { type: 'absolute', display: '', from: fromValue, to: toValue };
  return { range: { ...range, display: timeRangeLabel(range) } };
}

/** Rungs for a check's default range (spec 1 §9): the smallest rung covering the last-run age. */
export const CHECK_RANGE_RUNGS: readonly TimeRangeOption[] = TIME_RANGE_OPTIONS.filter(
  (option) => option !== '15m' && option !== '2h',
);

/** The rung whose length covers `ageMs` (time since the last run); 5y beyond that, 1h when unknown. */
export function checkRangeForAge(ageMs: number | undefined): (typeof CHECK_RANGE_RUNGS)[number] {
  if (ageMs === undefined || !Number.isFinite(ageMs) || ageMs <= 0) return '1h';
  return (
    CHECK_RANGE_RUNGS.find((rung) => (timeRangeOptionMinutes(rung) ?? 0) * 60_000 >= ageMs) ?? '5y'
  );
}
