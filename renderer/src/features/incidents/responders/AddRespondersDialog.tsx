// 'Add Responders' (spec 2 §4 Responder wizard): Select Responder — a team or a person, choosing
// one clears the other; a person is added at once; a team goes on to 'Responder Types' (only the
// types it configured) and then that type's form. 'Previous' and 'Back' step back; the caller
// unmounts the dialog on close, which resets it; a failed add toasts (the mutation cache) and
// starts the wizard again.
import { useState } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { invalidateIncidents } from '../../../api/services/incidents.ts';
import {
  addResponder,
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
import { dropdownField } from '../../../components/form-kit/dropdown-field.tsx';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { useFormState, type FormErrors, type FormState } from '../../../lib/form/useFormState.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useCurrentUserId, writeGuard, type WriteAccess } from '../write-access.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { configuredTypes, toProperties } from './responder-form-model.ts';
import { ResponderTypeForm } from './ResponderTypeForm.tsx';
import { INVALID_VALUE_TEXT, type ResponderTypeDef } from './responder-types.ts';

/** Where the wizard is: the choice, the team's types, or one type's form. */
type Step = 'select' | 'types' | ResponderTypeDef;

/** The first step's choice: a team or a person, never both. */
type Choice = Record<'teamId' | 'personId', string>;
const NO_CHOICE: Choice = { teamId: '', personId: '' };
const validateChoice = (values: Choice): FormErrors<Choice> =>
  values.teamId || values.personId ? {} : { personId: INVALID_VALUE_TEXT };

/** The team picker, 'or' (drawn after it by responders.css), then the person picker. */
const pickerField = (id: keyof Choice, label: string, options: DropdownOption[]): FieldDef => ({
  ...dropdownField({ id, label }, { options, placeholder: `Select a ${label.toLowerCase()}` }),
  ...(id === 'teamId' ? { className: 'mcd-responder-or' } : {}),
});

/** The first step: a team or a person; choosing one clears the other. Enter goes on. */
function SelectStep(props: {
  form: FormState<Choice>;
  teams: readonly ResponderTeam[];
  onSubmit: (choice: Choice) => void;
}) {
  const people = useQuery(peopleQuery(useOrgId()));
  const teamOptions = props.teams.map((t) => ({
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
  return (
    <>
      <p className="bp6-text-muted">Choose a team or a person to respond to this incident.</p>
      <FieldsForm
        form={props.form}
        onSubmit={props.onSubmit}
        cascade={() => NO_CHOICE}
        fields={[
          pickerField('teamId', 'Team', teamOptions),
          pickerField('personId', 'Person', personOptions),
        ]}
        layout="stack"
        idPrefix="responder"
      />
    </>
  );
}

/** Adds the responder to the incident as the signed-in user; a failure calls `onError`. */
function useAddResponder(incidentId: string, onSuccess: () => void, onError: () => void) {
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const add = useMutationWithToast({
    mutationFn: (responder: NewResponder) => addResponder(orgId, responder),
    success: 'Responder added successfully',
    invalidate: invalidateIncidents,
  });
  const save = (input: Omit<NewResponder, 'incident_id' | 'created_by'>) =>
    add.mutate({ ...input, incident_id: incidentId, created_by: me ?? '' }, { onSuccess, onError });
  return { save, pending: add.isPending, signedOut: me === null };
}

export function AddRespondersDialog(props: {
  incident: IncidentDetail;
  write: WriteAccess;
  onClose: () => void;
}) {
  const { incident, write } = props;
  const teams = useQuery(responderTeamsQuery(useOrgId()));
  const [step, setStep] = useState<Step>('select');
  const form = useFormState<Choice>(NO_CHOICE, validateChoice);
  const team = teams.data?.find((t) => t.id === form.values.teamId);
  const add = useAddResponder(incident.id, props.onClose, () => {
    setStep('select');
    form.reset(NO_CHOICE);
  });
  const primary = {
    ...writeGuard(write, add.signedOut),
    intent: 'primary',
    pending: add.pending,
  } as const;
  const choose = ({ personId }: Choice) => {
    if (!personId) return setStep('types');
    const properties = { responderType: 'person', person: personId };
    add.save({ type: 'person', person_id: personId, properties });
  };
  const back = (to: Step, text: string) => (
    <Button text={text} icon="arrow-left" onClick={() => setStep(to)} />
  );
  const of = team ? ` — ${team.name}` : '';

  const [title, body, footer] =
    typeof step === 'object' && team
      ? [
          `${step.label} Details${of}`,
          <ResponderTypeForm
            team={team}
            def={step}
            incident={incident}
            formId={`responder-form-${step.type}`}
            disabled={!write.allowed || add.pending}
            onSubmit={(values) =>
              add.save({ type: 'system', team_id: team.id, properties: toProperties(step, values) })
            }
          />,
          <>
            {back('types', 'Back')}
            <GuardedButton
              {...primary}
              form={`responder-form-${step.type}`}
              text="Save"
              type="submit"
            />
          </>,
        ]
      : step === 'types' && team
        ? [
            `Responder Types${of}`,
            <TypeList team={team} onPick={setStep} />,
            back('select', 'Previous'),
          ]
        : [
            'Add Responders',
            <SelectStep form={form} teams={teams.data ?? []} onSubmit={choose} />,
            <>
              <Button text="Cancel" onClick={props.onClose} />
              <GuardedButton
                {...primary}
                text={form.values.personId ? 'Add' : 'Next'}
                onClick={() => form.submit(choose)}
              />
            </>,
          ];

  return (
    <Modal isOpen size="medium" title={title} onClose={props.onClose} footer={footer}>
      {body}
    </Modal>
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
