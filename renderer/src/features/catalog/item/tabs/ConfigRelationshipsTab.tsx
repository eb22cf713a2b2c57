// The Relationships tab of /catalog/{id} (spec 2 §2): the items related to this one (C8, up to
// 10 hops) in the directions the Outgoing, Incoming and Soft toggles choose, deleted items hidden
// unless asked for, as a table (a row opens the related item) or a graph (`view=graph`).
import { SegmentedControl, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { relatedConfigsQuery } from '../../../../api/services/catalog-tabs.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import { RelationshipGraphView } from '../graph/RelationshipGraphView.tsx';
import { useResourceListParams } from '../../../../components/resource-list/useResourceListParams.ts';
import {
  RELATIONSHIP_PARAMS,
  type Directions,
  directionsOf,
  incomingPatch,
  relationOf,
  typeFilterOf,
} from './relationship-directions.ts';
import { CONFIG_COLUMNS } from '../../list/catalog-list.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';

const ONE_DIRECTION = 'At least one direction must stay on';

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
  const toolbar = (
    <RelationshipToolbar
      graph={graph}
      directions={directions}
      includeDeleted={queryParams.includeDeleted}
      set={set}
    />
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
      columns={CONFIG_COLUMNS}
      query={others}
      href={(r) => paths.catalogItem(r.id)}
      before={toolbar}
    />
  );
}

function RelationshipToolbar({
  graph,
  directions,
  includeDeleted,
  set,
}: {
  graph: boolean;
  directions: Directions;
  includeDeleted: boolean;
  set: (filters: Record<string, string | undefined>) => void;
}) {
  const switchTo = (param: string, on: boolean) => set({ [param]: String(on) });
  return (
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
        checked={!includeDeleted}
        onChange={(e) => switchTo('showDeleted', !e.currentTarget.checked)}
      />
    </div>
  );
}
