// The footer of a dialog that edits one item: Delete (an existing item, with write), Cancel, and
// Save (with write); the writes are disabled offline with the reason (OfflineGuard) and while
// they run.
import { Button } from '@blueprintjs/core';
import { OfflineGuard } from '../../app/offline/OfflineGuard.tsx';

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
  return (
    <>
      {onDelete && writable && (
        <OfflineGuard>
          {(offline) => (
            <Button
              text="Delete"
              intent="danger"
              variant="outlined"
              disabled={offline || props.deleting}
              onClick={onDelete}
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
