// The agent form (spec 1 §2, §4, §5) titled 'Create new agent' or the agent's name: name (required,
// fixed when editing), properties, and — on creation — Kubernetes scraping and telemetry
// options for the install instructions. Editing offers delete with its two questions.
import { useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import type { AgentSummary } from '../../../api/services/agents.types.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { GuardedAlert } from '../../../components/guard/GuardedAlert.tsx';
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

type DeleteStep = 'none' | 'cleanup' | 'confirm';

/** Delete's two questions: whether to delete what the agent created, then the confirmation. */
function AgentDeleteAlerts({
  step,
  onStep,
  agentName,
  onDelete,
}: {
  step: DeleteStep;
  onStep: (step: DeleteStep) => void;
  agentName: string | undefined;
  onDelete: (cleanup: boolean) => void;
}) {
  const [cleanup, setCleanup] = useState(false);
  const answer = (yes: boolean) => {
    setCleanup(yes);
    onStep('confirm');
  };
  return (
    <>
      <Alert
        isOpen={step === 'cleanup'}
        confirmButtonText="Yes"
        cancelButtonText="No"
        canEscapeKeyCancel={false}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      >
        {CLEANUP_QUESTION}
      </Alert>
      <GuardedAlert
        isOpen={step === 'confirm'}
        action="delete"
        target={agentName !== undefined ? `the agent ${agentName}` : ''}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => {
          onStep('none');
          onDelete(cleanup);
        }}
        onCancel={() => onStep('none')}
      >
        {DELETE_QUESTION}
      </GuardedAlert>
    </>
  );
}

export function AgentFormModal(props: AgentFormModalProps) {
  const { agent } = props;
  const form = useFormState(agentFieldValues(agent), validateAgent);
  const [deleteStep, setDeleteStep] = useState<DeleteStep>('none');
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
        <GuardedButton
          text="Delete"
          intent="danger"
          variant="minimal"
          icon="trash"
          onClick={() => setDeleteStep('cleanup')}
        />
      )}
      <Button onClick={props.onClose}>Cancel</Button>
      {props.canWrite && (
        <GuardedButton
          type="submit"
          form="agent-form"
          intent="primary"
          text={agent ? 'Save' : 'Create'}
          pending={props.pending}
        />
      )}
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
      <AgentDeleteAlerts
        step={deleteStep}
        onStep={setDeleteStep}
        agentName={agent?.name}
        onDelete={(cleanup) => agent && props.onDelete(agent.id, cleanup)}
      />
    </Modal>
  );
}
