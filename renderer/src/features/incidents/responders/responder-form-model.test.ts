import { describe, expect, it } from 'vitest';
import { clearDependents } from '../../../components/form-kit/bind-form.ts';
import { fieldsValidator } from '../../../components/form-kit/field.ts';
import {
  configuredTypes,
  fillTemplate,
  initialValues,
  preselectInstance,
  responderClients,
  responderFieldDefs,
  SET_BY_TEAM_TEXT,
  toProperties,
} from './responder-form-model.ts';
import {
  INVALID_VALUE_TEXT,
  responderTypeDef,
  type Picker,
  type ResponderTypeDef,
} from './responder-types.ts';

const def = (type: string): ResponderTypeDef => {
  const found = responderTypeDef(type);
  if (!found) throw new Error(type);
  return found;
};
/** What the selector `id` of `type` offers for the config and the form so far. */
const fieldOptions = (type: string, id: string, ...args: Parameters<Picker>) => {
  const picker = def(type).fields.find((f) => f.id === id)?.picker;
  return typeof picker === 'function' ? picker(...args) : [];
};
const incident = { incident: { title: 'Latency spike', incident_id: 'INC-7' } };
/** The form's values after one field's change (FieldsForm with the kit's clearDependents). */
const setFieldValue = (
  d: ResponderTypeDef,
  client: Parameters<typeof responderFieldDefs>[1],
  values: Record<string, string>,
  name: string,
  value: string,
) => ({
  ...values,
  ...clearDependents(responderFieldDefs(d, client))(values, name, value),
  [name]: value,
});

describe('responderClients / configuredTypes', () => {
  it('reads values, defaults and linkUrl; lists only configured types with a form', () => {
    const spec = {
      responder_clients: {
        jira: { values: { project: 'OPS' }, defaults: { priority: 'High' }, linkUrl: 'x' },
        email: {},
        pagerduty: { values: {} },
      },
    };
    expect(responderClients(spec)['jira']).toEqual({
      values: { project: 'OPS' },
      defaults: { priority: 'High' },
      linkUrl: 'x',
    });
    expect(configuredTypes(spec).map((d) => d.type)).toEqual(['email', 'jira']);
    expect(configuredTypes({})).toEqual([]);
    expect(configuredTypes(null)).toEqual([]);
  });
});

describe('initialValues', () => {
  it('fixed values win, defaults prefill (templates over the incident), the rest empty', () => {
    const client = {
      values: { to: 'oncall@example.com' },
      defaults: {
        to: 'ignored@example.com',
        subject: '[{{incident.incident_id}}] {{ incident.title }}',
      },
      linkUrl: null,
    };
    expect(initialValues(def('email'), client, incident)).toEqual({
      to: 'oncall@example.com',
      subject: '[INC-7] Latency spike',
      body: '',
    });
    const [to, subject] = responderFieldDefs(def('email'), client);
    expect([to?.disabled, subject?.disabled]).toEqual([true, undefined]);
  });

  it('fills the instance with the preselected config and defaults referring to other fields', () => {
    const client = {
      values: {},
      defaults: { summary: '{{incident.title}}', description: 'See {{summary}}' },
      linkUrl: null,
    };
    const values = initialValues(def('jira'), client, incident, 'cfg-1');
    expect(values['configId']).toBe('cfg-1');
    expect(values['summary']).toBe('Latency spike');
    expect(values['description']).toBe('See Latency spike');
  });

  it('leaves placeholders it cannot fill as they are', () => {
    expect(fillTemplate('a{{nope.x}}b', {})).toBe('a{{nope.x}}b');
  });
});

describe('setFieldValue', () => {
  const values = { configId: 'c', project: 'OPS', issueType: 'Bug', priority: 'High' };
  it('changing the Jira project clears issueType only', () => {
    const next = setFieldValue(def('jira'), undefined, values, 'project', 'WEB');
    expect(next).toMatchObject({ project: 'WEB', issueType: '', priority: 'High' });
  });
  it('setting the same project keeps issueType', () => {
    expect(setFieldValue(def('jira'), undefined, values, 'project', 'OPS')['issueType']).toBe(
      'Bug',
    );
  });
  it('changing the plan clears bucket_id', () => {
    const next = setFieldValue(
      def('ms_planner'),
      undefined,
      { plan_id: 'p1', bucket_id: 'b1', title: 't' },
      'plan_id',
      'p2',
    );
    expect(next).toMatchObject({ plan_id: 'p2', bucket_id: '', title: 't' });
  });
  it('changing the instance clears what came from it, but never a fixed field', () => {
    const client = { values: { project: 'OPS' }, defaults: {}, linkUrl: null };
    const next = setFieldValue(def('jira'), client, values, 'configId', 'other');
    expect(next).toMatchObject({ configId: 'other', project: 'OPS', issueType: '', priority: '' });
  });
});

describe("the responder form validation (the kit's fieldsValidator)", () => {
  const validateResponder = (d: ResponderTypeDef, values: Record<string, string>) =>
    fieldsValidator(d.fields)(values);
  it('requires every field with the same message', () => {
    const errors = validateResponder(def('email'), { to: 'a@b.c', subject: '  ', body: '' });
    expect(errors).toEqual({ subject: INVALID_VALUE_TEXT, body: INVALID_VALUE_TEXT });
    expect(Object.keys(validateResponder(def('redhat'), {})).sort()).toEqual([
      'body',
      'category',
      'description',
      'product',
    ]);
    expect(validateResponder(def('ms_planner'), {})['configId']).toBe(INVALID_VALUE_TEXT);
  });
});

describe('responderFieldDefs', () => {
  it('draws text as text, selectors as custom fields, and a fixed value disabled', () => {
    const client = { values: { project: 'OPS' }, defaults: {}, linkUrl: null };
    const fields = responderFieldDefs(def('jira'), client);
    expect(fields.map((f) => [f.id, f.kind])).toEqual([
      ['configId', 'custom'],
      ['project', 'custom'],
      ['issueType', 'custom'],
      ['summary', 'text'],
      ['description', 'textarea'],
      ['priority', 'custom'],
    ]);
    expect(fields[1]).toMatchObject({ disabled: true, help: SET_BY_TEAM_TEXT });
    expect(fields[0]?.disabled).toBeUndefined();
  });
});

describe('toProperties', () => {
  it('sends the type and drops empty fields, trimmed', () => {
    expect(
      toProperties(def('email'), { to: ' a@b.c ', subject: '', body: 'Help', extra: 'x' }),
    ).toEqual({ responderType: 'email', to: 'a@b.c', body: 'Help' });
  });
});

describe('preselectInstance', () => {
  const configs = [
    { id: 'a', name: 'Other', external_id: ['jira/team-b'] },
    { id: 'b', name: 'Mine', external_id: ['jira/team-a', 'x'] },
    { id: 'c', name: 'String', external_id: 'team-c/jira' },
  ];
  it('picks the config whose external_id contains the team id', () => {
    expect(preselectInstance(configs, 'team-a')?.id).toBe('b');
    expect(preselectInstance(configs, 'team-c')?.id).toBe('c');
    expect(preselectInstance(configs, 'team-z')).toBeUndefined();
  });
});

describe('fieldOptions', () => {
  const jira = {
    projects: [
      { key: 'OPS', name: 'Operations', issueTypes: ['Bug', 'Task'], priorities: ['High', 'Low'] },
      { key: 'WEB', name: 'Web', issueTypes: ['Story'], priorities: ['Medium'] },
    ],
  };
  it('feeds Jira selectors from the chosen project', () => {
    expect(fieldOptions('jira', 'project', jira, {})).toEqual([
      { value: 'OPS', label: 'Operations (OPS)' },
      { value: 'WEB', label: 'Web (WEB)' },
    ]);
    expect(fieldOptions('jira', 'issueType', jira, { project: 'WEB' }).map((o) => o.value)).toEqual(
      ['Story'],
    );
    expect(fieldOptions('jira', 'issueType', jira, {})).toEqual([]);
    expect(fieldOptions('jira', 'priority', jira, { project: 'OPS' }).map((o) => o.value)).toEqual([
      'High',
      'Low',
    ]);
  });
  it('feeds planner selectors from the chosen plan', () => {
    const planner = {
      plans: [{ id: 'p1', name: 'SRE', buckets: [{ id: 'b1', name: 'To do' }] }],
      priorities: ['urgent', 'important'],
    };
    expect(fieldOptions('ms_planner', 'plan_id', planner, {})).toEqual([
      { value: 'p1', label: 'SRE' },
    ]);
    expect(fieldOptions('ms_planner', 'bucket_id', planner, { plan_id: 'p1' })).toEqual([
      { value: 'b1', label: 'To do' },
    ]);
    expect(fieldOptions('ms_planner', 'priority', planner, {}).length).toBe(2);
    expect(fieldOptions('ms_planner', 'plan_id', null, {})).toEqual([]);
  });
});
