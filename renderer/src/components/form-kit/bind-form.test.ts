// bindForm's cascade: a field's change sets the other values its rule names, as one change, and
// the field keeps the value it was given even when the rule names it too.
import { describe, expect, it } from 'vitest';
import type { FormState } from '../../lib/form/useFormState.ts';
import { bindForm } from './bind-form.ts';

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
