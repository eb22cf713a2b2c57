// Wraps a mutation control whose shape GuardedButton does not fit (the list frame's actions):
// while the organisation is offline the control is disabled and a tooltip says why. A single
// write button is a GuardedButton (components/action). Usage:
//   <OfflineGuard>{(disabled) => <Button text="Add" disabled={disabled} />}</OfflineGuard>
import type { ReactElement } from 'react';
import { useOfflineGuard } from '../../session/offline/hooks.ts';
import { DisabledReason } from '../action/GuardedButton.tsx';

export function OfflineGuard(props: { children: (disabled: boolean) => ReactElement }) {
  const { offline, reason } = useOfflineGuard();
  return (
    <DisabledReason reason={reason} offline={offline}>
      {props.children(offline)}
    </DisabledReason>
  );
}
