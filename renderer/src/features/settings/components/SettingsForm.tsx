// The edit form of one settings row: the generic settings form of its table (spec 3 §2.2 fields,
// validation with the kind's schema and type form, and buttons), new when `row` is null. Used on
// the detail page and in the integration dialog's direct forms.
import { ResourceForm } from '../../../components/resource-form/ResourceForm.tsx';
import { useSpecValidator } from '../hooks/useSpecValidator.ts';
import { rowToValues } from '../settings-form.ts';
import { type SettingsRow } from '../settings-resource.ts';
import { useSettingsWrites } from '../hooks/useSettingsWrites.ts';
import type { SettingsTableName } from '../settings-tables.ts';

export function SettingsForm(props: {
  table: SettingsTableName;
  row: SettingsRow | null;
  readOnly?: boolean;
  /** After a successful save, or the delete of an existing row. */
  onDone: () => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { table, row } = props;
  const { fields, save, remove } = useSettingsWrites(table, row, props.onDone);
  const validate = useSpecValidator(table);
  return (
    <ResourceForm
      fields={fields}
      initial={rowToValues(row)}
      validate={validate}
      editing={row !== null}
      readOnly={props.readOnly ?? false}
      pending={save.isPending ? 'save' : remove.deleting ? 'delete' : null}
      onSubmit={(values) => save.mutate(values, { onSuccess: props.onDone })}
      onDelete={remove.action}
      onBack={props.onBack}
      onCancel={props.onCancel}
    />
  );
}
