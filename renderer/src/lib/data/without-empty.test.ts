import { describe, expect, it } from 'vitest';
import { withoutEmpty } from './without-empty.ts';

describe('withoutEmpty', () => {
  it('drops undefined, null and empty text, and keeps zero, false and objects', () => {
    const value = { a: undefined, b: null, c: '', d: 0, e: false, f: { g: 1 } };
    expect(Object.keys(withoutEmpty(value))).toEqual(['d', 'e', 'f']);
  });
});
