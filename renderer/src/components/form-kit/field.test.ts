import { describe, expect, it } from 'vitest';
import { shownErrors, submitErrorText } from '../../lib/form/useFormState.ts';
import { REFERENCE_TEXT } from '../secret-value/secret-value.ts';
import { MIN_TEXT, fieldError, fieldLabel, inputId, isShown, validateFields } from './field.ts';
import type { FieldDef } from './field.ts';

const text = (id: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  id,
  label: id,
  kind: 'text',
  ...extra,
});

describe('form kit fields', () => {
  it('refuses an empty required value, blank text and an empty list included', () => {
    const field = text('name', { required: true });
    for (const empty of [undefined, null, '', '   ', []])
      expect(fieldError(field, empty)).toBe('This field is required');
    expect(fieldError(field, 'x')).toBeUndefined();
    expect(fieldError(text('icon'), '')).toBeUndefined();
  });

  it('says a number field must be a number and at least its minimum', () => {
    const count = text('count', { kind: 'number', min: 0 });
    expect(fieldError(count, 'two')).toBe('This field must be a number');
    expect(fieldError(count, -1)).toBe(MIN_TEXT(0));
    expect(MIN_TEXT(0)).toBe('Must be at least 0');
    expect(fieldError(count, ' 3 ')).toBeUndefined();
    expect(fieldError(count, '')).toBeUndefined();
  });

  it('says a half-given secret or config map reference is incomplete, only on secret fields', () => {
    const password = text('password', { kind: 'secret' });
    expect(fieldError(password, 'secret://db/')).toBe(REFERENCE_TEXT);
    expect(fieldError(password, 'configmap:///key')).toBe(REFERENCE_TEXT);
    expect(fieldError(password, 'secret://db/password')).toBeUndefined();
    expect(fieldError(password, 'plain')).toBeUndefined();
    expect(fieldError(text('url'), 'secret://db/')).toBeUndefined();
  });

  it('runs the field’s own check after the shared ones', () => {
    const field = text('port', {
      kind: 'number',
      required: true,
      validate: (v) => (Number(v) > 65535 ? 'Too high' : undefined),
    });
    expect(fieldError(field, '')).toBe('This field is required');
    expect(fieldError(field, '70000')).toBe('Too high');
    // A required field may word its empty message itself (an address says what to enter).
    const address = text('url', {
      required: true,
      requiredText: 'Enter it',
      validate: () => 'Bad',
    });
    expect(fieldError(address, ' ')).toBe('Enter it');
    expect(fieldError(address, 'x')).toBe('Bad');
  });

  it('validates only the fields shown by their `when`', () => {
    const fields = [
      text('auth', { kind: 'select', options: ['basic', 'ssh'] }),
      text('key', { required: true, when: { id: 'auth', values: ['ssh'] } }),
      text('user', { required: true, when: { id: 'auth', values: ['basic'] } }),
    ];
    const values: Record<string, string> = { auth: 'ssh' };
    expect(validateFields(fields, (id) => values[id])).toEqual({
      key: 'This field is required',
    });
    expect(isShown(fields[2] as FieldDef, (id) => values[id])).toBe(false);
  });

  it('labels a required field with a star and ids its input by prefix and path', () => {
    expect(fieldLabel(text('url', { label: 'URL', required: true }))).toBe('URL *');
    expect(fieldLabel(text('url', { label: 'URL' }))).toBe('URL');
    expect(inputId('spec', 'filter.minAge')).toBe('spec-filter-minAge');
  });

  it('shows touched fields’ errors until a submit was tried, then all', () => {
    const all = { name: 'This field is required', url: 'This field is required' };
    expect(shownErrors(all, new Set(['url']), false)).toEqual({ url: all.url });
    expect(shownErrors(all, new Set(), true)).toEqual(all);
    expect(submitErrorText(new Error('Conflict'))).toBe('Conflict');
    expect(submitErrorText('x')).toBe('The form could not be saved');
  });
});
