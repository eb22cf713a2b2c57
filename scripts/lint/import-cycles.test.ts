import { describe, expect, it } from 'vitest';
import { findCycles, folderGraph, rendererLayer } from './import-cycles.ts';

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

describe('folder cycles', () => {
  it('finds two renderer folders that import each other though no two files do', () => {
    const src = '/r/renderer/src';
    const graph = new Map([
      [`${src}/components/a.ts`, [`${src}/session/b.ts`]],
      [`${src}/session/b.ts`, []],
      [`${src}/session/c.ts`, [`${src}/components/d.ts`]],
      [`${src}/components/d.ts`, []],
      [`${src}/features/x/e.ts`, [`${src}/features/y/f.ts`, `${src}/components/d.ts`]],
      [`${src}/features/y/f.ts`, []],
    ]);
    const folders = folderGraph(graph, (file) => rendererLayer(src, file));
    expect(findCycles(graph)).toEqual([]);
    expect(findCycles(folders).map((cycle) => [...cycle].sort())).toEqual([
      ['components', 'session'],
    ]);
    expect(folders.get('features/x')).toEqual(['features/y', 'components']);
  });
});
