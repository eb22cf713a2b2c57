// One playbook run in several organisations (issue 36 item 4): which other organisations can take
// it (a playbook of the same name, and namespace when set, read there; offline, signed out or
// unreadable ones say why not), and the run itself: each organisation gets the same parameters
// with its own playbook id and its own copy of the resource, every answer awaited. Plain
// functions, so the rules are tested without React.
import type { AcrossState } from '../across/across-state.ts';
import { outcomesOf, type OrgOutcome, type OutcomeWords } from '../across/OutcomeCallout.tsx';
import { matchResourceIn, resourceIdentity, runPlaybook } from '../../api/services/playbooks.ts';
import type { PlaybookResource } from '../../api/services/playbooks.types.ts';
import { paths } from '../../lib/routing/paths.ts';

/** The playbook to find elsewhere: its name, and its namespace when it has one. */
export interface PlaybookName {
  name: string;
  namespace?: string | null;
}

export interface AcrossPlaybookRow extends PlaybookName {
  id: string;
}

/** Another organisation as 'Also run in' offers it. */
export interface AlsoRunOption {
  orgId: string;
  name: string;
  /** Its playbook of that name; null when it cannot be chosen. */
  playbookId: string | null;
  /** Why it cannot be chosen (shown beside it); undefined when it can. */
  reason?: string;
}

export const RUN_OUTCOME: OutcomeWords = {
  title: 'The playbook run was started',
  done: 'started',
  notDone: 'not started',
};

export const playbookLabel = (wanted: PlaybookName) =>
  wanted.namespace ? `${wanted.namespace}/${wanted.name}` : wanted.name;

/** The same playbook among an organisation's: the same name, and namespace when `wanted` has one. */
export function samePlaybook(
  rows: readonly AcrossPlaybookRow[],
  wanted: PlaybookName,
): AcrossPlaybookRow | null {
  return (
    rows.find(
      (row) =>
        row.name === wanted.name && (!wanted.namespace || row.namespace === wanted.namespace),
    ) ?? null
  );
}

const STATE_REASONS: Partial<Record<AcrossState['status'], string>> = {
  offline: 'offline',
  'signed-out': 'signed out',
  forbidden: 'playbooks cannot be read there',
  loading: 'reading its playbooks',
};

/** One other organisation's option, from its state and its playbooks when read. */
export function alsoRunOption(
  org: { id: string; name: string },
  state: AcrossState,
  rows: readonly AcrossPlaybookRow[] | null | undefined,
  wanted: PlaybookName,
): AlsoRunOption {
  const base = { orgId: org.id, name: org.name, playbookId: null };
  const stateReason = STATE_REASONS[state.status];
  if (stateReason) return { ...base, reason: stateReason };
  if (state.status === 'error')
    return {
      ...base,
      reason: `its playbooks could not be read: ${state.reason ?? 'unknown error'}`,
    };
  const match = samePlaybook(rows ?? [], wanted);
  if (!match) return { ...base, reason: `no playbook named ${playbookLabel(wanted)}` };
  return { ...base, playbookId: match.id };
}

export interface RunTarget {
  id: string;
  name: string;
  playbookId: string;
}

/**
 * Starts the run in each target with the same parameters. The resource is the one chosen in
 * `fromOrgId`; elsewhere it is matched (same id, else same name and type), and where it is missing
 * that organisation fails with the reason and nothing is sent there.
 */
export async function runAcross(
  targets: readonly RunTarget[],
  fromOrgId: string,
  resource: PlaybookResource | null,
  params: Record<string, string>,
): Promise<OrgOutcome[]> {
  const identity = resource ? await resourceIdentity(fromOrgId, resource).catch(() => null) : null;
  const settled = await Promise.allSettled(
    targets.map(async (target) => {
      const there =
        resource && target.id !== fromOrgId
          ? await matchResourceIn(target.id, resource, identity)
          : resource;
      return runPlaybook(target.id, {
        playbookId: target.playbookId,
        resource: there ?? undefined,
        params,
      });
    }),
  );
  return outcomesOf(targets, settled, (runId) => ({
    href: paths.playbookRun(runId),
    text: 'Open run',
  }));
}
