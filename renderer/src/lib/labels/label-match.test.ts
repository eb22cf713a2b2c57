import { describe, expect, it } from 'vitest';
import { matchesLabelFilter, type LabelFilter } from './label-filter.ts';

const prod = { env: 'prod', team: 'a' };
const staging = { env: 'staging', team: 'b' };
const dev = { env: 'dev' };

describe('labels filter: OR within a key, AND across keys', () => {
  it.each<[string, LabelFilter, boolean[]]>([
    ['no filter passes everything', {}, [true, true, true]],
    ['one value', { 'env=prod': 1 }, [true, false, false]],
    ['two values of one key: either', { 'env=prod': 1, 'env=staging': 1 }, [true, true, false]],
    ['two keys: both', { 'env=prod': 1, 'team=b': 1 }, [false, false, false]],
    [
      'two values of one key and another key',
      { 'env=prod': 1, 'env=staging': 1, 'team=b': 1 },
      [false, true, false],
    ],
    ['an excluded value', { 'env=prod': -1 }, [false, true, true]],
    ['an excluded value of a missing key passes', { 'team=a': -1 }, [false, true, true]],
    [
      'include and exclude on different keys',
      { 'env=prod': -1, 'team=b': 1 },
      [false, true, false],
    ],
  ])('%s', (_name, filter, expected) => {
    expect([prod, staging, dev].map((labels) => matchesLabelFilter(labels, filter))).toEqual(
      expected,
    );
  });

  it('a row without labels fails an include and passes an exclude', () => {
    expect(matchesLabelFilter(null, { 'env=prod': 1 })).toBe(false);
    expect(matchesLabelFilter(undefined, { 'env=prod': -1 })).toBe(true);
  });
});
