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
import { Modal } from '../../../components/modal/Modal.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  connectionTestPlan,
  connectionToValues,
  isEditableSource,
  NAME_FIELDS,
  validateConnection,
  valuesToPayload,
  type ConnectionTestPlan,
  type ConnectionValues,
} from '../connection-form.ts';
import { connectionType, connectionTypeLabel, type ConnectionType } from '../connection-types.ts';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import type { RowDialogProps } from '../../../components/resource-list/edit-list-screen.tsx';
import { ConnectionTypeChooser } from './ConnectionTypeChooser.tsx';

const invalidate = (client: Parameters<typeof invalidateResource>[0]) =>
  invalidateResource(client, connectionsSource.key);

export function ConnectionDialog(props: RowDialogProps<Connection>) {
  const { onClose } = props;
  // The stored connection, named in the title: the one opened, or the one Test has created.
  const [connection, setConnection] = useState<Connection | null>(props.row);
  const [type, setType] = useState<ConnectionType | undefined>(() =>
    connectionType(connection?.type),
  );
  const title = connection
    ? `${connection.name} (${connectionTypeLabel(connection.type)})`
    : type
      ? `Add ${type.label} Connection`
      : 'Add Connection';
  return (
    <Modal isOpen size="large" title={title} onClose={onClose}>
      {connection || type ? (
        <ConnectionForm
          key={type?.value ?? connection?.type}
          connection={props.row}
          onStored={setConnection}
          type={type?.value ?? connection?.type ?? ''}
          canWrite={props.canWrite}
          onBack={props.row ? null : () => setType(undefined)}
          onClose={onClose}
        />
      ) : (
        <ConnectionTypeChooser onChoose={setType} />
      )}
    </Modal>
  );
}

/** The stored row a create answers, as the list reads it; null when it is not one. */
function storedConnection(row: unknown): Connection | null {
  const parsed = connectionsSource.schema.safeParse(row);
  return parsed.success ? parsed.data : null;
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

/** Test a stored connection: its answer is toasted and kept to show in the form. */
function useTestConnection(orgId: string) {
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
  return { tested, run, pending: test.isPending };
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

/** Delete, after the question (the production organisation's name typed first). */
function DeleteConnection(props: { orgId: string; connection: Connection; onDeleted: () => void }) {
  const { orgId, connection } = props;
  const remove = useMutationWithToast({
    mutationFn: (target: Connection) => deleteResource(orgId, connectionsSource, target.id),
    success: 'Connection deleted successfully',
    invalidate,
  });
  return (
    <GuardedButton
      text="Delete"
      intent="danger"
      variant="outlined"
      icon="trash"
      confirm={{
        title: 'Delete connection',
        body: `Are you sure you want to delete the connection ${connection.name}?`,
        confirmText: 'Delete',
      }}
      guard={{ action: 'delete', target: `the connection ${connection.name}` }}
      pending={remove.isPending}
      onClick={() => remove.mutate(connection, { onSuccess: props.onDeleted })}
    />
  );
}

/** The form's buttons: Delete, then Back, Test, Cancel and Save (or Update). */
function ConnectionActions(props: {
  orgId: string;
  connection: Connection | null;
  writable: boolean;
  canTest: boolean;
  plan: ConnectionTestPlan;
  testPending: boolean;
  savePending: boolean;
  onTest: () => void;
  onBack: (() => void) | null;
  onClose: () => void;
}) {
  const { connection, writable, plan, onClose } = props;
  return (
    <div className="mcd-connection-actions">
      {connection && writable && (
        <DeleteConnection orgId={props.orgId} connection={connection} onDeleted={onClose} />
      )}
      <span className="mcd-spacer" />
      {/* Back leads to the type chooser: not once Test has stored the new connection. */}
      {props.onBack && !connection && (
        <Button text="Back" icon="arrow-left" onClick={props.onBack} />
      )}
      {props.canTest && (
        <GuardedButton
          text={plan.text}
          title={plan.kind === 'save-then-test' ? plan.note : undefined}
          icon="play"
          pending={props.testPending}
          pendingText="Testing"
          disabled={plan.kind === 'wait'}
          disabledReason={plan.kind === 'wait' ? plan.reason : undefined}
          onClick={props.onTest}
        />
      )}
      <Button text="Cancel" onClick={onClose} />
      {writable && (
        <GuardedButton
          type="submit"
          intent="primary"
          text={connection ? 'Update' : 'Save'}
          pending={props.savePending}
          pendingText={connection ? 'Updating' : 'Saving'}
        />
      )}
    </div>
  );
}

function ConnectionForm(props: {
  connection: Connection | null;
  type: string;
  canWrite: boolean;
  /** A new connection was stored (by Test in the Add dialog). */
  onStored: (connection: Connection) => void;
  onBack: (() => void) | null;
  onClose: () => void;
}) {
  const { onClose } = props;
  // The stored connection: the one opened, or the new one once Test has created it.
  const [connection, setConnection] = useState<Connection | null>(props.connection);
  const orgId = useOrgId();
  const form = useFormState<ConnectionValues>(
    connectionToValues(props.connection, props.type),
    validateConnection,
  );
  const writable = props.canWrite && isEditableSource(connection?.source);
  const save = useSaveConnection(connection);
  const test = useTestConnection(orgId);
  const plan = connectionTestPlan(connection?.id ?? null, form.isDirty);
  const onTest = () => {
    if (plan.kind === 'test') return test.run(plan.id);
    if (plan.kind !== 'save-then-test') return;
    form.submit((values) =>
      save.mutate(values, {
        onSuccess: (row) => {
          const created = storedConnection(row);
          if (!created) return;
          // From now on the dialog edits what was stored: Update, not a second create.
          setConnection(created);
          props.onStored(created);
          form.reset(connectionToValues(created, props.type));
          test.run(created.id);
        },
      }),
    );
  };
  const type = connectionType(props.type);

  return (
    <form
      className="mcd-connection-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit((values) => save.mutate(values, { onSuccess: onClose }));
      }}
    >
      {connection && !isEditableSource(connection.source) && (
        <Callout intent="primary" icon="lock" className="mcd-connection-note">
          Managed by {connection.source}: edit it there. Changes made here would be overwritten.
        </Callout>
      )}
      <FieldList
        fields={[...NAME_FIELDS, ...(type?.fields ?? [])]}
        idPrefix="connection"
        disabled={!writable}
        editing={connection !== null}
        {...bindForm(form)}
        onChange={(id, value) => form.set(id, String(value))}
      />
      {!type && (
        <p className="mcd-connection-note">This build does not know the fields of this type.</p>
      )}
      {test.tested && <TestResult tested={test.tested} />}
      <ConnectionActions
        orgId={orgId}
        connection={connection}
        writable={writable}
        canTest={connection ? props.canWrite : writable}
        plan={plan}
        testPending={test.pending || (plan.kind === 'save-then-test' && save.isPending)}
        savePending={save.isPending}
        onTest={onTest}
        onBack={props.onBack}
        onClose={onClose}
      />
    </form>
  );
}
