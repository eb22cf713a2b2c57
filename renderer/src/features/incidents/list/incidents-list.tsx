// The incident list as data (spec 2 §2): Id, Type (with its icon), Severity (coloured), Status,
// Name, Age and up to 5 responder avatars; newest first as the server answers, the filters below
// applied by the server; a row opens the incident.
// The filters (spec 2 §2, §9): the title search (written after the shared debounce), Type with its
// icon, Severity, Status (open until the user picks another; 'all' in the URL turns that off),
// Owner and Component (options from the server). The URL codec and the toolbar derive from this
// list; the topology card links here with ?type=&component=&severity=.
import { paths } from '../../../lib/routing/paths.ts';
import { Icon } from '@blueprintjs/core';
import type { IncidentSummary } from '../../../api/services/incidents.types.ts';
import { AvatarStack } from '../../../components/avatar/Avatar.tsx';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { fetchIncidents } from '../../../api/services/incidents.ts';
import type {
  ResourceFilter,
  ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../../components/resource-list/fetch-source.ts';
import { componentNamesQuery } from '../../../api/services/catalog-changes.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import {
  componentOption,
  queryOptionsLoader,
} from '../../../components/resource-list/query-options.tsx';
import { textColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { CellLine, CellText } from '../../../components/data-table/CellLine.tsx';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import {
  SEVERITY_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  typeIcon,
  typeLabel,
} from './incident-format.ts';
import { statusColumn } from '../../../components/resource-list/status-column.tsx';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { rankOf } from '../../../lib/vocabulary/vocabulary.ts';

export const INCIDENT_FILTERS: readonly ResourceFilter[] = [
  { param: 'search', kind: 'search', label: 'Search', placeholder: 'Search incidents' },
  {
    param: 'type',
    label: 'Type',
    searchable: true,
    options: TYPE_OPTIONS.map((o) => ({ ...o, icon: <Icon icon={typeIcon(o.value)} /> })),
  },
  {
    param: 'severity',
    label: 'Severity',
    searchable: true,
    options: SEVERITY_OPTIONS,
  },
  {
    param: 'status',
    label: 'Status',
    searchable: true,
    // Spec 2 §9: the default incident filter is status open, type all.
    defaultValue: 'open',
    options: STATUS_OPTIONS,
  },
  {
    param: 'owner',
    label: 'Owner',
    searchable: true,
    options: queryOptionsLoader(peopleQuery, (p) => ({ value: p.id, label: p.name ?? p.id })),
  },
  {
    param: 'component',
    label: 'Component',
    searchable: true,
    options: queryOptionsLoader(componentNamesQuery, componentOption),
  },
];

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
      <CellLine>
        <Icon icon={typeIcon(i.type)} size={14} className="mc-inc-type-icon" />
        <CellText>{typeLabel(i.type)}</CellText>
      </CellLine>
    ),
    sortValue: (i) => typeLabel(i.type),
    exportValue: (i) => typeLabel(i.type),
  },
  statusColumn('severity', 'Severity', SEVERITY, (i) => i.severity, {
    width: 100,
    // Severities in the vocabulary's order (low … blocker, critical), not alphabetically.
    sortValue: (i) => rankOf(SEVERITY, i.severity),
  }),
  // Round, as on the incident's page.
  statusColumn('status', 'Status', INCIDENT_STATUS, (i) => i.status, {
    width: 120,
    round: true,
    sortValue: (i) => i.status,
  }),
  textColumn('title', 'Name', (i) => i.title, { sortValue: (i) => i.title }),
  // When it started, as in the other lists ('2 days ago', then the date); the youngest first when
  // ascending: by start time, descending.
  whenColumn('age', 'Age', (i) => i.created_at, {
    width: 130,
    sortValue: (i) => -(parseTimestamp(i.created_at)?.getTime() ?? 0),
  }),
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
    ({ orgId, filters, signal }) => fetchIncidents(orgId, filters, signal),
    incidentKeys.all,
  ),
  title: 'Incidents',
  columns,
  filters: INCIDENT_FILTERS,
  permission: 'incident',
  emptyText: 'There are no incidents matching this criteria',
  rowHref: (i) => paths.incident(i.id),
};
