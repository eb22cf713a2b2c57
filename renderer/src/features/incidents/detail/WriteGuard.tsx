// Wraps an incident write control: without write access it is disabled and a tooltip says why
// (no permission, or offline).
import type { ReactElement } from 'react';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import type { WriteAccess } from '../write-access.ts';

export function WriteGuard(props: {
  write: WriteAccess;
  children: (disabled: boolean) => ReactElement;
  /** The wrapper's class: a block by default; 'mcd-disabled-reason' for a button in a row. */
  className?: string;
}) {
  const { allowed, reason } = props.write;
  return (
    <DisabledReason
      reason={allowed ? null : reason}
      offline={false}
      className={props.className ?? 'mc-inc-guard'}
    >
      {props.children(!allowed)}
    </DisabledReason>
  );
}
