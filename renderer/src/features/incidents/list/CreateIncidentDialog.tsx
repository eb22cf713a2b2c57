// 'Create New Incident' (spec 2 §2, §4, §5): title, description, severity, status and type; on
// submit the incident, its root hypothesis and the optional evidence (a config or a topology
// component the dialog was opened for) are written, then the new incident opens. A failure is
// toasted by the mutation cache and the dialog stays open with what was typed.
import { useNavigate } from 'react-router';
import type { EvidenceInput } from '../../../api/services/incident-evidence.ts';
import { createIncident, invalidateIncidents } from '../../../api/services/incidents.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { INCIDENT } from '../write-access.ts';
import { useCurrentUserId } from '../../../components/action/write-access.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  CREATE_INCIDENT_DEFAULTS,
  CREATE_INCIDENT_FIELDS,
  toNewIncident,
  validateCreateIncident,
  type CreateIncidentValues,
} from './create-incident-form.ts';
import './incidents-list.css';

export const CREATE_INCIDENT_TITLE = 'Create New Incident';

export function CreateIncidentDialog(props: {
  onClose: () => void;
  /** Attached to the new incident's root hypothesis (a config or topology component). */
  evidence?: EvidenceInput;
  /** A title to start from (e.g. the component's name). */
  initialTitle?: string;
}) {
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
  const submit = (values: CreateIncidentValues) =>
    create.mutate(values, {
      onSuccess: (id) => {
        onClose();
        void navigate(paths.incident(id));
      },
    });

  return (
    <FormDialog
      title={CREATE_INCIDENT_TITLE}
      size="medium"
      form={form}
      save={submit}
      saving={create.isPending}
      writable
      saveText="Create"
      savingText="Creating"
      saveDisabled={me === null}
      saveProps={{ resource: INCIDENT }}
      onClose={onClose}
      submitOnEnter
      fields={CREATE_INCIDENT_FIELDS}
      columns={3}
      idPrefix="incident"
    >
      {evidence && (
        <p className="mc-inc-create-evidence">
          {evidence.type === 'topology' ? 'Component' : 'Config'} evidence: {evidence.description}
        </p>
      )}
    </FormDialog>
  );
}
