// /settings/scopes (spec 5-access §2.2): every scope, sorted by name on the client; a row opens
// 'Edit Scope', the Add button 'Add Scope'. Writes need write on `rbac` (admin: the Sandbox's role
// table, docs/sandbox-access.md); a scope declared as a Kubernetes resource is read-only here.
import { Callout, FormGroup, Intent } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import {
  SCOPES_KEY,
  deleteScope,
  fetchScopes,
  invalidateScopes,
  saveScope,
  type ScopeRow,
} from '../../../api/services/scopes.ts';
import { CodeEditor } from '../../../components/code-editor/CodeEditor.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { sortedByName, sortedColumn } from '../../../components/resource-list/client-list.ts';
import { createdByColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import {
  editListScreen,
  type RowDialogProps,
} from '../../../components/resource-list/edit-list-screen.tsx';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { sized } from '../../../components/resource-list/sized-column.ts';
import { ScopeTargetsEditor } from '../../../components/scope-targets/ScopeTargetsEditor.tsx';
import { AT_LEAST_ONE_TARGET_TEXT } from '../../../components/scope-targets/scope-targets.ts';
import { useWriteAsMe } from '../../../components/resource-form/useWriteAsMe.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  READ_ONLY_TEXT,
  isUiScope,
  scopeFields,
  scopeFormValues,
  scopeInput,
  targetKinds,
  targetsCount,
  targetsText,
  targetsYaml,
  validateScope,
  type ScopeFormValues,
} from '../scope-form.ts';
import '../scopes.css';

const createdBy = createdByColumn<ScopeRow>();

const columns: Column<ScopeRow>[] = [
  sortedColumn('name', 'Name', (row) => row.name, {
    minWidth: 200,
    cell: (row) => (
      <span className="mcd-scope-name">
        <span className="mcd-scope-name-text" title={row.name}>
          {row.name}
        </span>
        {row.namespace && (
          <Tag minimal round title={row.namespace}>
            {row.namespace}
          </Tag>
        )}
      </span>
    ),
    exportValue: (row) => (row.namespace ? `${row.namespace}/${row.name}` : row.name),
  }),
  sized(
    {
      id: 'targets',
      header: 'Targets',
      cell: (row) => <span title={targetKinds(row)}>{targetsText(targetsCount(row))}</span>,
      sortValue: targetsCount,
      exportValue: (row) => targetsText(targetsCount(row)),
    },
    1,
    110,
  ),
  sortedColumn('description', 'Description', (row) => row.description ?? '', { priority: 2 }),
  sized(
    {
      ...timeColumn('created_at', 'Created', (row: ScopeRow) => row.created_at),
      sortValue: (row) => row.created_at ?? '',
    },
    3,
    96,
  ),
  sized(
    {
      ...timeColumn('updated_at', 'Updated', (row: ScopeRow) => row.updated_at),
      sortValue: (row) => row.updated_at ?? '',
    },
    3,
    96,
  ),
  {
    ...createdBy,
    priority: 3,
    minWidth: 150,
    // A declarative scope has no author: it says where it comes from.
    cell: (row) =>
      isUiScope(row) ? (
        createdBy.cell(row)
      ) : (
        <Tag minimal icon="cube" title={`Declared as a ${row.source ?? ''} resource`}>
          {row.source}
        </Tag>
      ),
    exportValue: (row) =>
      isUiScope(row)
        ? typeof row.created_by === 'object'
          ? (row.created_by?.name ?? '')
          : ''
        : (row.source ?? ''),
  },
];

export const SCOPES_LIST: ResourceListDefinition<ScopeRow> = sortedByName({
  source: clientSource('scopes', ({ orgId, signal }) => fetchScopes(orgId, signal), SCOPES_KEY),
  title: 'Scopes',
  columns,
  permission: 'rbac',
  errorTitle: 'Error loading scopes',
  emptyText: 'No scopes found',
  rowName: (row) => row.name,
});

/** The targets: the editor, or the YAML a declarative scope was declared with. */
function TargetsField(props: {
  form: ReturnType<typeof useFormState<ScopeFormValues>>;
  declarative: boolean;
  disabled: boolean;
}) {
  const { form } = props;
  const empty = form.submitted && form.values.targets.length === 0;
  return (
    <FormGroup
      label="Targets *"
      intent={empty ? Intent.DANGER : Intent.NONE}
      helperText={empty ? AT_LEAST_ONE_TARGET_TEXT : undefined}
    >
      {props.declarative ? (
        <CodeEditor
          aria-label="Targets"
          language="yaml"
          value={targetsYaml(form.values.targets)}
          readOnly
          size="small"
        />
      ) : (
        <ScopeTargetsEditor
          value={form.values.targets}
          onChange={(targets) => form.set('targets', targets)}
          disabled={props.disabled}
          showErrors={form.submitted}
          idPrefix="scope-target"
        />
      )}
    </FormGroup>
  );
}

function ScopeDialog(props: RowDialogProps<ScopeRow>) {
  const { row, onClose } = props;
  const orgId = useOrgId();
  const form = useFormState<ScopeFormValues>(scopeFormValues(row), validateScope);
  const declarative = !isUiScope(row);
  const writable = props.canWrite && !declarative;
  const save = useWriteAsMe(
    (orgId, values: ScopeFormValues, userId) =>
      saveScope(orgId, row?.id ?? null, scopeInput(values), userId),
    { success: row ? 'Scope updated' : 'Scope created', invalidate: invalidateScopes },
  );
  return (
    <FormDialog
      title={row ? 'Edit Scope' : 'Add Scope'}
      size="large"
      form={form}
      save={save}
      writable={writable}
      saveText={row ? 'Save' : 'Create'}
      remove={
        row && writable
          ? {
              kind: 'scope',
              name: row.name,
              remove: () => deleteScope(orgId, row.id),
              invalidate: invalidateScopes,
              success: 'Scope deleted',
              confirm: {
                title: 'Delete Scope',
                body: 'Are you sure you want to delete this scope? This action cannot be undone.',
                confirmText: 'Delete',
              },
            }
          : null
      }
      onClose={onClose}
      fields={scopeFields(declarative)}
      idPrefix="scope"
      layout="stack"
      after={<TargetsField form={form} declarative={declarative} disabled={!writable} />}
    >
      {declarative && (
        <Callout intent={Intent.PRIMARY} className="mcd-scope-read-only">
          {READ_ONLY_TEXT}
        </Callout>
      )}
    </FormDialog>
  );
}

export const ScopesPage = editListScreen(SCOPES_LIST, 'Add Scope', ScopeDialog);
