// The footer of a dialog that edits one item: Delete (an existing item, with write), Cancel, and
// Save (with write); the writes are disabled offline with the reason (OfflineGuard) and while
// they run. In a production organisation Delete asks for the organisation's name first.
import { Button } from '@blueprintjs/core';
import { OfflineGuard } from '../offline/OfflineGuard.tsx';
import { useGuardedAction } from '../guard/useGuardedAction.tsx';

export function EditDialogFooter(props: {
  writable: boolean;
  /** Offered for an existing item only. */
  onDelete?: () => void;
  deleting?: boolean;
  saving: boolean;
  /** 'Save' unless given ('Update' for an existing rule). */
  saveText?: string;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { writable, onDelete } = props;
  const { guard, dialog } = useGuardedAction();
  return (
    <>
      {dialog}
      {onDelete && writable && (
        <OfflineGuard>
          {(offline) => (
            <Button
              text="Delete"
              intent="danger"
              variant="outlined"
              disabled={offline || props.deleting}
              onClick={() => guard({ action: 'delete', question: 'Delete this item?' }, onDelete)}
            />
          )}
        </OfflineGuard>
      )}
      <Button text="Cancel" onClick={props.onCancel} />
      {writable && (
        <OfflineGuard>
          {(offline) => (
            <Button
              intent="primary"
              text={props.saving ? 'Saving' : (props.saveText ?? 'Save')}
              disabled={offline || props.saving}
              onClick={props.onSave}
            />
          )}
        </OfflineGuard>
      )}
    </>
  );
}
