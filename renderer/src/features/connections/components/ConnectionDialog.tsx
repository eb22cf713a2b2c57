// Add or edit a connection (spec 3 §2.6, §5, §8): a new one starts at the type chooser, then the
// type's form, where Test saves the new connection and tests it (the dialog then edits the saved
// one); an existing one opens on its form with Test and Delete. Connections whose source
// is not the UI are shown read-only, because their source would overwrite any change.
import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import {
  connectionsSource,
  testConnection,
  type Connection,
} from '../../../api/services/connections.ts';
import { deleteResource, invalidateResource } from '../../../api/resource/resource-queries.ts';
import { useSaveRow } from '../../../components/resource-form/useSaveRow.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useFormState, type FormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  connectionTestPlan,
  connectionToValues,
  isEditableSource,
  NAME_FIELDS,
  validateConnection,
  valuesToPayload,
  type ConnectionValues,
} from '../connection-form.ts';
import { connectionType, connectionTypeLabel, type ConnectionType } from '../connection-types.ts';
import type { RowDialogProps } from '../../../components/resource-list/edit-list-screen.tsx';
import { ConnectionTypeChooser } from './ConnectionTypeChooser.tsx';

const invalidate = (client: Parameters<typeof invalidateResource>[0]) =>
  invalidateResource(client, connectionsSource.key);

/** The stored row a create answers, as the list reads it; null when it is not one. */
function storedConnection(row: unknown): Connection | null {
  const parsed = connectionsSource.schema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

function TestResult({ tested }: { tested: { ok: boolean; message: string } }) {
  return (
    <Callout
      intent={tested.ok ? 'success' : 'danger'}
      role="status"
      title={tested.ok ? undefined : 'Testing connection failed'}
      className="mcd-connection-test"
    >
      <pre>{tested.message}</pre>
    </Callout>
  );
}

/** Save: an update of the stored connection, or a create. */
const useSaveConnection = (connection: Connection | null) =>
  useSaveRow(
    connectionsSource,
    connection?.id ?? null,
    (values: ConnectionValues) => valuesToPayload(values, connection),
    {
      success: connection ? 'Connection updated successfully' : 'Connection added successfully',
      invalidate,
    },
  );

/** Delete of a stored connection, asked first; it closes the dialog once done. */
const deleteOptions = (orgId: string, connection: Connection) => ({
  kind: 'connection',
  name: connection.name,
  remove: () => deleteResource(orgId, connectionsSource, connection.id),
  invalidate,
  success: 'Connection deleted successfully',
  confirm: {
    title: 'Delete connection',
    body: `Are you sure you want to delete the connection ${connection.name}?`,
    confirmText: 'Delete',
  },
});

/**
 * Test: of the stored connection; in the Add dialog the new one is saved first, and the dialog
 * then edits what was stored (`onCreated`). Its answer is toasted and kept to show in the form.
 */
function useConnectionTest(
  orgId: string,
  connection: Connection | null,
  form: FormState<ConnectionValues>,
  save: ReturnType<typeof useSaveConnection>,
  onCreated: (created: Connection) => void,
) {
  const [tested, setTested] = useState<{ ok: boolean; message: string } | null>(null);
  const test = useMutationWithToast({
    mutationFn: (id: string) => testConnection(orgId, id),
  });
  const run = (id: string) =>
    test.mutate(id, {
      onSuccess: (result) => {
        setTested(result);
        void showToast(result.message, result.ok ? 'success' : 'danger');
      },
    });
  const plan = connectionTestPlan(connection?.id ?? null, form.isDirty);
  const onTest = () => {
    if (plan.kind === 'test') return run(plan.id);
    if (plan.kind !== 'save-then-test') return;
    form.submit((values) =>
      save.mutate(values, {
        onSuccess: (row) => {
          const created = storedConnection(row);
          if (!created) return;
          onCreated(created);
          run(created.id);
        },
      }),
    );
  };
  const pending = test.isPending || (plan.kind === 'save-then-test' && save.isPending);
  return { tested, plan, pending, onTest };
}

const dialogTitle = (connection: Connection | null, type: ConnectionType | undefined) =>
  connection
    ? `${connection.name} (${connectionTypeLabel(connection.type)})`
    : type
      ? `Add ${type.label} Connection`
      : 'Add Connection';

export function ConnectionDialog(props: RowDialogProps<Connection>) {
  const { onClose } = props;
  const orgId = useOrgId();
  // The stored connection, named in the title: the one opened, or the one Test has created.
  const [connection, setConnection] = useState<Connection | null>(props.row);
  const form = useFormState<ConnectionValues>(connectionToValues(props.row), validateConnection);
  // The chosen kind is the form's: choosing one (or going Back) starts its form afresh.
  const type = connectionType(String(form.values.type));
  const writable = props.canWrite && isEditableSource(connection?.source);
  const save = useSaveConnection(connection);
  const test = useConnectionTest(orgId, connection, form, save, (created) => {
    // From now on the dialog edits what was stored: Update, not a second create.
    setConnection(created);
    form.reset(connectionToValues(created));
  });
  const choose = (next: ConnectionType | undefined) =>
    form.reset(connectionToValues(null, next?.value));
  const chosen = connection !== null || type !== undefined;
  // Test asks write on connections; on an existing one whatever its source.
  const canTest = chosen && (connection ? props.canWrite : writable);
  // One dialog from the chooser to the form: its footer has only Cancel until a type is chosen.
  return (
    <FormDialog
      size="large"
      title={dialogTitle(connection, type)}
      form={form}
      save={save}
      writable={chosen && writable}
      saveText={connection ? 'Update' : 'Save'}
      savingText={connection ? 'Updating' : 'Saving'}
      remove={connection && deleteOptions(orgId, connection)}
      onClose={onClose}
      also={
        <>
          {/* Back leads to the type chooser: not once Test has stored the new connection. */}
          {type && !props.row && !connection && (
            <Button text="Back" icon="arrow-left" onClick={() => choose(undefined)} />
          )}
          {canTest && (
            <GuardedButton
              text="Test"
              title={test.plan.kind === 'save-then-test' ? test.plan.note : undefined}
              icon="play"
              pending={test.pending}
              pendingText="Testing"
              disabled={test.plan.kind === 'wait'}
              disabledReason={test.plan.kind === 'wait' ? test.plan.reason : undefined}
              onClick={test.onTest}
            />
          )}
        </>
      }
      // Enter in a field saves, as Save does.
      submitOnEnter
      fields={chosen ? [...NAME_FIELDS, ...(type?.fields ?? [])] : []}
      idPrefix="connection"
      editing={connection !== null}
      after={
        chosen && (
          <>
            {!type && (
              <p className="mcd-connection-note">
                This build does not know the fields of this type.
              </p>
            )}
            {test.tested && <TestResult tested={test.tested} />}
          </>
        )
      }
    >
      {!chosen && <ConnectionTypeChooser onChoose={choose} />}
      {connection && !isEditableSource(connection.source) && (
        <Callout intent="primary" icon="lock" className="mcd-connection-note">
          Managed by {connection.source}: edit it there. Changes made here would be overwritten.
        </Callout>
      )}
    </FormDialog>
  );
}
