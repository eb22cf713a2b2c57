import { describe, expect, it } from 'vitest';
import { isDateMath, parseDateInput, parseDateMathOps, resolveDateMath } from './date-math.ts';

// A fixed local clock: Wednesday 2024-05-15 13:45:30.250.
const now = new Date(2024, 4, 15, 13, 45, 30, 250);

describe('parseDateMathOps', () => {
  it('reads additions, subtractions and rounding in order', () => {
    expect(parseDateMathOps('now-1h/h')).toEqual([
      { kind: 'add', amount: -1, unit: 'h' },
      { kind: 'round', unit: 'h' },
    ]);
    expect(parseDateMathOps('now+15ms')).toEqual([{ kind: 'add', amount: 15, unit: 'ms' }]);
    expect(parseDateMathOps('now-d')).toEqual([{ kind: 'add', amount: -1, unit: 'd' }]);
    expect(parseDateMathOps('now')).toEqual([]);
  });

  it('rejects text that is not date math', () => {
    for (const bad of ['', 'today', 'now-', 'now-2x', 'now/', 'now-2dd', 'now*2d', '2024-01-01']) {
      expect(isDateMath(bad), bad).toBe(false);
    }
  });
});

describe('resolveDateMath', () => {
  it.each([
    ['now', new Date(2024, 4, 15, 13, 45, 30, 250)],
    ['now-2d', new Date(2024, 4, 13, 13, 45, 30, 250)],
    ['now+1w', new Date(2024, 4, 22, 13, 45, 30, 250)],
    ['now-500ms', new Date(2024, 4, 15, 13, 45, 29, 750)],
    ['now-30s', new Date(2024, 4, 15, 13, 45, 0, 250)],
    ['now-5m', new Date(2024, 4, 15, 13, 40, 30, 250)],
    ['now-1M', new Date(2024, 3, 15, 13, 45, 30, 250)],
    ['now-1y', new Date(2023, 4, 15, 13, 45, 30, 250)],
    ['now/d', new Date(2024, 4, 15)],
    ['now-1h/h', new Date(2024, 4, 15, 12)],
    ['now/M', new Date(2024, 4, 1)],
    ['now/y', new Date(2024, 0, 1)],
    ['now-1d/d+3h', new Date(2024, 4, 14, 3)],
  ])('%s', (text, expected) => {
    expect(resolveDateMath(text, now)?.getTime()).toBe(expected.getTime());
  });

  it('rounds up to the end of the unit for range ends', () => {
    expect(resolveDateMath('now-1d/d', now, true)?.getTime()).toBe(
      new Date(2024, 4, 14, 23, 59, 59, 999).getTime(),
    );
  });
});

describe('parseDateInput', () => {
  it('accepts ISO dates, date-times and relative text', () => {
    expect(parseDateInput('2024-01-02', now)?.getTime()).toBe(new Date(2024, 0, 2).getTime());
    expect(parseDateInput('2024-01-02 10:30', now)?.getTime()).toBe(
      new Date(2024, 0, 2, 10, 30).getTime(),
    );
    expect(parseDateInput('2024-01-02T10:30:00Z', now)?.toISOString()).toBe(
      '2024-01-02T10:30:00.000Z',
    );
    expect(parseDateInput('now-1h', now)?.getTime()).toBe(now.getTime() - 3_600_000);
  });

  it('rejects invalid dates instead of returning NaN', () => {
    for (const bad of ['', 'yesterday', '2024-13-01', '2024-02-31', '12', 'now-x']) {
      expect(parseDateInput(bad, now), bad).toBeUndefined();
    }
  });
});
