// A button that changes the incident: disabled when the user may not write (a viewer, or the
// organisation is offline), with the reason as a tooltip on a wrapper (a disabled button gets no
// pointer events).
import { Button, Tooltip, type ButtonProps } from '@blueprintjs/core';
import type { WriteAccess } from '../write-access.ts';

export function WriteButton({
  write,
  ...props
}: ButtonProps & { write: WriteAccess; form?: string }) {
  if (write.allowed) return <Button {...props} />;
  const reason = write.reason ?? 'You cannot change this incident';
  return (
    <Tooltip content={reason} placement="top">
      <span className="mcd-write-guard" tabIndex={0} aria-label={reason} title={reason}>
        <Button {...props} disabled />
      </span>
    </Tooltip>
  );
}
