// Each panel type drawn (spec 4-views §2.5), with its texts and empty states.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PanelResult } from '../../../api/services/views.types.ts';
import { PanelGrid } from './PanelGrid.tsx';

const html = (...panels: PanelResult[]) => renderToStaticMarkup(<PanelGrid panels={panels} />);
const panel = (type: string, rows: Record<string, unknown>[], extra: object = {}): PanelResult => ({
  name: `${type} panel`,
  type,
  rows,
  ...extra,
});

describe('PanelGrid', () => {
  it('titles each panel and puts the description in an info tooltip', () => {
    const out = html(panel('number', [{ value: 3 }], { description: 'Pods running' }));
    expect(out).toContain('number panel');
    expect(out).toContain('data-icon="info-sign"');
    expect(out).toContain('Pods running');
  });

  it('number: a big number per row with label-or-name, unit and precision; no rows, nothing', () => {
    const out = html(
      panel('number', [{ count: 1234.5, label: 'Cost' }, { value: 2 }], {
        number: { unit: 'USD', precision: 0 },
      }),
    );
    expect(out).toContain('1,235 USD');
    expect(out).toContain('>Cost<');
    expect(out).toContain('>number panel</span>');
    expect(html(panel('number', []))).not.toContain('No data');
  });

  it('duration: nanoseconds in words', () => {
    expect(html(panel('duration', [{ value: 5_400_000_000_000 }]))).toContain('1h 30m');
  });

  it('gauge: an arc to the percent in the threshold colour; grey and empty without max', () => {
    const out = html(
      panel('gauge', [{ value: 90 }], {
        gauge: { max: '100', unit: '%', thresholds: [{ percent: 80, color: '#ff0000' }] },
      }),
    );
    expect(out).toContain('stroke="#ff0000"');
    expect(out).toContain('90%');
    const noMax = html(panel('gauge', [{ value: 5 }], { gauge: {} }));
    expect(noMax.match(/<path/g)).toHaveLength(1);
  });

  it('bargauge: one bar per row named by name, merged by group, as percentage', () => {
    const out = html(
      panel('bargauge', [{ name: 'disk', value: 25 }], {
        name: 'A',
        bargauge: { group: 'Usage', format: 'percentage' },
      }),
      panel('bargauge', [{ node: 'n1', value: 2, max: 4 }], {
        name: 'B',
        bargauge: { group: 'Usage', format: 'percentage' },
      }),
    );
    expect(out).toContain('aria-label="Usage"');
    expect(out).toContain('>disk<');
    expect(out).toContain('>n1<');
    expect(out).toContain('>25%<');
    expect(out).toContain('>50%<');
  });

  it('piechart: slices coloured by the map or the vocabulary, legend, labels when asked', () => {
    const out = html(
      panel(
        'piechart',
        [
          { health: 'healthy', count: 3 },
          { health: 'unhealthy', count: 1 },
          { health: 'x', count: 1 },
        ],
        {
          piechart: { showLabels: true, colors: { x: '#123456' } },
        },
      ),
    );
    expect(out).toContain('fill="var(--mc-chart-success)"');
    expect(out).toContain('fill="var(--mc-chart-danger)"');
    expect(out).toContain('fill="#123456"');
    expect(out).toContain('aria-label="Legend"');
    expect(out).toContain('class="mc-panel-pie-label"');
  });

  it('table, text and properties list their rows', () => {
    expect(html(panel('table', [{ a: 'x', b: 2 }]))).toContain('x · 2');
    expect(html(panel('text', [{ value: 'Costs are monthly' }]))).toContain('Costs are monthly');
    const props = html(panel('properties', [{ key: 'Region', value: 'eu-west-1' }]));
    expect(props).toContain('<dt>Region</dt><dd>eu-west-1</dd>');
  });

  it('timeseries: draws the series with a legend, or says why not', () => {
    const rows = [
      { timestamp: '2026-01-01T00:00:00Z', value: 1 },
      { timestamp: '2026-01-02T00:00:00Z', value: 3 },
    ];
    const out = html(panel('timeseries', rows, { timeseries: { style: 'area' } }));
    expect(out).toContain('fill-opacity="0.2"');
    expect(out).toContain('default');
    expect(
      html(panel('timeseries', rows, { timeseries: { legend: { enable: false } } })),
    ).not.toContain('Legend');
    expect(html(panel('timeseries', []))).toContain('No data available for timeseries chart.');
  });

  it('heatmap: a month grid with its legend, or a strip; empty days say so', () => {
    const out = html(panel('heatmap', [{ date: '2026-02-03', successful: 1, failed: 0 }]));
    expect(out).toContain('Feb 2026');
    expect(out).toContain('2026-02-04: No backups');
    expect(out).toContain('>No backup<');
    const compact = html(
      panel(
        'heatmap',
        [
          { date: '2026-02-01', count: 1 },
          { date: '2026-02-03', count: 1 },
        ],
        { heatmap: { mode: 'compact' } },
      ),
    );
    expect(compact).toContain('2026-02-02: No data');
    expect(html(panel('heatmap', [], { heatmap: { mode: 'compact' } }))).toContain('No data');
  });

  it('shows No data for empty panels and names an unknown type', () => {
    expect(html(panel('gauge', []))).toContain('No data');
    expect(html(panel('sparkline', [{ value: 1 }]))).toContain('Unsupported panel type: sparkline');
  });
});
