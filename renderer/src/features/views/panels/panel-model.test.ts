// The panels' data rules (spec 4-views §2.5): values, bounds, thresholds, pie slices, series,
// heatmap days and bar gauge groups.
import { describe, expect, it } from 'vitest';
import {
  barText,
  buildSeries,
  formatValue,
  heatmapDays,
  labelField,
  mergeGroups,
  percentOf,
  pieSlices,
  seriesStatus,
  thresholdColour,
} from './panel-model.ts';

describe('panel values', () => {
  it('format with precision and unit, a missing value as -', () => {
    expect(formatValue(1234.567, { precision: 1, unit: 'USD' })).toBe('1,234.6 USD');
    expect(formatValue(42, { unit: '%' })).toBe('42%');
    expect(formatValue(undefined)).toBe('-');
  });

  it('read the first non-value field as the label', () => {
    expect(labelField({ value: 1, region: 'eu' })).toBe('eu');
    expect(labelField({ count: 3, status: null }, ['count'])).toBe('');
  });

  it('place a value between min and max, and need a max', () => {
    expect(percentOf(50, '0', '200')).toBe(25);
    expect(percentOf(500, 0, 100)).toBe(100);
    expect(percentOf(5, 0, undefined)).toBeUndefined();
  });

  it('pick the highest threshold reached', () => {
    const t = [
      { percent: 80, color: 'red' },
      { percent: 0, color: 'green' },
      { percent: 60, color: 'orange' },
    ];
    expect(thresholdColour(70, t)).toBe('orange');
    expect(thresholdColour(90, t)).toBe('red');
    expect(thresholdColour(undefined, t)).toBeUndefined();
  });

  it('write bar gauges as percentage or multiplier', () => {
    expect(barText(30, 30, { format: 'percentage' })).toBe('30%');
    expect(barText(150, 75, { format: 'multiplier', max: '200' })).toBe('x0.75');
    expect(barText(3, 3, { unit: 'GB' })).toBe('3 GB');
  });
});

describe('pie slices', () => {
  it('keep the 5 largest and sum the rest into others; empty labels are Unknown', () => {
    const rows = [1, 7, 3, 9, 2, 5, 4].map((count, i) => ({
      status: i === 6 ? '' : `s${i}`,
      count,
    }));
    const slices = pieSlices(rows);
    expect(slices.map((s) => s.label)).toEqual(['s3', 's1', 's5', 'Unknown', 's2', 'others']);
    expect(slices.at(-1)?.count).toBe(3);
    expect(slices.at(-1)?.to).toBeCloseTo(1);
  });
});

describe('time series', () => {
  it('split one series per combination of the other fields', () => {
    const rows = [
      { timestamp: '2026-01-01T00:00:00Z', value: 1, env: 'prod', zone: 'a' },
      { timestamp: '2026-01-02T00:00:00Z', value: 2, env: 'prod', zone: 'a' },
      { timestamp: '2026-01-01T00:00:00Z', value: 3, env: 'dev', zone: 'a' },
    ];
    const built = buildSeries(rows, {});
    expect('series' in built && built.series.map((s) => s.name)).toEqual([
      'env=prod, zone=a',
      'env=dev, zone=a',
    ]);
  });

  it('name a lone series default and read timeKey/valueKey', () => {
    const built = buildSeries([{ day: '2026-01-01', cost: '4.5' }], {
      timeKey: 'day',
      valueKey: 'cost',
    });
    expect('series' in built && built.series[0]).toEqual({
      name: 'default',
      points: [{ t: Date.parse('2026-01-01'), v: 4.5 }],
    });
  });

  it('say why there is nothing to draw', () => {
    expect(buildSeries([], {})).toEqual({ error: 'No data available for timeseries chart.' });
    expect(buildSeries([{ time: '2026-01-01', value: 'n/a' }], {})).toEqual({
      error: 'No numeric data available for timeseries chart.',
    });
  });

  it('colour a pass/fail series by its status, and leave other series categorical', () => {
    expect(seriesStatus('result=passed')).toBe('success');
    expect(seriesStatus('result=failed')).toBe('danger');
    expect(seriesStatus('health=warning')).toBe('warning');
    expect(seriesStatus('cluster=prod-eu')).toBeUndefined();
    expect(seriesStatus('result=passed, cluster=a')).toBeUndefined();
    expect(seriesStatus('result=scheduled')).toBeUndefined();
  });
});

describe('heatmap days', () => {
  it('count successes and failures per day, a bare count as successes', () => {
    const days = heatmapDays([
      { date: '2026-03-01T10:00:00Z', successful: 2, failed: 1 },
      { day: '2026-03-02', count: 4 },
    ]);
    expect(days.get('2026-03-01')).toEqual({ date: '2026-03-01', successful: 2, failed: 1 });
    expect(days.get('2026-03-02')?.successful).toBe(4);
  });
});

describe('bar gauge groups', () => {
  it('merge panels of one group into one named after it, rows keeping their config', () => {
    const merged = mergeGroups([
      {
        name: 'CPU',
        type: 'bargauge',
        bargauge: { group: 'Usage', max: '4' },
        rows: [{ name: 'a', value: 1 }],
      },
      { name: 'Pods', type: 'number', rows: [] },
      {
        name: 'Mem',
        type: 'bargauge',
        bargauge: { group: 'Usage', max: '8' },
        rows: [{ name: 'b', value: 2 }],
      },
    ]);
    expect(merged.map((p) => p.name)).toEqual(['Usage', 'Pods']);
    expect(merged[0]?.rows?.map((r) => (r.__config as { max: string }).max)).toEqual(['4', '8']);
  });
});
