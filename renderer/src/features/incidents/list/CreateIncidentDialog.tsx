// 'Create New Incident' (spec 2 §2, §4, §5): title, description, severity, status and type; on
// submit the incident and its root hypothesis are written, then the new incident opens. A failure
// is toasted by the mutation cache and the dialog stays open with what was typed.
import { useNavigate } from 'react-router';
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

export const CREATE_INCIDENT_TITLE = 'Create New Incident';

export function CreateIncidentDialog({ onClose }: { onClose: () => void }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const me = useCurrentUserId();
  const form = useFormState<CreateIncidentValues>(CREATE_INCIDENT_DEFAULTS, validateCreateIncident);
  const create = useMutationWithToast({
    mutationFn: (values: CreateIncidentValues) =>
      createIncident(orgId, toNewIncident(values), me ?? ''),
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
    />
  );
}
