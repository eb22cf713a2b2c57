// One responder type's form (spec 2 §5): its fields in order, every one required ('Please provide
// valid value'), the team's fixed values disabled, Jira and MS Planner choosing an instance first
// (searched, re-read by id) whose projects / plans feed the selectors below. The wizard owns the
// footer; this form reports Save through `onSubmit` once everything is valid.
import { useState } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  integrationConfigQuery,
  integrationConfigsQuery,
  type ResponderTeam,
} from '../../../api/services/incident-responders.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { dropdownField } from '../../../components/form-kit/dropdown-field.tsx';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import {
  initialValues,
  preselectInstance,
  responderClients,
  responderFieldDefs,
  setFieldValue,
  validateResponder,
  type ResponderClient,
} from './responder-form-model.ts';
import {
  INSTANCE_FIELD,
  type FormValues,
  type ResponderField,
  type ResponderTypeDef,
} from './responder-types.ts';

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
const LOOKUP_DEBOUNCE_MS = 500;

interface FormProps {
  def: ResponderTypeDef;
  /** The form's id, for the wizard's Save button (`form=`). */
  formId: string;
  disabled: boolean;
  onSubmit: (values: FormValues) => void;
}

function TypeFields(props: FormProps & { client?: ResponderClient; initial: FormValues }) {
  const { def, client } = props;
  const orgId = useOrgId();
  const form = useFormState<FormValues>(props.initial, (values) => validateResponder(def, values));
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, LOOKUP_DEBOUNCE_MS);
  const kind = def.integration;
  const instanceId = form.values[INSTANCE_FIELD] ?? '';
  const instances = useQuery({
    ...integrationConfigsQuery(orgId, kind ?? 'Jira', debounced),
    enabled: kind !== undefined,
  });
  const instance = useQuery({
    ...integrationConfigQuery(orgId, instanceId),
    enabled: kind !== undefined && instanceId !== '',
  });

  // The instance (searched on the server), or a selector fed by the instance's config.
  const selector = (field: ResponderField) => {
    const value = form.values[field.id] ?? '';
    const { picker } = field;
    const options =
      picker === 'instance'
        ? (instances.data ?? []).map((c) => ({ value: c.id, label: c.name ?? c.id }))
        : (picker?.options(instance.data?.config, form.values) ?? []);
    // The chosen instance (by its name), or a fixed or default value, the options lack.
    const label = (picker === 'instance' && instance.data?.name) || value;
    if (value && !options.some((o) => o.value === value)) options.unshift({ value, label });
    return dropdownField(
      field,
      picker === 'instance'
        ? { options, placeholder: 'Select an instance', onQueryChange: setSearch }
        : {
            options,
            placeholder: `Select ${field.label.toLowerCase()}`,
            disabled: !form.values[picker?.needs ?? ''],
          },
    ).render;
  };

  return (
    <FieldsForm
      form={form}
      onSubmit={props.onSubmit}
      id={props.formId}
      className="mcd-responder-form"
      fields={responderFieldDefs(def, client, selector)}
      layout="stack"
      idPrefix={props.formId}
      disabled={props.disabled}
      // A change empties the fields whose options depend on it (project → issue type).
      cascade={(values, name, value) => setFieldValue(def, client, values, name, String(value))}
    />
  );
}

/** Jira and MS Planner wait for their instances so the team's own one can be preselected. */
export function ResponderTypeForm(
  props: FormProps & { team: ResponderTeam; incident: IncidentDetail },
) {
  const { def, team } = props;
  const orgId = useOrgId();
  const instances = useQuery({
    ...integrationConfigsQuery(orgId, def.integration ?? 'Jira', ''),
    enabled: def.integration !== undefined,
  });
  if (def.integration && instances.isPending)
    return <Spinner size={24} aria-label="Loading instances" />;
  const client = responderClients(team.spec)[def.type];
  const preselected = preselectInstance(instances.data ?? [], team.id)?.id ?? null;
  return (
    <>
      {instances.isError && (
        <Callout intent="warning" compact>
          Could not load the {def.label} instances: {instances.error.message}
        </Callout>
      )}
      <TypeFields
        {...props}
        client={client}
        initial={initialValues(def, client, { incident: props.incident }, preselected)}
      />
    </>
  );
}
