// A dialog that edits one record with kit fields: EditDialog whose body is the fields bound to the
// form's state, under content of the screen's own (a note on where the record comes from).
import { EditDialog, type EditDialogProps } from '../modal/EditDialog.tsx';
import { bindForm, type BoundForm, type Cascade } from './bind-form.ts';
import { FieldList, type FieldListProps } from './FieldList.tsx';

export type FormDialogProps<V extends object> = Omit<FieldListProps, keyof BoundForm | 'disabled'> &
  EditDialogProps<V> & {
    /** Fields are read-only (default: without `writable`). */
    disabled?: boolean;
    cascade?: Cascade<V>;
    /** A class on the fields' box. */
    className?: string;
  };

export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { fields, idPrefix, editing, layout, columns, cascade, className, children } = props;
  const { disabled = !props.writable, ...dialog } = props;
  const list = (
    <FieldList
      {...{ fields, idPrefix, editing, layout, columns, disabled }}
      {...bindForm(props.form, cascade)}
    />
  );
  return (
    <EditDialog {...dialog}>
      {children}
      {className ? <div className={className}>{list}</div> : list}
    </EditDialog>
  );
}
