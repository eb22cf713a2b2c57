// The flow-error page (spec 3 §2.11, §8): `?id=` names an error the identity service recorded for
// a flow; it shows 'An error occurred' with the error; 404, 403 and 410 (gone, not ours, expired)
// go to `/`; a failure to read it is shown in the same card.
import { Callout, Card, H3, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { fetchFlowError, identityKeys } from '../identity-api.ts';

const HOME_STATUSES = new Set([403, 404, 410]);

export function FlowErrorPage() {
  const { orgId } = useCurrentOrg();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const query = useQuery({
    queryKey: identityKeys.flowError(orgId, id),
    queryFn: () => fetchFlowError(orgId, id),
    enabled: id !== '',
    retry: false,
  });
  const data = query.data;
  if (id === '' || (data && HOME_STATUSES.has(data.status))) return <Redirect to={paths.root()} />;
  if (query.isPending) return <Spinner size={32} aria-label="Loading the error" />;
  const error = data?.error;
  return (
    <div className="mcd-page">
      <Card className="mcd-identity-card" elevation={1}>
        <H3>{data ? 'An error occurred' : 'The error could not be loaded'}</H3>
        <Callout intent="danger" className="mcd-spaced">
          {data
            ? (error?.reason ??
              error?.message ??
              `The identity service answered with HTTP ${data.status}.`)
            : query.error?.message}
          {error?.code ? ` (${error.code}${error.status ? ` ${error.status}` : ''})` : ''}
        </Callout>
        <Link to={paths.root()}>Go back</Link>
      </Card>
    </div>
  );
}
