import { describe, expect, it } from 'vitest';
import {
  compactDuration,
  formatDuration,
  humanDurationNs,
  parseDurationFilter,
  parseRate,
} from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [250, '250ms'],
    [999, '999ms'],
    [1000, '1s'],
    [1250, '1.25s'],
    [59_000, '59s'],
    [60_000, '1m'],
    [150_000, '2.5m'],
    [3_599_000, '60m'],
    [3_600_000, '1h'],
    [5_400_000, '1.5h'],
    [90_000_000, '25h'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('gives an empty string for missing or invalid input', () => {
    for (const bad of [null, undefined, Number.NaN, -1, Infinity])
      expect(formatDuration(bad)).toBe('');
  });
});

describe('parseRate', () => {
  it('knows s, m, h, d, w', () => {
    expect(parseRate('15s')).toBe(15_000);
    expect(parseRate('2m')).toBe(120_000);
    expect(parseRate('1h')).toBe(3_600_000);
    expect(parseRate('1d')).toBe(86_400_000);
    expect(parseRate('1w')).toBe(604_800_000);
    expect(parseRate('1y')).toBeUndefined();
    expect(parseRate('None')).toBeUndefined();
  });
});

describe('parseDurationFilter', () => {
  it('reads ms and s into milliseconds', () => {
    expect(parseDurationFilter('100ms')).toEqual({ ms: 100 });
    expect(parseDurationFilter('5s')).toEqual({ ms: 5000 });
    expect(parseDurationFilter(' 1.5s ')).toEqual({ ms: 1500 });
  });

  it('rejects other units and non-numbers with the spec message', () => {
    for (const bad of ['5m', 'abcms', '', '10', '1h']) {
      expect(parseDurationFilter(bad)).toEqual({
        error: 'duration is allowed only in milli seconds & seconds',
      });
    }
  });
});

describe('compactDuration', () => {
  it('shows the two largest units and drops a zero second one', () => {
    expect(compactDuration((2 * 24 + 4) * 3600_000)).toBe('2d 4h');
    expect(compactDuration((3 * 60 + 5) * 60_000 + 30_000)).toBe('3h 5m');
    expect(compactDuration(2 * 24 * 3600_000 + 5 * 60_000)).toBe('2d');
    expect(compactDuration(45_000)).toBe('45s');
    expect(compactDuration(0)).toBe('0s');
  });

  it('leaves seconds out when the smallest unit is minutes', () => {
    expect(compactDuration(12 * 60_000 + 40_000, 'm')).toBe('12m');
    expect(compactDuration(40_000, 'm')).toBe('0m');
  });
});

describe('humanDurationNs', () => {
  it('reads as ms or s under a minute, then as the two largest units', () => {
    expect(humanDurationNs(250e6)).toBe('250ms');
    expect(humanDurationNs(1_250e6)).toBe('1.25s');
    expect(humanDurationNs(90e9)).toBe('1m 30s');
    // 600 days and 37.769 s: what the AWS inventory's oldest item showed as '600d37s769ms'.
    expect(humanDurationNs((600 * 86_400 + 37.769) * 1e9)).toBe('600d');
  });
});
