// The axis labels, rendered to markup: placed by fraction along their axis, a named list when
// labelled, hidden from screen readers when not.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChartTicks } from './ChartTicks.tsx';

const TICKS = [
  { at: 0, label: '0 ms' },
  { at: 0.5, label: '50 ms' },
];

describe('ChartTicks', () => {
  it('places y ticks from the bottom and x ticks from the left', () => {
    const y = renderToStaticMarkup(<ChartTicks axis="y" ticks={TICKS} />);
    expect(y).toContain('class="mc-chart-ticks mc-chart-ticks-y"');
    expect(y).toContain('style="bottom:50%"');
    const x = renderToStaticMarkup(<ChartTicks axis="x" ticks={TICKS} />);
    expect(x).toContain('style="left:50%"');
  });

  it('reads as a named list when labelled', () => {
    const html = renderToStaticMarkup(<ChartTicks axis="x" ticks={TICKS} label="Time axis" />);
    expect(html).toContain('role="list" aria-label="Time axis"');
    expect(html.match(/role="listitem"/g)).toHaveLength(2);
    expect(html).not.toContain('aria-hidden');
  });

  it('is hidden from screen readers without a label', () => {
    const html = renderToStaticMarkup(<ChartTicks axis="y" ticks={TICKS} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role=');
  });
});
