import { describe, expect, it } from 'vitest';
import {
  accessCounts,
  mergeAccess,
  subjectInputError,
  subjectLabel,
  type OrgAccess,
  type OrgAnswer,
} from './everywhere-model.ts';
import { cellText, type EverywhereOrg } from './everywhere-list.tsx';
import { ruleResource, ruleSubjectOf, selectorNames } from './everywhere-reads.ts';

const subject = { id: 'g1', name: 'sre-oncall', type: 'permission_subject_group', email: null };

function access(over: Partial<OrgAccess> = {}): OrgAccess {
  return {
    subject,
    permissions: [{ action: 'read', object: 'kubernetes-proxy', deny: false }],
    scopes: [{ scope: 'mc/k8s-runbooks', action: 'playbook:run' }],
    resources: [{ type: 'playbook', action: 'playbook:run', name: 'mc/restart-pod' }],
    catalog: [{ config: 'AWS::Account prod', role: 'Admin' }],
    ...over,
  };
}

const byKind = (answers: OrgAnswer[], kind: string) =>
  mergeAccess(answers).filter((row) => row.kind === kind);

describe('mergeAccess', () => {
  it('gives one row per rule or resource with a cell per organisation, none differing when all agree', () => {
    const rows = mergeAccess([
      { orgId: 'a', access: access() },
      { orgId: 'b', access: access() },
    ]);
    expect(rows.map((r) => [r.kind, r.item, r.action])).toEqual([
      ['permission', 'kubernetes-proxy', 'read'],
      ['scope', 'mc/k8s-runbooks', 'playbook:run'],
      ['resource', 'playbook mc/restart-pod', 'playbook:run'],
      ['catalog', 'AWS::Account prod', ''],
    ]);
    expect(rows.every((r) => !r.differs)).toBe(true);
    expect(rows[0]?.cells).toEqual({ a: 'Allow', b: 'Allow' });
  });

  it('marks a row that one organisation lacks or answers otherwise', () => {
    const answers: OrgAnswer[] = [
      { orgId: 'a', access: access() },
      {
        orgId: 'b',
        access: access({
          permissions: [{ action: 'read', object: 'kubernetes-proxy', deny: true }],
          catalog: [],
        }),
      },
    ];
    const [permission] = byKind(answers, 'permission');
    expect(permission?.cells).toEqual({ a: 'Allow', b: 'Deny' });
    expect(permission?.differs).toBe(true);
    const [catalog] = byKind(answers, 'catalog');
    expect(catalog?.cells).toEqual({ a: 'Admin', b: null });
    expect(catalog?.differs).toBe(true);
    expect(byKind(answers, 'scope')[0]?.differs).toBe(false);
  });

  it('leaves an organisation that could not be read out of the cells and the comparison', () => {
    const rows = mergeAccess([
      { orgId: 'a', access: access() },
      { orgId: 'b', access: access() },
      { orgId: 'down', access: undefined },
    ]);
    expect(rows.every((r) => !('down' in r.cells) && !r.differs)).toBe(true);
  });

  it('counts an organisation without the subject as having nothing', () => {
    const rows = mergeAccess([
      { orgId: 'a', access: access() },
      { orgId: 'none', access: null },
    ]);
    expect(rows.every((r) => r.cells.none === null && r.differs)).toBe(true);
  });

  it('never marks a difference with a single answer, and joins repeated values', () => {
    const rows = mergeAccess([
      {
        orgId: 'a',
        access: access({
          catalog: [
            { config: 'db', role: 'Writer' },
            { config: 'db', role: 'Reader' },
            { config: 'db', role: 'Reader' },
          ],
        }),
      },
    ]);
    expect(rows.some((r) => r.differs)).toBe(false);
    expect(rows.find((r) => r.kind === 'catalog')?.cells.a).toBe('Reader, Writer');
  });
});

describe('cellText', () => {
  const row = mergeAccess([{ orgId: 'a', access: access() }])[0]!;
  const org = (id: string, status: EverywhereOrg['status']): EverywhereOrg => ({
    id,
    name: id,
    colour: '#000',
    status,
  });
  it('shows the value, a dash for nothing, and the state of an organisation without data', () => {
    expect(cellText(row, org('a', 'live'))).toBe('Allow');
    expect(cellText(row, org('b', 'absent'))).toBe('—');
    expect(cellText(row, org('c', 'offline'))).toBe('Offline');
    expect(cellText(row, org('d', 'forbidden'))).toBe('Forbidden');
  });
});

describe('accessCounts', () => {
  it('says what an organisation answered in a few words', () => {
    expect(accessCounts(access())).toBe('1 rule · 1 scope · 1 allowed · 1 catalog grant');
    expect(accessCounts(access({ permissions: [], scopes: [], resources: [], catalog: [] }))).toBe(
      '0 rules · 0 scopes · 0 allowed · 0 catalog grants',
    );
  });
});

describe('subject input', () => {
  it('accepts an email or a name and says what is wrong otherwise', () => {
    expect(subjectInputError('')).toBeNull();
    expect(subjectInputError('alice@example.com')).toBeNull();
    expect(subjectInputError('sre-oncall')).toBeNull();
    expect(subjectInputError('sre*')).toMatch(/not allowed/);
    expect(subjectInputError('a@b@c')).toBe('"a@b@c" is not an email address (one @, no spaces).');
    expect(subjectInputError('x'.repeat(201))).toMatch(/longer than 200/);
  });
  it('labels the subject found', () => {
    expect(subjectLabel([{ orgId: 'a', access: undefined }])).toBeNull();
    expect(subjectLabel([{ orgId: 'a', access: access() }])).toBe('sre-oncall (group)');
    const person = { id: 'p', name: 'Alice', type: 'person', email: 'alice@example.com' };
    expect(subjectLabel([{ orgId: 'a', access: access({ subject: person }) }])).toBe(
      'Alice <alice@example.com> (person)',
    );
  });
});

describe('reads helpers', () => {
  it('names a rule by its subject name for groups and roles, by id otherwise', () => {
    expect(ruleSubjectOf(subject)).toBe('sre-oncall');
    expect(ruleSubjectOf({ ...subject, type: 'role', name: 'viewer', id: 'viewer' })).toBe(
      'viewer',
    );
    expect(ruleSubjectOf({ ...subject, type: 'person', id: 'p1' })).toBe('p1');
  });
  it('words a rule resource from its object, item or selector', () => {
    expect(selectorNames([{ name: 'x', namespace: 'mc' }, { name: 'y' }])).toEqual(['mc/x', 'y']);
    expect(ruleResource({ id: '1', action: 'read', object: 'canaries' })).toBe('canaries');
    expect(
      ruleResource({ id: '1', action: 'read', playbook_object: { id: 'p', name: 'restart' } }),
    ).toBe('restart');
    expect(
      ruleResource({
        id: '1',
        action: 'read',
        object_selector: { scopes: [{ name: 'k8s', namespace: 'mc' }] },
      }),
    ).toBe('scopes: mc/k8s');
  });
});
