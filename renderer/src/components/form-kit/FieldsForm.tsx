// A form of kit fields bound to its state (bind-form.ts): Enter in a field, or a submit button
// inside it or naming it (`form={id}`), validates and hands the values to `onSubmit`; the kit's
// messages replace the browser's own checks.
import type { ReactNode } from 'react';
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
};

export function FieldsForm<V extends object>(props: FieldsFormProps<V>) {
  const { form, onSubmit, cascade, id, className, label, children, ...list } = props;
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
    </form>
  );
}
