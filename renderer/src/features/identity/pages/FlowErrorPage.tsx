// The flow-error page (spec 3 §2.11, §8): `?id=` names an error the identity service recorded for
// a flow; it shows 'An error occurred' with the error; 404, 403 and 410 (gone, not ours, expired)
// go to `/`; any other failure is shown as such.
import { Callout, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
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
  if (id === '') return <Navigate to={paths.root()} replace />;
  if (query.isPending) return <Spinner size={32} aria-label="Loading the error" />;
  if (query.isError)
    return (
      <NonIdealState
        icon="offline"
        title="The error could not be loaded"
        description={query.error.message}
        action={<Link to={paths.root()}>Go back</Link>}
      />
    );
  const { status, error } = query.data;
  if (HOME_STATUSES.has(status)) return <Navigate to={paths.root()} replace />;
  return (
    <div className="mcd-page">
      <Card className="mcd-identity-card" elevation={1}>
        <H3>An error occurred</H3>
        <Callout intent="danger" className="mcd-spaced">
          {error?.reason ?? error?.message ?? `The identity service answered with HTTP ${status}.`}
          {error?.code ? ` (${error.code}${error.status ? ` ${error.status}` : ''})` : ''}
        </Callout>
        <Link to={paths.root()}>Go back</Link>
      </Card>
    </div>
  );
}
