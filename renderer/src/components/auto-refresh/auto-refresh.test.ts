import { describe, expect, it } from 'vitest';
import {
  AUTO_REFRESH_OPTIONS,
  autoRefreshInterval,
  effectiveAutoRefresh,
  isAutoRefreshDisabled,
} from './auto-refresh.ts';

const disabledAt = (minutes: number | undefined) =>
  AUTO_REFRESH_OPTIONS.filter((o) => isAutoRefreshDisabled(o, minutes));

describe('auto-refresh', () => {
  it('offers the spec options', () => {
    expect(AUTO_REFRESH_OPTIONS).toEqual([
      'None',
      '15s',
      '30s',
      '60s',
      '2m',
      '3m',
      '5m',
      '10m',
      '15m',
    ]);
  });

  it('disables fast rates for long ranges', () => {
    expect(disabledAt(undefined)).toEqual([]);
    expect(disabledAt(59)).toEqual([]);
    expect(disabledAt(60)).toEqual(['15s', '30s']);
    expect(disabledAt(179)).toEqual(['15s', '30s']);
    expect(disabledAt(180)).toEqual(['15s', '30s', '2m', '3m']);
    expect(disabledAt(60 * 24 * 7)).toEqual(['15s', '30s', '2m', '3m']);
  });

  it('converts to intervals', () => {
    expect(autoRefreshInterval('None')).toBeUndefined();
    expect(autoRefreshInterval('15s')).toBe(15_000);
    expect(autoRefreshInterval('60s')).toBe(60_000);
    expect(autoRefreshInterval('15m')).toBe(900_000);
  });

  it('falls back to None for unknown or forbidden stored values', () => {
    expect(effectiveAutoRefresh('2m', 30)).toBe('2m');
    expect(effectiveAutoRefresh('2m', 180)).toBe('None');
    expect(effectiveAutoRefresh('bogus', 30)).toBe('None');
    expect(effectiveAutoRefresh(null, 30)).toBe('None');
  });
});
