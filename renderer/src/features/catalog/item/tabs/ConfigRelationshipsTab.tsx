// The Relationships tab of /catalog/{id} (spec 2 §2): the items related to this one (C8, up to
// 10 hops) in the directions the Outgoing, Incoming and Soft toggles choose, deleted items hidden
// unless asked for, as a table (a row opens the related item) or a graph (`view=graph`); the
// Type, Health and Status filters narrow both. Cytoscape and dagre sit in the graph canvas' own
// chunk: it is fetched when the Graph view first shows (at the same time as the data), never at
// start-up or for the table.
import { Fragment, lazy, Suspense, useEffect, useMemo } from 'react';
import { Spinner, Switch } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { paths } from '../../../../lib/routing/paths.ts';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import { narrowedRows } from '../graph/graph-model.ts';
import { FilterBar, FilterControl } from '../../../../components/filter-bar/FilterBar.tsx';
import {
  type Choice,
  incomingPatch,
  LAYOUT_CHOICES,
  relatedFilters,
  VIEW_CHOICE,
} from './relationship-directions.ts';
import { useRelatedConfigs } from './useRelatedConfigs.ts';
import { CONFIG_COLUMNS } from '../../../../components/catalog-lists/catalog-list.tsx';
import { QueryTable } from '../../../../components/data-table/QueryTable.tsx';
import './catalog-tabs.css';
import '../graph/relationship-graph.css';

const ONE_DIRECTION = 'At least one direction must stay on';

const loadCanvas = () => import('../graph/RelationshipGraph.tsx');
const RelationshipGraph = lazy(loadCanvas);

const loading = (
  <div className="mc-rel-graph-loading" role="status" aria-label="Loading relationship graph">
    <Spinner size={24} />
  </div>
);

/** The graph of the rows the filters keep (the table's rows), still linked as C8 related them. */
function GraphCanvas(props: {
  related: UseQueryResult<RelatedConfig[]>;
  shown: readonly RelatedConfig[] | undefined;
  rootId: string;
  values: Readonly<Record<string, string>>;
}) {
  const { related, shown, rootId, values } = props;
  // Fetch the canvas chunk while the data is on its way.
  useEffect(() => void loadCanvas(), []);
  const rows = useMemo(
    () =>
      related.data && shown && narrowedRows(related.data, rootId, new Set(shown.map((r) => r.id))),
    [related.data, shown, rootId],
  );
  if (related.isError && !related.data)
    return <QueryError error={related.error} what="relationships" />;
  if (!rows) return loading;
  return (
    <Suspense fallback={loading}>
      <RelationshipGraph
        rows={rows}
        rootId={rootId}
        rankDir={values.rankdir === 'TB' ? 'TB' : 'LR'}
        edgeStyle={values.edges === 'smoothstep' ? 'smoothstep' : 'bezier'}
      />
    </Suspense>
  );
}

export function ConfigRelationshipsTab({ configId }: { configId: string }) {
  // One answer for both views (the graph view reads it too); the table lists the others.
  const { values, update, directions, queryParams, all, shown } = useRelatedConfigs(configId, true);
  const set = (filters: Record<string, string | undefined>) =>
    update({ filters }, { replace: true });
  // A choice kept in the URL, as the kit's segmented select.
  const choice = (filter: Choice) => (
    <FilterControl
      filter={filter}
      value={values[filter.param]}
      options={filter.options}
      onChange={(value) => set({ [filter.param]: value })}
    />
  );
  const switchTo = (param: string, on: boolean) => set({ [param]: String(on) });
  // The direction switches (Outgoing locked on while Incoming is off), then deleted items.
  const toggles: [string, boolean, (on: boolean) => void, locked?: boolean][] = [
    ['Outgoing', directions.outgoing, (on) => switchTo('outgoing', on), !directions.incoming],
    ['Incoming', directions.incoming, (on) => set(incomingPatch(on))],
    ['Soft', directions.soft, (on) => set({ relation: on ? 'soft' : undefined })],
    ['Hide deleted', !queryParams.includeDeleted, (on) => switchTo('showDeleted', !on)],
  ];
  const before = (
    <>
      <div className="mc-catalog-tab-toolbar" role="group" aria-label="Relationship filters">
        {choice(VIEW_CHOICE)}
        <span className="mc-catalog-tab-toolbar-label">Direction</span>
        {toggles.map(([label, checked, change, locked]) => (
          <Switch
            key={label}
            label={label}
            checked={checked}
            disabled={locked}
            title={locked ? ONE_DIRECTION : undefined}
            onChange={(e) => change(e.currentTarget.checked)}
          />
        ))}
      </div>
      <FilterBar
        label="Related config filters"
        listKey="catalog-relationships"
        filters={relatedFilters(all.data ?? [])}
        values={values}
        onChange={(param, value) => set({ [param]: value })}
      />
    </>
  );
  if (values.view === 'graph')
    return (
      <div className="mcd-query-table">
        {before}
        <div className="mc-rel-graph-view">
          <div className="mc-catalog-tab-toolbar" role="group" aria-label="Graph layout">
            {LAYOUT_CHOICES.map(({ caption, filter }) => (
              <Fragment key={filter.param}>
                <span className="mc-catalog-tab-toolbar-label">{caption}</span>
                {choice(filter)}
              </Fragment>
            ))}
          </div>
          <GraphCanvas related={all} shown={shown.data} rootId={configId} values={values} />
        </div>
      </div>
    );
  return (
    <QueryTable
      label="Related configs"
      what="relationships"
      columns={CONFIG_COLUMNS}
      query={shown}
      href={(r) => paths.catalogItem(r.id)}
      before={before}
    />
  );
}
