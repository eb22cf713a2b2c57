// The responder types and their fields (spec 2 §3): what each type's form asks for, in order,
// and how a field is entered. Jira and MS Planner first choose an integration instance whose
// projects or plans feed the selectors below it.
import type { IntegrationKind } from '../../../api/services/incident-responders.ts';

export type FieldKind =
  | 'text'
  | 'textarea'
  /** The Jira / MS Planner integration config (config_items row). */
  | 'instance'
  | 'jiraProject'
  | 'jiraIssueType'
  | 'jiraPriority'
  | 'plannerPlan'
  | 'plannerBucket'
  | 'plannerPriority';

export interface ResponderField {
  name: string;
  label: string;
  kind: FieldKind;
}

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

const text = (name: string, label: string): ResponderField => ({ name, label, kind: 'text' });
const area = (name: string, label: string): ResponderField => ({ name, label, kind: 'textarea' });

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
      { name: INSTANCE_FIELD, label: 'Jira Instance', kind: 'instance' },
      { name: 'project', label: 'Project', kind: 'jiraProject' },
      { name: 'issueType', label: 'Issue Type', kind: 'jiraIssueType' },
      text('summary', 'Summary'),
      area('description', 'Description'),
      { name: 'priority', label: 'Priority', kind: 'jiraPriority' },
    ],
  },
  {
    type: 'ms_planner',
    label: 'Microsoft Planner',
    icon: 'microsoft',
    integration: 'MSPlanner',
    fields: [
      { name: INSTANCE_FIELD, label: 'Planner Instance', kind: 'instance' },
      { name: 'plan_id', label: 'Plan', kind: 'plannerPlan' },
      { name: 'bucket_id', label: 'Bucket', kind: 'plannerBucket' },
      { name: 'priority', label: 'Priority', kind: 'plannerPriority' },
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
