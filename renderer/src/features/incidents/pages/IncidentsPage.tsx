// /incidents (spec 2 §2): the filters as data (incident-filters.tsx; the URL codec and the toolbar
// derive from them, status open by default), the incident table (a skeleton while loading, the
// empty text, the inline error — forbidden and offline included — and the 'as of' mark on cached
// data), and 'Create New Incident' for users who may
// write incidents; without write access or offline the plus button is disabled with the reason.
import { useState } from 'react';
import { Button, Tooltip } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { incidentListQuery } from '../../../api/services/incidents.ts';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { CREATE_INCIDENT_TITLE, CreateIncidentDialog } from '../list/CreateIncidentDialog.tsx';
import { incidentFilters, INCIDENT_FILTERS } from '../list/incident-filters.tsx';
import { IncidentsTable } from '../list/IncidentsTable.tsx';
import { useIncidentWriteAccess } from '../write-access.ts';
import '../list/incidents-list.css';

const INCIDENTS_LIST = { filters: INCIDENT_FILTERS };

export function IncidentsPage() {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const { params, update } = useResourceListParams(INCIDENTS_LIST);
  const filters = incidentFilters(params.filters);
  const write = useIncidentWriteAccess();
  const [creating, setCreating] = useState(false);

  const incidents = useQuery({
    ...incidentListQuery(orgId, filters),
    placeholderData: keepPreviousData,
  });

  const plus = (
    <Button
      icon="plus"
      intent="primary"
      aria-label={CREATE_INCIDENT_TITLE}
      title={write.allowed ? CREATE_INCIDENT_TITLE : undefined}
      disabled={!write.allowed}
      onClick={() => setCreating(true)}
    />
  );

  return (
    <div className="mc-inc-list-page">
      <div className="mc-inc-list-head">
        <h1 className="bp6-heading">Incidents</h1>
        {write.allowed ? (
          plus
        ) : (
          // A disabled button fires no pointer events, so the reason sits on a wrapper.
          <Tooltip content={write.reason ?? ''} placement="bottom">
            <span
              className="mc-inc-write-guard"
              tabIndex={0}
              aria-label={write.reason ?? undefined}
            >
              {plus}
            </span>
          </Tooltip>
        )}
        <AsOf dataUpdatedAt={incidents.dataUpdatedAt} />
      </div>
      <FilterBar
        label="Incident filters"
        listKey="incidents"
        filters={INCIDENT_FILTERS}
        values={params.filters}
        onChange={(param, value) => update({ filters: { [param]: value } })}
      />
      {incidents.isError && !incidents.data ? (
        <QueryError error={incidents.error} what="incidents" />
      ) : (
        <IncidentsTable
          rows={incidents.data ?? []}
          loading={incidents.isPending}
          onOpen={(row) => void navigate(paths.incident(row.id))}
        />
      )}
      {creating && <CreateIncidentDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
