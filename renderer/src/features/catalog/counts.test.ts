import { describe, expect, it } from 'vitest';
import { formatCount, isHighChanges } from './counts.ts';

describe('formatCount', () => {
  it('shows thousands with k+ above 999', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k+');
    expect(formatCount(1999)).toBe('1k+');
    expect(formatCount(12_345)).toBe('12k+');
    expect(formatCount(null)).toBe('');
  });
});

describe('isHighChanges', () => {
  it('highlights 500 or more', () => {
    expect(isHighChanges(499)).toBe(false);
    expect(isHighChanges(500)).toBe(true);
    expect(isHighChanges(undefined)).toBe(false);
  });
});
