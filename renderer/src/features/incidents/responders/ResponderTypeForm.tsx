// One responder type's form (spec 2 §5): its fields in order, every one required ('Please provide
// valid value'), the team's fixed values disabled, Jira and MS Planner choosing an instance first
// (searched, re-read by id) whose projects / plans feed the selectors below. The wizard owns the
// footer; this form reports Save through `onSubmit` once everything is valid.
import { useState } from 'react';
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  integrationConfigQuery,
  integrationConfigsQuery,
  type IntegrationConfig,
} from '../../../api/services/incident-responders.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import {
  fieldOptions,
  isFixed,
  setFieldValue,
  validateResponder,
  type FormValues,
  type ResponderClient,
} from './responder-form-model.ts';
import { INSTANCE_FIELD, type ResponderField, type ResponderTypeDef } from './responder-types.ts';

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
const LOOKUP_DEBOUNCE_MS = 500;

/** Which field must be chosen before a selector offers anything. */
const REQUIRES: Partial<Record<ResponderField['kind'], string>> = {
  jiraProject: INSTANCE_FIELD,
  jiraIssueType: 'project',
  jiraPriority: INSTANCE_FIELD,
  plannerPlan: INSTANCE_FIELD,
  plannerBucket: 'plan_id',
  plannerPriority: INSTANCE_FIELD,
};

export interface ResponderTypeFormProps {
  def: ResponderTypeDef;
  client: ResponderClient | undefined;
  initial: FormValues;
  /** The form's id, for the wizard's Save button (`form=`). */
  formId: string;
  disabled: boolean;
  onSubmit: (values: FormValues) => void;
}

export function ResponderTypeForm(props: ResponderTypeFormProps) {
  const { def, client } = props;
  const orgId = useOrgId();
  const [values, setValues] = useState(props.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, LOOKUP_DEBOUNCE_MS);
  const kind = def.integration;
  const instanceId = values[INSTANCE_FIELD] ?? '';
  const instances = useQuery({
    ...integrationConfigsQuery(orgId, kind ?? 'Jira', debounced),
    enabled: kind !== undefined,
  });
  const instance = useQuery({
    ...integrationConfigQuery(orgId, instanceId),
    enabled: kind !== undefined && instanceId !== '',
  });
  const errors = validateResponder(def, values);
  const shown = (name: string) => (submitted || touched.has(name) ? errors[name] : undefined);

  const change = (name: string, value: string) => {
    setValues((prev) => setFieldValue(def, client, prev, name, value));
    setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  };

  const instanceOptions = (): IntegrationConfig[] => {
    const found = instances.data ?? [];
    const chosen = instance.data;
    return chosen && !found.some((c) => c.id === chosen.id) ? [chosen, ...found] : found;
  };

  const renderInput = (field: ResponderField, id: string, locked: boolean) => {
    const value = values[field.name] ?? '';
    const invalid = shown(field.name) !== undefined;
    switch (field.kind) {
      case 'text':
        return (
          <InputGroup
            id={id}
            value={value}
            disabled={locked}
            intent={invalid ? 'danger' : 'none'}
            onValueChange={(v) => change(field.name, v)}
            onBlur={() => setTouched((prev) => new Set(prev).add(field.name))}
          />
        );
      case 'textarea':
        return (
          <TextArea
            id={id}
            value={value}
            disabled={locked}
            fill
            rows={4}
            intent={invalid ? 'danger' : 'none'}
            onChange={(e) => change(field.name, e.target.value)}
            onBlur={() => setTouched((prev) => new Set(prev).add(field.name))}
          />
        );
      case 'instance':
        return (
          <Dropdown
            aria-label={field.label}
            placeholder="Select an instance"
            options={instanceOptions().map((c) => ({ value: c.id, label: c.name ?? c.id }))}
            value={value || undefined}
            onChange={(v) => change(field.name, v)}
            onQueryChange={setSearch}
            disabled={locked}
            fill
          />
        );
      default: {
        const needs = REQUIRES[field.kind];
        const waiting = needs !== undefined && !(values[needs] ?? '');
        const options = fieldOptions(field.kind, instance.data?.config, values);
        // A fixed or default value the instance does not list still reads as itself.
        if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
        return (
          <Dropdown
            aria-label={field.label}
            placeholder={`Select ${field.label.toLowerCase()}`}
            options={options}
            value={value || undefined}
            onChange={(v) => change(field.name, v)}
            disabled={locked || waiting}
            fill
          />
        );
      }
    }
  };

  return (
    <form
      id={props.formId}
      className="mcd-responder-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0) props.onSubmit(values);
      }}
    >
      {def.fields.map((field) => {
        const id = `${props.formId}-${field.name}`;
        const fixed = isFixed(client, field.name);
        const error = shown(field.name);
        return (
          <FormGroup
            key={field.name}
            label={field.label}
            labelFor={id}
            labelInfo={fixed ? '(set by the team)' : undefined}
            intent={error ? 'danger' : 'none'}
            helperText={error}
          >
            <div className={error ? 'mcd-responder-input-invalid' : undefined}>
              {renderInput(field, id, fixed || props.disabled)}
            </div>
          </FormGroup>
        );
      })}
    </form>
  );
}
