import { describe, expect, it } from 'vitest';
import { chosenFirst } from './LabelSearchList.tsx';

describe('chosenFirst', () => {
  const labels = ['app=api', 'app=web', 'cluster=east', 'cluster=west'];

  it('lists chosen labels first, then the rest in their order', () => {
    expect(chosenFirst(labels, { 'cluster=west': -1 }, '')).toEqual([
      'cluster=west',
      'app=api',
      'app=web',
      'cluster=east',
    ]);
  });

  it('filters the unchosen ones by the search text but keeps the chosen ones', () => {
    expect(chosenFirst(labels, { 'app=web': 1 }, 'EAST')).toEqual(['app=web', 'cluster=east']);
    expect(chosenFirst(labels, {}, 'nothing')).toEqual([]);
  });

  it('treats a label set back to none as unchosen', () => {
    expect(chosenFirst(labels, { 'app=web': 0 }, 'cluster')).toEqual([
      'cluster=east',
      'cluster=west',
    ]);
  });

  it('keeps chosen labels the list lacks (a link, a list still loading), after the known ones', () => {
    expect(chosenFirst(labels, { 'zone=b': 1, 'app=web': -1 }, 'cluster')).toEqual([
      'app=web',
      'zone=b',
      'cluster=east',
      'cluster=west',
    ]);
    expect(chosenFirst([], { 'zone=b': 1, 'zone=c': 0 }, '')).toEqual(['zone=b']);
  });
});
