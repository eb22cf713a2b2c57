import { describe, expect, it } from 'vitest';
import { insightTotal } from './tab-format.ts';

describe('tab formatting', () => {
  it('adds insight counts by type, ignoring anything that is not a number', () => {
    expect(insightTotal({ security: 2, cost: 1, odd: 'x' })).toBe(3);
    expect(insightTotal(null)).toBe(0);
  });
});
