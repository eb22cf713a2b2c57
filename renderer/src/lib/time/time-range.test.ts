import { describe, expect, it } from 'vitest';
import {
  FUTURE_PRESETS,
  PAST_PRESETS,
  QUICK_RANGES,
  TIME_RANGE_OPTIONS,
  CHECK_RANGE_RUNGS,
  absoluteRangeFromInput,
  checkRangeForAge,
  resolveTimeRange,
  timeRangeLabel,
  timeRangeMinutes,
  timeRangeOptionMinutes,
  timeRangeOptionToRange,
} from './time-range.ts';

const now = new Date(2024, 4, 15, 13, 45, 30, 250); // a Wednesday

describe('presets', () => {
  it('span 5 minutes to 5 years in both directions', () => {
    expect(PAST_PRESETS[0]).toMatchObject({ range: 'now-5m', label: 'Last 5 minutes' });
    expect(PAST_PRESETS.at(-1)).toMatchObject({ range: 'now-5y', label: 'Last 5 years' });
    expect(FUTURE_PRESETS[0]).toMatchObject({ range: 'now+5m', label: 'Next 5 minutes' });
    expect(FUTURE_PRESETS.at(-1)).toMatchObject({ range: 'now+5y', label: 'Next 5 years' });
    for (const preset of [...PAST_PRESETS, ...FUTURE_PRESETS])
      expect(resolveTimeRange(preset, now)).toBeDefined();
  });

  it('lists the quick ranges of the spec in order', () => {
    expect(QUICK_RANGES.map((q) => q.display)).toEqual([
      'Yesterday',
      'Day before yesterday',
      'This day last week',
      'Previous week',
      'Previous month',
      'Previous year',
      'Today',
      'Today so far',
      'This week',
      'This week so far',
      'This month',
      'This month so far',
      'This year',
      'This year so far',
    ]);
  });

  it('resolves quick ranges to whole calendar units', () => {
    const byName = (name: string) => QUICK_RANGES.find((q) => q.display === name)!;
    expect(resolveTimeRange(byName('Yesterday'), now)).toEqual({
      from: new Date(2024, 4, 14),
      to: new Date(2024, 4, 14, 23, 59, 59, 999),
    });
    expect(resolveTimeRange(byName('Today so far'), now)).toEqual({
      from: new Date(2024, 4, 15),
      to: now,
    });
    expect(resolveTimeRange(byName('Previous month'), now)).toEqual({
      from: new Date(2024, 3, 1),
      to: new Date(2024, 3, 30, 23, 59, 59, 999),
    });
    expect(resolveTimeRange(byName('This year'), now)?.to).toEqual(
      new Date(2024, 11, 31, 23, 59, 59, 999),
    );
  });
});

describe('short options', () => {
  it('map every option to a relative range', () => {
    for (const option of TIME_RANGE_OPTIONS)
      expect(timeRangeOptionToRange(option), option).toBeDefined();
    expect(timeRangeOptionToRange('1h')).toEqual({
      type: 'relative',
      display: '1 hour',
      range: 'now-1h',
    });
    expect(timeRangeOptionToRange('2mo')).toEqual({
      type: 'relative',
      display: '2 months',
      range: 'now-2M',
    });
    expect(timeRangeOptionToRange('bogus')).toBeUndefined();
  });

  it('know their length in minutes', () => {
    expect(timeRangeOptionMinutes('15m')).toBe(15);
    expect(timeRangeOptionMinutes('3h')).toBe(180);
    expect(timeRangeOptionMinutes('1w')).toBe(7 * 24 * 60);
  });
});

describe('resolveTimeRange and labels', () => {
  it('orders past and future relative ranges', () => {
    expect(resolveTimeRange({ type: 'relative', display: '1 hour', range: 'now-1h' }, now)).toEqual(
      {
        from: new Date(now.getTime() - 3_600_000),
        to: now,
      },
    );
    expect(resolveTimeRange({ type: 'relative', display: '1 hour', range: 'now+1h' }, now)).toEqual(
      {
        from: now,
        to: new Date(now.getTime() + 3_600_000),
      },
    );
    expect(timeRangeMinutes({ type: 'relative', display: '3 hours', range: 'now-3h' }, now)).toBe(
      180,
    );
  });

  it('labels each kind of range', () => {
    expect(timeRangeLabel(undefined)).toBe('Please select time range');
    expect(timeRangeLabel({ type: 'relative', display: '2 days', range: 'now-2d' })).toBe(
      'Last 2 days',
    );
    expect(timeRangeLabel({ type: 'relative', display: '2 days', range: 'now+2d' })).toBe(
      'Next 2 days',
    );
    expect(timeRangeLabel(QUICK_RANGES[0])).toBe('Yesterday');
    expect(timeRangeLabel({ type: 'absolute', display: '', from: 'now-1d', to: 'now' })).toBe(
      'now-1d to now',
    );
  });
});

describe('absoluteRangeFromInput', () => {
  it('builds a range from two valid ends', () => {
    const result = absoluteRangeFromInput('2024-01-01 00:00', '2024-01-02', now);
    expect('range' in result && result.range.from).toBe(new Date(2024, 0, 1).toISOString());
    expect('range' in result && result.range.to).toBe(new Date(2024, 0, 2).toISOString());
  });

  it('says which end is wrong', () => {
    expect(absoluteRangeFromInput('nope', '2024-01-02', now)).toEqual({ error: 'from' });
    expect(absoluteRangeFromInput('2024-01-02', '2024-02-30', now)).toEqual({ error: 'to' });
    expect(absoluteRangeFromInput('2024-01-03', '2024-01-02', now)).toEqual({ error: 'order' });
  });
});

describe('checkRangeForAge', () => {
  it('picks the smallest rung covering the age', () => {
    expect(checkRangeForAge(undefined)).toBe('1h');
    expect(checkRangeForAge(30 * 60_000)).toBe('1h');
    expect(checkRangeForAge(3_600_000)).toBe('1h');
    expect(checkRangeForAge(3_600_001)).toBe('3h');
    expect(checkRangeForAge(25 * 3_600_000)).toBe('2d');
    expect(checkRangeForAge(8 * 86_400_000)).toBe('2w');
    expect(checkRangeForAge(20 * 365 * 86_400_000)).toBe('5y');
    expect(CHECK_RANGE_RUNGS).toEqual(
      '1h 3h 6h 12h 1d 2d 3d 1w 2w 3w 1mo 2mo 3mo 6mo 1y 2y 3y 5y'.split(' '),
    );
  });
});
