// `/open?link=missioncontrol://<org>/<route>`: checks the link (preload/contract/deep-links.ts),
// then switches to its organisation and replaces this page with its route. A refused link stays
// here with the reason and is never followed.
import { useEffect } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { parseDeepLink } from '../../../../../preload/contract/deep-links.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { PageSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';

const SHOWN_LINK_LENGTH = 300;

export function OpenLinkPage() {
  const [params] = useSearchParams();
  const link = params.get('link');
  const { orgId, switchOrg } = useCurrentOrg();
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const navigate = useNavigate();
  const result = orgs.data ? parseDeepLink(link, { orgIds: orgs.data.map((org) => org.id) }) : null;
  const targetOrg = result?.ok ? result.target.orgId : null;
  const targetRoute = result?.ok ? result.target.route : null;

  useEffect(() => {
    if (!targetOrg || !targetRoute) return;
    // Switching announces itself with a navigation of its own; this one replaces it.
    if (targetOrg !== orgId) switchOrg(targetOrg);
    void navigate(targetRoute, { replace: true });
  }, [targetOrg, targetRoute, orgId, switchOrg, navigate]);

  if (!result || result.ok) return <PageSkeleton />;
  const shown =
    link && link.length > SHOWN_LINK_LENGTH ? `${link.slice(0, SHOWN_LINK_LENGTH)}…` : link;
  return (
    <NonIdealState
      className="mcd-page-state"
      icon="disable"
      title="This link was not opened"
      description={
        <div data-testid="deep-link-refusal">
          <p>{result.message}</p>
          {shown && (
            <p>
              <code style={{ wordBreak: 'break-all' }}>{shown}</code>
            </p>
          )}
        </div>
      }
      action={<Link to={paths.root()}>Go to the start page</Link>}
    />
  );
}
