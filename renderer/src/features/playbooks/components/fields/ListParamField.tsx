// `list` parameters: one of `properties.options`, through the shared filtering dropdown.
import { Dropdown } from '../../../../components/dropdown/Dropdown.tsx';
import type { ParamFieldProps, SpecOf } from './field-props.ts';
import { ParamFormGroup } from './ParamFormGroup.tsx';

export function ListParamField({ spec, value, error, onChange }: ParamFieldProps<SpecOf<'list'>>) {
  return (
    <ParamFormGroup spec={spec} error={error} labelFor={false}>
      <Dropdown
        aria-label={spec.label}
        options={spec.options}
        value={value}
        onChange={onChange}
        fill
      />
    </ParamFormGroup>
  );
}
