import { describe, expect, it } from 'vitest';
import { counted, formatCount, plural, thousands } from './count.ts';

describe('formatCount', () => {
  it('reads counts above 999 as whole thousands with k+', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k+');
    expect(formatCount(12_345)).toBe('12k+');
  });

  it('is empty without a number', () => {
    expect(formatCount(null)).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('counted', () => {
  it('says one thing in the singular, any other number in the plural', () => {
    expect(counted(1, 'line')).toBe('1 line');
    expect(counted(0, 'line')).toBe('0 lines');
    expect(counted(1204, 'line')).toBe('1,204 lines');
    expect(counted(2, 'child', 'children')).toBe('2 children');
    expect(plural(1, 'check')).toBe('check');
  });
});

describe('thousands', () => {
  it('separates thousands with commas as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_204_000, -4_500, 1234.5, 1_000_000.25]) {
      expect(thousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });
});
