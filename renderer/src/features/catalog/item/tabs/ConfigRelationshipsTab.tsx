// The Relationships tab of /catalog/{id} (spec 2 §2): the items related to this one (C8, up to
// 10 hops) in the directions the Outgoing, Incoming and Soft toggles choose, deleted items hidden
// unless asked for, as a table (a row opens the related item) or a graph (`view=graph`).
import { SegmentedControl, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { relatedConfigsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import type { Column } from '../../../../components/data-table/column.ts';
import { StatusDot } from '../../../../components/status-dot/StatusDot.tsx';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { RelationshipGraphView } from '../graph/RelationshipGraphView.tsx';
import { useResourceListParams } from '../../../../components/resource-list/useResourceListParams.ts';
import {
  RELATIONSHIP_PARAMS,
  directionsOf,
  incomingPatch,
  relationOf,
  typeFilterOf,
} from './relationship-directions.ts';
import { insightTotal } from './tab-format.ts';
import { PagedTabTable } from './PagedTabTable.tsx';

const ONE_DIRECTION = 'At least one direction must stay on';

const columns: Column<RelatedConfig>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (r) => (r.name ?? '').toLowerCase(),
    cell: (r) => (
      <span className="mc-catalog-cell">
        <TypeIcon name={r.type} size={16} fallback="database" />
        <Link
          to={paths.catalogItem(r.id)}
          onClick={(e) => e.stopPropagation()}
          title={r.name ?? ''}
        >
          {r.name ?? r.id}
        </Link>
        {r.deleted_at && <span className="mc-catalog-muted">(deleted)</span>}
      </span>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    width: '24%',
    sortValue: (r) => r.type ?? '',
    cell: (r) => <span title={r.type ?? ''}>{r.type}</span>,
  },
  {
    id: 'health',
    header: 'Health',
    width: '13%',
    sortValue: (r) => r.health ?? '',
    cell: (r) =>
      r.health ? (
        <span className="mc-catalog-cell">
          <StatusDot status={r.health} />
          <span>{r.health}</span>
        </span>
      ) : null,
  },
  {
    id: 'status',
    header: 'Status',
    width: '13%',
    sortValue: (r) => r.status ?? '',
    cell: (r) => r.status,
  },
  {
    id: 'changes',
    header: 'Changes',
    width: '11%',
    align: 'right',
    sortValue: (r) => r.changes ?? 0,
    cell: (r) => (r.changes ? r.changes : null),
  },
  {
    id: 'insights',
    header: 'Insights',
    width: '10%',
    align: 'right',
    sortValue: (r) => insightTotal(r.analysis),
    cell: (r) => insightTotal(r.analysis) || null,
  },
];

export function ConfigRelationshipsTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const { params, update } = useResourceListParams(RELATIONSHIP_PARAMS);
  const values = params.filters;
  const directions = directionsOf(values);
  const graph = values.view === 'graph';
  const queryParams = {
    configId,
    typeFilter: typeFilterOf(directions),
    relation: relationOf(directions),
    includeDeleted: values.showDeleted === 'true',
  };
  // One answer for both views (the graph view reads it too); the table lists the others.
  const others = useQuery({
    ...relatedConfigsQuery(orgId, queryParams),
    select: (rows) => rows.filter((r) => r.id !== configId),
  });
  const set = (filters: Record<string, string | undefined>) =>
    update({ filters }, { replace: true });
  const switchTo = (param: string, on: boolean) => set({ [param]: String(on) });
  const toolbar = (
    <div className="mc-catalog-tab-toolbar" role="group" aria-label="Relationship filters">
      <SegmentedControl
        size="small"
        aria-label="Relationships view"
        value={graph ? 'graph' : 'table'}
        onValueChange={(v) => set({ view: v === 'graph' ? v : undefined })}
        options={[
          { value: 'table', label: 'Table' },
          { value: 'graph', label: 'Graph' },
        ]}
      />
      <span className="mc-catalog-tab-toolbar-label">Direction</span>
      <Switch
        label="Outgoing"
        checked={directions.outgoing}
        disabled={!directions.incoming}
        title={directions.incoming ? undefined : ONE_DIRECTION}
        onChange={(e) => switchTo('outgoing', e.currentTarget.checked)}
      />
      <Switch
        label="Incoming"
        checked={directions.incoming}
        onChange={(e) => set(incomingPatch(e.currentTarget.checked))}
      />
      <Switch
        label="Soft"
        checked={directions.soft}
        onChange={(e) => set({ relation: e.currentTarget.checked ? 'soft' : undefined })}
      />
      <Switch
        label="Hide deleted"
        checked={!queryParams.includeDeleted}
        onChange={(e) => switchTo('showDeleted', !e.currentTarget.checked)}
      />
    </div>
  );
  if (graph)
    return (
      <div className="mc-catalog-tab">
        {toolbar}
        <RelationshipGraphView
          params={queryParams}
          rankDir={values.rankdir === 'TB' ? 'TB' : 'LR'}
          edgeStyle={values.edges === 'smoothstep' ? 'smoothstep' : 'bezier'}
          onChange={set}
        />
      </div>
    );
  return (
    <PagedTabTable
      label="Related configs"
      what="relationships"
      columns={columns}
      query={others}
      getRowId={(r) => r.id}
      href={(r) => paths.catalogItem(r.id)}
      before={toolbar}
    />
  );
}
