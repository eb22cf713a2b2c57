// The form kit's field list bound to one object of a spec (spec-model.ts): each change hands back
// a new object with that field set, so unknown keys are never lost. A field's message shows once
// it was changed or left, or once a save was tried.
import { useState } from 'react';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { shownErrors } from '../../../lib/form/useFormState.ts';
import { fieldValue, setField, type SpecField, type SpecObject } from './spec-model.ts';

export function SpecFields(props: {
  idPrefix: string;
  fields: readonly SpecField[];
  entry: SpecObject;
  errors: Record<string, string>;
  disabled: boolean;
  showErrors: boolean;
  onChange: (entry: SpecObject) => void;
}) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (id: string) => setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  const values = Object.fromEntries(props.fields.map((f) => [f.id, fieldValue(f, props.entry)]));
  return (
    <FieldList
      fields={props.fields}
      values={values}
      errors={shownErrors(props.errors, touched, props.showErrors)}
      idPrefix={props.idPrefix}
      disabled={props.disabled}
      showErrors={props.showErrors}
      onChange={(id, value) => {
        const field = props.fields.find((f) => f.id === id);
        touch(id);
        if (field) props.onChange(setField(field, props.entry, value));
      }}
      onBlur={touch}
    />
  );
}
