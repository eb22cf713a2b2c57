// Wraps a mutation control (Run Now, run playbook, save…): while the organisation is offline the
// control is disabled and a tooltip says why. Usage:
//   <OfflineGuard>{(disabled) => <Button text="Run Now" disabled={disabled || busy} />}</OfflineGuard>
import type { ReactElement } from 'react';
import { Tooltip } from '@blueprintjs/core';
import { useOfflineGuard } from '../../session/offline/hooks.ts';

export function OfflineGuard(props: { children: (disabled: boolean) => ReactElement }) {
  const { offline, reason } = useOfflineGuard();
  if (!offline) return props.children(false);
  // A disabled button fires no pointer events, so the tooltip sits on a wrapper.
  return (
    <Tooltip content={reason ?? ''} placement="top">
      <span className="mcd-offline-guard" tabIndex={0} aria-label={reason ?? undefined}>
        {props.children(true)}
      </span>
    </Tooltip>
  );
}
