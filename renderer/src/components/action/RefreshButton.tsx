// The icon-only refresh of a page header: its label is its name and tooltip, and it spins while
// the reads it starts are running.
import { Button, type ButtonProps } from '@blueprintjs/core';

export interface RefreshButtonProps {
  /** The accessible name and tooltip ('Refresh view', 'Refresh every organisation'). */
  label: string;
  loading: boolean;
  disabled?: boolean;
  /** Small in a panel's toolbar. */
  size?: ButtonProps['size'];
  onClick: () => void;
}

export function RefreshButton({ label, ...state }: RefreshButtonProps) {
  return <Button icon="refresh" variant="minimal" aria-label={label} title={label} {...state} />;
}
