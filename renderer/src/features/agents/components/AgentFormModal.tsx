// The agent form (spec 1 §2, §4, §5) titled 'Create new agent' or the agent's name: name (required,
// fixed when editing), properties, and — on creation — Kubernetes scraping and telemetry
// options for the install instructions. Editing offers delete with its two questions.
import { useState } from 'react';
import { Alert } from '@blueprintjs/core';
import type { AgentSummary } from '../../../api/services/agents.types.ts';
import { GuardedButton, useConfirmation } from '../../../components/action/GuardedButton.tsx';
import { deleteQuestion } from '../../../components/action/guarded-button-model.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
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

  // Enter in a field submits, as Save does, and nothing while Save is disabled (offline).
  return (
    <FormDialog
      size="medium"
      title={agent ? agent.name : 'Create new agent'}
      form={form}
      save={save}
      saving={props.pending}
      saveText={agent ? 'Save' : 'Create'}
      writable={props.canWrite}
      first={
        agent &&
        props.canWrite && (
          <DeleteAgent agent={agent} onDelete={(cleanup) => props.onDelete(agent.id, cleanup)} />
        )
      }
      onClose={props.onClose}
      fields={agentFields(agent === null)}
      idPrefix="agent"
      layout="stack"
      editing={agent !== null}
      submitOnEnter
    />
  );
}
