// 'Create New Incident' (spec 2 §2, §4, §5): title, description, severity, status and type; on
// submit the incident, its root hypothesis and the optional evidence (a config or a topology
// component the dialog was opened for) are written, then the new incident opens. A failure is
// toasted by the mutation cache and the dialog stays open with what was typed.
import { Button, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { EvidenceInput } from '../../../api/services/incident-evidence.ts';
import { createIncident, invalidateIncidents } from '../../../api/services/incidents.ts';
import { OfflineGuard } from '../../../components/offline/OfflineGuard.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { useCurrentUserId } from '../write-access.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  CREATE_INCIDENT_DEFAULTS,
  toNewIncident,
  validateCreateIncident,
  type CreateIncidentValues,
} from './create-incident-form.ts';
import { SEVERITY_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from './incident-format.ts';
import './incidents-list.css';

export const CREATE_INCIDENT_TITLE = 'Create New Incident';

/** The three required choices, side by side. */
const SELECTS: {
  name: 'severity' | 'status' | 'type';
  label: string;
  options: { value: string; label: string }[];
}[] = [
  { name: 'severity', label: 'Severity', options: SEVERITY_OPTIONS },
  { name: 'status', label: 'Status', options: STATUS_OPTIONS },
  { name: 'type', label: 'Type', options: TYPE_OPTIONS },
];

export interface CreateIncidentDialogProps {
  onClose: () => void;
  /** Attached to the new incident's root hypothesis (a config or topology component). */
  evidence?: EvidenceInput;
  /** A title to start from (e.g. the component's name). */
  initialTitle?: string;
}

export function CreateIncidentDialog(props: CreateIncidentDialogProps) {
  const { onClose, evidence } = props;
  const orgId = useOrgId();
  const navigate = useNavigate();
  const me = useCurrentUserId();
  const form = useFormState<CreateIncidentValues>(
    { ...CREATE_INCIDENT_DEFAULTS, title: props.initialTitle ?? '' },
    validateCreateIncident,
  );
  const create = useMutationWithToast({
    mutationFn: (values: CreateIncidentValues) =>
      createIncident(orgId, toNewIncident(values), me ?? '', evidence),
    invalidate: invalidateIncidents,
  });
  const submit = () =>
    form.submit((values) =>
      create.mutate(values, {
        onSuccess: (id) => {
          onClose();
          void navigate(paths.incident(id));
        },
      }),
    );
  const { values, errors } = form;
  const invalid = (name: keyof CreateIncidentValues) => (errors[name] ? 'danger' : 'none');

  return (
    <Modal
      isOpen
      title={CREATE_INCIDENT_TITLE}
      onClose={onClose}
      size="medium"
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          <OfflineGuard>
            {(offline) => (
              <Button
                intent="primary"
                text={create.isPending ? 'Creating' : 'Create'}
                disabled={offline || create.isPending || me === null}
                onClick={submit}
              />
            )}
          </OfflineGuard>
        </>
      }
    >
      <form
        className="mc-inc-create"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup
          label="Title"
          labelFor="incident-title"
          labelInfo="(required)"
          intent={invalid('title')}
          helperText={errors.title}
        >
          <InputGroup
            id="incident-title"
            autoFocus
            value={values.title}
            intent={invalid('title')}
            onValueChange={(value) => form.set('title', value)}
            onBlur={() => form.touch('title')}
          />
        </FormGroup>
        <FormGroup label="Description" labelFor="incident-description">
          <TextArea
            id="incident-description"
            fill
            rows={4}
            value={values.description}
            onChange={(event) => form.set('description', event.target.value)}
          />
        </FormGroup>
        <div className="mc-inc-create-row">
          {SELECTS.map((select) => (
            <FormGroup
              key={select.name}
              label={select.label}
              labelFor={`incident-${select.name}`}
              intent={invalid(select.name)}
              helperText={errors[select.name]}
            >
              <HTMLSelect
                id={`incident-${select.name}`}
                fill
                value={values[select.name]}
                options={select.options}
                onChange={(event) => form.set(select.name, event.target.value)}
              />
            </FormGroup>
          ))}
        </div>
        {evidence && (
          <p className="mc-inc-create-evidence">
            {evidence.type === 'topology' ? 'Component' : 'Config'} evidence: {evidence.description}
          </p>
        )}
      </form>
    </Modal>
  );
}
