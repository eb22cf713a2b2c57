// A form of kit fields bound to its state (bind-form.ts): Enter in a field, or a submit button
// inside it or naming it (`form={id}`), validates and hands the values to `onSubmit`; the kit's
// messages replace the browser's own checks. With `errorCallout`, a failed submit's error
// (form.submitError) shows in a callout after the children.
import type { ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import type { FormState } from '../../lib/form/useFormState.ts';
import { bindForm, type BoundForm, type Cascade } from './bind-form.ts';
import { FieldList, type FieldListProps } from './FieldList.tsx';

export type FieldsFormProps<V extends object> = Omit<FieldListProps, keyof BoundForm> & {
  form: FormState<V>;
  onSubmit: (values: V) => unknown;
  cascade?: Cascade<V>;
  id?: string;
  className?: string;
  label?: string;
  /** After the fields (a send button, a note). */
  children?: ReactNode;
  /** Show a failed submit's error: `true` as a compact callout, a string as the callout's title. */
  errorCallout?: boolean | string;
};

export function FieldsForm<V extends object>(props: FieldsFormProps<V>) {
  const { form, onSubmit, cascade, id, className, label, children, errorCallout, ...list } = props;
  return (
    <form
      id={id}
      className={className}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(onSubmit);
      }}
    >
      <FieldList {...list} {...bindForm(form, cascade)} />
      {children}
      {errorCallout && form.submitError && (
        <Callout
          intent="danger"
          role="alert"
          compact={errorCallout === true}
          title={errorCallout === true ? undefined : errorCallout}
        >
          {form.submitError}
        </Callout>
      )}
    </form>
  );
}
