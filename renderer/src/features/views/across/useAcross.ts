// Every organisation's copy of one view (issue 34 item 5): the organisations the user keeps (not
// hidden), their sign-in state, one read each (across-reads.ts; the fan-out is
// components/across/useAcrossReads.ts), and, for one that cannot be read
// and has nothing from this page, what its offline cache kept. Reads live in the app's client,
// keyed by organisation, so one failing changes only its own entry.
import { useQueries } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { useAcrossReads } from '../../../components/across/useAcrossReads.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { acrossState, type AcrossInput, type AcrossState } from './across-model.ts';
import { acrossReadQuery, cachedViewQuery } from './across-reads.ts';
import type { VariableValues } from '../view-params.ts';

export interface AcrossOrg {
  org: Org;
  input: AcrossInput;
  state: AcrossState;
}

/** `chosen`: the variables chosen on the page (the URL's), sent to each copy that has them. */
export function useAcross(namespace: string, name: string, chosen: VariableValues) {
  const { orgsQuery, orgs, reads, mayRead, inputOf, refreshing, refresh } = useAcrossReads(
    (orgId, enabled) => acrossReadQuery(orgId, namespace, name, enabled, chosen),
  );
  // The offline cache stands in only while the org has nothing from this page.
  const cached = useQueries(
    {
      queries: orgs.map((org, i) => {
        const read = reads[i];
        const failed = !mayRead(i) || Boolean(read?.isError);
        return cachedViewQuery(org.id, namespace, name, failed && read?.data === undefined);
      }),
    },
    appQueryClient,
  );
  const entries: AcrossOrg[] = orgs.map((org, i) => {
    const kept = reads[i]?.data === undefined ? cached[i]?.data : null;
    const input = inputOf(i, kept);
    return { org, input, state: acrossState(input) };
  });
  return { orgsQuery, entries, refreshing, refresh };
}
