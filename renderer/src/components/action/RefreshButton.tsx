// The icon-only refresh of a page header: its label is its name and tooltip, and it spins while
// the reads it starts are running: while `loading`, or until the promise `onClick` returns
// settles (its failure is the caller's to report).
import { Button, type ButtonProps } from '@blueprintjs/core';
import { useRunning } from '../../lib/hooks/useRunning.ts';

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
  const { running, run } = useRunning();
  return (
    <Button
      icon="refresh"
      variant="minimal"
      aria-label={label}
      title={label}
      loading={loading === true || running}
      onClick={() => run(onClick)}
      {...state}
    />
  );
}
