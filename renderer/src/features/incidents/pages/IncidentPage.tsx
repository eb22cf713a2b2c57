// One incident, /incidents/{id} (spec 2 §2): header with breadcrumb, Close / Reopen and component
// chips; tabs Action Plan (the hypothesis tree; `comments=true` expands it all, toggled by
// 'Expand All' / 'Collapse All') and Comments (`tab=comments`); the sidebar with Details,
// Definition of done and Changelog. A missing or malformed id reads 'Incident not found'. Cached
// data stays readable offline; writes need permission and a connection.
import { Button, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http/api-error.ts';
import { incidentDetailQuery } from '../../../api/services/incident-detail.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { IncidentHeader } from '../detail/IncidentHeader.tsx';
import { IncidentSidebar } from '../detail/IncidentSidebar.tsx';
import { NOT_FOUND_TEXT, isIncidentId } from '../detail/incident-model.ts';
import { CommentsTab } from '../comments/CommentsTab.tsx';
import { ActionPlan } from '../plan/ActionPlan.tsx';
import { useIncidentWriteAccess } from '../write-access.ts';
import '../detail/incident-detail.css';

type IncidentTab = 'plan' | 'comments';

function Skeleton() {
  return (
    <div className="mc-inc-page" aria-busy="true" aria-label="Loading incident">
      <div className="mc-inc-main">
        <div className="mc-inc-skel mc-inc-skel-title bp6-skeleton" />
        <div className="mc-inc-skel mc-inc-skel-body bp6-skeleton" />
      </div>
      <div className="mc-inc-sidebar">
        <div className="mc-inc-skel mc-inc-skel-side bp6-skeleton" />
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className="mc-inc-page mc-inc-page-message">
      <NonIdealState icon="search" title={NOT_FOUND_TEXT} />
    </div>
  );
}

export function IncidentPage() {
  const orgId = useOrgId();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const valid = isIncidentId(id);
  const detail = useQuery({
    ...incidentDetailQuery(orgId, id),
    enabled: valid,
    // The page shows its failure inline; a rejected id is 'not found', not a toast.
    meta: { silentErrors: true },
  });
  const write = useIncidentWriteAccess();
  const tab: IncidentTab = searchParams.get('tab') === 'comments' ? 'comments' : 'plan';
  const expanded = searchParams.get('comments') === 'true';

  const incident = detail.data;
  if (!valid) return <NotFound />;
  if (incident === undefined) {
    if (detail.isError) {
      if (detail.error instanceof ApiError && detail.error.status === 400) return <NotFound />;
      return (
        <div className="mc-inc-page mc-inc-page-message">
          <QueryError error={detail.error} what="this incident" />
        </div>
      );
    }
    return <Skeleton />;
  }
  if (incident === null) return <NotFound />;

  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mc-inc-page">
      <div className="mc-inc-main">
        <IncidentHeader incident={incident} write={write} />
        <div className="mc-inc-tabs-row">
          <Tabs
            id="incident-tabs"
            selectedTabId={tab}
            onChange={(next) => setParam('tab', next === 'comments' ? 'comments' : null)}
          >
            <Tab id="comments" title="Comments" />
            <Tab id="plan" title="Action Plan" />
          </Tabs>
          <span className="mc-inc-tabs-end">
            <AsOf dataUpdatedAt={detail.dataUpdatedAt} />
            {tab === 'plan' && (
              <Button
                variant="minimal"
                size="small"
                icon={expanded ? 'collapse-all' : 'expand-all'}
                text={expanded ? 'Collapse All' : 'Expand All'}
                onClick={() => setParam('comments', expanded ? null : 'true')}
              />
            )}
          </span>
        </div>
        <div
          className="mc-inc-content"
          role="tabpanel"
          aria-label={tab === 'plan' ? 'Action Plan' : 'Comments'}
        >
          {tab === 'plan' ? (
            <ActionPlan incident={incident} expanded={expanded} write={write} />
          ) : (
            <CommentsTab incident={incident} write={write} />
          )}
        </div>
      </div>
      <IncidentSidebar incident={incident} write={write} />
    </div>
  );
}
