// The agent form (spec 1 §2, §4, §5) titled 'Create new agent' or the agent's name: name (required,
// fixed when editing), properties, and — on creation — Kubernetes scraping and telemetry
// options for the install instructions. Editing offers delete with its two questions.
import { useState } from 'react';
import { Alert } from '@blueprintjs/core';
import type { AgentSummary } from '../../../api/services/agents.types.ts';
import { GuardedButton, useConfirmation } from '../../../components/action/GuardedButton.tsx';
import { deleteQuestion } from '../../../components/action/guarded-button-model.ts';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { EditDialogFooter } from '../../../components/modal/EditDialogFooter.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import type { AgentFormValues } from '../agent-form.ts';
import {
  agentFields,
  agentFieldValues,
  agentValues,
  validateAgent,
  type AgentFieldValues,
} from '../agent-fields.tsx';

export const CLEANUP_QUESTION = 'Would you like to delete resources created by agent?';
export const DELETE_QUESTION = 'Are you sure you want to delete agent?';

export interface AgentFormModalProps {
  agent: AgentSummary | null;
  canWrite: boolean;
  pending: boolean;
  onClose: () => void;
  onCreate: (values: AgentFormValues) => void;
  onUpdate: (id: string, properties: Record<string, string>) => void;
  onDelete: (id: string, cleanup: boolean) => void;
}

/** Delete asks whether to delete what the agent created, then confirms with that answer. */
function DeleteAgent({
  agent,
  onDelete,
}: {
  agent: AgentSummary;
  onDelete: (cleanup: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirmation = useConfirmation();
  const answer = (cleanup: boolean) => {
    setAsking(false);
    confirmation.ask(deleteQuestion(`the agent ${agent.name}`, DELETE_QUESTION), () =>
      onDelete(cleanup),
    );
  };
  return (
    <>
      <GuardedButton
        text="Delete"
        intent="danger"
        variant="minimal"
        icon="trash"
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        confirmButtonText="Yes"
        cancelButtonText="No"
        canEscapeKeyCancel={false}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        {CLEANUP_QUESTION}
      </Alert>
      {confirmation.dialog}
    </>
  );
}

export function AgentFormModal(props: AgentFormModalProps) {
  const { agent } = props;
  const form = useFormState(agentFieldValues(agent), validateAgent);
  const save = (values: AgentFieldValues) => {
    const agentForm = agentValues(values);
    if (agent) props.onUpdate(agent.id, agentForm.properties);
    else props.onCreate(agentForm);
  };

  // Save is the form's submit button, so Enter in a field submits too, and nothing while Save is
  // disabled (offline).
  const footer = (
    <>
      {agent && props.canWrite && (
        <DeleteAgent agent={agent} onDelete={(cleanup) => props.onDelete(agent.id, cleanup)} />
      )}
      <EditDialogFooter
        writable={props.canWrite}
        saving={props.pending}
        saveText={agent ? 'Save' : 'Create'}
        onSave={() => undefined}
        saveProps={{ type: 'submit', form: 'agent-form' }}
        onCancel={props.onClose}
      />
    </>
  );

  return (
    <Modal
      isOpen
      size="medium"
      title={agent ? agent.name : 'Create new agent'}
      onClose={props.onClose}
      footer={footer}
    >
      <form
        id="agent-form"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit(save);
        }}
      >
        <FieldList
          fields={agentFields(agent === null)}
          idPrefix="agent"
          layout="stack"
          disabled={!props.canWrite}
          editing={agent !== null}
          {...bindForm(form)}
        />
      </form>
    </Modal>
  );
}
