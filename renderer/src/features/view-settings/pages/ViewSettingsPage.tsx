// /settings/views (spec 4-views §2.9): the view definitions, newest first, paged and sorted by the
// server. A row opens 'Edit View', the Add button 'Create View': Name, Namespace and the spec as
// YAML. Writes need write on views (admin only, as the backend says: spec §6); a view declared as
// a Kubernetes resource is shown, not changed, here.
import { Callout } from '@blueprintjs/core';
import {
  deleteViewDefinition,
  invalidateViewDefinitions,
  saveViewDefinition,
  viewDefinitionsSource,
  type ViewDefinitionRow,
} from '../../../api/services/view-definitions.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import {
  createdByColumn,
  stampColumns,
} from '../../../components/resource-list/common-columns.tsx';
import {
  editListScreen,
  type RowDialogProps,
} from '../../../components/resource-list/edit-list-screen.tsx';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { useWriteAsMe } from '../../../components/resource-form/useWriteAsMe.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  VIEW_FIELDS,
  isEditable,
  validateView,
  viewFormValues,
  viewInput,
  type ViewFormValues,
} from '../view-form.ts';
import '../view-settings.css';

export const VIEW_DEFINITIONS_LIST: ResourceListDefinition<ViewDefinitionRow> = {
  source: viewDefinitionsSource,
  title: 'Views',
  permission: 'views',
  emptyText: 'No views found',
  rowName: (row) => row.name,
  columns: [
    fieldColumn('name', 'Name', 260),
    fieldColumn('namespace', 'Namespace', 160),
    fieldColumn('source', 'Source', 140, { priority: 2 }),
    { ...createdByColumn<ViewDefinitionRow>(), priority: 3 },
    ...stampColumns<ViewDefinitionRow>(2),
  ],
};

function ViewDialog(props: RowDialogProps<ViewDefinitionRow>) {
  const { row, onClose } = props;
  const orgId = useOrgId();
  const form = useFormState<ViewFormValues>(viewFormValues(row), validateView);
  const writable = props.canWrite && isEditable(row);
  const save = useWriteAsMe(
    (orgId, values: ViewFormValues, userId) =>
      saveViewDefinition(orgId, row?.id ?? null, viewInput(values), userId),
    {
      success: row ? 'View updated successfully' : 'View added successfully',
      invalidate: invalidateViewDefinitions,
    },
  );
  return (
    <FormDialog
      size="full"
      title={row ? 'Edit View' : 'Create View'}
      onClose={onClose}
      form={form}
      fields={VIEW_FIELDS}
      idPrefix="view"
      layout="stack"
      writable={writable}
      save={save}
      saveText={row ? 'Update' : 'Save'}
      cancelText={row ? undefined : 'Back'}
      remove={
        row && {
          kind: 'view',
          name: row.name,
          remove: () => deleteViewDefinition(orgId, row.id),
          invalidate: invalidateViewDefinitions,
          success: 'View deleted successfully',
        }
      }
    >
      {row && !isEditable(row) && (
        <Callout intent="primary" className="mcd-view-source">
          This view comes from {row.source} and is changed there, not here.
        </Callout>
      )}
    </FormDialog>
  );
}

export const ViewSettingsPage = editListScreen(VIEW_DEFINITIONS_LIST, 'Add View', ViewDialog);
