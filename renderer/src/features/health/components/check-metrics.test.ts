import { describe, expect, it } from 'vitest';
import { checkLatency, checkUptime, rangeStats } from './check-metrics.ts';
import { chartBars } from './chart-points.ts';

describe('uptime', () => {
  it('is passed/(passed+failed)*100 rounded to 2 decimals', () => {
    expect(checkUptime({ uptime: { passed: 2, failed: 1 } })).toBe(66.67);
    expect(checkUptime({ uptime: { passed: 287, failed: 1 } })).toBe(99.65);
    expect(checkUptime({ uptime: { passed: 0, failed: 0 } })).toBeUndefined();
  });

  it('takes range stats from the graph answer', () => {
    const s = rangeStats({ uptime: { passed: 9, failed: 1 }, latency: { p95: 120, p99: 300 } });
    expect(s).toEqual({ uptime: 90, passed: 9, failed: 1, p95: 120, p97: undefined, p99: 300 });
  });

  it('shows p95 latency, falling back to the rolling hour', () => {
    expect(checkLatency({ latency: { p95: 50, rolling1h: 10 } })).toBe(50);
    expect(checkLatency({ latency: { rolling1h: 10 } })).toBe(10);
    expect(checkLatency({ latency: { rolling1h: 0 } })).toBeUndefined();
  });
});

describe('chart', () => {
  it('places bars by time and colours failures', () => {
    const bars = chartBars(
      [
        { time: '2026-01-01T00:02:00Z', status: false, duration: 100 },
        { time: '2026-01-01T00:00:00Z', status: true, duration: 50 },
        { time: 'bad', status: true, duration: 1 },
      ],
      100,
      50,
    );
    expect(bars).toHaveLength(2);
    expect(bars[0]!.healthy).toBe(true);
    expect(bars[1]!.healthy).toBe(false);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
    expect(bars[1]!.height).toBeGreaterThan(bars[0]!.height);
  });
});
