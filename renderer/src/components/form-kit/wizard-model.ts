// The rules of the kit's multi-step dialog (WizardDialog) as plain functions: which buttons a step
// shows (Cancel on the first step, else Back to the one before; Next, on the last step Save, or
// none where a click on the body moves on), the counter ('Step 2 of 3') and the wizard's form on a
// step, which checks the step's fields besides the form's own validator.
import { shownErrors, type FormState } from '../../lib/form/useFormState.ts';
import { validateFields, type FieldDef } from './field.ts';

/** A step's button texts; the defaults are the wizards' usual ones. */
export interface WizardStepText {
  /** The primary button: 'Next', 'Save' on the last step; null for none (a choice moves on). */
  nextText?: string | null;
  /** 'Back' to the step before; the first step's 'Cancel' closes the wizard. */
  backText?: string;
}

export interface WizardButtons {
  /** `to` is the step it goes back to, or null: it closes the wizard. */
  back: { text: string; to: number | null };
  /** `last`: it submits the wizard rather than going on. */
  next: { text: string; last: boolean } | null;
}

export function wizardButtons(steps: readonly WizardStepText[], index: number): WizardButtons {
  const step = steps[index] ?? {};
  const last = index >= steps.length - 1;
  const back =
    index === 0
      ? { text: step.backText ?? 'Cancel', to: null }
      : { text: step.backText ?? 'Back', to: index - 1 };
  if (step.nextText === null) return { back, next: null };
  return { back, next: { text: step.nextText ?? (last ? 'Save' : 'Next'), last } };
}

export const stepCounter = (index: number, count: number) => `Step ${index + 1} of ${count}`;

/**
 * The wizard's form on a step: the form's own errors and those of the step's fields, shown as the
 * form shows its own; a submit (Next, Save) goes on only when there are none.
 */
export function stepForm<V extends object>(
  form: FormState<V>,
  fields: readonly FieldDef[] | undefined,
): FormState<V> {
  if (!fields) return form;
  const own = validateFields(fields, (id) => form.values[id as keyof V]);
  const allErrors = { ...own, ...form.allErrors };
  const isValid = Object.keys(allErrors).length === 0;
  return {
    ...form,
    allErrors,
    errors: shownErrors(allErrors, form.touched, form.submitted),
    isValid,
    submit: (onValid) => form.submit((values) => (isValid ? onValid(values) : undefined)),
  };
}
