import { describe, expect, it } from 'vitest';
import type { ScopeRow } from '../../api/services/scopes.ts';
import {
  AT_LEAST_ONE_TARGET_TEXT,
  EMPTY_TARGET_TEXT,
} from '../../components/scope-targets/scope-targets.ts';
import {
  NAME_REQUIRED_TEXT,
  isUiScope,
  scopeFields,
  scopeFormValues,
  scopeInput,
  targetsCount,
  targetsText,
  targetsYaml,
  validateScope,
} from './scope-form.ts';

const row = (patch: Partial<ScopeRow> = {}): ScopeRow => ({
  id: 's1',
  name: 'payments',
  namespace: null,
  description: 'The payments namespace',
  targets: [{ config: { tagSelector: 'namespace=payments' } }],
  source: 'UI',
  created_by: null,
  ...patch,
});

describe('the scope form', () => {
  it('reads a row and starts a new scope empty', () => {
    expect(scopeFormValues(null)).toEqual({
      name: '',
      namespace: '',
      description: '',
      targets: [],
    });
    expect(scopeFormValues(row()).targets).toEqual([
      { config: { tagSelector: 'namespace=payments' } },
    ]);
  });

  it('says what is missing with the spec messages', () => {
    const empty = validateScope(scopeFormValues(null));
    expect(empty).toEqual({ name: NAME_REQUIRED_TEXT, targets: AT_LEAST_ONE_TARGET_TEXT });
    const blank = validateScope({ ...scopeFormValues(row()), targets: [{ config: {} }] });
    expect(blank).toEqual({ targets: EMPTY_TARGET_TEXT });
    expect(validateScope(scopeFormValues(row()))).toEqual({});
  });

  it('writes trimmed text, nulls for empty text and cleaned targets', () => {
    expect(
      scopeInput({
        name: ' api ',
        namespace: '',
        description: '  ',
        targets: [{ component: { name: '*', agent: 'a1' } }, { config: { name: 'db', agent: '' } }],
      }),
    ).toEqual({
      name: 'api',
      namespace: null,
      description: null,
      targets: [{ component: { name: '*' } }, { config: { name: 'db' } }],
    });
  });

  it('shows the namespace of declarative scopes only, and edits UI scopes only', () => {
    expect(scopeFields(true).map((field) => field.id)).toEqual([
      'name',
      'namespace',
      'description',
    ]);
    expect(scopeFields(false).map((field) => field.id)).toEqual(['name', 'description']);
    expect(isUiScope(null)).toBe(true);
    expect(isUiScope(row())).toBe(true);
    expect(isUiScope(row({ source: 'KubernetesCRD' }))).toBe(false);
  });

  it('counts the targets and shows them as YAML', () => {
    expect(targetsText(targetsCount(row()))).toBe('1 target(s)');
    expect(targetsCount(row({ targets: null }))).toBe(0);
    expect(targetsYaml([{ playbook: { name: '*' } }])).toBe('- playbook:\n    name: "*"\n');
  });
});
