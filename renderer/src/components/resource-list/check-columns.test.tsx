import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkFigureColumns } from './check-columns.tsx';

const [uptime, latency] = checkFigureColumns();
const check = { uptime: { passed: 287, failed: 1 }, latency: { p95: 1500 } };

describe('checkFigureColumns', () => {
  it('shows uptime with one decimal (exact on hover) and latency, exporting the values', () => {
    expect(renderToStaticMarkup(<>{uptime!.cell(check)}</>)).toBe(
      '<span title="99.65%">99.7%</span>',
    );
    expect(uptime!.exportValue!(check)).toBe(99.65);
    expect(renderToStaticMarkup(<>{latency!.cell(check)}</>)).toContain('1.5s');
    expect(latency!.sortValue!(check)).toBe(1500);
  });

  it('leaves a check without runs empty', () => {
    expect(renderToStaticMarkup(<>{uptime!.cell({})}</>)).toBe('');
    expect(latency!.exportValue!({ latency: { p95: 0 } })).toBeNull();
  });
});
