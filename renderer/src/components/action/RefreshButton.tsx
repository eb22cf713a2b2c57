// The icon-only refresh of a page header: its label is its name and tooltip, and it spins while
// the reads it starts are running: while `loading`, or until the promise `onClick` returns
// settles (its failure is the caller's to report).
import { useState } from 'react';
import { Button, type ButtonProps } from '@blueprintjs/core';

export interface RefreshButtonProps {
  /** The accessible name and tooltip ('Refresh view', 'Refresh every organisation'). */
  label: string;
  loading?: boolean;
  disabled?: boolean;
  /** Small in a panel's toolbar. */
  size?: ButtonProps['size'];
  onClick: () => unknown;
}

export function RefreshButton({ label, loading, onClick, ...state }: RefreshButtonProps) {
  const [running, setRunning] = useState(false);
  const click = () => {
    const result = onClick();
    if (!(result instanceof Promise)) return;
    setRunning(true);
    const done = () => setRunning(false);
    result.then(done, done);
  };
  return (
    <Button
      icon="refresh"
      variant="minimal"
      aria-label={label}
      title={label}
      loading={loading === true || running}
      onClick={click}
      {...state}
    />
  );
}
