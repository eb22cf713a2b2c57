import { describe, expect, it } from 'vitest';
import { postgrest } from '../../api/http/postgrest.ts';
import { triStateApply } from './resource-definition.ts';

const request = (apply: ReturnType<typeof triStateApply>, value: string) => {
  const query = postgrest('config_items').select('id');
  apply(query, value);
  return [...query.toSearchParams()].filter(([name]) => name !== 'select');
};

describe('a tri-state filter on a PostgREST source', () => {
  it('a tri-state filter includes and excludes by one column', () => {
    expect(request(triStateApply('status'), 'FAILED:1,SUCCESS:-1')).toEqual([
      ['status', 'in.(FAILED)'],
      ['status', 'not.in.(SUCCESS)'],
    ]);
  });
});
