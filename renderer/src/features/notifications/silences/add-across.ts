// One silence added to several organisations at once (issue 36 item 4): the same body is sent to
// each and every answer is awaited; the outcome per organisation is components/across'.
import type { SilenceInput } from '../../../api/services/notifications.types.ts';
import { createSilence } from '../../../api/services/notifications.ts';
import {
  outcomesOf,
  type OrgOutcome,
  type OutcomeWords,
} from '../../../components/across/OutcomeCallout.tsx';

export const SILENCE_OUTCOME: OutcomeWords = {
  title: 'The silence was added',
  done: 'added',
  notDone: 'not added',
};

export async function addSilenceIn(
  orgs: readonly { id: string; name: string }[],
  input: SilenceInput,
): Promise<OrgOutcome[]> {
  const settled = await Promise.allSettled(orgs.map((org) => createSilence(org.id, input)));
  return outcomesOf(orgs, settled);
}
