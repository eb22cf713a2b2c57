// The confirmed changes to one piece of evidence (spec 2 §4, §8): into or out of the definition of
// done, done or not done, delete. Each asks first; failures toast the spec's text.
import { useState } from 'react';
import { GuardedAlert } from '../../../components/guard/GuardedAlert.tsx';
import {
  deleteEvidence,
  updateEvidences,
  type EvidencePatch,
} from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';

export type EvidenceAction = 'dod-on' | 'dod-off' | 'done' | 'not-done' | 'delete';

const QUESTIONS: Record<EvidenceAction, { question: string; confirm: string; failure?: string }> = {
  'dod-on': {
    question: 'Add this evidence to the definition of done?',
    confirm: 'Add to definition of done',
    failure: 'Marking evidence as part of definition of done failed',
  },
  'dod-off': {
    question: 'Remove this evidence from the definition of done?',
    confirm: 'Remove',
    failure: 'Removing evidence from definition of done failed',
  },
  done: { question: 'Mark this evidence as resolved?', confirm: 'Mark as resolved' },
  'not-done': { question: 'Mark this evidence as not resolved?', confirm: 'Mark as not resolved' },
  delete: {
    question: 'Delete this evidence? This cannot be undone.',
    confirm: 'Delete',
    failure: 'Evidence delete failed',
  },
};

const PATCHES: Record<Exclude<EvidenceAction, 'delete'>, EvidencePatch> = {
  'dod-on': { definition_of_done: true },
  'dod-off': { definition_of_done: false },
  done: { done: true },
  'not-done': { done: false },
};

/** The evidence as the production confirmation names it: its description, else its kind. */
function evidenceTarget(evidence: Pick<Evidence, 'description' | 'type'>): string {
  return evidence.description
    ? `the evidence “${evidence.description}”`
    : `the ${evidence.type} evidence`;
}

type Change = { action: EvidenceAction; evidence: Evidence };

export function useEvidenceActions() {
  const orgId = useOrgId();
  const [pending, setPending] = useState<Change | null>(null);
  const change = useIncidentWrite({
    mutationFn: ({ action, evidence }: Change) =>
      action === 'delete'
        ? deleteEvidence(orgId, evidence.id)
        : updateEvidences(orgId, [evidence.id], PATCHES[action]),
    failureText: ({ action }) => QUESTIONS[action].failure,
  });

  const text = pending ? QUESTIONS[pending.action] : null;
  const dialog = (
    <GuardedAlert
      isOpen={pending !== null}
      action={pending?.action === 'delete' ? 'delete' : 'update'}
      target={pending ? evidenceTarget(pending.evidence) : ''}
      intent={pending?.action === 'delete' || pending?.action === 'dod-off' ? 'danger' : 'primary'}
      confirmButtonText={text?.confirm ?? 'OK'}
      cancelButtonText="Cancel"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) change.mutate(pending);
        setPending(null);
      }}
    >
      <p>{text?.question}</p>
      {pending?.evidence.description ? <p>“{pending.evidence.description}”</p> : null}
    </GuardedAlert>
  );
  return {
    ask: (action: EvidenceAction, evidence: Evidence) => setPending({ action, evidence }),
    dialog,
  };
}
