import { describe, expect, it } from 'vitest';
import { rowsOnFirstScreen } from './HealthSidebar.tsx';

describe('rowsOnFirstScreen', () => {
  it('covers the rows a window shows without scrolling, plus two', () => {
    expect(rowsOnFirstScreen(800)).toBe(25);
    expect(rowsOnFirstScreen(1440)).toBe(48);
    expect(rowsOnFirstScreen(100)).toBe(1);
  });
});
