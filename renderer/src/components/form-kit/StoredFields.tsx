// The field list bound to an object it does not own (stored-fields.ts): each change hands back a
// new object with that field set, so unknown keys are never lost. A field's message shows once it
// was changed or left, or once a save was tried; without `errors`, the fields' own rules give them.
import { useState } from 'react';
import { shownErrors } from '../../lib/form/useFormState.ts';
import { validateFields } from './field.ts';
import { FieldList } from './FieldList.tsx';
import {
  storeValue,
  storedReader,
  storedValue,
  type StoredField,
  type StoredObject,
} from './stored-fields.ts';

export function StoredFields(props: {
  idPrefix: string;
  fields: readonly StoredField[];
  object: StoredObject;
  /** Default: the fields' own messages (validateFields). */
  errors?: Record<string, string>;
  disabled: boolean;
  showErrors: boolean;
  onChange: (object: StoredObject) => void;
}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (id: string) => setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  const errors =
    props.errors ?? validateFields(props.fields, storedReader(props.object, props.fields));
  const values = Object.fromEntries(props.fields.map((f) => [f.id, storedValue(f, props.object)]));
  return (
    <FieldList
      fields={props.fields}
      values={values}
      errors={shownErrors(errors, touched, props.showErrors)}
      idPrefix={props.idPrefix}
      disabled={props.disabled}
      showErrors={props.showErrors}
      onChange={(id, value) => {
        const field = props.fields.find((f) => f.id === id);
        touch(id);
        if (field) props.onChange(storeValue(field, props.object, value));
      }}
      onBlur={touch}
    />
  );
}
