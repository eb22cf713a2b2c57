// The confirmed changes to one piece of evidence (spec 2 §4, §8): into or out of the definition of
// done, done or not done, delete. Each asks first; failures toast the spec's text.
import { useState } from 'react';
import { GuardedAlert } from '../../../components/guard/GuardedAlert.tsx';
import { deleteEvidence, updateEvidences } from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { usePlanMutation } from '../plan/usePlanMutation.ts';

export type EvidenceAction = 'dod-on' | 'dod-off' | 'done' | 'not-done' | 'delete';

const QUESTIONS: Record<EvidenceAction, { question: string; confirm: string }> = {
  'dod-on': {
    question: 'Add this evidence to the definition of done?',
    confirm: 'Add to definition of done',
  },
  'dod-off': {
    question: 'Remove this evidence from the definition of done?',
    confirm: 'Remove',
  },
  done: { question: 'Mark this evidence as resolved?', confirm: 'Mark as resolved' },
  'not-done': { question: 'Mark this evidence as not resolved?', confirm: 'Mark as not resolved' },
  delete: { question: 'Delete this evidence? This cannot be undone.', confirm: 'Delete' },
};

/** The evidence as the production confirmation names it: its description, else its kind. */
function evidenceTarget(evidence: Pick<Evidence, 'description' | 'type'>): string {
  return evidence.description
    ? `the evidence “${evidence.description}”`
    : `the ${evidence.type} evidence`;
}

export function useEvidenceActions() {
  const orgId = useOrgId();
  const [pending, setPending] = useState<{ action: EvidenceAction; evidence: Evidence } | null>(
    null,
  );
  const dodOn = usePlanMutation({
    mutationFn: (id: string) => updateEvidences(orgId, [id], { definition_of_done: true }),
    failure: 'Marking evidence as part of definition of done failed',
  });
  const dodOff = usePlanMutation({
    mutationFn: (id: string) => updateEvidences(orgId, [id], { definition_of_done: false }),
    failure: 'Removing evidence from definition of done failed',
  });
  const done = usePlanMutation({
    mutationFn: (vars: { id: string; done: boolean }) =>
      updateEvidences(orgId, [vars.id], { done: vars.done }),
  });
  const remove = usePlanMutation({
    mutationFn: (id: string) => deleteEvidence(orgId, id),
    failure: 'Evidence delete failed',
  });

  function run(action: EvidenceAction, evidence: Evidence): void {
    if (action === 'dod-on') dodOn.mutate(evidence.id);
    else if (action === 'dod-off') dodOff.mutate(evidence.id);
    else if (action === 'done') done.mutate({ id: evidence.id, done: true });
    else if (action === 'not-done') done.mutate({ id: evidence.id, done: false });
    else remove.mutate(evidence.id);
  }

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
        if (pending) run(pending.action, pending.evidence);
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
