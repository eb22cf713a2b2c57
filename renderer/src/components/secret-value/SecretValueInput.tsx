// The input of a secret-capable value (see secret-value.ts): Static (typed in, masked unless it is
// a user name), Config Map or Secret (the name and key of the object in the cluster).
import { useState } from 'react';
import { Button, ControlGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import {
  VALUE_MODES,
  formatSecretValue,
  parseSecretValue,
  type SecretValue,
  type ValueMode,
} from './secret-value.ts';
import './SecretValueInput.css';

export function SecretValueInput(props: {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
  /** A static value is shown as dots until revealed (passwords, tokens; not user names). */
  masked: boolean;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  // The parts are kept while typing: a reference with an empty name still shows its mode.
  const [parts, setParts] = useState<SecretValue>(() => parseSecretValue(props.value));
  const [revealed, setRevealed] = useState(false);
  const update = (next: SecretValue) => {
    setParts(next);
    props.onChange(formatSecretValue(next));
  };
  const intent = props.invalid ? 'danger' : 'none';
  return (
    <div className="mcd-choice-then-value">
      <HTMLSelect
        aria-label={`${props.label} source`}
        value={parts.mode}
        disabled={props.disabled}
        options={VALUE_MODES.map((m) => ({ value: m.mode, label: m.label }))}
        onChange={(event) =>
          update({ mode: event.target.value as ValueMode, value: '', name: '', key: '' })
        }
      />
      {parts.mode === 'static' ? (
        props.multiline ? (
          <TextArea
            id={props.id}
            fill
            rows={4}
            value={parts.value}
            disabled={props.disabled}
            intent={intent}
            onChange={(event) => update({ ...parts, value: event.target.value })}
            onBlur={props.onBlur}
          />
        ) : (
          <InputGroup
            id={props.id}
            fill
            type={revealed || !props.masked ? 'text' : 'password'}
            autoComplete="off"
            value={parts.value}
            disabled={props.disabled}
            intent={intent}
            onValueChange={(value) => update({ ...parts, value })}
            onBlur={props.onBlur}
            rightElement={
              props.masked ? (
                <Button
                  variant="minimal"
                  icon={revealed ? 'eye-off' : 'eye-open'}
                  aria-label={revealed ? `Hide ${props.label}` : `Show ${props.label}`}
                  onClick={() => setRevealed(!revealed)}
                />
              ) : undefined
            }
          />
        )
      ) : (
        <ReferenceInputs
          id={props.id}
          label={props.label}
          parts={parts}
          disabled={props.disabled}
          invalid={props.invalid}
          onChange={update}
          onBlur={props.onBlur}
        />
      )}
    </div>
  );
}

/** A Config Map or Secret reference: the object's name and the key in it. */
function ReferenceInputs(props: {
  id: string;
  label: string;
  parts: SecretValue;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: SecretValue) => void;
  onBlur: () => void;
}) {
  const { parts } = props;
  const secret = parts.mode === 'secret';
  const intent = props.invalid ? 'danger' : 'none';
  return (
    <ControlGroup fill>
      <InputGroup
        id={props.id}
        placeholder={secret ? 'Secret name' : 'Config map name'}
        aria-label={`${props.label} ${secret ? 'secret' : 'config map'} name`}
        value={parts.name}
        disabled={props.disabled}
        intent={intent}
        onValueChange={(name) => props.onChange({ ...parts, name })}
        onBlur={props.onBlur}
      />
      <InputGroup
        placeholder="Key"
        aria-label={`${props.label} key`}
        value={parts.key}
        disabled={props.disabled}
        intent={intent}
        onValueChange={(key) => props.onChange({ ...parts, key })}
        onBlur={props.onBlur}
      />
    </ControlGroup>
  );
}
