// One incident, /incidents/{id} (spec 2 §2), in the detail frame: breadcrumb back to Incidents
// with Export and Close / Reopen, the heading with component chips; tabs Action Plan (the
// hypothesis tree; `comments=true` expands it all, toggled by 'Expand All' / 'Collapse All') and
// Comments (`tab=comments`); the sidebar with Details, Definition of done and Changelog. A missing
// or malformed id reads 'Incident not found'. Cached data stays readable offline; writes need
// permission and a connection.
import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import { ApiError } from '../../../api/http/api-error.ts';
import { incidentDetailQuery } from '../../../api/services/incident-detail.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { itemCrumbs } from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import type { SidebarSection } from '../../../components/detail-page/DetailSidebar.tsx';
import { DetailRecord } from '../../../components/detail-page/DetailStatus.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { CommentsTab } from '../comments/CommentsTab.tsx';
import { IncidentActions, IncidentHeading } from '../detail/IncidentHeader.tsx';
import { ChangelogPanel } from '../detail/ChangelogPanel.tsx';
import { DetailsPanel } from '../detail/DetailsPanel.tsx';
import {
  DefinitionOfDoneActions,
  DefinitionOfDonePanel,
} from '../evidence/DefinitionOfDonePanel.tsx';
import { isUuid } from '../../../lib/data/is-uuid.ts';
import { ActionPlan } from '../plan/ActionPlan.tsx';
import '../detail/incident-detail.css';

const LIST_CRUMB = { text: 'Incidents', to: paths.incidents(), icon: 'issue' } as const;
const TABS = [
  { id: 'comments', title: 'Comments' },
  { id: 'plan', title: 'Action Plan' },
];

/** The sidebar: Details (open at first), Definition of done and Changelog, one open at a time. */
function incidentSections(incident: IncidentDetail): SidebarSection[] {
  return [
    {
      id: 'details',
      title: 'Details',
      content: <DetailsPanel incident={incident} />,
    },
    {
      id: 'dod',
      title: 'Definition of done',
      actions: <DefinitionOfDoneActions incident={incident} />,
      content: <DefinitionOfDonePanel incident={incident} />,
    },
    { id: 'changelog', title: 'Changelog', content: <ChangelogPanel incidentId={incident.id} /> },
  ];
}

export function IncidentPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const [tabParam, setTab] = useSearchParam('tab', { replace: true });
  const [commentsParam, setComments] = useSearchParam('comments', { replace: true });
  // Only a uuid can name an incident; anything else is not found without asking.
  const valid = isUuid(id);
  const detail = useQuery({
    ...incidentDetailQuery(orgId, id),
    enabled: valid,
    // The page shows its failure inline; a rejected id is 'not found', not a toast.
    meta: { silentErrors: true },
  });
  const tab = tabParam === 'comments' ? 'comments' : 'plan';
  const expanded = commentsParam === 'true';
  // A malformed id, or one the server rejects (400), is not found like a missing one.
  const rejected = detail.error instanceof ApiError && detail.error.status === 400;
  return (
    <DetailRecord
      query={detail}
      record={detail.data}
      missing={!valid || rejected}
      what="incident"
      list={LIST_CRUMB}
    >
      {(incident) => (
        <DetailPage
          kind="incident"
          label="Incident"
          crumbs={itemCrumbs(LIST_CRUMB, incident.incident_id ?? incident.id)}
          actions={<IncidentActions incident={incident} />}
          heading={<IncidentHeading incident={incident} />}
          tabs={{
            label: 'Incident tabs',
            items: TABS,
            current: tab,
            onChange: (next) => setTab(next === 'comments' ? 'comments' : null),
          }}
          tabEnd={
            <>
              <AsOf dataUpdatedAt={detail.dataUpdatedAt} />
              {tab === 'plan' && (
                <Button
                  variant="minimal"
                  size="small"
                  icon={expanded ? 'collapse-all' : 'expand-all'}
                  text={expanded ? 'Collapse All' : 'Expand All'}
                  onClick={() => setComments(expanded ? null : 'true')}
                />
              )}
            </>
          }
          sidebar={{ label: 'Incident details', sections: incidentSections(incident) }}
        >
          {tab === 'plan' ? (
            <ActionPlan incident={incident} expanded={expanded} />
          ) : (
            <CommentsTab incident={incident} />
          )}
        </DetailPage>
      )}
    </DetailRecord>
  );
}
