// A select that saves on change (spec 2 §9's autosave): the choice shows while it saves, through
// a mutation (useMutationWithToast's) or a handler that asks first; a value it does not offer
// reads as itself; without write access it is disabled inside a wrapper that gives the reason.
//   <AutosaveSelect label="Type" value={type} options={TYPES} access={write} delay={500}
//     save={useMutationWithToast({ mutationFn: (type: string) => update({ type }) })} />
import { HTMLSelect } from '@blueprintjs/core';
import { DisabledReason } from '../action/GuardedButton.tsx';
import type { WriteAccess } from '../action/write-access.ts';
import { guardOf, withHeldValue, type AutosaveOption } from './autosave-model.ts';
import { runSave, useAutosave, type AutosaveSave } from './useAutosave.ts';

export interface AutosaveSelectProps<T extends string> {
  /** Its accessible name. */
  label: string;
  value: T;
  options: readonly AutosaveOption[];
  access: WriteAccess;
  /** Runs with a new choice; the same value again is not saved. */
  save: AutosaveSave<T>;
  /** Saves after this long without another choice; at once without it. */
  delay?: number;
  /** Classes of the select; with `draftClassName`, the draft's own (its colour by status). */
  className?: string;
  draftClassName?: (value: T) => string;
  /** The reason's wrapper class instead of the inline one (a block around a full-width select). */
  guardClassName?: string;
  fill?: boolean;
}

export function AutosaveSelect<T extends string>(props: AutosaveSelectProps<T>) {
  const draft = useAutosave(
    props.value,
    (value, done) => (value === props.value ? done() : runSave(props.save, value, done)),
    props.delay,
  );
  const guard = guardOf(props.access);
  const className = [props.className, props.draftClassName?.(draft.value)].filter(Boolean);
  return (
    <DisabledReason reason={guard.reason} offline={guard.offline} className={props.guardClassName}>
      <HTMLSelect
        aria-label={props.label}
        className={className.join(' ') || undefined}
        fill={props.fill}
        value={draft.value}
        options={withHeldValue(props.options, props.value)}
        disabled={guard.disabled}
        onChange={(event) => draft.set(event.currentTarget.value as T)}
      />
    </DisabledReason>
  );
}
