// The incident list as data (spec 2 §2): Id, Type (with its icon), Severity (coloured), Status,
// Name, Age and up to 5 responder avatars; newest first as the server answers, the filters of
// incident-filters.tsx applied by the server; a row opens the incident.
import { paths } from '../../../lib/routing/paths.ts';
import { Icon } from '@blueprintjs/core';
import {
  INCIDENT_SEVERITIES,
  type IncidentSeverity,
  type IncidentSummary,
} from '../../../api/services/incidents.types.ts';
import { AvatarStack } from '../../../components/avatar/Avatar.tsx';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { fetchIncidents } from '../../../api/services/incidents.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import { textColumn } from '../../../components/resource-list/text-columns.tsx';
import { incidentFilters, INCIDENT_FILTERS } from './incident-filters.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { describeAge } from '../../../lib/format/relative-time.ts';
import { formatTimestamp, parseTimestamp } from '../../../lib/format/timestamp.ts';
import { typeIcon, typeLabel } from './incident-format.ts';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

/** How long ago the incident started, however long ago that was ('12 days'). */
function Age(props: { value: string | null | undefined }) {
  const now = useNow();
  const date = parseTimestamp(props.value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={formatTimestamp(date)}>
      {describeAge(Math.max(0, now.getTime() - date.getTime()))}
    </time>
  );
}

const columns: Column<IncidentSummary>[] = [
  {
    id: 'incident_id',
    header: 'Id',
    width: 90,
    cell: (i) => <span className="mc-inc-id">{i.incident_id}</span>,
    sortValue: (i) => i.incident_id,
  },
  {
    id: 'type',
    header: 'Type',
    width: 150,
    cell: (i) => (
      <span className="mc-inc-cell">
        <Icon icon={typeIcon(i.type)} size={14} className="mc-inc-type-icon" />
        {typeLabel(i.type)}
      </span>
    ),
    sortValue: (i) => typeLabel(i.type),
    exportValue: (i) => typeLabel(i.type),
  },
  statusColumn('severity', 'Severity', SEVERITY, (i) => i.severity, {
    width: 100,
    // Severities in their order (low … critical), not alphabetically.
    sortValue: (i) => INCIDENT_SEVERITIES.indexOf(i.severity as IncidentSeverity),
  }),
  // Round, as on the incident's page.
  statusColumn('status', 'Status', INCIDENT_STATUS, (i) => i.status, {
    width: 120,
    round: true,
    sortValue: (i) => i.status,
  }),
  textColumn('title', 'Name', (i) => i.title, { sortValue: (i) => i.title }),
  {
    id: 'age',
    header: 'Age',
    width: 100,
    cell: (i) => <Age value={i.created_at} />,
    // The oldest first when ascending: by start time, descending.
    sortValue: (i) => -(parseTimestamp(i.created_at)?.getTime() ?? 0),
    exportValue: (i) => i.created_at ?? null,
  },
  {
    id: 'responders',
    header: 'Responders',
    width: 170,
    priority: 2,
    exportValue: (i) => (i.responders ?? []).map((p) => p.name ?? p.id).join(', '),
    cell: (i) => <AvatarStack people={i.responders ?? []} limit={5} size={20} />,
  },
];

export const INCIDENTS_LIST: ResourceListDefinition<IncidentSummary> = {
  // Every incident write invalidates ['incidents'] (the list included).
  source: clientSource(
    'incidents',
    ({ orgId, filters, signal }) => fetchIncidents(orgId, incidentFilters(filters), signal),
    incidentKeys.all,
  ),
  title: 'Incidents',
  columns,
  filters: INCIDENT_FILTERS,
  permission: 'incident',
  emptyText: 'There are no incidents matching this criteria',
  getRowId: (i) => i.id,
  rowHref: (i) => paths.incident(i.id),
};
