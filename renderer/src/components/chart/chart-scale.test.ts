// The time axis: evenly spaced fractions, a label format that fits the span, one middle tick for
// an empty span.
import { describe, expect, it } from 'vitest';
import { timeAxis } from './chart-scale.ts';

const DAY = 86_400_000;
const from = new Date(2026, 0, 1, 0, 0).getTime();

describe('timeAxis', () => {
  it('spaces the ticks evenly from 0 to 1 and labels hours within a day', () => {
    const ticks = timeAxis(from, from + 3_600_000, 6);
    expect(ticks.map((t) => t.at)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticks[0]!.label).toBe('00:00');
    expect(ticks[5]!.label).toBe('01:00');
  });

  it('names the day within a week, the date within a year and the month beyond', () => {
    expect(timeAxis(from, from + 2 * DAY, 2)[1]!.label).toBe('Jan 3 00:00');
    expect(timeAxis(from, from + 30 * DAY, 2)[1]!.label).toBe('Jan 31');
    expect(timeAxis(from, from + 730 * DAY, 2)[1]!.label).toBe('Jan 2028');
  });

  it('puts one tick in the middle when the span is empty', () => {
    expect(timeAxis(from, from)).toEqual([{ at: 0.5, label: '00:00' }]);
  });
});
