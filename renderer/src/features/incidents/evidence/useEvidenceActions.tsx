// The confirmed changes to one piece of evidence (spec 2 §4, §8): into or out of the definition of
// done, done or not done, delete. Each asks first (the kit's confirmation: a delete in production
// after the organisation's name is typed); failures toast the spec's text.
import { useConfirmation } from '../../../components/action/GuardedButton.tsx';
import {
  deleteEvidence,
  updateEvidences,
  type EvidencePatch,
} from '../../../api/services/incident-hypotheses.ts';
import type { Evidence } from '../../../api/services/incidents.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import { evidenceName } from './evidence-name.ts';

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

type Change = { action: EvidenceAction; evidence: Evidence };

export function useEvidenceActions() {
  const orgId = useOrgId();
  const { ask, dialog } = useConfirmation();
  const change = useIncidentWrite({
    mutationFn: ({ action, evidence }: Change) =>
      action === 'delete'
        ? deleteEvidence(orgId, evidence.id)
        : updateEvidences(orgId, [evidence.id], PATCHES[action]),
    failureText: ({ action }) => QUESTIONS[action].failure,
  });
  const confirm = (action: EvidenceAction, evidence: Evidence) => {
    const { question, confirm: confirmText } = QUESTIONS[action];
    const danger = action === 'delete' || action === 'dod-off';
    // Named as everywhere (its description, else its kind), also in the production confirmation.
    const name = evidenceName(evidence, null);
    const body = (
      <>
        <p>{question}</p>
        <p>“{name}”</p>
      </>
    );
    const look = {
      icon: danger ? 'trash' : 'tick',
      intent: danger ? 'danger' : 'primary',
    } as const;
    const guard = { action: 'delete', target: `the evidence “${name}”` } as const;
    ask({ confirm: { body, confirmText, look }, ...(action === 'delete' ? { guard } : {}) }, () =>
      change.mutate({ action, evidence }),
    );
  };
  return { ask: confirm, dialog };
}
