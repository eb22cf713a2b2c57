import { describe, expect, it } from 'vitest';
import { findCycles } from './import-cycles.ts';

describe('import cycles', () => {
  it('reports a cycle once, whatever its length', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    const cycles = findCycles(graph).map((cycle) => [...cycle].sort());
    expect(cycles).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['e']]));
    expect(cycles).toHaveLength(2);
  });

  it('finds none in a graph without one', () => {
    const dag = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    expect(findCycles(dag)).toEqual([]);
  });
});
