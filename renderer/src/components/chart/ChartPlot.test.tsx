// The plot's frame, rendered to markup: a grid line per value tick (from the bottom), the marks
// inside the SVG, and the axes named only when asked.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChartPlot } from './ChartPlot.tsx';

const frame = (axisLabels?: { x: string; y: string }) =>
  renderToStaticMarkup(
    <ChartPlot
      className="mc-test-plot"
      width={100}
      height={40}
      label="Latency"
      xTicks={[{ at: 0, label: '10:00' }]}
      yTicks={[
        { at: 0, label: '0ms' },
        { at: 0.5, label: '50ms' },
      ]}
      axisLabels={axisLabels}
    >
      <rect x={1} y={2} width={3} height={4} />
    </ChartPlot>,
  );

describe('ChartPlot', () => {
  it('draws a grid line per value tick and the marks in the stretched SVG', () => {
    const html = frame();
    expect(html).toContain('viewBox="0 0 100 40" preserveAspectRatio="none" role="img"');
    expect(html).toContain('aria-label="Latency"');
    expect(html).toContain('<line x1="0" x2="100" y1="40" y2="40" class="mc-chart-grid">');
    expect(html).toContain('<line x1="0" x2="100" y1="20" y2="20" class="mc-chart-grid">');
    expect(html).toContain('<rect x="1" y="2" width="3" height="4">');
  });

  it('names the axes as lists only when given their names', () => {
    expect(frame()).not.toContain('role="list"');
    const named = frame({ x: 'Time axis', y: 'Latency scale' });
    expect(named).toContain('role="list" aria-label="Time axis"');
    expect(named).toContain('role="list" aria-label="Latency scale"');
  });
});
