// The agent form (spec 1 §2, §4, §5) titled 'Create new agent' or the agent's name: name (required,
// read-only when editing), properties, and — on creation — Kubernetes scraping and telemetry
// options for the install instructions. Editing offers delete with its two questions.
import { useState } from 'react';
import { Alert, Button, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import type { AgentSummary } from '../../../api/services/agents.types.ts';
import { KeyValueEditor } from '../../../components/key-value-editor/KeyValueEditor.tsx';
import type { KeyValueRow } from '../../../components/key-value-editor/key-value-rows.ts';
import { rowsFromMap, rowsToMap } from '../../../components/key-value-editor/key-value-rows.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { GuardedAlert } from '../../../components/guard/GuardedAlert.tsx';
import { useOfflineGuard } from '../../../session/offline/hooks.ts';
import { OfflineGuard } from '../../../components/offline/OfflineGuard.tsx';
import {
  KUBERNETES_INTERVALS,
  emptyAgentForm,
  validateAgentForm,
  type AgentFormValues,
} from '../agent-form.ts';

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

export function AgentFormModal(props: AgentFormModalProps) {
  const { agent } = props;
  const [values, setValues] = useState<AgentFormValues>(() => ({
    ...emptyAgentForm(),
    name: agent?.name ?? '',
    properties: agent?.properties ?? {},
  }));
  const [rows, setRows] = useState<KeyValueRow[]>(() => rowsFromMap(agent?.properties ?? {}));
  const [touched, setTouched] = useState(false);
  const [deleteStep, setDeleteStep] = useState<'none' | 'cleanup' | 'confirm'>('none');
  const [cleanup, setCleanup] = useState(false);
  const errors = touched ? validateAgentForm(values) : {};
  const set = (patch: Partial<AgentFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const { offline } = useOfflineGuard();
  const submit = () => {
    // Enter in a field submits too; offline, nothing can be saved.
    if (offline) return;
    setTouched(true);
    const current = { ...values, properties: rowsToMap(rows) };
    if (validateAgentForm(current).name) return;
    if (agent) props.onUpdate(agent.id, current.properties);
    else props.onCreate(current);
  };

  const footer = (
    <>
      {agent && props.canWrite && (
        <OfflineGuard>
          {(offline) => (
            <Button
              intent="danger"
              variant="minimal"
              icon="trash"
              disabled={offline}
              onClick={() => setDeleteStep('cleanup')}
            >
              Delete
            </Button>
          )}
        </OfflineGuard>
      )}
      <Button onClick={props.onClose}>Cancel</Button>
      {props.canWrite && (
        <OfflineGuard>
          {(offline) => (
            <Button intent="primary" loading={props.pending} disabled={offline} onClick={submit}>
              {agent ? 'Save' : 'Create'}
            </Button>
          )}
        </OfflineGuard>
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
        className="mc-agent-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormGroup
          label="Name"
          labelFor="agent-name"
          labelInfo="(required)"
          intent={errors.name ? 'danger' : 'none'}
          helperText={errors.name}
        >
          <InputGroup
            id="agent-name"
            value={values.name}
            readOnly={agent !== null}
            intent={errors.name ? 'danger' : 'none'}
            onValueChange={(name) => set({ name })}
          />
        </FormGroup>
        <FormGroup label="Properties">
          <KeyValueEditor rows={rows} onChange={setRows} readOnly={!props.canWrite} />
        </FormGroup>
        {!agent && (
          <>
            <Switch
              label="Kubernetes"
              checked={values.kubernetes.enabled}
              onChange={(e) =>
                set({ kubernetes: { ...values.kubernetes, enabled: e.currentTarget.checked } })
              }
            />
            {values.kubernetes.enabled && (
              <>
                <FormGroup label="Scrape interval" labelFor="agent-k8s-interval">
                  <HTMLSelect
                    id="agent-k8s-interval"
                    value={values.kubernetes.interval}
                    options={[...KUBERNETES_INTERVALS]}
                    onChange={(e) =>
                      set({ kubernetes: { ...values.kubernetes, interval: e.currentTarget.value } })
                    }
                  />
                </FormGroup>
                <FormGroup
                  label="Exclusions"
                  labelFor="agent-k8s-exclusions"
                  helperText="Comma separated"
                >
                  <InputGroup
                    id="agent-k8s-exclusions"
                    value={values.kubernetes.exclusions.join(',')}
                    onValueChange={(text) =>
                      set({
                        kubernetes: {
                          ...values.kubernetes,
                          exclusions: text
                            .split(',')
                            .map((s) => s.trim())
                            .filter(Boolean),
                        },
                      })
                    }
                  />
                </FormGroup>
              </>
            )}
            <Switch
              label="Push telemetry"
              checked={values.pushTelemetry.enabled}
              onChange={(e) =>
                set({
                  pushTelemetry: { ...values.pushTelemetry, enabled: e.currentTarget.checked },
                })
              }
            />
            {values.pushTelemetry.enabled && (
              <FormGroup label="Topology name" labelFor="agent-topology">
                <InputGroup
                  id="agent-topology"
                  value={values.pushTelemetry.topologyName}
                  onValueChange={(topologyName) =>
                    set({ pushTelemetry: { ...values.pushTelemetry, topologyName } })
                  }
                />
              </FormGroup>
            )}
          </>
        )}
      </form>
      <Alert
        isOpen={deleteStep === 'cleanup'}
        confirmButtonText="Yes"
        cancelButtonText="No"
        canEscapeKeyCancel={false}
        onConfirm={() => {
          setCleanup(true);
          setDeleteStep('confirm');
        }}
        onCancel={() => {
          setCleanup(false);
          setDeleteStep('confirm');
        }}
      >
        {CLEANUP_QUESTION}
      </Alert>
      <GuardedAlert
        isOpen={deleteStep === 'confirm'}
        action="delete"
        target={agent ? `the agent ${agent.name}` : ''}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => {
          setDeleteStep('none');
          if (agent) props.onDelete(agent.id, cleanup);
        }}
        onCancel={() => setDeleteStep('none')}
      >
        {DELETE_QUESTION}
      </GuardedAlert>
    </Modal>
  );
}
