// The Relationships tab of /catalog/{id} (spec 2 §2): the items related to this one (C8, up to
// 10 hops) in the directions the Outgoing, Incoming and Soft toggles choose, deleted items hidden
// unless asked for, as a table (a row opens the related item) or a graph (`view=graph`); the
// Type, Health and Status filters narrow both.
import { SegmentedControl, Switch } from '@blueprintjs/core';
import { paths } from '../../../../lib/routing/paths.ts';
import { RelationshipGraphView } from '../graph/RelationshipGraphView.tsx';
import { FilterBar } from '../../../../components/filter-bar/FilterBar.tsx';
import { incomingPatch, relatedFilters } from './relationship-directions.ts';
import { useRelatedConfigs } from './useRelatedConfigs.ts';
import { CONFIG_COLUMNS } from '../../../../components/catalog-lists/catalog-list.tsx';
import { QueryTable } from '../../../../components/data-table/QueryTable.tsx';
import './catalog-tabs.css';

const ONE_DIRECTION = 'At least one direction must stay on';

type SetFilters = (filters: Record<string, string | undefined>) => void;

interface Choice {
  param: string;
  label: string;
  /** Its name on the toolbar, when it has one. */
  caption?: string;
  options: [string, string][];
}

const VIEW: Choice = {
  param: 'view',
  label: 'Relationships view',
  options: [
    ['table', 'Table'],
    ['graph', 'Graph'],
  ],
};

const LAYOUT: Choice[] = [
  {
    param: 'rankdir',
    label: 'Graph direction',
    caption: 'Layout',
    options: [
      ['LR', 'Left to right'],
      ['TB', 'Top to bottom'],
    ],
  },
  {
    param: 'edges',
    label: 'Edge style',
    caption: 'Edges',
    options: [
      ['bezier', 'Bezier'],
      ['smoothstep', 'Smooth step'],
    ],
  },
];

/** A choice kept in the URL: the first option is the default and leaves no parameter behind. */
function Segments(props: {
  choice: Choice;
  values: Record<string, string | undefined>;
  set: SetFilters;
}) {
  const { param, label, caption, options } = props.choice;
  const first = options[0]![0];
  return (
    <>
      {caption && <span className="mc-catalog-tab-toolbar-label">{caption}</span>}
      <SegmentedControl
        size="small"
        aria-label={label}
        value={props.values[param] || first}
        onValueChange={(v) => props.set({ [param]: v === first ? undefined : v })}
        options={options.map(([value, text]) => ({ value, label: text }))}
      />
    </>
  );
}

export function ConfigRelationshipsTab({ configId }: { configId: string }) {
  // One answer for both views (the graph view reads it too); the table lists the others.
  const { values, update, directions, queryParams, all, shown } = useRelatedConfigs(configId, true);
  const set: SetFilters = (filters) => update({ filters }, { replace: true });
  const segments = { values, set };
  const switchTo = (param: string, on: boolean) => set({ [param]: String(on) });
  const toolbar = (
    <div className="mc-catalog-tab-toolbar" role="group" aria-label="Relationship filters">
      <Segments choice={VIEW} {...segments} />
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
  const filterBar = (
    <FilterBar
      label="Related config filters"
      listKey="catalog-relationships"
      filters={relatedFilters(all.data ?? [])}
      values={values}
      onChange={(param, value) => set({ [param]: value })}
    />
  );
  if (values.view === 'graph')
    return (
      <div className="mcd-query-table">
        {toolbar}
        {filterBar}
        <RelationshipGraphView
          params={queryParams}
          shown={shown.data}
          rankDir={values.rankdir === 'TB' ? 'TB' : 'LR'}
          edgeStyle={values.edges === 'smoothstep' ? 'smoothstep' : 'bezier'}
        >
          {LAYOUT.map((choice) => (
            <Segments key={choice.param} choice={choice} {...segments} />
          ))}
        </RelationshipGraphView>
      </div>
    );
  return (
    <QueryTable
      label="Related configs"
      what="relationships"
      columns={CONFIG_COLUMNS}
      query={shown}
      href={(r) => paths.catalogItem(r.id)}
      before={
        <>
          {toolbar}
          {filterBar}
        </>
      }
    />
  );
}
