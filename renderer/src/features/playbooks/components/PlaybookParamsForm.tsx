// The parameter fields of a playbook run, one component per type family (spec 1 §3), or the
// spec's placeholder text when there is no resource yet or nothing to fill in.
import { Callout } from '@blueprintjs/core';
import type { ParamSpec } from '../playbook-params.ts';
import { NO_PARAMETERS_TEXT, SELECT_RESOURCE_TEXT } from '../playbook-params.ts';
import { CheckboxParamField } from './fields/CheckboxParamField.tsx';
import { CodeParamField } from './fields/CodeParamField.tsx';
import type { ParamFieldProps } from './fields/field-props.ts';
import { ListParamField } from './fields/ListParamField.tsx';
import { PickerParamField } from './fields/PickerParamField.tsx';
import { TextParamField } from './fields/TextParamField.tsx';
import './PlaybookParamsForm.css';

function ParamField(props: ParamFieldProps) {
  const { spec } = props;
  switch (spec.family) {
    case 'checkbox':
      return <CheckboxParamField {...props} spec={spec} />;
    case 'list':
      return <ListParamField {...props} spec={spec} />;
    case 'code':
      return <CodeParamField {...props} spec={spec} />;
    case 'picker':
      return <PickerParamField {...props} spec={spec} />;
    case 'text':
      return <TextParamField {...props} spec={spec} />;
  }
}

export interface PlaybookParamsFormProps {
  orgId: string;
  /** Null until the run has a resource: parameters are fetched for a resource. */
  specs: readonly ParamSpec[] | null;
  values: Readonly<Record<string, string>>;
  /** Messages to show now (touched fields, or every field once a run was attempted). */
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (name: string, value: string) => void;
  onTouch: (name: string) => void;
  onInputError: (name: string, message: string | undefined) => void;
}

export function PlaybookParamsForm(props: PlaybookParamsFormProps) {
  const { specs } = props;
  if (specs === null) return <Callout icon="select">{SELECT_RESOURCE_TEXT}</Callout>;
  if (specs.length === 0) return <p>{NO_PARAMETERS_TEXT}</p>;
  return (
    <form
      className="mc-playbook-params"
      aria-label="Playbook parameters"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      {specs.map((spec) => (
        <ParamField
          key={spec.name}
          orgId={props.orgId}
          spec={spec}
          value={props.values[spec.name] ?? ''}
          error={props.errors[spec.name]}
          onChange={(value) => props.onChange(spec.name, value)}
          onTouch={() => props.onTouch(spec.name)}
          onInputError={(message) => props.onInputError(spec.name, message)}
        />
      ))}
    </form>
  );
}
