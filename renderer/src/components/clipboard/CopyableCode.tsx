// A value to copy (a command to run, a token shown once): the text as code, named by `label`,
// wrapped wherever it must break, with its copy button beside it.
import { Code } from '@blueprintjs/core';
import { CopyButton } from './CopyButton.tsx';
import './CopyableCode.css';

export function CopyableCode(props: {
  label: string;
  text: string;
  /** The button's name: 'Copy: <label>' unless given. */
  copyLabel?: string;
  successMessage?: string;
}) {
  return (
    <div className="mcd-copyable">
      <Code className="mcd-copyable-text" aria-label={props.label}>
        {props.text}
      </Code>
      <CopyButton
        text={props.text}
        label={props.copyLabel ?? `Copy: ${props.label}`}
        successMessage={props.successMessage}
      />
    </div>
  );
}
