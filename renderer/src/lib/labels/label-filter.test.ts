import { describe, expect, it } from 'vitest';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  labelFilterSummary,
  setLabelState,
  splitLabelFilter,
} from './label-filter.ts';

describe('tri-state label filter', () => {
  it('drops labels set to 0', () => {
    const filter = setLabelState(setLabelState({}, 'env=prod', 1), 'team=a', -1);
    expect(filter).toEqual({ 'env=prod': 1, 'team=a': -1 });
    expect(setLabelState(filter, 'env=prod', 0)).toEqual({ 'team=a': -1 });
  });

  it('round-trips through the URL, including awkward characters', () => {
    const filter = { 'env=prod': 1, 'a,b:c=d%e': -1, 'ünï=✓': 1 } as const;
    const params = new URLSearchParams();
    params.set('labels', encodeLabelFilter(filter));
    const back = new URLSearchParams(params.toString()).get('labels');
    expect(decodeLabelFilter(back)).toEqual(filter);
  });

  it('encodes in a stable order and omits zeros', () => {
    expect(encodeLabelFilter({ 'b=1': -1, 'a=1': 1, 'c=1': 0 })).toBe('a%3D1:1,b%3D1:-1');
    expect(encodeLabelFilter({})).toBe('');
  });

  it('skips and reports malformed entries', () => {
    const bad: string[] = [];
    const filter = decodeLabelFilter('a%3D1:1,broken,x:2,%E0%A4%A:1,z:0,', (e) => bad.push(e));
    expect(filter).toEqual({ 'a=1': 1 });
    expect(bad).toEqual(['broken', 'x:2', '%E0%A4%A:1']);
    expect(decodeLabelFilter(null)).toEqual({});
  });

  it('condenses to a count at 4 or more', () => {
    expect(labelFilterSummary({})).toBe('All');
    expect(labelFilterSummary({ a: 1, b: -1, c: 1 })).toBe('a, !b, c');
    expect(labelFilterSummary({ a: 1, b: -1, c: 1, d: 1 })).toBe('4 selected');
  });

  it('splits into include and exclude', () => {
    expect(splitLabelFilter({ a: 1, b: -1, c: 1 })).toEqual({
      include: ['a', 'c'],
      exclude: ['b'],
    });
  });
});
