import { describe, expect, it } from 'vitest';
import type { SettingsRule } from '../../../api/services/access-review.ts';
import {
  actionsFor,
  lockReason,
  pluginActions,
  ruleMatches,
  ruleSubject,
  selectorFor,
  tabsFor,
  workbenchSubjects,
} from './subject-model.ts';

const rule = (over: Partial<SettingsRule>): SettingsRule => ({
  id: 'r1',
  action: 'playbook:run',
  object_selector: { playbooks: [{ name: 'restart', namespace: 'mc' }] },
  deny: false,
  ...over,
});
const target = { kind: 'playbook' as const, name: 'restart', namespace: 'mc' };

describe('subjects', () => {
  it('groups in the spec order, adds plugins and filters by name', () => {
    const list = workbenchSubjects(
      [
        { id: 'p1', name: 'Zed', type: 'person' },
        { id: 'editor', name: 'editor', type: 'role' },
        { id: 't1', name: 'SRE', type: 'team' },
        { id: 'x', name: 'odd', type: 'notification' },
      ],
      [{ name: 'argocd' }],
      '',
    );
    expect(list.map((s) => [s.group, s.name])).toEqual([
      ['role', 'editor'],
      ['team', 'SRE'],
      ['person', 'Zed'],
      ['plugin', 'argocd'],
    ]);
    expect(workbenchSubjects([], [{ name: 'argocd' }], 'ARGO')).toHaveLength(1);
    expect(workbenchSubjects([], [{ name: 'argocd' }], 'kube')).toHaveLength(0);
  });

  it('names groups by name and others by id', () => {
    expect(ruleSubject({ id: 'g-id', name: 'oncall', group: 'group' })).toBe('oncall');
    expect(ruleSubject({ id: 't-id', name: 'SRE', group: 'team' })).toBe('t-id');
  });
});

describe('tabs and actions', () => {
  it('follow the subject kind', () => {
    expect(tabsFor('playbook')).toEqual(['playbook', 'connection']);
    expect(tabsFor('plugin')).toEqual(['connection', 'plugin']);
    expect(tabsFor('team')).toEqual(['playbook', 'view', 'connection', 'plugin']);
    expect(actionsFor('playbook', 'playbook')).toEqual(['read', 'playbook:run']);
    expect(actionsFor('playbook', 'role')).toEqual([
      'read',
      'playbook:run',
      'playbook:cancel',
      'playbook:approve',
      'mcp:run',
    ]);
    expect(actionsFor('view', 'playbook')).toEqual(['read']);
    expect(actionsFor('connection', 'team')).toEqual(['read']);
    expect(pluginActions({ name: 'k', operations: [{ name: 'logs' }] })).toEqual([
      'invoke:k:logs',
      'invoke:k:*',
    ]);
  });
});

describe('switches', () => {
  it('write a selector by name and namespace, plugins over every config', () => {
    expect(selectorFor(target)).toEqual({ playbooks: [{ name: 'restart', namespace: 'mc' }] });
    expect(selectorFor({ kind: 'plugin', name: 'k' })).toEqual({ configs: [{ name: '*' }] });
  });

  it("match only the action's rules naming the resource", () => {
    expect(ruleMatches(rule({}), target, 'playbook:run')).toBe(true);
    expect(ruleMatches(rule({}), target, 'read')).toBe(false);
    expect(ruleMatches(rule({}), { ...target, namespace: 'other' }, 'playbook:run')).toBe(false);
  });

  it('lock type-wide and declarative rules, and plugin-wide actions', () => {
    expect(lockReason(rule({}), target, 'playbook:run')).toBeNull();
    expect(lockReason(undefined, target, 'playbook:run')).toBeNull();
    const wide = rule({ object_selector: { playbooks: [{ name: '*' }] } });
    expect(lockReason(wide, target, 'playbook:run')).toBe('Type-wide rule');
    const crd = rule({ name: 'x', namespace: 'mc' });
    expect(lockReason(crd, target, 'playbook:run')).toBe('Managed externally');
    expect(lockReason(undefined, { kind: 'plugin', name: 'k' }, 'invoke:k:*')).toBe(
      'Type-wide rule',
    );
  });
});
