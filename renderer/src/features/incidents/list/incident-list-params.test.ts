import { describe, expect, it } from 'vitest';
import { patchIncidentFilters, readIncidentFilters } from './incident-list-params.ts';

const read = (query: string) => readIncidentFilters(new URLSearchParams(query));
const patch = (query: string, p: Parameters<typeof patchIncidentFilters>[1]) =>
  patchIncidentFilters(new URLSearchParams(query), p).toString();

describe('incident list filters in the URL', () => {
  it('defaults to open incidents', () => {
    expect(read('')).toEqual({ status: 'open' });
  });

  it("reads 'all' and empty values as no filter", () => {
    expect(read('status=all&type=all&severity=&owner=all&search=')).toEqual({});
  });

  it('reads the topology card link', () => {
    expect(read('type=availability&component=c1&severity=high')).toEqual({
      status: 'open',
      type: 'availability',
      component: 'c1',
      severity: 'high',
    });
  });

  it('reads severities and statuses in any case', () => {
    expect(read('severity=High&status=Closed&type=technicalDebt')).toEqual({
      severity: 'high',
      status: 'closed',
      type: 'technicalDebt',
    });
  });

  it('reads every filter', () => {
    expect(
      read('type=cost&severity=low&status=closed&owner=p1&component=c1&search=%20db%20'),
    ).toEqual({
      type: 'cost',
      severity: 'low',
      status: 'closed',
      owner: 'p1',
      component: 'c1',
      search: 'db',
    });
  });

  it("drops a filter set to 'all' or empty", () => {
    expect(patch('type=cost&severity=low&org=sandbox', { type: 'all', severity: '' })).toBe(
      'org=sandbox',
    );
    expect(patch('search=db', { search: '  ' })).toBe('');
  });

  it("leaves the default status out and keeps status 'all'", () => {
    expect(patch('status=closed', { status: 'open' })).toBe('');
    expect(patch('', { status: 'all' })).toBe('status=all');
    expect(patch('', { status: undefined })).toBe('status=all');
    expect(read(patch('', { status: 'all' }))).toEqual({});
  });

  it('sets values and keeps unrelated parameters', () => {
    expect(patch('org=sandbox', { owner: 'p1', search: 'api ' })).toBe(
      'org=sandbox&owner=p1&search=api',
    );
  });
});
