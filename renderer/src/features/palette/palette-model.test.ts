import { describe, expect, it } from 'vitest';
import { nextFilterValue } from './palette-tab.ts';
import {
  filterAtEnd,
  matchesHealth,
  matchesOrg,
  matchesType,
  parseQuery,
} from './palette-model.ts';

describe('parseQuery', () => {
  it('takes org:, type: and health: anywhere in the line and keeps the rest as text', () => {
    expect(parseQuery('org:Prod  api type:check health:UNH gate')).toEqual({
      text: 'api gate',
      org: 'prod',
      type: 'check',
      health: 'unh',
    });
    expect(parseQuery('  ')).toEqual({ text: '', org: null, type: null, health: null });
  });
});

describe('filters', () => {
  const org = { id: 'org-1', name: 'EU Production', colour: '#ff0000' };
  it('org: matches the name (with or without its spaces) or the id', () => {
    expect(matchesOrg('prod', org)).toBe(true);
    expect(matchesOrg('euproduction', org)).toBe(true);
    expect(matchesOrg('org-1', org)).toBe(true);
    expect(matchesOrg('staging', org)).toBe(false);
  });
  it('type: matches a kind by prefix or alias, else the row type', () => {
    expect(matchesType('check', { kind: 'check', detail: '' })).toBe(true);
    expect(matchesType('conf', { kind: 'config', detail: '' })).toBe(true);
    expect(matchesType('catalog', { kind: 'config', detail: '' })).toBe(true);
    expect(matchesType('check', { kind: 'config', detail: 'Kubernetes::Pod' })).toBe(false);
    expect(matchesType('pod', { kind: 'config', detail: 'Kubernetes::Pod · default' })).toBe(true);
  });
  it('health: matches by prefix; entries without health never', () => {
    expect(matchesHealth('unh', 'unhealthy')).toBe(true);
    expect(matchesHealth('healthy', 'unhealthy')).toBe(false);
    expect(matchesHealth('healthy', null)).toBe(false);
  });
});

describe('Tab completion', () => {
  const orgs = [{ name: 'Sandbox' }, { name: 'EU Prod' }];
  it('starts the first unused filter, then cycles its values', () => {
    expect(nextFilterValue('', orgs)).toBe('org:');
    expect(nextFilterValue('api', orgs)).toBe('api org:');
    expect(nextFilterValue('org:sandbox api', orgs)).toBe('org:sandbox api type:');
    expect(nextFilterValue('type:', orgs)).toBe('type:screen');
    expect(nextFilterValue('type:screen', orgs)).toBe('type:check');
    expect(nextFilterValue('type:check', orgs, -1)).toBe('type:screen');
    expect(nextFilterValue('health:un', orgs)).toBe('health:unhealthy');
    expect(nextFilterValue('org:s', orgs)).toBe('org:sandbox');
    expect(nextFilterValue('org:sandbox', orgs)).toBe('org:euprod');
    expect(filterAtEnd('api type:co')).toEqual({ name: 'type', value: 'co' });
  });
});
