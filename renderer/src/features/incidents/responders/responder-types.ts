// The responder types and their fields (spec 2 §3): what each type's form asks for, in order,
// and how a field is entered. Jira and MS Planner first choose an integration instance whose
// projects or plans feed the selectors below it.
import type { IntegrationKind } from '../../../api/services/incident-responders.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';

/** Where a selector's options come from: the integration's instances, or the chosen one's config. */
export type OptionSource =
  | 'instance'
  | 'jiraProject'
  | 'jiraIssueType'
  | 'jiraPriority'
  | 'plannerPlan'
  | 'plannerBucket'
  | 'plannerPriority';

/** A form kit field; a selector (`source`) is a custom field the form draws as a dropdown. */
export type ResponderField = FieldDef & { source?: OptionSource };

export const INVALID_VALUE_TEXT = 'Please provide valid value';

/** Every field is required, with one message (spec 2 §5). */
const validValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : INVALID_VALUE_TEXT;

export interface ResponderTypeDef {
  type: string;
  label: string;
  /** A name for TypeIcon. */
  icon: string;
  integration?: IntegrationKind;
  fields: readonly ResponderField[];
}

/** The field holding the chosen integration instance (Jira, MS Planner). */
export const INSTANCE_FIELD = 'configId';

const text = (id: string, label: string): ResponderField => ({
  id,
  label,
  kind: 'text',
  validate: validValue,
});
const area = (id: string, label: string): ResponderField => ({
  ...text(id, label),
  kind: 'textarea',
});
const pick = (id: string, label: string, source: OptionSource): ResponderField => ({
  ...text(id, label),
  kind: 'custom',
  source,
});

const ticket = (type: string, label: string, icon: string, product: boolean): ResponderTypeDef => ({
  type,
  label,
  icon,
  fields: [
    ...(product ? [text('product', 'Product')] : []),
    text('category', 'Category'),
    text('description', 'Description'),
    area('body', 'Body'),
  ],
});

export const RESPONDER_TYPES: readonly ResponderTypeDef[] = [
  {
    type: 'email',
    label: 'Email',
    icon: 'email',
    fields: [text('to', 'To'), text('subject', 'Subject'), area('body', 'Body')],
  },
  {
    type: 'jira',
    label: 'Jira',
    icon: 'jira',
    integration: 'Jira',
    fields: [
      pick(INSTANCE_FIELD, 'Jira Instance', 'instance'),
      pick('project', 'Project', 'jiraProject'),
      pick('issueType', 'Issue Type', 'jiraIssueType'),
      text('summary', 'Summary'),
      area('description', 'Description'),
      pick('priority', 'Priority', 'jiraPriority'),
    ],
  },
  {
    type: 'ms_planner',
    label: 'Microsoft Planner',
    icon: 'microsoft',
    integration: 'MSPlanner',
    fields: [
      pick(INSTANCE_FIELD, 'Planner Instance', 'instance'),
      pick('plan_id', 'Plan', 'plannerPlan'),
      pick('bucket_id', 'Bucket', 'plannerBucket'),
      pick('priority', 'Priority', 'plannerPriority'),
      text('title', 'Title'),
      area('description', 'Description'),
    ],
  },
  ticket('service_now', 'ServiceNow', 'servicenow', false),
  ticket('ca', 'CA Service Desk', 'ca', false),
  ticket('aws_support', 'AWS Support', 'aws', false),
  ticket('aws_ams_services_request', 'AWS AMS Service Request', 'aws', false),
  ticket('redhat', 'Red Hat', 'redhat', true),
  ticket('oracle', 'Oracle', 'oracle', true),
  ticket('vmware', 'VMware', 'vmware', true),
];

export const PERSON_TYPE: ResponderTypeDef = {
  type: 'person',
  label: 'Person',
  icon: 'user',
  fields: [text('person', 'Person')],
};

export function responderTypeDef(type: string | null | undefined): ResponderTypeDef | undefined {
  if (type === 'person') return PERSON_TYPE;
  return RESPONDER_TYPES.find((def) => def.type === type);
}

/** Which fields a change empties: the ones whose options depend on it. */
export const DEPENDENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  [INSTANCE_FIELD]: ['project', 'issueType', 'priority', 'plan_id', 'bucket_id'],
  project: ['issueType'],
  plan_id: ['bucket_id'],
};
