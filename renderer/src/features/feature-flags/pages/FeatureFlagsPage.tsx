// /settings/feature-flags (spec 3 §2.7): every property the backend applies, local ones (from its
// properties file) first and read-only; Add and Delete need write on feature_flags. A flag is
// edited in a dialog; a change applies console-wide at once (the flags are refetched).
import { Callout } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  deleteProperty,
  invalidateProperties,
  propertiesKeys,
  propertiesQuery,
  propertyRowsQuery,
  saveProperty,
} from '../../../api/services/properties.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import {
  editListScreen,
  type RowDialogProps,
} from '../../../components/resource-list/edit-list-screen.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import { sortedByName, sortedColumn } from '../../../components/resource-list/client-list.ts';
import { creatorColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import { useWriteAsMe } from '../../../components/resource-form/useWriteAsMe.ts';
import {
  FLAG_FIELDS,
  LOCAL_READ_ONLY_TEXT,
  flagDescription,
  mergeFlags,
  validateFlag,
  type FeatureFlag,
  type FlagValues,
} from '../feature-flags.ts';

const columns: Column<FeatureFlag>[] = [
  // A flag's name is what it is known by: whole at 1280×800.
  { ...sortedColumn('name', 'Name', (f) => f.name), minWidth: 240 },
  sortedColumn('value', 'Value', (f) => f.value),
  {
    id: 'description',
    header: 'Description',
    cell: (f) => f.description,
    priority: 2,
    minWidth: 200,
  },
  {
    id: 'source',
    header: 'Source',
    width: 90,
    sortValue: (f) => f.source,
    cell: (f) => (
      <Tag minimal intent={f.source === 'local' ? 'warning' : 'none'}>
        {f.source}
      </Tag>
    ),
    exportValue: (f) => f.source,
  },
  { ...creatorColumn((f: FeatureFlag) => f.createdBy), priority: 3, minWidth: 150 },
  {
    ...timeColumn('updated_at', 'Updated', (f: FeatureFlag) => f.updatedAt, false),
    priority: 3,
    minWidth: 110,
  },
];

/** The properties the backend applies, with the stored rows' authors, merged (local ones first). */
async function readFlags(orgId: string, client: QueryClient): Promise<FeatureFlag[]> {
  const [effective, rows] = await Promise.all([
    client.fetchQuery(propertiesQuery(orgId)),
    client.fetchQuery(propertyRowsQuery(orgId)),
  ]);
  return mergeFlags(effective, rows);
}

export const FEATURE_FLAGS_LIST: ResourceListDefinition<FeatureFlag> = sortedByName({
  // A flag's save or delete invalidates the properties (the list with them).
  source: clientSource(
    'feature-flags',
    ({ orgId, client }) => readFlags(orgId, client),
    propertiesKeys.all,
  ),
  title: 'Feature Flags',
  columns,
  emptyText: 'No data available',
  permission: 'feature_flags',
  getRowId: (f) => f.name,
});

export const FeatureFlagsPage = editListScreen(FEATURE_FLAGS_LIST, 'Add Feature Flag', FlagDialog);

function FlagDialog(props: RowDialogProps<FeatureFlag>) {
  const { row: flag, onClose } = props;
  const orgId = useOrgId();
  // Every flag the backend knows, for the description of a name being added.
  const effective = useQuery(propertiesQuery(orgId));
  const form = useFormState({ name: flag?.name ?? '', value: flag?.value ?? '' }, validateFlag);
  const writable = props.canWrite && flag?.source !== 'local';
  const save = useWriteAsMe(
    (orgId, { name, value }: FlagValues, userId) =>
      saveProperty(orgId, { name: name.trim(), value: value.trim() }, flag !== null, userId),
    {
      success: flag ? 'Feature flag updated successfully' : 'Feature flag added successfully',
      invalidate: invalidateProperties,
    },
  );
  // Beside the form's values: what the backend says about the flag (read-only).
  const shown = {
    description: flagDescription(form.values.name, effective.data ?? []),
    source: flag?.source ?? 'db',
  };
  return (
    <FormDialog
      title={flag ? `Feature flag ${flag.name}` : 'Add Feature Flag'}
      size="small"
      writable={writable}
      form={{ ...form, values: { ...form.values, ...shown } }}
      save={save}
      remove={{
        kind: 'feature flag',
        name: flag?.name,
        remove: () => deleteProperty(orgId, flag?.name ?? ''),
        invalidate: invalidateProperties,
        success: 'Feature flag removed successfully',
      }}
      onClose={onClose}
      fields={FLAG_DIALOG_FIELDS}
      idPrefix="flag"
      layout="stack"
      editing={flag !== null}
    >
      {flag?.source === 'local' && (
        <Callout intent="warning" className="mcd-flag-local">
          {LOCAL_READ_ONLY_TEXT}
        </Callout>
      )}
    </FormDialog>
  );
}

/** The dialog's fields: Name, Value, then Description (the backend's text: a description may be
 * long) and Source, read-only. */
export const FLAG_DIALOG_FIELDS: readonly FieldDef[] = [
  ...FLAG_FIELDS,
  {
    id: 'description',
    label: 'Description',
    kind: 'custom',
    render: ({ value }) => <span className="mcd-flag-description">{String(value)}</span>,
  },
  { id: 'source', label: 'Source', kind: 'readonly' },
];
