// The incident table (spec 2 §2): Id, Type (with its icon), Severity (coloured), Status, Name,
// Age and up to 5 responder avatars; newest first as the server answers; a row opens the incident.
import { paths } from '../../../lib/routing/paths.ts';
import { Icon } from '@blueprintjs/core';
import type { IncidentSummary } from '../../../api/services/incidents.types.ts';
import { AvatarStack } from '../../../components/avatar/Avatar.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { describeAge } from '../../../lib/format/relative-time.ts';
import { formatTimestamp, parseTimestamp } from '../../../lib/format/timestamp.ts';
import { typeIcon, typeLabel } from './incident-format.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

export const NO_INCIDENTS_TEXT = 'There are no incidents matching this criteria';

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
  },
  {
    id: 'severity',
    header: 'Severity',
    width: 100,
    cell: (i) => <StatusTag vocabulary={SEVERITY} value={i.severity} />,
  },
  { id: 'status', header: 'Status', width: 120, cell: (i) => titleCase(i.status) },
  {
    id: 'title',
    header: 'Name',
    cell: (i) => (
      <span className="mc-inc-title" title={i.title}>
        {i.title}
      </span>
    ),
  },
  { id: 'age', header: 'Age', width: 100, cell: (i) => <Age value={i.created_at} /> },
  {
    id: 'responders',
    header: 'Responders',
    width: 170,
    cell: (i) => (
      <AvatarStack
        people={(i.responders ?? []).map((p) => ({
          id: p.id,
          name: p.name ?? '',
          avatar: p.avatar,
        }))}
        limit={5}
        size={20}
      />
    ),
  },
];

export function IncidentsTable(props: {
  rows: readonly IncidentSummary[];
  loading: boolean;
  onOpen: (row: IncidentSummary) => void;
}) {
  return (
    <DataTable
      aria-label="Incidents"
      columns={columns}
      rows={props.rows}
      getRowId={(i) => i.id}
      loading={props.loading}
      emptyText={NO_INCIDENTS_TEXT}
      onRowClick={props.onOpen}
      rowHref={(i) => paths.incident(i.id)}
      pagination="client"
      defaultPageSize={50}
      pageSizeOptions={[50, 100, 200]}
      maxHeight="calc(100vh - 230px)"
    />
  );
}
