// The other organisations 'Also run in' offers for one playbook (issue 36 item 4): every kept
// organisation but this one, each with its playbooks read in the app's client (useAcrossReads), so
// one offline or failing organisation changes only its own option.
import type { Org } from '../../../../preload/contract/orgs.ts';
import { playbookNamesInQuery } from '../../api/services/playbook-runs.ts';
import { acrossState } from '../across/across-state.ts';
import { useAcrossReads } from '../across/useAcrossReads.ts';
import { alsoRunOption, type AlsoRunOption, type PlaybookName } from './run-across.ts';

export interface AlsoRunIn {
  /** The other organisations, each choosable or with its reason. */
  options: AlsoRunOption[];
  /** Every kept organisation (this one too), for its name and environment. */
  orgs: readonly Org[];
}

export function useAlsoRunIn(currentOrgId: string, wanted: PlaybookName | null): AlsoRunIn {
  const across = useAcrossReads((orgId, enabled) =>
    playbookNamesInQuery(orgId, enabled && wanted !== null && orgId !== currentOrgId),
  );
  if (wanted === null) return { options: [], orgs: across.orgs };
  const options = across.orgs.flatMap((org, i) => {
    if (org.id === currentOrgId) return [];
    const input = across.inputOf(i);
    // Unreachable now is offline here, whatever an earlier read kept: a run would not get there.
    const state =
      input.authState === 'unreachable'
        ? { status: 'offline' as const, stale: false, reason: null }
        : acrossState(input);
    return [alsoRunOption(org, state, input.read, wanted)];
  });
  return { options, orgs: across.orgs };
}
