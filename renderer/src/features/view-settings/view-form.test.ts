import { describe, expect, it } from 'vitest';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import {
  SPEC_OBJECT_TEXT,
  isEditable,
  specOf,
  validateView,
  viewFormValues,
  viewInput,
} from './view-form.ts';

describe('the view form', () => {
  it('needs a name and a spec, not a namespace', () => {
    expect(validateView({ name: ' ', namespace: '', spec: '' })).toEqual({
      name: REQUIRED_TEXT,
      spec: REQUIRED_TEXT,
    });
    expect(validateView({ name: 'a', namespace: '', spec: 'panels: []' })).toEqual({});
  });

  it('refuses a spec that does not parse or is not an object', () => {
    expect(validateView({ name: 'a', namespace: '', spec: '- a\n- b' }).spec).toBe(
      SPEC_OBJECT_TEXT,
    );
    expect(validateView({ name: 'a', namespace: '', spec: 'a: [' }).spec).toBeTruthy();
  });

  it('unwraps a top-level spec key (a whole View resource pasted in)', () => {
    const text =
      'apiVersion: mission-control.flanksource.com/v1\nkind: View\nspec:\n  panels: []\n';
    expect(specOf(text)).toEqual({ panels: [] });
    expect(specOf('display:\n  title: T\n')).toEqual({ display: { title: 'T' } });
  });

  it('writes trimmed values and an empty namespace as null', () => {
    expect(viewInput({ name: ' costs ', namespace: ' ', spec: 'spec:\n  columns: []' })).toEqual({
      name: 'costs',
      namespace: null,
      spec: { columns: [] },
    });
    expect(viewInput({ name: 'a', namespace: 'mc', spec: 'x: 1' }).namespace).toBe('mc');
  });

  it('reads a row back as YAML', () => {
    const row = { id: '1', name: 'v', namespace: null, spec: { display: { title: 'T' } } };
    expect(viewFormValues(row)).toEqual({
      name: 'v',
      namespace: '',
      spec: 'display:\n  title: T\n',
    });
    expect(viewFormValues(null)).toEqual({ name: '', namespace: '', spec: '' });
  });

  it('lets the console change only its own views', () => {
    expect(isEditable(null)).toBe(true);
    expect(isEditable({ source: 'UI' })).toBe(true);
    expect(isEditable({ source: undefined })).toBe(true);
    expect(isEditable({ source: 'KubernetesCRD' })).toBe(false);
  });
});
