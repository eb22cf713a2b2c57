import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record.ts';

describe('isRecord', () => {
  it('accepts plain objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
  });

  it('refuses null, arrays and scalars', () => {
    for (const value of [null, undefined, [], [1], 'x', 1, true])
      expect(isRecord(value)).toBe(false);
  });
});
