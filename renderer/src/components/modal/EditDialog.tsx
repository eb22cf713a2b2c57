// A dialog that edits one item: the Modal with the EditDialogFooter. Save validates the form and
// hands its valid values to `save`: a mutation (useMutationWithToast's, say), which closes the
// dialog once it succeeded, or a plain handler. `remove` offers Delete of an existing item (see
// useDeleteAction), which closes it too. FormDialog is this dialog with kit fields as its body.
import type { ComponentProps, ReactNode } from 'react';
import type { IconName } from '@blueprintjs/core';
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

type FooterProps = ComponentProps<typeof EditDialogFooter>;

export type EditDialogProps<V> = Omit<
  FooterProps,
  'onSave' | 'onCancel' | 'onDelete' | 'deleting' | 'saving'
> & {
  title: ReactNode;
  /** Beside the title. */
  icon?: IconName;
  size?: ModalSize;
  form: FormState<V>;
  /** A plain handler may return a promise: `form.pending` until it settles, `form.submitError`. */
  save: SaveMutation<V> | ((values: V) => unknown);
  /** Whether a plain handler's save runs (default: `form.pending`); a mutation says so itself. */
  saving?: boolean;
  remove?: DeleteOptions | null;
  onClose: () => void;
  /** What the cancel button does, when more than closing (a Reset that clears a choice). */
  onCancel?: () => void;
  children?: ReactNode;
};

/** What saving the valid values does: the plain handler, or the mutation that closes once done. */
export const saveHandler = <V,>(save: EditDialogProps<V>['save'], onClose: () => void) =>
  typeof save === 'function' ? save : (values: V) => save.mutate(values, { onSuccess: onClose });

export function EditDialog<V>(props: EditDialogProps<V>) {
  const { form, save, onClose } = props;
  const remove = useDeleteAction({ ...(props.remove ?? NO_DELETE), onDone: onClose });
  const submit = saveHandler(save, onClose);
  return (
    <Modal
      isOpen
      size={props.size}
      title={props.title}
      icon={props.icon}
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable={props.writable}
          onDelete={remove.action}
          deleting={remove.deleting}
          saving={typeof save === 'function' ? (props.saving ?? form.pending) : save.isPending}
          saveText={props.saveText}
          savingText={props.savingText}
          saveDisabled={props.saveDisabled}
          saveProps={props.saveProps}
          cancelText={props.cancelText}
          also={props.also}
          first={props.first}
          onSave={() => form.submit(submit)}
          onCancel={props.onCancel ?? onClose}
        />
      }
    >
      {props.children}
    </Modal>
  );
}
