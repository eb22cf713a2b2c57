// `/open?link=missioncontrol://…`: checks the link (preload/contract/deep-links.ts), then switches
// to its organisation — found by address or by this install's id — and replaces this page with its
// route. A link to an address no organisation here has offers 'Add organisation at <address>' with
// the address filled in; once added and signed in, this page opens the link. A refused link stays
// here with the reason and is never followed.
import { useEffect } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { parseDeepLink } from '../../../../../preload/contract/deep-links.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { PageSkeleton } from '../../../components/shell-chrome/PageSkeleton.tsx';
import { useOrgDialogs } from '../components/OrgDialogsProvider.tsx';

const SHOWN_LINK_LENGTH = 300;

export function OpenLinkPage() {
  const [params] = useSearchParams();
  const link = params.get('link');
  const { orgId, switchOrg } = useCurrentOrg();
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const navigate = useNavigate();
  const { openAdd } = useOrgDialogs();
  const result = orgs.data
    ? parseDeepLink(link, {
        orgIds: orgs.data.map((org) => org.id),
        orgs: orgs.data,
        prefer: orgId,
      })
    : null;
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
  const address = result.unknownAddress;
  return (
    <NonIdealState
      className="mcd-page-state"
      icon={address ? 'office' : 'disable'}
      title={address ? 'This link is to another organisation' : 'This link was not opened'}
      description={
        <div data-testid="deep-link-refusal">
          <p>
            {result.message}
            {address && ' Add it, sign in, and the link opens.'}
          </p>
          {shown && (
            <p>
              <code style={{ wordBreak: 'break-all' }}>{shown}</code>
            </p>
          )}
        </div>
      }
      action={
        address ? (
          <Button
            intent="primary"
            icon="add"
            text={`Add organisation at ${address}`}
            onClick={() =>
              // Adding switches to the new organisation (and away from here): come back to the link.
              openAdd(address, () => void navigate(paths.openLink(link ?? '')))
            }
          />
        ) : (
          <Link to={paths.root()}>Go to the start page</Link>
        )
      }
    />
  );
}
