// The definition-of-done wizard (spec 2 §4) on the kit's WizardDialog: the steps of dod-wizard.ts,
// Next checks the step's fields, Save marks the chosen evidence (or adds the manual task to the
// root).
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { createEvidence, updateEvidences } from '../../../api/services/incident-hypotheses.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { WizardDialog } from '../../../components/form-kit/WizardDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useCurrentUserId } from '../../../components/action/write-access.ts';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import {
  DOD_START,
  dodSteps,
  evidenceOutsideDod,
  exampleScript,
  type DodValues,
} from './dod-wizard.ts';
import { evidencePicker, useEvidenceRefs } from './EvidenceView.tsx';

/** Save: marks the chosen evidence, or adds the manual task to the root hypothesis. */
function useDodSave(incident: IncidentDetail) {
  const orgId = useOrgId();
  const me = useCurrentUserId();
  const hypotheses = incident.hypotheses ?? [];
  const root = hypotheses.find((h) => h.type === 'root') ?? hypotheses[0];
  return useIncidentWrite({
    mutationFn: async (v: DodValues) => {
      const script = v.script.trim() || null;
      if (v.mode === 'automatic')
        return updateEvidences(orgId, v.selected, { definition_of_done: true, script });
      await createEvidence(orgId, {
        hypothesis_id: root?.id ?? '',
        type: 'comment',
        description: v.text.trim(),
        evidence: { comment: v.text.trim() },
        definition_of_done: true,
        script,
        created_by: me ?? '',
      });
    },
    failureText: 'Marking evidence as part of definition of done failed',
  });
}

export function DodWizard(props: { incident: IncidentDetail; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const others = evidenceOutsideDod(props.incident);
  const refs = useEvidenceRefs(props.incident);
  const picker = evidencePicker('Select evidence', others, refs.data);
  const form = useFormState<DodValues>(DOD_START);
  const { values } = form;
  const chosen = others.flatMap((o) => (values.selected.includes(o.evidence.id) ? o.evidence : []));
  const example = values.mode === 'automatic' ? exampleScript(chosen) : null;
  const save = useDodSave(props.incident);
  const [modeStep, whatStep, scriptStep] = dodSteps(picker, example);
  const allInDod = values.mode === 'automatic' && others.length === 0 && (
    <p className="mc-plan-muted">Every piece of evidence is already in the definition of done.</p>
  );
  const useExample = example && (
    <Button
      variant="minimal"
      size="small"
      icon="code"
      text="Use the example script"
      onClick={() => form.set('script', example)}
    />
  );

  return (
    <WizardDialog
      title="Add to definition of done"
      counter
      idPrefix="dod"
      form={form}
      steps={[
        { fields: modeStep },
        { fields: whatStep, render: () => allInDod },
        { fields: scriptStep, render: () => useExample },
      ]}
      step={step}
      onStep={setStep}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v, { onSuccess: props.onClose })}
      onClose={props.onClose}
    />
  );
}
