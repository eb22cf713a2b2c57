// The 'Create New Incident' form (spec 2 §5, §9): title required, description optional,
// severity, status and type required and one of their values; new incidents default to severity
// low, status open and type availability.
import type { NewIncident } from '../../../api/services/incidents.ts';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../api/services/incidents.types.ts';
import { REQUIRED_TEXT, requiredError } from '../../../lib/form/form-messages.ts';
import type { FormErrors } from '../../../lib/form/useFormState.ts';

/** The form's values: the selects hold strings until they are validated. */
export interface CreateIncidentValues {
  title: string;
  description: string;
  severity: string;
  status: string;
  type: string;
}

export const CREATE_INCIDENT_DEFAULTS: CreateIncidentValues = {
  title: '',
  description: '',
  severity: 'low',
  status: 'open',
  type: 'availability',
};

export const INVALID_SEVERITY_TEXT = 'Please select a valid severity';

const oneOf = (values: readonly string[], value: string) => values.includes(value);

export function validateCreateIncident(
  values: CreateIncidentValues,
): FormErrors<CreateIncidentValues> {
  const errors: FormErrors<CreateIncidentValues> = {};
  const title = requiredError(values.title);
  if (title) errors.title = title;
  if (!values.severity) errors.severity = REQUIRED_TEXT;
  else if (!oneOf(INCIDENT_SEVERITIES, values.severity)) errors.severity = INVALID_SEVERITY_TEXT;
  if (!oneOf(INCIDENT_STATUSES, values.status)) errors.status = REQUIRED_TEXT;
  if (!oneOf(INCIDENT_TYPES, values.type)) errors.type = REQUIRED_TEXT;
  return errors;
}

/** The values as the create call takes them; call only when they validated. */
export function toNewIncident(values: CreateIncidentValues): NewIncident {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    severity: values.severity as NewIncident['severity'],
    status: values.status as NewIncident['status'],
    type: values.type as NewIncident['type'],
  };
}
