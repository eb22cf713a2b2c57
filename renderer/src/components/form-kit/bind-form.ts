// A form's state (lib/form/useFormState) as the props FieldList reads: its values, the messages
// to show now, every message once a save was tried, and its change and leave handlers. A form
// adds its own field list, id prefix and disabled state beside these.
import type { FormState } from '../../lib/form/useFormState.ts';
import type { FieldListProps } from './FieldList.tsx';

export type BoundForm = Pick<
  FieldListProps,
  'values' | 'errors' | 'showErrors' | 'onChange' | 'onBlur'
>;

/**
 * What else a field's change sets, as one change: another kind of recipient clears the other
 * pickers, an environment brings its colour. Given the values before and the field's new value;
 * the field itself is set in any case, last.
 */
export type Cascade<V> = (values: V, id: string, value: unknown) => Partial<V>;

export function bindForm<V extends object>(form: FormState<V>, cascade?: Cascade<V>): BoundForm {
  const set = form.set as (name: string, value: unknown) => void;
  return {
    values: form.values as Readonly<Record<string, unknown>>,
    errors: form.errors,
    showErrors: form.submitted,
    onChange: cascade
      ? (id, value) =>
          form.update(id as keyof V & string, (values) => ({
            ...values,
            ...cascade(values, id, value),
            [id]: value,
          }))
      : set,
    onBlur: form.touch as (name: string) => void,
  };
}
