import { describe, expect, it } from 'vitest';
import { fromJsonText } from './json-text.ts';

describe('fromJsonText', () => {
  it('parses JSON text and passes other values through', () => {
    expect(fromJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(fromJsonText({ a: 1 })).toEqual({ a: 1 });
    expect(fromJsonText(null)).toBeNull();
  });

  it('answers the fallback for text that does not parse', () => {
    expect(fromJsonText('{nope')).toBeUndefined();
    expect(fromJsonText('{nope', '{nope')).toBe('{nope');
  });
});
