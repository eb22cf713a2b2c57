// The label, required marker and message line shared by every parameter field: the message is the
// validation error when there is one, else the parameter's description.
import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';
import type { ParamSpec } from '../../playbook-params.ts';
import { fieldId } from './field-props.ts';

/** A class naming the parameter, so a form group can be found by its parameter's name. */
export const paramClass = (name: string) => `mc-playbook-param-${name.replace(/[^\w-]/g, '_')}`;

export function ParamFormGroup(props: {
  spec: ParamSpec;
  error: string | undefined;
  /** Controls that are not one labelled input (dropdowns, editors) name themselves instead. */
  labelFor?: boolean;
  /** The control carries its own label (a checkbox): only the message line is drawn. */
  bare?: boolean;
  children: ReactNode;
}) {
  const { spec, error } = props;
  return (
    <FormGroup
      label={props.bare ? undefined : spec.label}
      labelFor={props.labelFor === false || props.bare ? undefined : fieldId(spec.name)}
      labelInfo={spec.required && !props.bare ? '(required)' : undefined}
      helperText={error ?? spec.description}
      intent={error ? 'danger' : 'none'}
      className={`mc-playbook-param ${paramClass(spec.name)}`}
    >
      {props.children}
    </FormGroup>
  );
}
