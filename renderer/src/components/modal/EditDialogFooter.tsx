// The footer of a dialog that edits one item: Delete (an existing item, with write), Cancel, and
// Save (with write). The writes are GuardedButtons: disabled offline with the reason and while
// they run; Delete asks first, naming the item, and in a production organisation asks for the
// organisation's name.
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { GuardedButton, type GuardedButtonProps } from '../action/GuardedButton.tsx';
import { deleteConfirmation, type ConfirmSpec } from '../action/guarded-button-model.ts';

/** The existing item Delete removes: `kind` ('feature flag') and `name` are named in the question. */
export interface DeleteAction {
  kind: string;
  name: string;
  run: () => void;
  /** The question in the spec's words, when it has its own ('Delete Scope'). */
  confirm?: ConfirmSpec;
}

export function EditDialogFooter(props: {
  writable: boolean;
  /** Offered for an existing item only. */
  onDelete?: DeleteAction;
  deleting?: boolean;
  saving: boolean;
  /** 'Save' unless given ('Update' for an existing rule), 'Saving' while it runs unless given. */
  saveText?: string;
  savingText?: string;
  /** Nothing to save yet (no choice made). */
  saveDisabled?: boolean;
  onSave: () => void;
  /** The save button's own look and guard (a Run with its icon, its question). */
  saveProps?: Partial<GuardedButtonProps>;
  onCancel: () => void;
  /** 'Cancel' unless given ('Back' on a form that creates a view). */
  cancelText?: string;
  /** A button of the dialog's own between Cancel and Save (the status move's Skip). */
  also?: ReactNode;
  /** A button of the dialog's own before all others (a Delete that asks its own questions). */
  first?: ReactNode;
}) {
  const { writable, onDelete } = props;
  return (
    <>
      {props.first}
      {onDelete && writable && (
        <GuardedButton
          text="Delete"
          intent="danger"
          variant="outlined"
          pending={props.deleting}
          confirm={onDelete.confirm ?? deleteConfirmation(onDelete.kind, onDelete.name)}
          guard={{ action: 'delete', target: onDelete.name }}
          onClick={onDelete.run}
        />
      )}
      <Button text={props.cancelText ?? 'Cancel'} onClick={props.onCancel} />
      {props.also}
      {writable && (
        <GuardedButton
          intent="primary"
          text={props.saveText ?? 'Save'}
          pending={props.saving}
          pendingText={props.savingText ?? 'Saving'}
          disabled={props.saveDisabled}
          onClick={props.onSave}
          {...props.saveProps}
        />
      )}
    </>
  );
}
