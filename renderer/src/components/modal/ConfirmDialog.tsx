// The question before a destructive action: open while `subject` is set, `onConfirm` with it.
// In a production organisation the name must be typed first (GuardedAlert).
import type { ReactNode } from 'react';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { GuardedAlert, type GuardedAlertProps } from '../guard/GuardedAlert.tsx';

export function ConfirmDialog<T>(props: {
  subject: T | null;
  /** The name of what is deleted, named again in the production confirmation. */
  target: (subject: T) => string;
  confirmText: string;
  /** The organisation acted on, when not the window's own (removing another organisation). */
  org?: Pick<Org, 'environment' | 'name' | 'colour'> | null;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
  children: ReactNode;
  /** Its heading, a button of its own beside Cancel, a confirm that stays disabled (GuardedAlert). */
  more?: Pick<GuardedAlertProps, 'title' | 'also' | 'confirmDisabled'>;
}) {
  const { subject, onCancel } = props;
  return (
    <GuardedAlert
      isOpen={subject !== null}
      action="delete"
      target={subject === null ? '' : props.target(subject)}
      org={props.org}
      intent="danger"
      icon="trash"
      confirmButtonText={props.confirmText}
      cancelButtonText="Cancel"
      onCancel={onCancel}
      {...props.more}
      onConfirm={() => {
        if (subject !== null) props.onConfirm(subject);
        onCancel();
      }}
    >
      {props.children}
    </GuardedAlert>
  );
}
