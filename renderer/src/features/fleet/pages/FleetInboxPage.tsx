// /fleet, the inbox of every organisation (issue 21 item 1): unhealthy checks, open incidents,
// playbook runs waiting for approval (Approve and Reject where the user may) and the notifications
// of the last 24 h, from every organisation at once, each row tagged with its organisation. Each
// organisation is read on its own (fleet-feeds.ts): one that is slow, offline or signed out is
// marked in the header strip with the age of its data (its offline cache) and never holds back the
// others. Filters by organisation, kind and severity are kept in the URL; a row opens the item in
// its organisation (switching to it first).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, ButtonGroup, Callout, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { FORBIDDEN_TEXT } from '../../../components/query-error/QueryError.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { ApprovalActions } from '../components/ApprovalActions.tsx';
import { OrgStrip, dataAgeText } from '../components/OrgStrip.tsx';
import { FleetFeeds, type OrgFeed } from '../fleet-feeds.ts';
import {
  FLEET_KINDS,
  FLEET_SEVERITIES,
  KIND_FILTER_LABELS,
  KIND_LABELS,
  countsByOrg,
  feedState,
  filterItems,
  hrefOf,
  readFilters,
  toggle,
  writeFilters,
  type FeedState,
  type FleetFilters,
  type FleetItem,
  type FleetKind,
  type FleetSeverity,
} from '../fleet-model.ts';
import '../fleet.css';
import { intentOf, labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

const KIND_ICON = {
  check: 'heart',
  incident: 'error',
  approval: 'endorsed',
  notification: 'notifications',
} as const;

const NO_ORGS: never[] = [];

function FilterButtons<T extends string>(props: {
  label: string;
  values: readonly T[];
  selected: readonly T[];
  text: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  const { label, values, selected, text, onChange } = props;
  return (
    <div className="mc-fleet-filter" role="group" aria-label={label}>
      <span className="mc-fleet-filter-label">{label}</span>
      <ButtonGroup>
        {values.map((value) => (
          <Button
            key={value}
            size="small"
            text={text(value)}
            active={selected.includes(value)}
            aria-pressed={selected.includes(value)}
            onClick={() => onChange(toggle(selected, value))}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}

export function FleetInboxPage() {
  const { orgId: currentOrgId, switchOrg } = useCurrentOrg();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const [feeds] = useState(() => new FleetFeeds(currentOrgId));
  const orgList = orgs.data ?? NO_ORGS;
  useEffect(() => {
    feeds.setOrgs(orgList.filter((org) => !org.hidden));
    return () => feeds.stopAll();
  }, [feeds, orgList]);
  const snapshot = useSyncExternalStore(feeds.subscribe, feeds.getSnapshot);
  const now = useNow(1000).getTime();

  const filters = readFilters(search);
  const setFilters = (next: FleetFilters) =>
    setSearch(writeFilters(search, next), { replace: true });

  const states = new Map<string, { feed: OrgFeed; state: FeedState }>();
  for (const feed of snapshot.feeds) states.set(feed.org.id, { feed, state: feedState(feed, now) });
  const strip = [...states.values()];
  const counted = filterItems(snapshot.items, { ...filters, orgs: [] });
  const counts = countsByOrg(counted);
  const rows = filters.orgs.length ? filterItems(counted, filters) : counted;

  const open = (item: FleetItem) => {
    const href = hrefOf(item);
    if (item.orgId !== currentOrgId) switchOrg(item.orgId);
    void navigate(href);
  };

  const columns: Column<FleetItem>[] = [
    {
      id: 'org',
      header: 'Organisation',
      width: 190,
      cell: (item) => {
        const entry = states.get(item.orgId);
        const org = entry?.feed.org;
        return (
          <span className="mc-fleet-org-cell" style={{ borderLeftColor: org?.colour }}>
            <span className="mc-fleet-org-cell-name">{org?.name ?? item.orgId}</span>
            {entry?.state.stale && (
              <Tag
                minimal
                intent="warning"
                className="mc-fleet-stale"
                title={entry.state.reason ?? undefined}
              >
                stale
              </Tag>
            )}
          </span>
        );
      },
    },
    {
      id: 'severity',
      header: 'Severity',
      width: 90,
      cell: (item) => (
        <Tag
          minimal
          intent={intentOf(SEVERITY, item.severity)}
          className={`mc-fleet-sev mc-fleet-sev-${item.severity}`}
        >
          {labelOf(SEVERITY, item.severity)}
        </Tag>
      ),
    },
    {
      id: 'item',
      header: 'Item',
      cell: (item) => (
        <span className="mc-fleet-item">
          <TypeIcon name={item.icon} size={16} fallback={KIND_ICON[item.kind]} />
          <span className="mc-fleet-item-text">
            <span className="mc-fleet-item-title">{item.title}</span>
            <span className="mc-fleet-item-detail">
              {KIND_LABELS[item.kind]}
              {item.detail ? ` · ${item.detail}` : ''}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'at',
      header: 'When',
      width: 130,
      cell: (item) =>
        item.at ? (
          <RelativeTime
            value={new Date(item.at).toISOString()}
            fallback={formatTimestamp(new Date(item.at))}
          />
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: '',
      width: 190,
      align: 'right',
      cell: (item) => {
        if (item.kind !== 'approval') return null;
        const entry = states.get(item.orgId);
        if (!entry?.feed.canApprove) return null;
        return (
          <ApprovalActions
            orgId={item.orgId}
            runId={item.id}
            title={item.title}
            offline={entry.state.status === 'offline' || entry.state.status === 'signed-out'}
          />
        );
      },
    },
  ];

  const settled = strip.filter(
    ({ state }) => state.status !== 'loading' && state.status !== 'slow',
  );
  // Rows show as soon as any organisation has some; the skeleton only until the first one settles
  // (a slow organisation is marked in its card and never holds the list back).
  const waiting = settled.length === 0;
  const allForbidden = strip.length > 0 && strip.every(({ state }) => state.status === 'forbidden');
  const unavailable = strip.filter(({ state }) =>
    ['offline', 'signed-out', 'error'].includes(state.status),
  );
  // Benchmarks: every organisation's answer is on screen (tests/bench/fleet-inbox.bench.ts).
  usePaintedMark('fleet:painted', strip.length > 0 && strip.every(({ feed }) => feed.hasData));
  const filtered = filters.orgs.length + filters.kinds.length + filters.severities.length > 0;

  return (
    <div className="mc-fleet">
      <div className="mc-fleet-header">
        <H3>Inbox</H3>
        <span className="mc-fleet-sub">
          Every organisation: unhealthy checks, open incidents, approvals and the last 24 h of
          notifications
        </span>
      </div>
      {orgs.isError ? (
        <Callout intent="danger" role="alert" title="Could not load the organisations">
          {orgs.error.message}
        </Callout>
      ) : (
        <OrgStrip
          feeds={strip}
          counts={counts}
          selected={filters.orgs}
          now={now}
          onToggle={(id) => setFilters({ ...filters, orgs: toggle(filters.orgs, id) })}
        />
      )}
      {unavailable.length > 0 && (
        <Callout intent="warning" icon="offline" compact className="mc-fleet-unavailable">
          {unavailable.map(({ feed, state }) => (
            <div key={feed.org.id} role="status">
              <strong>{feed.org.name}</strong>{' '}
              {state.status === 'signed-out'
                ? 'is signed out'
                : state.status === 'offline'
                  ? 'cannot be reached'
                  : 'could not be read'}
              {state.reason ? ` (${state.reason})` : ''}
              {' — '}
              {feed.dataAt === null
                ? 'nothing of it is kept offline.'
                : `showing its ${dataAgeText(feed, state, now)}.`}
            </div>
          ))}
        </Callout>
      )}
      <div className="mc-fleet-filters">
        <FilterButtons<FleetKind>
          label="Kind"
          values={FLEET_KINDS}
          selected={filters.kinds}
          text={(kind) => KIND_FILTER_LABELS[kind]}
          onChange={(kinds) => setFilters({ ...filters, kinds })}
        />
        <FilterButtons<FleetSeverity>
          label="Severity"
          values={FLEET_SEVERITIES}
          selected={filters.severities}
          text={(severity) => labelOf(SEVERITY, severity)}
          onChange={(severities) => setFilters({ ...filters, severities })}
        />
        {filtered && (
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            text="Clear filters"
            onClick={() => setFilters({ orgs: [], kinds: [], severities: [] })}
          />
        )}
        <span className="mc-fleet-total" role="status">
          {rows.length.toLocaleString()} {rows.length === 1 ? 'item' : 'items'}
        </span>
      </div>
      {allForbidden ? (
        <Callout intent="warning" role="alert" title="Forbidden">
          {FORBIDDEN_TEXT}
        </Callout>
      ) : (
        <DataTable<FleetItem>
          aria-label="Inbox"
          tableId="fleet-inbox"
          columns={columns}
          rows={rows}
          getRowId={(item) => item.key}
          loading={rows.length === 0 && (waiting || orgs.isPending)}
          emptyText={
            filtered ? 'No items match the filters' : 'Nothing needs attention in any organisation'
          }
          onRowClick={open}
          rowHref={hrefOf}
          rowOrgId={(item) => item.orgId}
          pagination="client"
          defaultPageSize={100}
          maxHeight="none"
        />
      )}
    </div>
  );
}
