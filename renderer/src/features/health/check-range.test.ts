import { describe, expect, it } from 'vitest';
import { checkRangeForLastRun } from './check-range.ts';

const now = Date.parse('2026-01-10T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe("a check's default range (spec 1 §9)", () => {
  it('is the smallest rung covering the time since the last run', () => {
    expect(checkRangeForLastRun(ago(5), now)).toBe('1h');
    expect(checkRangeForLastRun(ago(90), now)).toBe('3h');
    expect(checkRangeForLastRun(ago(5 * 60), now)).toBe('6h');
    expect(checkRangeForLastRun(ago(2 * 24 * 60 + 1), now)).toBe('3d');
  });

  it('is 1h, the second option, when the check never ran', () => {
    expect(checkRangeForLastRun(null, now)).toBe('1h');
    expect(checkRangeForLastRun('not a time', now)).toBe('1h');
  });
});
