import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  RESOURCES,
  buildSubject,
  can,
  canRunCheck,
  isViewer,
  normaliseRoles,
} from './permissions.ts';
import type { Action, Resource, Role } from './permissions.ts';

// The table of spec 1 §6, written out independently of the implementation.
const NOT_FOR_RESPONDERS = ['rbac', 'identities', 'connections'];
const EXPECTED: Record<Role, (action: Action, resource: Resource) => boolean> = {
  admin: () => true,
  // Views: only admin writes them (spec 4-views §6, the backend's side of its MISMATCH).
  editor: (action, resource) =>
    action === 'read' || !['connections', 'identities', 'rbac', 'views'].includes(resource),
  commander: (action, resource) =>
    action === 'read'
      ? !NOT_FOR_RESPONDERS.includes(resource)
      : ['responder', 'incident', 'evidences', 'comments'].includes(resource),
  responder: (action, resource) =>
    action === 'read'
      ? !NOT_FOR_RESPONDERS.includes(resource)
      : ['responder', 'incident', 'evidences', 'comments'].includes(resource),
  viewer: (action, resource) => action === 'read' && !NOT_FOR_RESPONDERS.includes(resource),
};

describe('role matrix', () => {
  const cells = (Object.keys(EXPECTED) as Role[]).flatMap((role) =>
    ACTIONS.flatMap((action) => RESOURCES.map((resource) => [role, action, resource] as const)),
  );

  it('covers 5 roles x 2 actions x every resource', () => {
    expect(cells).toHaveLength(5 * 2 * RESOURCES.length);
  });

  it.each(cells)('%s %s %s', (role, action, resource) => {
    expect(can(buildSubject([role]), action, resource)).toBe(EXPECTED[role](action, resource));
  });
});

describe('roles', () => {
  it('treats no roles, unknown roles and "everyone" as viewer', () => {
    for (const roles of [[], null, undefined, ['everyone'], ['guest']]) {
      expect(normaliseRoles(roles)).toEqual(['viewer']);
    }
    expect(can(buildSubject([]), 'write', 'incident')).toBe(false);
    expect(can(buildSubject([]), 'read', 'incident')).toBe(true);
  });

  it('de-duplicates the whoami role list', () => {
    expect(normaliseRoles(['admin', 'everyone', 'admin'])).toEqual(['admin']);
  });

  it('combines roles', () => {
    const subject = buildSubject(['viewer', 'responder']);
    expect(can(subject, 'write', 'incident')).toBe(true);
    expect(can(subject, 'write', 'playbooks')).toBe(false);
    expect(isViewer(subject)).toBe(false);
    expect(isViewer(buildSubject([]))).toBe(true);
  });

  it('lets only non-viewers run checks', () => {
    expect(canRunCheck(buildSubject(['viewer']))).toBe(false);
    for (const role of ['admin', 'editor', 'commander', 'responder'])
      expect(canRunCheck(buildSubject([role]))).toBe(true);
  });
});

describe('kubeconfig', () => {
  it('is for those who may create kubernetes-proxy (reference §4.11): admin and editor', () => {
    for (const role of ['admin', 'editor'])
      expect(can(buildSubject([role]), 'write', 'kubernetes_proxy')).toBe(true);
    for (const role of ['commander', 'responder', 'viewer'])
      expect(can(buildSubject([role]), 'write', 'kubernetes_proxy')).toBe(false);
    const granted = [{ object: 'kubernetes-proxy', action: 'create' }];
    expect(can(buildSubject(['viewer'], granted), 'write', 'kubernetes_proxy')).toBe(true);
  });
});

describe('explicit permissions', () => {
  it('adds grants, mapping actions and server object names', () => {
    const subject = buildSubject(
      ['viewer'],
      [
        { subject: 'u', object: 'playbooks', action: 'create' },
        { subject: 'u', object: 'connection', action: 'read' },
        { subject: 'u', object: 'properties', action: 'update' },
      ],
    );
    expect(can(subject, 'write', 'playbooks')).toBe(true);
    expect(can(subject, 'read', 'connections')).toBe(true);
    expect(can(subject, 'write', 'connections')).toBe(false);
    expect(can(subject, 'write', 'feature_flags')).toBe(true);
  });

  it('grants everything for object "*" and action "*"', () => {
    const subject = buildSubject(['viewer'], [{ subject: 'admin', object: '*', action: '*' }]);
    for (const resource of RESOURCES) expect(can(subject, 'write', resource)).toBe(true);
  });

  it('removes grants with deny, even from admin', () => {
    const subject = buildSubject(['admin'], [{ object: 'canaries', action: 'delete', deny: true }]);
    expect(can(subject, 'write', 'canaries')).toBe(false);
    expect(can(subject, 'read', 'canaries')).toBe(true);
  });

  it('ignores conditional and unknown policies', () => {
    const subject = buildSubject(
      ['viewer'],
      [
        { object: 'playbooks', action: 'write', condition: 'r.obj.playbook.name == "x"' },
        { object: 'mystery', action: '*' },
      ],
    );
    expect(can(subject, 'write', 'playbooks')).toBe(false);
  });
});
