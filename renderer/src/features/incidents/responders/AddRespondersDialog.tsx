// 'Add Responders' (spec 2 §4 Responder wizard): Select Responder — a team or a person, choosing
// one clears the other; a person is added at once; a team goes on to 'Responder Types' (only the
// types it configured) and then that type's form, whose Save the wizard's footer holds. 'Previous'
// and 'Back' step back; the caller unmounts the dialog on close, which resets it; a failed add
// toasts (the mutation cache) and starts the wizard again.
import { useState } from 'react';
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  addResponder,
  integrationConfigQuery,
  integrationConfigsQuery,
  responderTeamsQuery,
  type NewResponder,
  type ResponderTeam,
} from '../../../api/services/incident-responders.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { ChoiceGrid } from '../../../components/choice-grid/ChoiceGrid.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { clearDependents } from '../../../components/form-kit/bind-form.ts';
import { dropdownField, searchField } from '../../../components/form-kit/dropdown-field.tsx';
import { fieldsValidator, type FieldDef } from '../../../components/form-kit/field.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { WizardDialog, type WizardStep } from '../../../components/form-kit/WizardDialog.tsx';
import { useFormState, type FormErrors } from '../../../lib/form/useFormState.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import { INCIDENT } from '../write-access.ts';
import { useCurrentUserId } from '../../../components/action/write-access.ts';
import {
  configuredTypes,
  initialValues,
  preselectInstance,
  responderClients,
  responderFieldDefs,
  toProperties,
  type ResponderClient,
} from './responder-form-model.ts';
import {
  INSTANCE_FIELD,
  INVALID_VALUE_TEXT,
  type FormValues,
  type ResponderField,
  type ResponderTypeDef,
} from './responder-types.ts';

/** The first step's choice: a team or a person, never both. */
type Choice = Record<'teamId' | 'personId', string>;
const NO_CHOICE: Choice = { teamId: '', personId: '' };
const validateChoice = (values: Choice): FormErrors<Choice> =>
  values.teamId || values.personId ? {} : { personId: INVALID_VALUE_TEXT };

/** The first step's pickers: a team, 'or' (drawn after it by responders.css), then a person. */
function useChoiceFields(teams: readonly ResponderTeam[]): FieldDef[] {
  const people = useQuery(peopleQuery(useOrgId())).data ?? [];
  const picker = (id: keyof Choice, label: string, options: DropdownOption[]) =>
    dropdownField({ id, label }, { options, placeholder: `Select a ${label.toLowerCase()}` });
  const teamOptions = teams.map((t) => ({
    value: t.id,
    label: t.name,
    icon: <TypeIcon name={t.icon} fallback="people" />,
  }));
  const personOptions = people.map((p) => ({
    value: p.id,
    label: p.name,
    ...(p.email ? { description: p.email } : {}),
    icon: <Avatar person={p} size={18} />,
  }));
  return [
    { ...picker('teamId', 'Team', teamOptions), className: 'mcd-responder-or' },
    picker('personId', 'Person', personOptions),
  ];
}

/** Adds the responder to the incident as the signed-in user; a failure calls `onError`. */
function useAddResponder(incidentId: string, onSuccess: () => void, onError: () => void) {
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const add = useIncidentWrite({
    mutationFn: (responder: NewResponder) => addResponder(orgId, responder),
    success: 'Responder added successfully',
  });
  const save = (input: Omit<NewResponder, 'incident_id' | 'created_by'>) =>
    add.mutate({ ...input, incident_id: incidentId, created_by: me ?? '' }, { onSuccess, onError });
  return { save, pending: add.isPending, signedOut: me === null };
}

export function AddRespondersDialog(props: { incident: IncidentDetail; onClose: () => void }) {
  const { incident } = props;
  const orgId = useOrgId();
  const teams = useQuery(responderTeamsQuery(orgId));
  const [step, setStep] = useState(0);
  const [def, setDef] = useState<ResponderTypeDef | null>(null);
  const form = useFormState<Choice>(NO_CHOICE, validateChoice);
  const team = teams.data?.find((t) => t.id === form.values.teamId);
  const add = useAddResponder(incident.id, props.onClose, () => {
    setStep(0);
    form.reset(NO_CHOICE);
  });
  const choose = ({ personId }: Choice) => {
    if (!personId) return setStep(1);
    const properties = { responderType: 'person', person: personId };
    add.save({ type: 'person', person_id: personId, properties });
  };
  const of = team ? ` — ${team.name}` : '';
  const choiceFields = useChoiceFields(teams.data ?? []);
  const steps: WizardStep<Choice>[] = [
    {
      intro: 'Choose a team or a person to respond to this incident.',
      fields: choiceFields,
      nextText: form.values.personId ? 'Add' : 'Next',
      onNext: choose,
    },
    {
      title: `Responder Types${of}`,
      backText: 'Previous',
      nextText: null,
      render: () =>
        team && (
          <TypeList
            team={team}
            onPick={(picked) => {
              setDef(picked);
              setStep(2);
            }}
          />
        ),
    },
    {
      title: def && `${def.label} Details${of}`,
      formId: FORM_ID,
      render: () =>
        team &&
        def && (
          <ResponderTypeForm
            team={team}
            def={def}
            incident={incident}
            disabled={add.pending}
            onSubmit={(values) =>
              add.save({ type: 'system', team_id: team.id, properties: toProperties(def, values) })
            }
          />
        ),
    },
  ];

  return (
    <WizardDialog
      title="Add Responders"
      size="medium"
      idPrefix="responder"
      form={form}
      // Choosing a team clears the person, and the other way round.
      cascade={() => NO_CHOICE}
      steps={steps}
      step={team ? step : 0}
      onStep={setStep}
      resource={INCIDENT}
      pending={add.pending}
      disabled={add.signedOut}
      onSubmit={choose}
      onClose={props.onClose}
    />
  );
}

function TypeList(props: { team: ResponderTeam; onPick: (def: ResponderTypeDef) => void }) {
  const types = configuredTypes(props.team.spec);
  if (types.length === 0)
    return (
      <NonIdealState icon="people" title="There were no responders configured for this team" />
    );
  return (
    <div className="mcd-responder-types">
      <ChoiceGrid
        label="Responder Types"
        choices={types.map((def) => ({
          key: def.type,
          label: def.label,
          icon: <TypeIcon name={def.icon} size={24} fallback="send-message" />,
          def,
        }))}
        onChoose={(choice) => props.onPick(choice.def)}
      />
    </div>
  );
}

/** Remote option lookups wait 500 ms of quiet (spec 2 §9). */
const LOOKUP_DEBOUNCE_MS = 500;

/** The type form's id, for the wizard's Save button (`form=`). */
const FORM_ID = 'responder-type-form';

interface FormProps {
  def: ResponderTypeDef;
  disabled: boolean;
  onSubmit: (values: FormValues) => void;
}

function TypeFields(props: FormProps & { client?: ResponderClient; initial: FormValues }) {
  const { def, client } = props;
  const orgId = useOrgId();
  const form = useFormState<FormValues>(props.initial, fieldsValidator(def.fields));
  const kind = def.integration ?? 'Jira';
  const instanceId = form.values[INSTANCE_FIELD] ?? '';
  const instance = useQuery({
    ...integrationConfigQuery(orgId, instanceId),
    enabled: def.integration !== undefined && instanceId !== '',
  });

  // The instance (searched on the server), or a selector fed by the instance's config.
  const selector = (field: ResponderField) => {
    const { picker } = field;
    if (picker === 'instance')
      return searchField(field, {
        query: (term) => integrationConfigsQuery(orgId, kind, term),
        toOption: (c) => ({ value: c.id, label: c.name ?? c.id }),
        valueLabel: instance.data?.name ?? undefined,
        placeholder: 'Select an instance',
        debounceMs: LOOKUP_DEBOUNCE_MS,
      }).render;
    const value = form.values[field.id] ?? '';
    const options = picker?.(instance.data?.config, form.values) ?? [];
    // A fixed or default value the options lack.
    if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
    const placeholder = `Select ${field.label.toLowerCase()}`;
    return dropdownField(field, { options, placeholder, disabled: !form.values[field.needs ?? ''] })
      .render;
  };

  const fields = responderFieldDefs(def, client, selector);
  return (
    <FieldsForm
      form={form}
      onSubmit={props.onSubmit}
      id={FORM_ID}
      className="mcd-responder-form"
      fields={fields}
      layout="stack"
      idPrefix={FORM_ID}
      disabled={props.disabled}
      // A change empties the fields whose options depend on it (project → issue type).
      cascade={clearDependents(fields)}
    />
  );
}

/**
 * One responder type's form (spec 2 §5): its fields in order, every one required, the team's fixed
 * values disabled; Jira and MS Planner choose an instance first (searched, re-read by id) whose
 * projects / plans feed the selectors below, and wait for their instances so the team's own one
 * can be preselected.
 */
function ResponderTypeForm(props: FormProps & { team: ResponderTeam; incident: IncidentDetail }) {
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
