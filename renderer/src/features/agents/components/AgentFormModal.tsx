// The agent form (spec 1 §2, §4, §5) titled 'Create new agent' or the agent's name: name (required,
// fixed when editing), properties, and — on creation — Kubernetes scraping and telemetry
// options for the install instructions. Editing offers delete with its two questions.
import { Alert } from '@blueprintjs/core';
import type { AgentSummary } from '../../../api/services/agents.types.ts';
import { DialogButton } from '../../../components/action/DialogButton.tsx';
import { useConfirmation } from '../../../components/action/GuardedButton.tsx';
import { deleteQuestion } from '../../../components/action/guarded-button-model.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { rowsToMap } from '../../../components/key-value-editor/key-value-rows.ts';
import type { AgentFieldValues, InstallTarget } from '../agent-form.ts';
import { useAgentMutations } from '../hooks/useAgentMutations.ts';
import { agentFields, agentFieldValues, validateAgent } from '../agent-fields.tsx';

export const CLEANUP_QUESTION = 'Would you like to delete resources created by agent?';
export const DELETE_QUESTION = 'Are you sure you want to delete agent?';

export interface AgentFormModalProps {
  agent: AgentSummary | null;
  canWrite: boolean;
  onClose: () => void;
  /** A new agent was stored: its one-time installation instructions. */
  onCreated: (target: InstallTarget) => void;
}

/** Delete asks whether to delete what the agent created, then confirms with that answer. */
function DeleteAgent({
  agent,
  onDelete,
}: {
  agent: AgentSummary;
  onDelete: (cleanup: boolean) => void;
}) {
  const confirmation = useConfirmation();
  return (
    <>
      <DialogButton
        text="Delete"
        intent="danger"
        variant="minimal"
        icon="trash"
        dialog={(close) => {
          const answer = (cleanup: boolean) => {
            close();
            confirmation.ask(deleteQuestion(`the agent ${agent.name}`, DELETE_QUESTION), () =>
              onDelete(cleanup),
            );
          };
          return (
            <Alert
              isOpen
              confirmButtonText="Yes"
              cancelButtonText="No"
              canEscapeKeyCancel={false}
              onConfirm={() => answer(true)}
              onCancel={() => answer(false)}
            >
              {CLEANUP_QUESTION}
            </Alert>
          );
        }}
      />
      {confirmation.dialog}
    </>
  );
}

export function AgentFormModal(props: AgentFormModalProps) {
  const { agent, onClose } = props;
  const { orgId, org } = useCurrentOrg();
  const { create, update, remove } = useAgentMutations(orgId);
  const form = useFormState(agentFieldValues(agent), validateAgent);
  const save = (values: AgentFieldValues) => {
    const properties = rowsToMap(values.properties);
    if (agent) return update.mutate({ id: agent.id, properties }, { onSuccess: onClose });
    create.mutate(
      { name: values.name.trim(), properties },
      {
        onSuccess: (created) => {
          // Where agents push to: the organisation's backend API (its address and API prefix).
          const backendUrl = org?.baseUrl
            ? `${org.baseUrl.replace(/\/+$/, '')}${org.prefix}`
            : '<backend-url>';
          props.onCreated({ backendUrl, accessToken: created.access_token, values });
          onClose();
        },
      },
    );
  };

  // Enter in a field submits, as Save does, and nothing while Save is disabled (offline).
  return (
    <FormDialog
      size="medium"
      title={agent ? agent.name : 'Create new agent'}
      form={form}
      save={save}
      saving={create.isPending || update.isPending || remove.isPending}
      saveText={agent ? 'Save' : 'Create'}
      writable={props.canWrite}
      first={
        agent &&
        props.canWrite && (
          <DeleteAgent
            agent={agent}
            onDelete={(cleanup) => remove.mutate({ id: agent.id, cleanup }, { onSuccess: onClose })}
          />
        )
      }
      onClose={onClose}
      fields={agentFields(agent === null)}
      idPrefix="agent"
      layout="stack"
      editing={agent !== null}
      submitOnEnter
    />
  );
}
