// One silence added to several organisations at once (issue 36 item 4): the same body is sent to
// each, every answer is awaited, and what happened in each is shown — the ones that failed with
// their reason, never hidden behind the ones that worked.
import { Callout } from '@blueprintjs/core';
import type { SilenceInput } from '../../../api/services/notifications.types.ts';
import { createSilence } from '../../../api/services/notifications.ts';

export interface OrgOutcome {
  orgId: string;
  name: string;
  /** null: added. */
  error: string | null;
}

export async function addSilenceIn(
  orgs: readonly { id: string; name: string }[],
  input: SilenceInput,
): Promise<OrgOutcome[]> {
  const settled = await Promise.allSettled(orgs.map((org) => createSilence(org.id, input)));
  return settled.map((result, i) => ({
    orgId: orgs[i]!.id,
    name: orgs[i]!.name,
    error: result.status === 'fulfilled' ? null : String((result.reason as Error).message),
  }));
}

/** Each organisation's outcome, as a list under a warning when any failed. */
export function OutcomeCallout({ outcomes }: { outcomes: readonly OrgOutcome[] }) {
  const failed = outcomes.filter((o) => o.error !== null).length;
  return (
    <Callout
      intent={failed > 0 ? 'warning' : 'success'}
      role="status"
      title={
        failed > 0
          ? `The silence was added in ${outcomes.length - failed} of ${outcomes.length} organisations`
          : `The silence was added in all ${outcomes.length} organisations`
      }
    >
      <ul aria-label="Outcome per organisation">
        {outcomes.map((o) => (
          <li key={o.orgId}>
            <strong>{o.name}</strong>: {o.error === null ? 'added' : `not added — ${o.error}`}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
