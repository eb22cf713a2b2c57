import { describe, expect, it } from 'vitest';
import { toggled } from './toggled.ts';

describe('toggled', () => {
  it('adds a missing key and removes a present one, leaving the original alone', () => {
    const set = new Set(['a']);
    expect([...toggled(set, 'b')]).toEqual(['a', 'b']);
    expect([...toggled(set, 'a')]).toEqual([]);
    expect([...set]).toEqual(['a']);
  });
});
