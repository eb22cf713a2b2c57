// The fleet inbox as a list definition (issue 37): the rows are the page's merged feeds (a given
// source: the kit filters, sorts and pages them, and a live update re-renders without a read);
// the filters by organisation (set from the header strip; a chip shows it), kind and severity
// are data, kept in the URL as `organisation`, `kind` and `severity`. Cells that show an
// organisation's state (stale, may approve, offline) read it from the page (FleetStates).
import { createContext, use } from 'react';
import { OrgNameCell } from '../../components/across/OrgCard.tsx';
import { ORG_PARAM, orgFilter } from '../../components/across/org-filter.ts';
import { orgNameOf } from '../../session/known-orgs.ts';
import type { Column } from '../../components/data-table/column.ts';
import type { GivenSource } from '../../components/resource-list/fetch-source.ts';
import type {
  ResourceFilter,
  ResourceListDefinition,
} from '../../components/resource-list/resource-definition.ts';
import { whenColumn } from '../../components/resource-list/text-columns.tsx';
import { statusColumn } from '../../components/resource-list/status-column.tsx';
import { TypeIcon } from '../../components/type-icon/TypeIcon.tsx';
import { labelOf, rankOf } from '../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import { ApprovalActions } from './components/ApprovalActions.tsx';
import type { OrgFeed } from './fleet-feeds.ts';
import { FLEET_KINDS, FLEET_SEVERITIES, KIND_INFO, hrefOf, type FleetItem } from './fleet-model.ts';

/** Each organisation's feed and state, by id, as the page reads them. */
export const FleetStates = createContext<ReadonlyMap<string, OrgFeed>>(new Map());

/** The text a search matches: the item, its detail and its organisation's name. */
const searchText = (item: FleetItem) => `${item.title} ${item.detail} ${orgNameOf(item.orgId)}`;

export const FLEET_SOURCE: GivenSource<FleetItem> = {
  key: 'fleet/inbox',
  paging: 'given',
  valueOf: (item, param) => {
    if (param === ORG_PARAM) return item.orgId;
    if (param === 'kind' || param === 'severity') return item[param];
    if (param === 'show') return item.triage ?? 'open';
    if (param === 'q') return searchText(item);
    return undefined;
  },
  views: ['groupBy'],
};

export const FLEET_FILTERS: readonly ResourceFilter[] = [
  { param: 'q', label: 'Search', kind: 'search', placeholder: 'Search the inbox' },
  {
    param: 'show',
    label: 'Show',
    kind: 'select',
    defaultValue: 'open',
    options: [
      { value: 'open', label: 'Needs attention' },
      { value: 'acknowledged', label: 'Acknowledged' },
      { value: 'snoozed', label: 'Snoozed' },
    ],
  },
  {
    param: 'groupBy',
    label: 'Group by',
    kind: 'select',
    options: [
      { value: 'organisation', label: 'Organisation' },
      { value: 'kind', label: 'Kind' },
    ],
  },
  // Set by the strip's cards (a chip shows it).
  orgFilter({ linkOnly: true }),
  {
    param: 'kind',
    label: 'Kind',
    kind: 'multiSelect',
    buttons: true,
    options: FLEET_KINDS.map((kind) => ({ value: kind, label: KIND_INFO[kind].plural })),
  },
  {
    param: 'severity',
    label: 'Severity',
    kind: 'multiSelect',
    buttons: true,
    options: FLEET_SEVERITIES.map((value) => ({ value, label: labelOf(SEVERITY, value) })),
  },
];

function OrgCell({ item }: { item: FleetItem }) {
  const feed = use(FleetStates).get(item.orgId);
  const { stale, reason } = feed?.state ?? {};
  const name = feed?.org.name ?? item.orgId;
  return <OrgNameCell name={name} colour={feed?.org.colour} stale={stale} reason={reason} />;
}

function ApprovalCell({ item }: { item: FleetItem }) {
  const entry = use(FleetStates).get(item.orgId);
  if (item.kind !== 'approval' || !entry?.canApprove) return null;
  const { status } = entry.state;
  return (
    <ApprovalActions
      orgId={item.orgId}
      runId={item.id}
      title={item.title}
      offline={status === 'offline' || status === 'signed-out'}
    />
  );
}

const columns: Column<FleetItem>[] = [
  {
    id: 'org',
    header: 'Organisation',
    width: 190,
    cell: (item) => <OrgCell item={item} />,
    // The name as the cell shows it: the organisations list the window already holds.
    exportValue: (item) => orgNameOf(item.orgId),
  },
  statusColumn('severity', 'Severity', SEVERITY, (item) => item.severity, {
    width: 110,
    sortValue: (item) => rankOf(SEVERITY, item.severity),
  }),
  {
    id: 'item',
    header: 'Item',
    sortValue: (item) => item.title,
    cell: (item) => (
      <span className="mc-fleet-item">
        <TypeIcon name={item.icon} size={16} fallback={KIND_INFO[item.kind].icon} />
        <span className="mc-fleet-item-text">
          <span className="mc-fleet-item-title">{item.title}</span>
          <span className="mc-fleet-item-detail">
            {KIND_INFO[item.kind].label}
            {item.detail ? ` · ${item.detail}` : ''}
          </span>
        </span>
      </span>
    ),
    exportValue: (item) => item.title,
  },
  whenColumn('at', 'When', (item) => (item.at ? new Date(item.at).toISOString() : null), {
    width: 130,
    priority: 2,
    sortValue: (item) => item.at,
  }),
  {
    id: 'actions',
    header: '',
    width: 190,
    align: 'right',
    cell: (item) => <ApprovalCell item={item} />,
  },
];

export const FLEET_INBOX_LIST: ResourceListDefinition<FleetItem> = {
  source: FLEET_SOURCE,
  title: 'Inbox',
  columns,
  filters: FLEET_FILTERS,
  pageSizes: [100, 200, 500],
  emptyText: 'Nothing needs attention in any organisation',
  filteredEmptyText: 'No items match the filters',
  // Approve and Reject are checked per organisation (each row's own permissions).
  permission: 'playbooks',
  getRowId: (item) => item.key,
  rowName: (item) => item.title,
  rowHref: hrefOf,
  rowOrgId: (item) => item.orgId,
  groups: {
    by: (filters) =>
      filters.groupBy === 'organisation'
        ? (item) => orgNameOf(item.orgId)
        : filters.groupBy === 'kind'
          ? (item) => KIND_INFO[item.kind].plural
          : undefined,
  },
};
