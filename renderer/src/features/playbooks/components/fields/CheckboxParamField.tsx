// `checkbox` parameters: the value is 'true' or 'false'.
import { Checkbox } from '@blueprintjs/core';
import type { ParamFieldProps, SpecOf } from './field-props.ts';
import { fieldId } from './field-props.ts';
import { ParamFormGroup } from './ParamFormGroup.tsx';

export function CheckboxParamField({
  spec,
  value,
  error,
  onChange,
}: ParamFieldProps<SpecOf<'checkbox'>>) {
  return (
    <ParamFormGroup spec={spec} error={error} bare>
      <Checkbox
        id={fieldId(spec.name)}
        label={spec.required ? `${spec.label} (required)` : spec.label}
        checked={value === 'true'}
        onChange={(e) => onChange(String(e.currentTarget.checked))}
      />
    </ParamFormGroup>
  );
}
