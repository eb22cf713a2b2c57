import { describe, expect, it } from 'vitest';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import {
  LABELS_TEXT,
  SPEC_TEXT,
  rowToValues,
  settingsFields,
  validateSettings,
  valuesToPayload,
} from './settings-form.ts';

describe('generic settings form', () => {
  it('gives each kind its fields and none to kinds with screens of their own', () => {
    expect(settingsFields('teams')?.map((f) => f.label)).toEqual(['Name', 'Icon', 'Spec']);
    expect(settingsFields('canaries')?.map((f) => f.id)).toEqual([
      'name',
      'namespace',
      'labels',
      'source',
      'spec',
    ]);
    expect(settingsFields('connections')).toBeNull();
  });

  it('starts a new resource in namespace default from source UI', () => {
    expect(rowToValues(null)).toMatchObject({ namespace: 'default', source: 'UI', labels: '{}' });
  });

  it('requires name and spec, and wants objects for labels and spec', () => {
    const empty = rowToValues(null);
    expect(validateSettings(empty)).toEqual({ name: REQUIRED_TEXT, spec: REQUIRED_TEXT });
    expect(validateSettings({ ...empty, name: 'x', spec: '- a\n- b', labels: '[1]' })).toEqual({
      spec: SPEC_TEXT,
      labels: LABELS_TEXT,
    });
    expect(validateSettings({ ...empty, name: 'x', spec: 'http: []', labels: '' })).toEqual({});
  });

  it('writes only the kind’s fields; name and namespace only on create', () => {
    const fields = settingsFields('canaries')!;
    const values = {
      ...rowToValues(null),
      name: ' web ',
      namespace: '',
      labels: '{"team":"web"}',
      spec: 'http:\n  - url: https://example.com\n',
    };
    expect(valuesToPayload(fields, values, false)).toEqual({
      name: 'web',
      namespace: 'default',
      labels: { team: 'web' },
      source: 'UI',
      spec: { http: [{ url: 'https://example.com' }] },
    });
    expect(valuesToPayload(fields, values, true)).toEqual({
      labels: { team: 'web' },
      spec: { http: [{ url: 'https://example.com' }] },
    });
  });
});
