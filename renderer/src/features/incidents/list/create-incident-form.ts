// The 'Create New Incident' form (spec 2 §5, §9): title required, description optional,
// severity, status and type required and one of their values; new incidents default to severity
// low, status open and type availability.
import type { NewIncident } from '../../../api/services/incidents.ts';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../api/services/incidents.types.ts';
import { fieldsValidator, type FieldDef } from '../../../components/form-kit/field.ts';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { INCIDENT_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { labelOf, type Vocabulary } from '../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { REQUIRED_TEXT } from '../../../lib/form/form-messages.ts';
import { SEVERITY_OPTIONS } from './incident-format.ts';

/** The form's values: the selects hold strings until they are validated. */
export type CreateIncidentValues = Record<keyof NewIncident, string>;

export const CREATE_INCIDENT_DEFAULTS: CreateIncidentValues = {
  title: '',
  description: '',
  severity: 'low',
  status: 'open',
  type: 'availability',
};

export const INVALID_SEVERITY_TEXT = 'Please select a valid severity';

/**
 * A required select of `options`, labelled by `vocabulary`; a choice outside them (hand-edited or
 * stale) reads `message`.
 */
const select = (
  id: string,
  label: string,
  options: readonly string[],
  vocabulary: Vocabulary,
  message = REQUIRED_TEXT,
): FieldDef => ({
  id,
  label,
  kind: 'select',
  required: true,
  options,
  optionLabel: (value) => labelOf(vocabulary, value),
  validate: (value) => (options.includes(String(value)) ? undefined : message),
});

/** Title and description across, the three required choices side by side. */
export const CREATE_INCIDENT_FIELDS: readonly FieldDef[] = [
  { id: 'title', label: 'Title', kind: 'text', required: true, autoFocus: true, wide: true },
  { id: 'description', label: 'Description', kind: 'textarea' },
  select(
    'severity',
    'Severity',
    SEVERITY_OPTIONS.map((o) => o.value),
    SEVERITY,
    INVALID_SEVERITY_TEXT,
  ),
  select('status', 'Status', INCIDENT_STATUSES, INCIDENT_STATUS),
  select('type', 'Type', INCIDENT_TYPES, INCIDENT_TYPE),
];

export const validateCreateIncident = fieldsValidator<CreateIncidentValues>(CREATE_INCIDENT_FIELDS);

/** The values as the create call takes them; call only when they validated. */
export const toNewIncident = (values: CreateIncidentValues): NewIncident =>
  ({
    ...values,
    title: values.title.trim(),
    description: values.description.trim(),
  }) as NewIncident;
