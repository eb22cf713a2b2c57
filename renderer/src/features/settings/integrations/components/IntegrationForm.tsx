// The edit form of one integration: the generic settings form of its table (spec 3 §2.2 fields,
// validation with the kind's schema and type form, and buttons), new when `row` is null. Used in the add dialog and on the detail page.
import { ResourceForm } from '../../../../components/resource-form/ResourceForm.tsx';
import type { IntegrationTable } from '../integration-types.ts';
import { useSpecValidator } from '../../hooks/useSpecValidator.ts';
import { rowToValues } from '../../settings-form.ts';
import { type SettingsRow } from '../../settings-resource.ts';
import { useIntegrationWrites } from '../hooks/useIntegrationWrites.ts';

export function IntegrationForm(props: {
  table: IntegrationTable;
  row: SettingsRow | null;
  readOnly?: boolean;
  /** After a successful save. */
  onDone: () => void;
  onBack: () => void;
  onCancel: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { table, row } = props;
  const { fields, save } = useIntegrationWrites(table, row?.id ?? null);
  const validate = useSpecValidator(table);
  return (
    <ResourceForm
      fields={fields}
      initial={rowToValues(row)}
      validate={validate}
      editing={row !== null}
      readOnly={props.readOnly ?? false}
      pending={save.isPending ? 'save' : props.deleting ? 'delete' : null}
      onSubmit={(values) => save.mutate(values, { onSuccess: props.onDone })}
      onDelete={props.onDelete}
      onBack={props.onBack}
      onCancel={props.onCancel}
    />
  );
}
