// A select of the incident's Details panel (type, priority, commander, status): shows the choice
// while it saves, and is disabled with the reason without write access.
import { HTMLSelect } from '@blueprintjs/core';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
import type { WriteAccess } from '../write-access.ts';
import { useDraft } from './useDraft.ts';

export interface PanelSelectProps {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  write: WriteAccess;
  /** Saves after this long without another choice (spec 2 §9); at once without it. */
  delay?: number;
  /** Saves the choice; the select shows it until `done`. */
  onSave: (value: string, done: () => void) => void;
}

/** A select of the panel: shows the choice while it saves; a value it does not offer reads as itself. */
export function PanelSelect(props: PanelSelectProps) {
  const draft = useDraft(
    props.value,
    (value, done) => (value === props.value ? done() : props.onSave(value, done)),
    props.delay,
  );
  const options = props.options.some((o) => o.value === props.value)
    ? props.options
    : [{ value: props.value, label: titleCase(props.value || 'unknown') }, ...props.options];
  const { allowed, reason } = props.write;
  return (
    <DisabledReason reason={allowed ? null : reason} offline={false} className="mc-inc-guard">
      <HTMLSelect
        id={props.id}
        fill
        value={draft.value}
        options={options}
        disabled={!allowed}
        onChange={(event) => draft.set(event.currentTarget.value)}
      />
    </DisabledReason>
  );
}
