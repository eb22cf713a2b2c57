// 'Add contributing factors to definition of done' (spec 2 §4): shown before an incident moves to
// mitigated or resolved. The incident's evidence as the form kit's picker; Submit needs at least
// one and marks them, Skip moves the status without marking, Cancel leaves everything as it was.
import { Button } from '@blueprintjs/core';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { fieldsValidator } from '../../../components/form-kit/field.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { evidencePicker, useEvidenceRefs } from '../evidence/EvidenceView.tsx';
import { INCIDENT } from '../write-access.ts';
import { incidentEvidence } from './incident-model.ts';

export function ContributingFactorsDialog(props: {
  incident: IncidentDetail;
  status: string;
  busy: boolean;
  onSubmit: (evidenceIds: string[]) => void;
  onSkip: () => void;
  onCancel: () => void;
}) {
  const evidence = incidentEvidence(props.incident).map((e) => ({ evidence: e }));
  const refs = useEvidenceRefs(props.incident);
  const picker = evidencePicker('Evidence', evidence, refs.data);
  const form = useFormState({ selected: [] as string[] }, fieldsValidator([picker]));
  return (
    <FormDialog
      title="Add contributing factors to definition of done"
      form={form}
      fields={evidence.length === 0 ? [] : [picker]}
      layout="stack"
      idPrefix="incident-dod"
      writable
      saveText="Submit"
      savingText="Submitting"
      saveProps={{ resource: INCIDENT }}
      save={(v) => props.onSubmit(v.selected)}
      saving={props.busy}
      also={<Button text="Skip" onClick={props.onSkip} disabled={props.busy} />}
      onClose={props.onCancel}
    >
      <p className="mc-inc-muted">
        The incident moves to {labelOf(INCIDENT_STATUS, props.status)}. Choose the evidence that
        shows it is done.
      </p>
      {evidence.length === 0 && <p className="mc-inc-muted">This incident has no evidence yet.</p>}
    </FormDialog>
  );
}
