// A setting saved as soon as it changes (how long the offline cache keeps data, an organisation's
// health watch and notification rules): its label and help, which 'Not saved: <why>' replaces when
// the save failed, as does a message of the setting's own (a time that does not parse).
import type { ReactNode } from 'react';
import { FormGroup } from '@blueprintjs/core';

export function SavedSetting(props: {
  label: string;
  labelFor?: string;
  help: ReactNode;
  save: { error: Error | null };
  /** The setting's own message, shown in the help's place. */
  error?: string | null;
  /** The help itself reports a failure (a check that did not run). */
  failed?: boolean;
  inline?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { save, error } = props;
  const message = save.error ? `Not saved: ${save.error.message}` : error;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.labelFor}
      helperText={message ?? props.help}
      intent={message || props.failed ? 'danger' : 'none'}
      inline={props.inline}
      className={props.className}
    >
      {props.children}
    </FormGroup>
  );
}
