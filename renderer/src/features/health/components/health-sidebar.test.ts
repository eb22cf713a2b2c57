import { describe, expect, it } from 'vitest';
import { rowsOnFirstScreen, sidebarLabels } from './HealthSidebar.tsx';

describe('sidebarLabels', () => {
  const labels = ['app=api', 'app=web', 'cluster=east', 'cluster=west'];

  it('lists chosen labels first, then the rest in their order', () => {
    expect(sidebarLabels(labels, { 'cluster=west': -1 }, '')).toEqual([
      'cluster=west',
      'app=api',
      'app=web',
      'cluster=east',
    ]);
  });

  it('filters the unchosen ones by the search text but keeps the chosen ones', () => {
    expect(sidebarLabels(labels, { 'app=web': 1 }, 'EAST')).toEqual(['app=web', 'cluster=east']);
    expect(sidebarLabels(labels, {}, 'nothing')).toEqual([]);
  });

  it('treats a label set back to none as unchosen', () => {
    expect(sidebarLabels(labels, { 'app=web': 0 }, 'cluster')).toEqual([
      'cluster=east',
      'cluster=west',
    ]);
  });
});

describe('rowsOnFirstScreen', () => {
  it('covers the rows a window shows without scrolling, plus two', () => {
    expect(rowsOnFirstScreen(800)).toBe(25);
    expect(rowsOnFirstScreen(1440)).toBe(48);
    expect(rowsOnFirstScreen(100)).toBe(1);
  });
});
