import { describe, expect, it } from 'vitest';
import { groupedBy } from './grouped-by.ts';

describe('groupedBy', () => {
  it('keeps the order of the items within a group and of the keys as first seen', () => {
    const groups = groupedBy(['b1', 'a1', 'b2', 'a2', 'c1'], (s) => s[0]);
    expect([...groups]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });
});
