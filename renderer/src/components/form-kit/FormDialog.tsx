// A dialog that edits one record with kit fields: the fields bound to the form's state, content
// of the screen's own above them (a note on where the record comes from), and the edit footer
// (Cancel; Save, or the screen's own text, icon and guard; Delete when given). Save validates
// first and hands the valid values to `onSave`.
import type { ComponentProps, ReactNode } from 'react';
import type { FormState } from '../../lib/form/useFormState.ts';
import { EditDialogFooter } from '../modal/EditDialogFooter.tsx';
import { Modal, type ModalSize } from '../modal/Modal.tsx';
import { bindForm, type BoundForm, type Cascade } from './bind-form.ts';
import { FieldList, type FieldListProps } from './FieldList.tsx';

type FooterProps = ComponentProps<typeof EditDialogFooter>;

export type FormDialogProps<V extends object> = Omit<FieldListProps, keyof BoundForm | 'disabled'> &
  Omit<FooterProps, 'onSave' | 'onCancel'> & {
    title: ReactNode;
    size?: ModalSize;
    onClose: () => void;
    form: FormState<V>;
    onSave: (values: V) => void;
    /** Fields are read-only (default: without `writable`). */
    disabled?: boolean;
    cascade?: Cascade<V>;
    /** A class on the fields' box. */
    className?: string;
    children?: ReactNode;
  };

export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { title, size, onClose, form, onSave, cascade, className, children } = props;
  const { fields, idPrefix, editing, layout, columns, ...footer } = props;
  const list = (
    <FieldList
      {...{ fields, idPrefix, editing, layout, columns }}
      disabled={props.disabled ?? !props.writable}
      {...bindForm(form, cascade)}
    />
  );
  return (
    <Modal
      isOpen
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable={footer.writable}
          onDelete={footer.onDelete}
          deleting={footer.deleting}
          saving={footer.saving}
          saveText={footer.saveText}
          savingText={footer.savingText}
          saveDisabled={footer.saveDisabled}
          saveProps={footer.saveProps}
          onSave={() => form.submit(onSave)}
          onCancel={onClose}
        />
      }
    >
      {children}
      {className ? <div className={className}>{list}</div> : list}
    </Modal>
  );
}
