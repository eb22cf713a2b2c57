import { describe, expect, it } from 'vitest';
import { formatCount } from './count.ts';

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
