import { describe, expect, it } from 'vitest';
import { decode } from '../../../lib/url-state/filter-codec.ts';
import { INCIDENT_FILTERS } from './incidents-list.tsx';

const read = (query: string) =>
  decode({ filters: INCIDENT_FILTERS }, new URLSearchParams(query)).filters;

describe('incident list filters in the URL', () => {
  it('defaults to open incidents', () => {
    expect(read('')).toEqual({ status: 'open' });
  });

  it("reads 'all' and empty values as no filter", () => {
    expect(read('status=all&type=all&severity=&owner=all&search=')).toEqual({});
  });

  it('reads the topology card link, component included, in any case', () => {
    expect(read('type=technicalDebt&component=c1&severity=High&status=Closed')).toEqual({
      status: 'closed',
      type: 'technicalDebt',
      component: 'c1',
      severity: 'high',
    });
  });
});
