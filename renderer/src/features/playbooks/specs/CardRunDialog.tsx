// Run a playbook from its card (spec 3 §2.10, spec 1 §4): the resource first — a config, check or
// component matching the playbook's selectors — then the parameter form the check modal uses,
// with defaults templated against that resource. A playbook without selectors goes straight to
// its parameters.
import { useState } from 'react';
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import type { PlaybookResource } from '../../../api/services/playbooks.types.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { PickerParamField } from '../components/fields/PickerParamField.tsx';
import { PlaybookRunModal } from '../components/PlaybookRunModal.tsx';
import type { ParamSpec } from '../playbook-params.ts';
import { runTargets, type ResourceKind } from './playbook-form.ts';

const KIND_LABEL: Record<ResourceKind, string> = {
  config: 'Config',
  check: 'Health check',
  component: 'Component',
};

export function CardRunDialog(props: {
  orgId: string;
  playbook: PlaybookSpec;
  onClose: () => void;
}) {
  const { orgId, playbook, onClose } = props;
  const targets = runTargets(playbook.spec);
  const [kind, setKind] = useState<ResourceKind | null>(targets[0]?.kind ?? null);
  const [resourceId, setResourceId] = useState('');
  const [resource, setResource] = useState<PlaybookResource | null>(null);
  const title = playbook.title || playbook.name;
  const runnable = {
    id: playbook.id,
    name: playbook.name,
    title: playbook.title,
    icon: playbook.icon,
    description: playbook.description,
  };

  if (targets.length === 0 || resource !== null)
    return (
      <PlaybookRunModal
        orgId={orgId}
        playbook={runnable}
        resource={resource}
        needsResource={targets.length > 0}
        onClose={onClose}
      />
    );

  const target = targets.find((t) => t.kind === kind) ?? targets[0]!;
  const pickerSpec: Extract<ParamSpec, { family: 'picker' }> = {
    name: 'resource',
    label: KIND_LABEL[target.kind],
    description: target.types.length ? `One of ${target.types.join(', ')}` : undefined,
    required: true,
    default: undefined,
    family: 'picker',
    kind: target.kind,
    filter: target.types.length ? [{ type: target.types }] : [],
  };
  return (
    <Modal
      isOpen
      size="medium"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            intent="primary"
            icon="arrow-right"
            disabled={!resourceId}
            onClick={() => setResource({ kind: target.kind, id: resourceId })}
          >
            Next
          </Button>
        </>
      }
    >
      {targets.length > 1 && (
        <FormGroup label="Run on" labelFor="playbook-run-on">
          <HTMLSelect
            id="playbook-run-on"
            value={target.kind}
            options={targets.map((t) => ({ value: t.kind, label: KIND_LABEL[t.kind] }))}
            onChange={(event) => {
              setKind(event.target.value as ResourceKind);
              setResourceId('');
            }}
          />
        </FormGroup>
      )}
      <FormGroup
        label={pickerSpec.label}
        labelInfo="(required)"
        helperText={pickerSpec.description}
      >
        <PickerParamField
          key={target.kind}
          orgId={orgId}
          spec={pickerSpec}
          value={resourceId}
          onChange={setResourceId}
        />
      </FormGroup>
    </Modal>
  );
}
