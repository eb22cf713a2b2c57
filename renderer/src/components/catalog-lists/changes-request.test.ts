import { describe, expect, it } from 'vitest';
import { listParamsSpec } from '../resource-list/useResourceListParams.ts';
import { decode } from '../../lib/url-state/filter-codec.ts';
import { changesList } from './changes-list.tsx';
import { changesRequest, tagSelector } from './changes-request.ts';

/** The request the list sends for a URL, as the kit reads it (the sorted column's server field). */
function read(query: string) {
  const { passThrough: _, ...state } = decode(
    listParamsSpec(changesList),
    new URLSearchParams(query),
  );
  const column = changesList.columns.find((c) => c.id === state.sortBy);
  return { ...state, sortBy: column?.sortKey ?? state.sortBy };
}

describe('the changes search body', () => {
  it('defaults to the last 2 days, 200 rows and newest first, with deleted configs hidden', () => {
    expect(changesRequest(read(''), true)).toEqual({
      from: 'now-2d',
      page: 1,
      page_size: 200,
      sort_by: '-created_at',
      recursive: 'none',
      include_deleted_configs: false,
    });
  });

  it("maps the filters to C3's expressions, under the same URL names as before", () => {
    const request = read(
      'configType=Kubernetes::Pod&changeType=diff:1,Pulled:-1&severity=HIGH&tags=env%3Dprod:1,team%3Da:-1&pageIndex=2&pageSize=50&sortBy=count&sortOrder=asc',
    );
    expect(changesRequest(request, false)).toMatchObject({
      config_type: 'Kubernetes::Pod',
      type: 'diff,!Pulled',
      severity: 'high',
      tags: 'env=prod,team!=a',
      page: 3,
      page_size: 50,
      sort_by: 'count',
      include_deleted_configs: true,
    });
  });

  it("sorts by the column's server field, descending unless ascending is asked", () => {
    expect(changesRequest(read('sortBy=config'), true).sort_by).toBe('-name');
    expect(changesRequest(read('sortBy=age&sortOrder=asc'), true).sort_by).toBe('created_at');
    expect(changesRequest(read('sortBy=bogus'), true).sort_by).toBe('-created_at');
  });

  it('takes every common severity, warning and blocker included (issue 32 item 11)', () => {
    for (const severity of ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'])
      expect(changesRequest(read(`severity=${severity}`), true).severity).toBe(severity);
    expect(changesRequest(read('severity=Blocker'), true).severity).toBe('blocker');
    expect(changesRequest(read('severity=bogus'), true).severity).toBeUndefined();
  });

  it('widens the scope only when a relationship is chosen for a config', () => {
    expect(changesRequest(read('id=abc'), true)).toMatchObject({ id: 'abc', recursive: 'none' });
    expect(changesRequest(read('id=abc&relationship=downstream'), true)).toMatchObject({
      recursive: 'downstream',
      depth: 5,
    });
    expect(changesRequest(read('id=abc&relationship=all'), true).recursive).toBe('all');
    expect(changesRequest(read('relationship=all'), true).recursive).toBe('none');
  });

  it('passes the row filters a link sets', () => {
    expect(
      changesRequest(read('summary=scaled&source=kubernetes&createdBy=ops'), true),
    ).toMatchObject({ summary: 'scaled', source: 'kubernetes', created_by: 'ops' });
  });

  it("sends absolute ranges as given, and an 'all' range as the default", () => {
    expect(
      changesRequest(
        read('rangeType=absolute&from=2024-01-01T00:00:00.000Z&to=2024-01-02T00:00:00.000Z'),
        true,
      ),
    ).toMatchObject({ from: '2024-01-01T00:00:00.000Z', to: '2024-01-02T00:00:00.000Z' });
    expect(changesRequest(read('rangeType=all'), true).from).toBe('now-2d');
  });

  it('writes tag exclusions as k!=v', () => {
    expect(tagSelector({ 'a=b': -1, c: 1 })).toBe('c,a!=b');
  });
});
