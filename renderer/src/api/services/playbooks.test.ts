import { describe, expect, it } from 'vitest';
import { postgrest } from '../http/postgrest.ts';
import { applyPickerFilter, playbooksKeys } from './playbooks.ts';

const params = (
  filter: Parameters<typeof applyPickerFilter>[1],
  allowed = ['type', 'namespace'],
) => [...applyPickerFilter(postgrest('checks'), filter, allowed).toSearchParams()];

describe('applyPickerFilter', () => {
  it('turns one alternative into plain PostgREST filters', () => {
    expect(params([{ type: ['http', 'tcp'], namespace: ['prod'] }])).toEqual([
      ['type', 'in.(http,tcp)'],
      ['namespace', 'eq.prod'],
    ]);
  });

  it('matches globs with ilike', () => {
    expect(params([{ namespace: ['team-*'] }])).toEqual([['namespace', 'ilike.team-*']]);
  });

  it('ORs several alternatives, quoting reserved characters', () => {
    expect(params([{ type: ['http'] }, { type: ['a.b', 'c'], namespace: ['x*'] }])).toEqual([
      ['or', '(and(type.eq.http),and(type.in.("a.b",c),namespace.ilike.x*))'],
    ]);
  });

  it('ignores columns the picker does not allow and empty groups', () => {
    expect(params([{ password: ['x'] }, { type: [] }])).toEqual([]);
    expect(params([{ password: ['x'], type: ['http'] }])).toEqual([['type', 'eq.http']]);
    expect(params([])).toEqual([]);
  });
});

describe('playbooksKeys', () => {
  it('keys parameters by playbook and resource, so defaults never leak across checks', () => {
    const a = playbooksKeys.params('p', { kind: 'check', id: '1' });
    const b = playbooksKeys.params('p', { kind: 'check', id: '2' });
    expect(a).not.toEqual(b);
    expect(a[0]).toBe('playbooks');
  });
});
