// 'Add Responders' (spec 2 §4 Responder wizard): Select Responder — a team or a person, choosing
// one clears the other; a person is added at once; a team goes on to 'Responder Types' (only the
// types it configured) and then that type's form. 'Previous' and 'Back' step back; the caller
// unmounts the dialog on close, which resets it; a failed add toasts (the mutation cache) and
// starts the wizard again.
import { useState } from 'react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { invalidateIncidents } from '../../../api/services/incidents.ts';
import {
  addResponder,
  integrationConfigsQuery,
  responderTeamsQuery,
  type NewResponder,
  type ResponderTeam,
} from '../../../api/services/incident-responders.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import type { DropdownOption } from '../../../components/dropdown/dropdown-options.ts';
import { bindForm } from '../../../components/form-kit/bind-form.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { useFormState, type FormErrors } from '../../../lib/form/useFormState.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useCurrentUserId, writeGuard, type WriteAccess } from '../write-access.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import {
  configuredTypes,
  initialValues,
  preselectInstance,
  responderClients,
  toProperties,
} from './responder-form-model.ts';
import { ResponderTypeForm } from './ResponderTypeForm.tsx';
import { INVALID_VALUE_TEXT, type ResponderTypeDef } from './responder-types.ts';

export const NO_TYPES_TEXT = 'There were no responders configured for this team';
export const ADDED_TEXT = 'Responder added successfully';

type Step = 'select' | 'types' | 'form';

/** The first step's choice: a team or a person, never both. */
type Choice = Record<'teamId' | 'personId', string>;
const NO_CHOICE: Choice = { teamId: '', personId: '' };
const validateChoice = (values: Choice): FormErrors<Choice> =>
  values.teamId || values.personId ? {} : { personId: INVALID_VALUE_TEXT };

/** The team picker, 'or', then the person picker. */
function pickerField(
  id: keyof Choice,
  label: string,
  options: readonly DropdownOption[],
): FieldDef {
  return {
    id,
    label,
    kind: 'custom',
    render: (input) => (
      <>
        <Dropdown
          aria-label={label}
          placeholder={`Select a ${label.toLowerCase()}`}
          options={options}
          value={typeof input.value === 'string' && input.value ? input.value : undefined}
          onChange={input.onChange}
          fill
        />
        {id === 'teamId' && (
          <div className="mcd-responder-or" aria-hidden>
            or
          </div>
        )}
      </>
    ),
  };
}

export function AddRespondersDialog(props: {
  incident: IncidentDetail;
  write: WriteAccess;
  onClose: () => void;
}) {
  const { incident, write } = props;
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const teams = useQuery(responderTeamsQuery(orgId));
  const people = useQuery(peopleQuery(orgId));
  const [step, setStep] = useState<Step>('select');
  const form = useFormState<Choice>(NO_CHOICE, validateChoice);
  const [type, setType] = useState<ResponderTypeDef | null>(null);

  const team = teams.data?.find((t) => t.id === form.values.teamId);
  const reset = () => {
    setStep('select');
    form.reset(NO_CHOICE);
    setType(null);
  };
  const add = useMutationWithToast({
    mutationFn: (responder: NewResponder) => addResponder(orgId, responder),
    success: ADDED_TEXT,
    invalidate: invalidateIncidents,
  });
  const save = (input: Omit<NewResponder, 'incident_id' | 'created_by'>) =>
    add.mutate(
      { ...input, incident_id: incident.id, created_by: me ?? '' },
      { onSuccess: props.onClose, onError: reset },
    );

  const next = () =>
    form.submit(({ personId }) => {
      if (!personId) return setStep('types');
      save({
        type: 'person',
        person_id: personId,
        properties: { responderType: 'person', person: personId },
      });
    });

  let body;
  let footer;
  if (step === 'select') {
    const teamOptions = (teams.data ?? []).map((t) => ({
      value: t.id,
      label: t.name,
      icon: <TypeIcon name={t.icon} fallback="people" />,
    }));
    const personOptions = (people.data ?? []).map((p) => ({
      value: p.id,
      label: p.name,
      ...(p.email ? { description: p.email } : {}),
      icon: <Avatar person={p} size={18} />,
    }));
    body = (
      <div className="mcd-responder-select">
        <p className="bp6-text-muted">Choose a team or a person to respond to this incident.</p>
        <FieldList
          fields={[
            pickerField('teamId', 'Team', teamOptions),
            pickerField('personId', 'Person', personOptions),
          ]}
          layout="stack"
          idPrefix="responder"
          disabled={false}
          // Choosing one clears the other.
          {...bindForm(form, () => NO_CHOICE)}
        />
      </div>
    );
    footer = (
      <>
        <Button text="Cancel" onClick={props.onClose} />
        <GuardedButton
          {...writeGuard(write, me === null)}
          intent="primary"
          text={form.values.personId ? 'Add' : 'Next'}
          pending={add.isPending}
          onClick={next}
        />
      </>
    );
  } else if (step === 'types' && team) {
    body = (
      <TypeList
        team={team}
        onPick={(def) => {
          setType(def);
          setStep('form');
        }}
      />
    );
    footer = <Button text="Previous" icon="arrow-left" onClick={() => setStep('select')} />;
  } else if (step === 'form' && team && type) {
    const formId = `responder-form-${type.type}`;
    body = (
      <TypeFormLoader
        team={team}
        def={type}
        incident={incident}
        formId={formId}
        disabled={!write.allowed || add.isPending}
        onSubmit={(values) =>
          save({ type: 'system', team_id: team.id, properties: toProperties(type, values) })
        }
      />
    );
    footer = (
      <>
        <Button text="Back" icon="arrow-left" onClick={() => setStep('types')} />
        <GuardedButton
          {...writeGuard(write, me === null)}
          {...{ form: formId }}
          intent="primary"
          text="Save"
          type="submit"
          pending={add.isPending}
        />
      </>
    );
  }

  return (
    <Modal
      isOpen
      size="medium"
      title={titleOf(step, team, type)}
      onClose={props.onClose}
      footer={footer}
    >
      {body}
    </Modal>
  );
}

function titleOf(step: Step, team: ResponderTeam | undefined, type: ResponderTypeDef | null) {
  if (step === 'types') return `Responder Types${team ? ` — ${team.name}` : ''}`;
  if (step === 'form' && type) return `${type.label} Details${team ? ` — ${team.name}` : ''}`;
  return 'Add Responders';
}

function TypeList(props: { team: ResponderTeam; onPick: (def: ResponderTypeDef) => void }) {
  const types = configuredTypes(props.team.spec);
  if (types.length === 0) return <NonIdealState icon="people" title={NO_TYPES_TEXT} />;
  return (
    <div
      className={`mcd-responder-types${types.length > 6 ? ' mcd-responder-types-scroll' : ''}`}
      role="list"
      aria-label="Responder Types"
    >
      {types.map((def) => (
        <div role="listitem" key={def.type}>
          <Button
            className="mcd-responder-type"
            variant="outlined"
            fill
            alignText="start"
            icon={<TypeIcon name={def.icon} size={24} fallback="send-message" />}
            text={def.label}
            onClick={() => props.onPick(def)}
          />
        </div>
      ))}
    </div>
  );
}

/** Jira and MS Planner wait for their instances so the team's own one can be preselected. */
function TypeFormLoader(props: {
  team: ResponderTeam;
  def: ResponderTypeDef;
  incident: IncidentDetail;
  formId: string;
  disabled: boolean;
  onSubmit: (values: Record<string, string>) => void;
}) {
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
      <ResponderTypeForm
        def={def}
        client={client}
        initial={initialValues(def, client, { incident: props.incident }, preselected)}
        formId={props.formId}
        disabled={props.disabled}
        onSubmit={props.onSubmit}
      />
    </>
  );
}
