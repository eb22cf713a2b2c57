import { describe, expect, it } from 'vitest';
import { actionMatches, decide, itemMatches, type Resource, type Rule } from './evaluate.ts';

const now = new Date('2026-06-01T00:00:00Z');
const PB = '11111111-1111-4111-8111-111111111111';
const playbook: Resource = { kind: 'playbook', id: PB, name: 'restart', namespace: 'mc' };

const rule = (over: Partial<Rule>): Rule => ({
  subject: 'team-1',
  action: 'playbook:run',
  object: null,
  object_selector: null,
  deny: false,
  until: null,
  error: null,
  playbook_id: null,
  connection_id: null,
  config_id: null,
  canary_id: null,
  component_id: null,
  ...over,
});
const team = { keys: ['team-1', 'everyone'] };

describe('actions', () => {
  it('matches lists, `*` and a prefix wildcard, nothing else', () => {
    expect(actionMatches('create,read', 'read')).toBe(true);
    expect(actionMatches('*', 'playbook:run')).toBe(true);
    expect(actionMatches('playbook:*', 'playbook:approve')).toBe(true);
    expect(actionMatches('playbook:*', 'read')).toBe(false);
    expect(actionMatches('playbook:run', 'playbook:approve')).toBe(false);
  });
});

describe('selectors', () => {
  it('match by id, by name and namespace, and by wildcard', () => {
    expect(itemMatches({ id: PB }, playbook)).toBe(true);
    expect(itemMatches({ id: 'other' }, playbook)).toBe(false);
    expect(itemMatches({ name: 'restart', namespace: 'mc' }, playbook)).toBe(true);
    expect(itemMatches({ name: 'restart', namespace: 'default' }, playbook)).toBe(false);
    expect(itemMatches({ name: '*' }, playbook)).toBe(true);
    expect(itemMatches({ name: 'rest*' }, playbook)).toBe(true);
  });
});

describe('decide', () => {
  it('a team has nothing without a rule; a selector rule allows', () => {
    expect(decide(team, playbook, 'playbook:run', [], now)).toBe(false);
    const allow = rule({ object_selector: { playbooks: [{ name: 'restart', namespace: 'mc' }] } });
    expect(decide(team, playbook, 'playbook:run', [allow], now)).toBe(true);
    expect(decide(team, playbook, 'playbook:approve', [allow], now)).toBe(false);
  });

  it('deny wins over allow rules and over role grants', () => {
    const deny = rule({ playbook_id: PB, deny: true });
    const allow = rule({ object: 'playbooks' });
    expect(decide(team, playbook, 'playbook:run', [allow, deny], now)).toBe(false);
    const editor = { keys: ['p1', 'editor', 'everyone'], personRoles: ['editor'] };
    expect(decide(editor, playbook, 'playbook:run', [], now)).toBe(true);
    expect(decide(editor, playbook, 'playbook:run', [{ ...deny, subject: 'p1' }], now)).toBe(false);
  });

  it('the role table decides for roles: editors run playbooks, viewers and guests do not', () => {
    expect(decide({ keys: ['editor'], role: 'editor' }, playbook, 'playbook:run', [], now)).toBe(
      true,
    );
    expect(decide({ keys: ['viewer'], role: 'viewer' }, playbook, 'read', [], now)).toBe(true);
    expect(decide({ keys: ['viewer'], role: 'viewer' }, playbook, 'playbook:run', [], now)).toBe(
      false,
    );
    expect(decide({ keys: ['guest'], role: 'guest' }, playbook, 'read', [], now)).toBe(false);
  });

  it('ignores expired rules, rules with an error and rules naming another subject', () => {
    const base = { object_selector: { playbooks: [{ name: '*' }] } };
    expect(
      decide(team, playbook, 'playbook:run', [rule({ ...base, until: '2026-05-01' })], now),
    ).toBe(false);
    expect(
      decide(team, playbook, 'playbook:run', [rule({ ...base, until: '2026-07-01' })], now),
    ).toBe(true);
    const broken = rule({ ...base, error: 'ErrScopeExpansionScopeNotFound:/x' });
    expect(decide(team, playbook, 'playbook:run', [broken], now)).toBe(false);
    expect(decide(team, playbook, 'playbook:run', [rule({ ...base, subject: 'x' })], now)).toBe(
      false,
    );
  });

  it('expands scopes: a playbook target or a global one (never for playbooks)', () => {
    const scoped = rule({
      object_selector: { scopes: [{ name: 's' }] },
      scopes: { '/s': [{ playbook: { name: 'restart' } }] },
    });
    expect(decide(team, playbook, 'playbook:run', [scoped], now)).toBe(true);
    const global = rule({
      action: 'read',
      object_selector: { scopes: [{ name: 'g' }] },
      scopes: { '/g': [{ global: { name: '*' } }] },
    });
    expect(decide(team, playbook, 'read', [global], now)).toBe(false);
    const view: Resource = { kind: 'view', id: 'v', name: 'dash' };
    expect(decide(team, view, 'read', [global], now)).toBe(true);
  });

  it('global objects match the rule object, and `*`', () => {
    const mcp: Resource = { kind: 'global', id: 'mcp' };
    expect(decide(team, mcp, 'mcp:use', [rule({ action: 'mcp:use', object: 'mcp' })], now)).toBe(
      true,
    );
    expect(
      decide(team, mcp, 'mcp:use', [rule({ action: 'mcp:use', object: 'catalog' })], now),
    ).toBe(false);
  });
});
