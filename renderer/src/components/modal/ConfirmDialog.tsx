// The question before a destructive action: open while `subject` is set, `onConfirm` with it.
import type { ReactNode } from 'react';
import { Alert } from '@blueprintjs/core';

export function ConfirmDialog<T>(props: {
  subject: T | null;
  confirmText: string;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { subject, onCancel } = props;
  return (
    <Alert
      isOpen={subject !== null}
      intent="danger"
      icon="trash"
      confirmButtonText={props.confirmText}
      cancelButtonText="Cancel"
      onCancel={onCancel}
      onConfirm={() => {
        if (subject !== null) props.onConfirm(subject);
        onCancel();
      }}
    >
      {props.children}
    </Alert>
  );
}
