import { describe, expect, it } from 'vitest';
import { TIME_AGO_LIMIT_MS, describeAge, showLastRunAge, timeAgo } from './relative-time.ts';

const now = new Date('2024-05-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it('describes ages within a week', () => {
    expect(timeAgo(ago(1000), now)).toBe('just now');
    expect(timeAgo(ago(30_000), now)).toBe('30 seconds ago');
    expect(timeAgo(ago(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(timeAgo(ago(TIME_AGO_LIMIT_MS), now)).toBe('7 days ago');
  });

  it('hides values outside 0 to 7 days', () => {
    expect(TIME_AGO_LIMIT_MS).toBe(604_800_000);
    expect(timeAgo(ago(TIME_AGO_LIMIT_MS + 1), now)).toBeUndefined();
    expect(timeAgo(ago(-1000), now)).toBeUndefined();
  });

  it('hides invalid timestamps', () => {
    for (const bad of ['', 'x', 0, '9999-12-31T00:00:00Z', null])
      expect(timeAgo(bad, now)).toBeUndefined();
  });

  it('describes plain ages', () => {
    expect(describeAge(2 * 86_400_000)).toBe('2 days');
  });
});

describe('showLastRunAge', () => {
  it('is true only past one hour', () => {
    expect(showLastRunAge(ago(3_600_000), now)).toBe(false);
    expect(showLastRunAge(ago(3_600_001), now)).toBe(true);
    expect(showLastRunAge('garbage', now)).toBe(false);
  });
});
