// Run a playbook from its card (spec 3 §2.10, spec 1 §4): the resource first — a config, check or
// component matching the playbook's selectors — then the parameter form the check modal uses,
// with defaults templated against that resource. A playbook without selectors goes straight to
// its parameters.
import { useState } from 'react';
import type { PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import type { PlaybookResource } from '../../../api/services/playbooks.types.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { paramField } from '../../../components/playbook-run/param-fields.tsx';
import { PlaybookRunModal } from '../../../components/playbook-run/PlaybookRunModal.tsx';
import { toParamSpec } from '../../../components/playbook-run/playbook-params.ts';
import { runTargets, type ResourceKind } from './playbook-form.ts';

const KIND_LABEL: Record<ResourceKind, string> = {
  config: 'Config',
  check: 'Health check',
  component: 'Component',
};

/** The kind to run on, and the resource chosen for each kind (a field of its own per kind). */
type Choice = { kind: string } & Partial<Record<ResourceKind, string>>;

export function CardRunDialog(props: {
  orgId: string;
  playbook: PlaybookSpec;
  onClose: () => void;
}) {
  const { orgId, playbook, onClose } = props;
  const targets = runTargets(playbook.spec);
  const form = useFormState<Choice>({ kind: targets[0]?.kind ?? '' });
  const [resource, setResource] = useState<PlaybookResource | null>(null);
  const title = playbook.title || playbook.name;

  if (targets.length === 0 || resource !== null)
    return (
      <PlaybookRunModal
        orgId={orgId}
        playbook={playbook}
        resource={resource}
        needsResource={targets.length > 0}
        across={{ name: playbook.name, namespace: playbook.namespace }}
        onClose={onClose}
      />
    );

  const target = targets.find((t) => t.kind === form.values.kind) ?? targets[0]!;
  const resourceId = form.values[target.kind] ?? '';
  const runOn: FieldDef = {
    id: 'kind',
    label: 'Run on',
    kind: 'select',
    options: targets.map((t) => t.kind),
    optionLabel: (kind) => KIND_LABEL[kind as ResourceKind],
  };
  const spec = toParamSpec({
    name: target.kind,
    label: KIND_LABEL[target.kind],
    type: target.kind,
    required: true,
    description: target.types.length ? `One of ${target.types.join(', ')}` : undefined,
    properties: { filter: { types: target.types } },
  });
  const picker = paramField(spec, { orgId, onInputError: () => undefined });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={form}
      fields={targets.length > 1 ? [runOn, picker] : [picker]}
      idPrefix="playbook-run"
      layout="stack"
      writable
      saveText="Next"
      saveDisabled={!resourceId}
      saveProps={{ icon: 'arrow-right' }}
      save={() => setResource({ kind: target.kind, id: resourceId })}
    />
  );
}
