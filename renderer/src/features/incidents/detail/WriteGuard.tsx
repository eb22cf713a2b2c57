// Wraps an incident write control: without write access it is disabled and a tooltip says why
// (no permission, or offline).
import type { ReactElement } from 'react';
import { Tooltip } from '@blueprintjs/core';
import type { WriteAccess } from '../write-access.ts';

export function WriteGuard(props: {
  write: WriteAccess;
  children: (disabled: boolean) => ReactElement;
  /** The wrapper's class (block by default; inline for a button in a row). */
  className?: string;
}) {
  const { allowed, reason } = props.write;
  if (allowed) return props.children(false);
  // A disabled control fires no pointer events, so the tooltip sits on a wrapper.
  return (
    <Tooltip content={reason ?? ''} placement="top">
      <span
        className={props.className ?? 'mc-inc-guard'}
        tabIndex={0}
        aria-label={reason ?? undefined}
      >
        {props.children(true)}
      </span>
    </Tooltip>
  );
}
