import { describe, expect, it } from 'vitest';
import { isHighChanges } from './counts.ts';

describe('isHighChanges', () => {
  it('highlights 500 or more', () => {
    expect(isHighChanges(499)).toBe(false);
    expect(isHighChanges(500)).toBe(true);
    expect(isHighChanges(undefined)).toBe(false);
  });
});
