import { describe, expect, it } from 'vitest';
import {
  AT_LEAST_ONE_TARGET_TEXT,
  EMPTY_TARGET_TEXT,
  ONE_KIND_TEXT,
  ONLY_ONE_KIND_TEXT,
  asTargets,
  cleanTargets,
  kindOf,
  newTarget,
  tagRows,
  tagSelectorOf,
  targetError,
  targetsError,
  withField,
  withKind,
  withWildcard,
} from './scope-targets.ts';

describe('scope targets on the wire', () => {
  it('starts a new target as an empty Config', () => {
    expect(newTarget()).toEqual({ config: {} });
    expect(kindOf(newTarget())).toBe('config');
  });

  it('writes a wildcard as name "*" alone and clears it when turned off', () => {
    const target = withWildcard({ config: { agent: 'local', tagSelector: 'a=b' } }, true);
    expect(target).toEqual({ config: { name: '*' } });
    expect(withField(target, 'agent', 'local')).toEqual({ config: { name: '*' } });
    expect(withWildcard(target, false)).toEqual({ config: {} });
  });

  it('drops empty strings and trims values', () => {
    const target = withField({ component: { name: 'api', agent: 'a1' } }, 'agent', '  ');
    expect(target).toEqual({ component: { name: 'api' } });
    expect(withField(target, 'name', ' web ')).toEqual({ component: { name: 'web' } });
  });

  it('keeps only the fields the new kind has', () => {
    const config = { config: { name: 'db', agent: 'a1', tagSelector: 'env=prod' } };
    expect(withKind(config, 'playbook')).toEqual({ playbook: { name: 'db' } });
    expect(withKind(config, 'canary')).toEqual({ canary: { name: 'db', agent: 'a1' } });
    expect(withKind(config, 'global')).toEqual({ global: config.config });
    expect(withField({ view: {} }, 'agent', 'a1')).toEqual({ view: {} });
  });

  it('reads and writes tags as k=v,k2=v2', () => {
    const rows = tagRows('env=prod, team = sre,flag');
    expect(rows.map((row) => [row.key, row.value])).toEqual([
      ['env', 'prod'],
      ['team', 'sre'],
      ['flag', ''],
    ]);
    expect(tagSelectorOf(rows)).toBe('env=prod,team=sre,flag=');
    expect(
      tagSelectorOf([
        { key: ' ', value: 'x' },
        { key: 'a', value: 'b=c' },
      ]),
    ).toBe('a=b=c');
    expect(tagRows(undefined)).toEqual([]);
    expect(tagRows('')).toEqual([]);
  });

  it('cleans every target for the save', () => {
    expect(
      cleanTargets([
        { config: { name: '', agent: ' a1 ', tagSelector: 'x=y' } },
        { view: { name: '*', agent: 'a1' } },
        { config: { name: 'a' }, view: { name: 'b' } },
      ]),
    ).toEqual([
      { config: { agent: 'a1', tagSelector: 'x=y' } },
      { view: { name: '*' } },
      { config: { name: 'a' }, view: { name: 'b' } },
    ]);
  });
});

describe('scope target validation (spec 5-access §5)', () => {
  it('needs at least one target', () => {
    expect(targetsError([])).toBe(AT_LEAST_ONE_TARGET_TEXT);
    expect(targetsError(undefined)).toBe(AT_LEAST_ONE_TARGET_TEXT);
  });

  it('needs exactly one resource type per target', () => {
    expect(targetError({})).toBe(ONE_KIND_TEXT);
    expect(targetError('config')).toBe(ONE_KIND_TEXT);
    expect(targetError({ cluster: { name: 'x' } })).toBe(ONE_KIND_TEXT);
    expect(targetError({ config: 'x' })).toBe(ONE_KIND_TEXT);
    expect(targetError({ config: { name: 'a' }, view: { name: 'b' } })).toBe(ONLY_ONE_KIND_TEXT);
  });

  it('refuses an empty selector', () => {
    expect(targetError({ config: {} })).toBe(EMPTY_TARGET_TEXT);
    expect(targetError({ config: { name: ' ', namespace: 'default' } })).toBe(EMPTY_TARGET_TEXT);
  });

  it('accepts a name, an agent, tags or a wildcard', () => {
    for (const selector of [{ name: 'db' }, { agent: 'a1' }, { tagSelector: 'a=b' }, { name: '*' }])
      expect(targetError({ global: selector })).toBeUndefined();
    expect(targetsError([{ config: { name: 'db' } }, { config: {} }])).toBe(EMPTY_TARGET_TEXT);
    expect(targetsError([{ playbook: { name: '*' } }])).toBeUndefined();
  });

  it('reads targets from any jsonb value', () => {
    expect(asTargets(null)).toEqual([]);
    expect(asTargets([{ config: { name: 'a' } }, 3, null])).toEqual([{ config: { name: 'a' } }]);
  });
});
