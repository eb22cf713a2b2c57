// The view page's way to the cross-organisation view (issue 34 item 5): 'All organisations',
// shown when another organisation the user keeps (signed in, not hidden) has a view of the same
// namespace and name (asked of its views_summary, kept 5 minutes). The other organisations are
// asked once the page is first idle: the view's own reads go first. The variables chosen on the
// view page go along.
import { Button } from '@blueprintjs/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { authStatusQuery, orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useUntilIdle } from '../../../lib/hooks/useUntilIdle.ts';
import { variableSearch } from '../view-params.ts';
import { acrossHasQuery } from './across-reads.ts';

export const acrossPath = (namespace: string, name: string) =>
  `/views/across/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}`;

export function AcrossButton({ namespace, name }: { namespace: string; name: string }) {
  const current = useOrgId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const waiting = useUntilIdle(3000);
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const others = (orgs.data ?? []).filter((org) => !org.hidden && org.id !== current);
  const auths = useQueries(
    { queries: others.map((org) => authStatusQuery(org.id)) },
    appQueryClient,
  );
  const has = useQueries(
    {
      queries: others.map((org, i) =>
        acrossHasQuery(org.id, namespace, name, !waiting && auths[i]?.data?.state === 'signed-in'),
      ),
    },
    appQueryClient,
  );
  const count = has.filter((q) => q.data === true).length;
  if (count === 0) return null;
  return (
    <Button
      icon="layers"
      variant="minimal"
      text="All organisations"
      title={`This view also exists in ${count} other organisation${count === 1 ? '' : 's'}`}
      onClick={() => void navigate(acrossPath(namespace, name) + variableSearch(search))}
    />
  );
}
