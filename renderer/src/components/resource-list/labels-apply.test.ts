import { describe, expect, it } from 'vitest';
import { postgrest } from '../../api/http/postgrest.ts';
import { encodeLabelFilter } from '../../lib/labels/label-filter.ts';
import { labelsApply, triStateApply } from './resource-definition.ts';

const request = (apply: ReturnType<typeof labelsApply>, value: string) => {
  const query = postgrest('config_items').select('id');
  apply(query, value);
  return [...query.toSearchParams()].filter(([name]) => name !== 'select');
};

describe('a labels filter on a PostgREST source', () => {
  it('ORs the values of one key and ANDs the keys; excluded values are left out', () => {
    const value = encodeLabelFilter({
      'env=prod': 1,
      'env=staging': 1,
      'team=a': 1,
      'tier=db': -1,
    });
    expect(request(labelsApply('labels'), value)).toEqual([
      ['labels->>env', 'in.(prod,staging)'],
      ['labels->>team', 'in.(a)'],
      ['labels->>tier', 'not.in.(db)'],
    ]);
  });

  it('a tri-state filter includes and excludes by one column', () => {
    expect(request(triStateApply('status'), 'FAILED:1,SUCCESS:-1')).toEqual([
      ['status', 'in.(FAILED)'],
      ['status', 'not.in.(SUCCESS)'],
    ]);
  });
});
