import { describe, expect, it } from 'vitest';
import { checkLatency, checkUptime } from './check-metrics.ts';

describe('check metrics', () => {
  it('is passed/(passed+failed)*100 rounded to 2 decimals, nothing without runs', () => {
    expect(checkUptime({ uptime: { passed: 2, failed: 1 } })).toBe(66.67);
    expect(checkUptime({ uptime: { passed: 287, failed: 1 } })).toBe(99.65);
    expect(checkUptime({ uptime: { passed: 0, failed: 0 } })).toBeUndefined();
    expect(checkUptime({ uptime: null })).toBeUndefined();
  });

  it('shows p95 latency, falling back to the rolling hour; none at 0', () => {
    expect(checkLatency({ latency: { p95: 50, rolling1h: 10 } })).toBe(50);
    expect(checkLatency({ latency: { p95: null, rolling1h: 10 } })).toBe(10);
    expect(checkLatency({ latency: { rolling1h: 0 } })).toBeUndefined();
    expect(checkLatency({})).toBeUndefined();
  });
});
