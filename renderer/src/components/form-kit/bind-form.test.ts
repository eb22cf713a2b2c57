// bindForm's cascade: a field's change sets the other values its rule names, as one change, and
// the field keeps the value it was given even when the rule names it too.
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../lib/form/useFormState.ts';
import { bindForm, clearDependents } from './bind-form.ts';
import type { FieldDef } from './field.ts';

type V = { kind: string; resourceId: string; note: string };

function fakeForm(values: V) {
  const changes: { name: string; values: V }[] = [];
  const form = {
    values,
    errors: {},
    submitted: false,
    set: (name: string, value: unknown) =>
      changes.push({ name, values: { ...values, [name]: value } }),
    update: (name: string, change: (v: V) => V) => changes.push({ name, values: change(values) }),
    touch: () => {},
  } as unknown as FormState<V>;
  return { form, changes };
}

describe('bindForm', () => {
  const start = { kind: 'check', resourceId: 'r1', note: '' };

  it('sets the one value when there is no cascade', () => {
    const { form, changes } = fakeForm(start);
    bindForm(form).onChange('note', 'x');
    expect(changes).toEqual([{ name: 'note', values: { ...start, note: 'x' } }]);
  });

  it('sets what the cascade names with the field, as one change of that field', () => {
    const { form, changes } = fakeForm(start);
    const bound = bindForm(form, (_, id) =>
      id === 'kind' ? { resourceId: '', kind: 'other' } : {},
    );
    bound.onChange('kind', 'canary');
    bound.onChange('note', 'y');
    expect(changes).toEqual([
      { name: 'kind', values: { kind: 'canary', resourceId: '', note: '' } },
      { name: 'note', values: { ...start, note: 'y' } },
    ]);
  });
});

describe('clearDependents', () => {
  const pick = (id: string, needs?: string, disabled?: boolean): FieldDef => ({
    id,
    label: id,
    kind: 'custom',
    ...(needs ? { needs } : {}),
    ...(disabled ? { disabled } : {}),
  });
  const values = { instance: 'a', project: 'OPS', issue: 'Bug', priority: 'High', title: 't' };

  it('empties what needs the changed field, and what needs those', () => {
    const cascade = clearDependents<typeof values>([
      pick('instance'),
      pick('project', 'instance'),
      pick('issue', 'project'),
      pick('priority', 'instance'),
      pick('title'),
    ]);
    expect(cascade(values, 'project', 'WEB')).toEqual({ issue: '' });
    expect(cascade(values, 'instance', 'b')).toEqual({ project: '', issue: '', priority: '' });
    expect(cascade(values, 'project', 'OPS')).toEqual({});
  });

  it('keeps a disabled (fixed) field, but still empties what needs it', () => {
    const cascade = clearDependents<typeof values>([
      pick('project', 'instance', true),
      pick('issue', 'project'),
    ]);
    expect(cascade(values, 'instance', 'b')).toEqual({ issue: '' });
  });
});
