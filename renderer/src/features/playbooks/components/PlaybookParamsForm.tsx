// The parameter fields of a playbook run as form kit fields (param-fields.tsx, spec 1 §3), or the
// spec's placeholder text when there is no resource yet or nothing to fill in.
import { Callout } from '@blueprintjs/core';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import type { ParamSpec } from '../playbook-params.ts';
import { NO_PARAMETERS_TEXT, SELECT_RESOURCE_TEXT } from '../playbook-params.ts';
import { paramField } from './param-fields.tsx';
import './PlaybookParamsForm.css';

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
      <FieldList
        fields={specs.map((spec) => paramField(spec, props))}
        values={props.values}
        errors={props.errors}
        idPrefix="playbook-param"
        layout="stack"
        disabled={false}
        onChange={(name, value) => props.onChange(name, String(value))}
        onBlur={props.onTouch}
      />
    </form>
  );
}
