// A dialog that edits one item: the Modal with the EditDialogFooter, whose Save submits the form
// through the screen's save and closes the dialog once it succeeded; `remove` offers Delete of an
// existing item (see useDeleteAction), which closes it too.
import type { ReactNode } from 'react';
import type { FormState } from '../../lib/form/useFormState.ts';
import { EditDialogFooter } from './EditDialogFooter.tsx';
import { Modal, type ModalSize } from './Modal.tsx';
import { useDeleteAction } from './useDeleteAction.ts';

type DeleteOptions = Omit<Parameters<typeof useDeleteAction>[0], 'onDone'>;
const NO_DELETE: DeleteOptions = {
  kind: '',
  name: undefined,
  remove: () => Promise.resolve(),
  invalidate: () => Promise.resolve(),
};

/** The save the dialog runs: a mutation of the form's values (useMutationWithToast's, say). */
export interface SaveMutation<V> {
  mutate: (values: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

export function EditDialog<V>(props: {
  title: string;
  size?: ModalSize;
  writable: boolean;
  form: FormState<V>;
  save: SaveMutation<V>;
  remove?: DeleteOptions;
  /** 'Save' and 'Saving' unless given. */
  saveText?: string;
  savingText?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { form, save, onClose } = props;
  const remove = useDeleteAction({ ...(props.remove ?? NO_DELETE), onDone: onClose });
  return (
    <Modal
      isOpen
      size={props.size}
      title={props.title}
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable={props.writable}
          onDelete={remove.action}
          deleting={remove.deleting}
          saving={save.isPending}
          saveText={props.saveText}
          savingText={props.savingText}
          onSave={() => form.submit((values) => save.mutate(values, { onSuccess: onClose }))}
          onCancel={onClose}
        />
      }
    >
      {props.children}
    </Modal>
  );
}
