// The definition-of-done wizard (spec 2 §4): Automatic (pick evidence) or Manual (describe what
// has to be done), then an optional script, with example scripts for check and insight evidence.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Radio,
  RadioGroup,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import {
  createEvidence,
  updateEvidences,
  type EvidenceRefs,
} from '../../../api/services/incident-hypotheses.ts';
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useCurrentUserId } from '../write-access.ts';
import { usePlanMutation } from '../plan/usePlanMutation.ts';
import {
  dodStepError,
  evidenceOutsideDod,
  exampleScript,
  initialDodWizard,
  type DodMode,
  type DodWizardState,
} from './dod-wizard.ts';
import { evidenceTitle, evidenceTypeLabel } from './EvidenceView.tsx';

const STEPS = ['mode', 'evidence', 'script'] as const;
const STEP_TITLES = {
  mode: 'How is it done?',
  evidence: 'Select evidence',
  manual: 'Describe the task',
  script: 'Script',
};

export function DodWizard(props: {
  incident: IncidentDetail;
  refs: EvidenceRefs | undefined;
  onClose: () => void;
}) {
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const [state, setState] = useState<DodWizardState>(initialDodWizard);
  const [shownError, setShownError] = useState<string | null>(null);
  const hypotheses = props.incident.hypotheses ?? [];
  const candidates = evidenceOutsideDod(props.incident);
  const root = hypotheses.find((h) => h.type === 'root') ?? hypotheses[0];
  const selectedEvidence: Evidence[] = candidates
    .filter((c) => state.selected.includes(c.evidence.id))
    .map((c) => c.evidence);
  const example = state.mode === 'automatic' ? exampleScript(selectedEvidence) : null;

  const save = usePlanMutation({
    mutationFn: async (s: DodWizardState) => {
      const script = s.script.trim() || null;
      if (s.mode === 'manual') {
        await createEvidence(orgId, {
          hypothesis_id: root?.id ?? '',
          type: 'comment',
          description: s.text.trim(),
          evidence: { comment: s.text.trim() },
          definition_of_done: true,
          script,
          created_by: me ?? '',
        });
      } else {
        await updateEvidences(orgId, s.selected, { definition_of_done: true, script });
      }
    },
    failure: 'Marking evidence as part of definition of done failed',
    onSuccess: props.onClose,
  });

  const update = (patch: Partial<DodWizardState>) => {
    setShownError(null);
    setState((s) => ({ ...s, ...patch }));
  };
  const next = () => {
    const error = dodStepError(state);
    if (error) return setShownError(error);
    if (state.step === 'mode') update({ step: 'evidence' });
    else if (state.step === 'evidence') update({ step: 'script' });
    else save.mutate(state);
  };
  const back = () => update({ step: state.step === 'script' ? 'evidence' : 'mode' });

  return (
    <Dialog isOpen title="Add to definition of done" onClose={props.onClose} style={{ width: 560 }}>
      <DialogBody>
        <p className="mc-plan-muted">
          Step {STEPS.indexOf(state.step) + 1} of {STEPS.length}
        </p>
        <h4 className="bp6-heading">
          {
            STEP_TITLES[
              state.step === 'evidence' && state.mode === 'manual' ? 'manual' : state.step
            ]
          }
        </h4>
        {state.step === 'mode' ? (
          <RadioGroup
            name="dod-mode"
            selectedValue={state.mode ?? undefined}
            onChange={(event) => update({ mode: event.currentTarget.value as DodMode })}
          >
            <Radio value="automatic" labelElement={<strong>Automatic</strong>}>
              <div className="mc-plan-muted">
                Pick evidence already in the plan; a script can check it.
              </div>
            </Radio>
            <Radio value="manual" labelElement={<strong>Manual</strong>}>
              <div className="mc-plan-muted">Describe a task to tick off by hand.</div>
            </Radio>
          </RadioGroup>
        ) : null}
        {state.step === 'evidence' && state.mode === 'automatic' ? (
          candidates.length === 0 ? (
            <p className="mc-plan-muted">
              Every piece of evidence is already in the definition of done.
            </p>
          ) : (
            <ul className="mc-dod-pick" aria-label="Evidence to add">
              {candidates.map(({ evidence, hypothesis }) => (
                <li key={evidence.id}>
                  <Checkbox
                    checked={state.selected.includes(evidence.id)}
                    onChange={(event) =>
                      update({
                        selected: event.currentTarget.checked
                          ? [...state.selected, evidence.id]
                          : state.selected.filter((id) => id !== evidence.id),
                      })
                    }
                    labelElement={
                      <span>
                        <Tag minimal>{evidenceTypeLabel(evidence.type)}</Tag>{' '}
                        {evidenceTitle(evidence, props.refs)}{' '}
                        <span className="mc-plan-muted">— {hypothesis}</span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          )
        ) : null}
        {state.step === 'evidence' && state.mode === 'manual' ? (
          <FormGroup label="What has to be done" labelFor="dod-manual-text">
            <TextArea
              id="dod-manual-text"
              fill
              autoFocus
              value={state.text}
              onChange={(event) => update({ text: event.currentTarget.value })}
            />
          </FormGroup>
        ) : null}
        {state.step === 'script' ? (
          <FormGroup
            label="Script (optional)"
            labelFor="dod-script"
            helperText="A CEL expression that is true once this is done; leave it empty to tick it off by hand."
          >
            <TextArea
              id="dod-script"
              fill
              className="bp6-monospace-text"
              placeholder={example ?? 'e.g. check.status == "healthy"'}
              value={state.script}
              onChange={(event) => update({ script: event.currentTarget.value })}
            />
            {example ? (
              <Button
                variant="minimal"
                size="small"
                icon="code"
                text="Use the example script"
                onClick={() => update({ script: example })}
              />
            ) : null}
          </FormGroup>
        ) : null}
        {shownError ? (
          <p className="mc-dod-error" role="alert">
            {shownError}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {state.step === 'mode' ? (
              <Button text="Cancel" onClick={props.onClose} />
            ) : (
              <Button text="Back" onClick={back} />
            )}
            <Button
              intent="primary"
              text={state.step === 'script' ? 'Save' : 'Next'}
              loading={save.isPending}
              onClick={next}
            />
          </>
        }
      />
    </Dialog>
  );
}
