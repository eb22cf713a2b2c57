// A button that changes the incident: disabled when the user may not write (a viewer, or the
// organisation is offline), with the reason as a tooltip (the detail panel's WriteGuard).
import { Button, type ButtonProps } from '@blueprintjs/core';
import { WriteGuard } from '../detail/WriteGuard.tsx';
import type { WriteAccess } from '../write-access.ts';

export function WriteButton({
  write,
  ...props
}: ButtonProps & { write: WriteAccess; form?: string }) {
  return (
    <WriteGuard write={write} className="mcd-disabled-reason">
      {(disabled) => <Button {...props} disabled={disabled || props.disabled} />}
    </WriteGuard>
  );
}
