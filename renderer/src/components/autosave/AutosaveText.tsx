// An inline text that saves as it is typed (spec 2 §9's autosave, a hypothesis's title): saved
// trimmed `delay` ms after the last key, never blank (the input turns red instead); a failed save
// keeps what was typed. Without write access it is disabled inside a wrapper that gives the reason.
import { InputGroup } from '@blueprintjs/core';
import { DisabledReason } from '../action/GuardedButton.tsx';
import type { WriteAccess } from '../action/write-access.ts';
import { guardOf, textToSave } from './autosave-model.ts';
import { runSave, useAutosave, type AutosaveSave } from './useAutosave.ts';

export interface AutosaveTextProps {
  /** Its accessible name. */
  label: string;
  value: string;
  access: WriteAccess;
  save: AutosaveSave<string>;
  delay?: number;
  className?: string;
  /** The reason's wrapper class instead of the inline one. */
  guardClassName?: string;
}

export function AutosaveText(props: AutosaveTextProps) {
  const draft = useAutosave(
    props.value,
    (value, done) => {
      const text = textToSave(value, props.value);
      if (text !== null) runSave(props.save, text, done, true);
    },
    props.delay,
  );
  const guard = guardOf(props.access);
  return (
    <DisabledReason reason={guard.reason} offline={guard.offline} className={props.guardClassName}>
      <InputGroup
        className={props.className}
        aria-label={props.label}
        value={draft.value}
        disabled={guard.disabled}
        intent={draft.value.trim() === '' ? 'danger' : 'none'}
        onValueChange={draft.set}
      />
    </DisabledReason>
  );
}
