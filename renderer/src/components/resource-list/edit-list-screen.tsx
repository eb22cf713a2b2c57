// A list screen whose 'Add …' button and rows open one edit dialog: on the row, or on a new
// record (row null), with whether the user may write the list's resource.
import type { ComponentType } from 'react';
import { DialogList } from './DialogList.tsx';
import type { ResourceListDefinition } from './resource-definition.ts';

export interface RowDialogProps<T> {
  row: T | null;
  canWrite: boolean;
  onClose: () => void;
}

export function editListScreen<T>(
  definition: ResourceListDefinition<T>,
  addText: string,
  Dialog: ComponentType<RowDialogProps<T>>,
) {
  return function EditListScreen() {
    return (
      <DialogList
        definition={definition}
        addText={addText}
        rowOpens
        dialog={(row, close, canWrite) => <Dialog row={row} canWrite={canWrite} onClose={close} />}
      />
    );
  };
}
