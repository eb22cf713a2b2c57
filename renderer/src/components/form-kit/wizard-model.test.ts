import { describe, expect, it, vi } from 'vitest';
import type { FormState } from '../../lib/form/useFormState.ts';
import type { FieldDef } from './field.ts';
import { stepCounter, stepForm, wizardButtons } from './wizard-model.ts';

describe('wizardButtons', () => {
  const three = [{}, {}, {}];

  it('offers Cancel and Next on the first step', () => {
    expect(wizardButtons(three, 0)).toEqual({
      back: { text: 'Cancel', to: null },
      next: { text: 'Next', last: false },
    });
  });

  it('goes back one step, and saves on the last', () => {
    expect(wizardButtons(three, 1).back).toEqual({ text: 'Back', to: 0 });
    expect(wizardButtons(three, 2)).toEqual({
      back: { text: 'Back', to: 1 },
      next: { text: 'Save', last: true },
    });
  });

  it("uses a step's own texts, and no primary button where a choice moves on", () => {
    const steps = [{ nextText: 'Add' }, { backText: 'Previous', nextText: null }, {}];
    expect(wizardButtons(steps, 0).next).toEqual({ text: 'Add', last: false });
    expect(wizardButtons(steps, 1)).toEqual({ back: { text: 'Previous', to: 0 }, next: null });
  });

  it('treats a single step as the first and the last', () => {
    expect(wizardButtons([{}], 0)).toEqual({
      back: { text: 'Cancel', to: null },
      next: { text: 'Save', last: true },
    });
  });
});

describe('stepCounter', () => {
  it('counts from one', () => {
    expect(stepCounter(0, 3)).toBe('Step 1 of 3');
  });
});

describe('stepForm', () => {
  type V = { mode: string; text: string };
  const fields: FieldDef[] = [
    { id: 'mode', label: 'Mode', kind: 'text', required: true, requiredText: 'Choose one' },
    {
      id: 'text',
      label: 'Text',
      kind: 'text',
      required: true,
      when: { id: 'mode', values: ['m'] },
    },
  ];
  const form = (values: V, submitted = false) =>
    ({
      values,
      allErrors: {},
      errors: {},
      isValid: true,
      submitted,
      touched: new Set<string>(),
      submit: (onValid: (v: V) => unknown) => onValid(values),
    }) as unknown as FormState<V>;

  it("checks the step's shown fields, and shows their messages once a submit was tried", () => {
    expect(stepForm(form({ mode: '', text: '' }), fields).allErrors).toEqual({
      mode: 'Choose one',
    });
    expect(stepForm(form({ mode: '', text: '' }), fields).errors).toEqual({});
    expect(stepForm(form({ mode: '', text: '' }, true), fields).errors).toEqual({
      mode: 'Choose one',
    });
    expect(stepForm(form({ mode: 'm', text: '' }), fields).allErrors).toHaveProperty('text');
  });

  it('goes on only when the step is valid; a step without fields is the form itself', () => {
    const onValid = vi.fn();
    stepForm(form({ mode: '', text: '' }), fields).submit(onValid);
    expect(onValid).not.toHaveBeenCalled();
    stepForm(form({ mode: 'a', text: '' }), fields).submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ mode: 'a', text: '' });
    const plain = form({ mode: '', text: '' });
    expect(stepForm(plain, undefined)).toBe(plain);
  });
});
