// A form's state (lib/form/useFormState) as the props FieldList reads: its values, the messages
// to show now, every message once a save was tried, and its change and leave handlers. A form
// adds its own field list, id prefix and disabled state beside these.
import type { FormState } from '../../lib/form/useFormState.ts';
import type { FieldListProps } from './FieldList.tsx';
import type { FieldDef } from './field.ts';

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

/**
 * A change that empties the fields that need the changed one (`needs`), and those that need them;
 * a disabled field (a value fixed elsewhere) keeps its value. Setting the same value empties none.
 */
export function clearDependents<V extends object>(fields: readonly FieldDef[]): Cascade<V> {
  return (values, id, value) => {
    const cleared: Record<string, unknown> = {};
    if ((values as Record<string, unknown>)[id] === value) return {};
    const queue = [id];
    for (let changed = queue.shift(); changed !== undefined; changed = queue.shift())
      for (const field of fields) {
        if (field.needs !== changed) continue;
        if (!field.disabled) cleared[field.id] = '';
        queue.push(field.id);
      }
    return cleared as Partial<V>;
  };
}

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
