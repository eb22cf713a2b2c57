import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../api/services/permissions.ts';
import { permissionCascade, permissionFields, validatePermission } from './permission-fields.tsx';
import {
  actionsFor,
  permissionBody,
  permissionErrorText,
  permissionFormValues,
  subjectText,
} from './permission-model.ts';

const row = (over: Partial<PermissionRow>): PermissionRow => ({
  id: 'p1',
  action: 'read',
  ...over,
});

describe('the permission words', () => {
  it('names each kind of subject as the list shows it', () => {
    expect(subjectText(row({ subject_type: 'group', subject: 'sre' }))).toBe('Group: sre');
    expect(subjectText(row({ subject_type: 'role', subject: 'guest' }))).toBe('Role: guest');
    const person = { id: 'u1', name: 'Ada', email: 'ada@x' };
    expect(subjectText(row({ subject_type: 'person', subject: 'u1', person }))).toBe('Ada');
    const notification = { id: 'n1', name: 'pods', namespace: 'mc' };
    expect(subjectText(row({ subject_type: 'notification', subject: 'n1', notification }))).toBe(
      'notification: mc/pods',
    );
    const playbook = { id: 'b1', name: 'restart', title: 'Restart' };
    expect(subjectText(row({ subject_type: 'playbook', subject: 'b1', playbook }))).toBe(
      'playbook: Restart',
    );
    expect(subjectText(row({ subject_type: 'plugin', subject: 'kube' }))).toBe('plugin: kube');
  });

  it('words the stored errors', () => {
    expect(permissionErrorText('ErrScopeExpansionScopeNotFound:/legacy')).toBe('Scope not found');
    expect(permissionErrorText('ErrScopeExpansionInvalidScopeTargets:mc/a')).toBe(
      'Invalid scope targets',
    );
    expect(permissionErrorText('ErrScopeExpansionInvalidObjectSelector')).toBe(
      'Invalid object selector',
    );
    expect(permissionErrorText('boom')).toBe('Unknown error');
  });

  it('offers views only read, playbooks their own actions, and keeps a stored one', () => {
    expect(actionsFor('view', '')).toEqual(['read']);
    expect(actionsFor('playbook', '')).toContain('playbook:approve');
    expect(actionsFor('catalog', '')).not.toContain('playbook:run');
    expect(actionsFor('view', '', 'mcp:run')).toEqual(['read', 'mcp:run']);
  });
});

describe('the permission form', () => {
  it('reads a rule back into the same body', () => {
    const rule = row({
      subject_type: 'team',
      subject: 't1',
      action: 'read',
      deny: true,
      object_selector: { scopes: [{ name: 'a', namespace: 'mc' }, { name: 'b' }] },
    });
    const values = permissionFormValues(rule);
    expect(values).toMatchObject({
      subjectKind: 'team',
      resourceKind: 'scope',
      resource: 'mc/a,b',
    });
    expect(permissionBody(values, 'team')).toMatchObject({
      subject: 't1',
      subject_type: 'team',
      object: null,
      config_id: null,
      deny: true,
      object_selector: { scopes: [{ name: 'a', namespace: 'mc' }, { name: 'b' }] },
    });
  });

  it('writes a role as group unless the rule said role; a pre-filled playbook as the resource', () => {
    const values = {
      ...permissionFormValues({ playbook_id: 'pb1' }),
      subjectKind: 'role' as const,
    };
    expect(values.resourceKind).toBe('playbook');
    expect(permissionBody(values, null)).toMatchObject({
      subject_type: 'group',
      playbook_id: 'pb1',
    });
    expect(permissionBody(values, 'role').subject_type).toBe('role');
  });

  it('keeps a selector the kinds cannot show as its JSON, and refuses JSON that is not an object', () => {
    const values = permissionFormValues(row({ object_selector: { playbooks: 'restart' } }));
    expect(values.resourceKind).toBe('selector');
    expect(permissionBody(values, 'group').object_selector).toEqual({ playbooks: 'restart' });
    expect(validatePermission({ ...values, resource: '[1]', subject: 's' }).resource).toBe(
      'Enter the selector as a JSON object',
    );
    expect(permissionFields(values).find((f) => f.id === 'resourceKind')?.options).toContain(
      'selector',
    );
  });

  it('requires subject, resource and action; another kind clears what no longer fits', () => {
    const errors = validatePermission(permissionFormValues(null));
    expect(Object.keys(errors).sort()).toEqual(['action', 'resource', 'subject']);
    const values = { ...permissionFormValues(null), resource: 'c1', action: 'update' };
    expect(permissionCascade(values, 'resourceKind', 'view')).toEqual({ resource: '', action: '' });
    expect(permissionCascade(values, 'subjectKind', 'team')).toEqual({ subject: '' });
  });
});
