import { describe, expect, it } from 'vitest';
import {
  TIME_RANGE_PARAMS,
  clearTimeRange,
  decodeTimeRange,
  encodeTimeRange,
} from './time-range-url.ts';
import { QUICK_RANGES } from './time-range.ts';
import type { TimeRange } from './time-range.ts';

describe('time range URL parameters', () => {
  const cases: TimeRange[] = [
    { type: 'relative', display: '2 days', range: 'now-2d' },
    {
      type: 'absolute',
      display: 'x',
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-01-02T00:00:00.000Z',
    },
    QUICK_RANGES[3]!,
  ];

  it.each(cases)('round-trips a $type range', (range) => {
    const params = encodeTimeRange(new URLSearchParams('query=abc'), range);
    expect(params.get('query')).toBe('abc');
    expect(decodeTimeRange(params)).toEqual(range);
  });

  it('writes the relative form as rangeType, display and range', () => {
    expect(encodeTimeRange(new URLSearchParams(), cases[0]).toString()).toBe(
      'rangeType=relative&display=2+days&range=now-2d',
    );
  });

  it('reads the short timeRange form', () => {
    expect(decodeTimeRange(new URLSearchParams('timeRange=1h'))).toEqual({
      type: 'relative',
      display: '1 hour',
      range: 'now-1h',
    });
  });

  it('ignores broken values', () => {
    expect(
      decodeTimeRange(new URLSearchParams('rangeType=relative&range=yesterday')),
    ).toBeUndefined();
    expect(
      decodeTimeRange(new URLSearchParams('rangeType=absolute&from=2024-01-01&to=garbage')),
    ).toBeUndefined();
    expect(decodeTimeRange(new URLSearchParams('timeRange=7x'))).toBeUndefined();
    expect(decodeTimeRange(new URLSearchParams(''))).toBeUndefined();
  });

  it('clear removes every range parameter and nothing else', () => {
    const all = new URLSearchParams('labels=a&' + TIME_RANGE_PARAMS.map((k) => `${k}=v`).join('&'));
    expect(clearTimeRange(all).toString()).toBe('labels=a');
    expect(encodeTimeRange(all, undefined).toString()).toBe('labels=a');
  });
});
