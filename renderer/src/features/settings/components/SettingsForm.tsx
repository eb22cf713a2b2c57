// The edit form of one settings row: the generic settings form of its table (spec 3 §2.2 fields,
// validation with the kind's schema and type form, and buttons), new when `row` is null. Used on
// the detail page and in the integration dialog's direct forms.
import { useMemo } from 'react';
import { ResourceForm } from '../../../components/resource-form/ResourceForm.tsx';
import { useLoaded } from '../../../lib/hooks/useLoaded.ts';
import { typedSpecError } from '../editors/spec-editor-field.tsx';
import { validateSettingsWith } from '../spec-schemas/spec-form-validation.ts';
import { loadSpecValidator } from '../spec-schemas/spec-validator.ts';
import { rowToValues } from '../settings-form.ts';
import { type SettingsRow } from '../settings-resource.ts';
import { useSettingsWrites } from '../hooks/useSettingsWrites.ts';
import type { SettingsTableName } from '../settings-tables.ts';

export function SettingsForm(props: {
  table: SettingsTableName;
  row: SettingsRow | null;
  readOnly?: boolean;
  /** After a successful save, the delete of an existing row, or Cancel. */
  onClose: () => void;
  /** Back, when it goes elsewhere than `onClose` (the integration dialog's chooser). */
  onBack?: () => void;
}) {
  const { table, row, onClose } = props;
  const { fields, save, remove } = useSettingsWrites(table, row, onClose);
  // The YAML and the type form are checked at once; the kind's spec schema once its validator is
  // fetched. The schema helps, it does not gate: until it loads, or if it fails to, it says nothing.
  const validator = useLoaded(table, loadSpecValidator).value;
  const validate = useMemo(
    () => validateSettingsWith(validator, (spec) => typedSpecError(table, spec)),
    [table, validator],
  );
  return (
    <ResourceForm
      fields={fields}
      initial={rowToValues(row)}
      validate={validate}
      editing={row !== null}
      readOnly={props.readOnly ?? false}
      pending={save.isPending ? 'save' : remove.deleting ? 'delete' : null}
      onSubmit={(values) => save.mutate(values, { onSuccess: onClose })}
      onDelete={remove.action}
      onBack={props.onBack ?? onClose}
      onCancel={onClose}
    />
  );
}
