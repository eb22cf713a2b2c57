import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../lib/format/duration.ts';
import { healthChart } from './chart-points.ts';

describe('chart', () => {
  it('places bars by time and colours failures', () => {
    const { bars } = healthChart(
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

  it('rounds the latency scale up and labels both axes', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const chart = healthChart(
      [{ time: '2026-01-01T00:30:00Z', status: true, duration: 130 }],
      100,
      50,
      { from, to: from + 3_600_000 },
    );
    // The bar sits in the middle of the chosen hour, at 130/150 of the height.
    expect(chart.bars[0]!.x).toBeCloseTo((100 - chart.bars[0]!.width) / 2);
    expect(chart.bars[0]!.height).toBeCloseTo(43.33);
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0ms', '50ms', '100ms', '150ms']);
    expect(chart.yTicks.map((t) => t.at)).toEqual([0, 1 / 3, 2 / 3, 1]);
    // A longer run: the scale's top rounds up to 1, 2 or 5 × 10ⁿ.
    const slow = healthChart([{ time: '2026-01-01T00:30:00Z', duration: 2001 }], 100, 50);
    expect(slow.yTicks.at(-1)!.label).toBe(formatDuration(3000));
    expect(chart.xTicks).toHaveLength(6);
    expect(chart.xTicks[0]!.at).toBe(0);
    expect(chart.xTicks[5]!.at).toBe(1);
    expect(chart.xTicks[0]!.label).toMatch(/^\d\d:\d\d$/);
  });
});
