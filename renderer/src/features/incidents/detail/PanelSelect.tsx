// A select of the incident's Details panel (type, priority, commander, status): shows the choice
// while it saves, and is disabled with the reason without write access.
import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import type { WriteAccess } from '../write-access.ts';

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
  const [draft, setDraft] = useState<string | null>(null);
  const save = (value: string) => {
    if (value === props.value) setDraft(null);
    else props.onSave(value, () => setDraft(null));
  };
  const later = useDebouncedCallback(save, props.delay ?? 0);
  const options = props.options.some((o) => o.value === props.value)
    ? props.options
    : [{ value: props.value, label: titleCase(props.value || 'unknown') }, ...props.options];
  const { allowed, reason } = props.write;
  return (
    <DisabledReason reason={allowed ? null : reason} offline={false} className="mc-inc-guard">
      <HTMLSelect
        id={props.id}
        fill
        value={draft ?? props.value}
        options={options}
        disabled={!allowed}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          if (props.delay) later(value);
          else save(value);
        }}
      />
    </DisabledReason>
  );
}
