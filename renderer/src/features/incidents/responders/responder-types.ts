// The responder types and their fields (spec 2 §3): what each type's form asks for, in order,
// and how a field is entered. Jira and MS Planner first choose an integration instance whose
// projects or plans feed the selectors below it.
import type { IntegrationKind } from '../../../api/services/incident-responders.ts';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import * as kit from '../../../components/form-kit/field-builders.ts';
import { isRecord } from '../../../lib/data/is-record.ts';

export type FormValues = Record<string, string>;
type Config = Record<string, unknown> | null | undefined;

/** A selector's options: what the chosen instance's config offers (empty until `needs` is chosen). */
export type Picker = (config: Config, values: FormValues) => DropdownOption[];

/** A form kit field; a selector (`picker`; 'instance': the integration's instances) is a dropdown. */
export type ResponderField = FieldDef & { picker?: Picker | 'instance' };

export const INVALID_VALUE_TEXT = 'Please provide valid value';

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

/** Every field is required, with one message (spec 2 §5). */
const REQUIRED = { required: true, requiredText: INVALID_VALUE_TEXT };
const text = (id: string, label: string) => kit.text(id, label, REQUIRED);
const area = (id: string, label: string) => kit.area(id, label, REQUIRED);
const pick = (
  id: string,
  label: string,
  needs: string | null,
  picker: Picker | 'instance',
): ResponderField => ({ ...text(id, label), kind: 'custom', picker, ...(needs ? { needs } : {}) });

const records = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** A list of strings in the config, as options. */
const listed = (value: unknown): DropdownOption[] =>
  (Array.isArray(value) ? value : []).flatMap((v) =>
    typeof v === 'string' ? [{ value: v, label: v }] : [],
  );
/** Items of the config by `key`, read by their name. */
const named = (items: unknown, key: string, label: (name: string, id: string) => string) =>
  records(items).map((item) => {
    const id = str(item[key]);
    return { value: id, label: str(item['name']) ? label(str(item['name']), id) : id };
  });
/** The item of `items` whose `key` is the form's `field`. */
const chosen = (items: unknown, key: string, value: string | undefined) =>
  records(items).find((item) => str(item[key]) === value);

const project = (config: Config, values: FormValues) =>
  chosen(config?.['projects'], 'key', values['project']);

/** An integration's type: its instance first, then its own fields. */
const integration = (
  def: Omit<ResponderTypeDef, 'fields'>,
  instanceLabel: string,
  fields: ResponderField[],
): ResponderTypeDef => ({
  ...def,
  fields: [pick(INSTANCE_FIELD, instanceLabel, null, 'instance'), ...fields],
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
  integration({ type: 'jira', label: 'Jira', icon: 'jira', integration: 'Jira' }, 'Jira Instance', [
    pick('project', 'Project', INSTANCE_FIELD, (config) =>
      named(config?.['projects'], 'key', (name, key) => `${name} (${key})`),
    ),
    pick('issueType', 'Issue Type', 'project', (config, values) =>
      listed(project(config, values)?.['issueTypes']),
    ),
    text('summary', 'Summary'),
    area('description', 'Description'),
    pick('priority', 'Priority', INSTANCE_FIELD, (config, values) =>
      listed(project(config, values)?.['priorities'] ?? config?.['priorities']),
    ),
  ]),
  integration(
    { type: 'ms_planner', label: 'Microsoft Planner', icon: 'microsoft', integration: 'MSPlanner' },
    'Planner Instance',
    [
      pick('plan_id', 'Plan', INSTANCE_FIELD, (config) =>
        named(config?.['plans'], 'id', (name) => name),
      ),
      pick('bucket_id', 'Bucket', 'plan_id', (config, values) =>
        named(chosen(config?.['plans'], 'id', values['plan_id'])?.['buckets'], 'id', (n) => n),
      ),
      pick('priority', 'Priority', INSTANCE_FIELD, (config) => listed(config?.['priorities'])),
      text('title', 'Title'),
      area('description', 'Description'),
    ],
  ),
  ticket('service_now', 'ServiceNow', 'servicenow', false),
  ticket('ca', 'CA Service Desk', 'ca', false),
  ticket('aws_support', 'AWS Support', 'aws', false),
  ticket('aws_ams_services_request', 'AWS AMS Service Request', 'aws', false),
  ticket('redhat', 'Red Hat', 'redhat', true),
  ticket('oracle', 'Oracle', 'oracle', true),
  ticket('vmware', 'VMware', 'vmware', true),
];

export const responderTypeDef = (type: string | null | undefined) =>
  RESPONDER_TYPES.find((def) => def.type === type);
