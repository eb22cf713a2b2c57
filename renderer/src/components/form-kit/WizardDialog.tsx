// The kit's multi-step dialog: steps as data (a title, kit fields bound to the wizard's form
// and/or a body of the step's own, button texts), Back / Cancel and Next / Save in the footer by
// wizard-model.ts. Next checks the step's fields (and the form's own validator, if any) and goes
// on; the last step's Save hands the values to `onSubmit`. A step may move on itself (a choice
// in its body), act on Next itself (`onNext`), or submit a form of its own (`formId`).
//   <WizardDialog title="Add to definition of done" counter idPrefix="dod" form={form}
//     steps={[{ fields: modeFields }, { fields: whatFields }, { fields: scriptFields }]}
//     step={step} onStep={setStep} onSubmit={save} onClose={close} />
import type { ReactNode } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import type { FormState } from '../../lib/form/useFormState.ts';
import type { Resource } from '../../lib/permissions/permissions.ts';
import { GuardedButton } from '../action/GuardedButton.tsx';
import { Modal, type ModalSize } from '../modal/Modal.tsx';
import type { Cascade } from './bind-form.ts';
import type { FieldDef } from './field.ts';
import { FieldsForm } from './FieldsForm.tsx';
import { stepCounter, stepForm, wizardButtons, type WizardStepText } from './wizard-model.ts';

export interface WizardStep<V> extends WizardStepText {
  /** The dialog's title on this step, when not the wizard's. */
  title?: ReactNode;
  /** A line above the fields. */
  intro?: ReactNode;
  fields?: readonly FieldDef[];
  /** The step's own body, after its fields. */
  render?: () => ReactNode;
  /** What Next does with the valid values instead of going on (a person is added at once). */
  onNext?: (values: V) => unknown;
  /** Next submits this form of the step's body instead of the wizard's form. */
  formId?: string;
}

export interface WizardDialogProps<V extends object> {
  title: ReactNode;
  steps: readonly WizardStep<V>[];
  step: number;
  onStep: (step: number) => void;
  form: FormState<V>;
  onSubmit: (values: V) => unknown;
  onClose: () => void;
  /** Makes the fields' DOM ids. */
  idPrefix: string;
  /** Shows 'Step n of m' above each step. */
  counter?: boolean;
  cascade?: Cascade<V>;
  size?: ModalSize;
  /** The primary button's guard: hidden without write on `resource`, disabled while pending. */
  resource?: Resource;
  pending?: boolean;
  disabled?: boolean;
}

export function WizardDialog<V extends object>(props: WizardDialogProps<V>) {
  const { steps, step: index } = props;
  const step = steps[index] ?? {};
  const form = stepForm(props.form, step.fields);
  const { back, next } = wizardButtons(steps, index);
  const formId = `${props.idPrefix}-wizard`;
  // A step's messages show once its own Next was tried, not those of the step before.
  const go = (to: number) => {
    props.onStep(to);
    form.reset(form.values);
  };
  const advance = (values: V) => {
    if (step.onNext) return step.onNext(values);
    if (next?.last) return props.onSubmit(values);
    go(index + 1);
  };
  return (
    <Modal
      isOpen
      size={props.size}
      title={step.title ?? props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button
            text={back.text}
            icon={back.to === null ? undefined : 'arrow-left'}
            onClick={() => (back.to === null ? props.onClose() : go(back.to))}
          />
          {next && (
            <GuardedButton
              resource={props.resource}
              pending={props.pending}
              disabled={props.disabled}
              intent="primary"
              text={next.text}
              {...(step.fields || step.formId
                ? { type: 'submit', form: step.formId ?? formId }
                : { onClick: () => form.submit(advance) })}
            />
          )}
        </>
      }
    >
      {props.counter && <p className={Classes.TEXT_MUTED}>{stepCounter(index, steps.length)}</p>}
      {step.intro && <p className={Classes.TEXT_MUTED}>{step.intro}</p>}
      {step.fields ? (
        <FieldsForm
          form={form}
          onSubmit={advance}
          cascade={props.cascade}
          id={formId}
          fields={step.fields}
          layout="stack"
          idPrefix={props.idPrefix}
        >
          {step.render?.()}
        </FieldsForm>
      ) : (
        step.render?.()
      )}
    </Modal>
  );
}
