import { describe, expect, it } from 'vitest';
import {
  changesChips,
  patchChangesParams,
  readChangesParams,
  tagSelector,
  toChangesRequest,
} from './changes-params.ts';

const read = (query: string) => readChangesParams(new URLSearchParams(query));

describe('changes params', () => {
  it('defaults to the last 2 days, 200 rows and newest first, with deleted configs hidden', () => {
    const body = toChangesRequest(read(''), true);
    expect(body).toEqual({
      from: 'now-2d',
      page: 1,
      page_size: 200,
      sort_by: '-created_at',
      recursive: 'none',
      include_deleted_configs: false,
    });
  });

  it('maps the filters to C3 expressions', () => {
    const params = read(
      'configType=Kubernetes::Pod&changeType=diff:1,Pulled:-1&severity=HIGH&tags=env%3Dprod:1,team%3Da:-1&pageIndex=2&pageSize=50&sortBy=count&sortOrder=asc',
    );
    expect(toChangesRequest(params, false)).toMatchObject({
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

  it('takes every common severity, warning and blocker included (issue 32 item 11)', () => {
    for (const severity of ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'])
      expect(read(`severity=${severity}`).severity).toBe(severity);
    expect(read('severity=Blocker').severity).toBe('blocker');
    expect(read('severity=bogus').severity).toBeUndefined();
  });

  it('widens the scope only when a relationship is chosen for a config', () => {
    expect(toChangesRequest(read('id=abc'), true)).toMatchObject({ id: 'abc', recursive: 'none' });
    const scoped = toChangesRequest(read('id=abc&relationship=downstream'), true);
    expect(scoped).toMatchObject({ recursive: 'downstream', depth: 5 });
  });

  it('sends absolute ranges as given', () => {
    const body = toChangesRequest(
      read('rangeType=absolute&from=2024-01-01T00:00:00.000Z&to=2024-01-02T00:00:00.000Z'),
      true,
    );
    expect(body).toMatchObject({
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-01-02T00:00:00.000Z',
    });
  });

  it('keeps the page size in the URL and resets the page on a filter change', () => {
    const next = patchChangesParams(new URLSearchParams('pageIndex=3'), { severity: 'low' });
    expect(next.toString()).toBe('severity=low&pageSize=200');
    expect(patchChangesParams(new URLSearchParams(''), {}).get('pageSize')).toBe('200');
    const sorted = patchChangesParams(next, { sort: { by: 'age', desc: true } });
    expect(sorted.has('sortBy')).toBe(false);
  });

  it('gives one removable chip per active filter', () => {
    const chips = changesChips(read('configType=A&changeType=diff:-1&tags=env%3Dprod:1'));
    expect(chips.map((c) => c.label)).toEqual([
      'Config Type: A',
      'Change Type: !diff',
      'Tag: env=prod',
    ]);
    expect(chips[1]!.remove).toEqual({ changeType: {} });
  });

  it('writes tag exclusions as k!=v', () => {
    expect(tagSelector({ 'a=b': -1, c: 1 })).toBe('c,a!=b');
  });
});
