// A dialog that edits one record with kit fields: EditDialog whose body is the fields bound to the
// form's state, under content of the screen's own (a note on where the record comes from) and
// above `after` (a field of the screen's own, a test's answer). With `submitOnEnter` the fields
// are a form (FieldsForm): Enter in a field saves, as Save does.
import type { ReactNode } from 'react';
import { EditDialog, saveHandler, type EditDialogProps } from '../modal/EditDialog.tsx';
import { bindForm, type BoundForm, type Cascade } from './bind-form.ts';
import { FieldList, type FieldListProps } from './FieldList.tsx';
import { FieldsForm } from './FieldsForm.tsx';

export type FormDialogProps<V extends object> = Omit<FieldListProps, keyof BoundForm | 'disabled'> &
  EditDialogProps<V> & {
    /** Fields are read-only (default: without `writable`). */
    disabled?: boolean;
    cascade?: Cascade<V>;
    /** A class on the fields' box. */
    className?: string;
    submitOnEnter?: boolean;
    /** Under the fields (inside the form with `submitOnEnter`). */
    after?: ReactNode;
  };

export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { fields, idPrefix, editing, layout, columns, cascade, className, children } = props;
  const { disabled = !props.writable, submitOnEnter, after, ...dialog } = props;
  const shared = { fields, idPrefix, editing, layout, columns, disabled };
  const list = submitOnEnter ? (
    <FieldsForm
      {...shared}
      form={props.form}
      cascade={cascade}
      onSubmit={saveHandler(props.save, props.onClose)}
    >
      {after}
    </FieldsForm>
  ) : (
    <>
      <FieldList {...shared} {...bindForm(props.form, cascade)} />
      {after}
    </>
  );
  return (
    <EditDialog {...dialog}>
      {children}
      {className ? <div className={className}>{list}</div> : list}
    </EditDialog>
  );
}
