// The topology dashboard (/topology and /topology/{id}, spec 2 §2): the filters and sort in the
// query string, the component cards, and at /topology/{id} the detail frame: the breadcrumb and
// the component's sidebar around the same cards.
// Loading shows skeleton cards; a failure with nothing to show reads 'Unable to load components!'.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { agentChoicesQuery, topologyQuery } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { useIncrementalList } from '../../../lib/hooks/useIncrementalList.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { FilterBar } from '../../../components/filter-bar/FilterBar.tsx';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  cardWidthPx,
  cardWidthStyle,
  cardsOf,
  customSortFields,
  isWide,
  sortComponents,
} from '../card-model.ts';
import {
  cardFilter,
  cardLinkQuery,
  sortPatch,
  topologyFilters,
  topologyRequest,
  topologySort,
  TOPOLOGY_LIST,
} from '../topology-filters.ts';
import { useCardWidth, useSavedSort } from '../topology-preferences.ts';
import {
  SHOW_HIDDEN_COMPONENTS,
  useSwitchPreference,
} from '../../../lib/preferences/switch-preferences.ts';
import { useMultipleComponentsToast } from '../hooks/useMultipleComponentsToast.ts';
import { CardGridStates } from '../../../components/shell-chrome/CardGridStates.tsx';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { useComponentFrame } from '../components/component-frame.ts';
import { TopologyCard } from '../components/TopologyCard.tsx';
import { TopologyPreferences } from '../components/TopologyPreferences.tsx';
import { TopologySort } from '../components/TopologySort.tsx';
import '../topology.css';

export const EMPTY_TEXT = 'There are no components matching this criteria';
export const LOAD_ERROR_TEXT = 'Unable to load components!';

const NONE: readonly Component[] = [];

/** Cards in steps of 60 as the user scrolls: 2,000 at once would take seconds to build. */
const FIRST_CARDS = 60;

function CardGrid(props: {
  cards: readonly Component[];
  widthPx: number;
  linkQuery: Record<string, string>;
}) {
  const { visible, sentinel, complete } = useIncrementalList(props.cards, {
    initial: FIRST_CARDS,
    step: FIRST_CARDS,
  });
  const wide = isWide(props.widthPx);
  return (
    <div className="mc-topo-cards" style={cardWidthStyle(props.widthPx)}>
      {visible.map((component) => (
        <TopologyCard
          key={component.id}
          component={component}
          wide={wide}
          href={paths.topologyItem(component.id, props.linkQuery)}
        />
      ))}
      {!complete && <div ref={sentinel} className="mc-topo-sentinel" aria-hidden />}
    </div>
  );
}

/** The cards shown and the sort fields offered, worked out again only when the answer, the filters
 * or the sort change. */
function useCards(
  components: readonly Component[],
  self: Component | null,
  filters: Parameters<typeof cardFilter>[0],
  showHidden: boolean,
  { sortBy, sortOrder }: ReturnType<typeof topologySort>,
) {
  const cards = useMemo(
    () =>
      sortComponents(cardsOf(components, self, cardFilter(filters, showHidden)), {
        sortBy,
        sortOrder,
      }),
    [components, self, filters, showHidden, sortBy, sortOrder],
  );
  const customSorts = useMemo(
    () => customSortFields(components.flatMap((c) => [c, ...(c.components ?? [])])),
    [components],
  );
  return { cards, customSorts };
}

export function TopologyPage() {
  const orgId = useOrgId();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { params, update } = useResourceListParams(TOPOLOGY_LIST);
  const { filters } = params;
  const [savedSort, saveSort] = useSavedSort();
  const sort = topologySort(params, savedSort);
  const [showHidden] = useSwitchPreference(SHOW_HIDDEN_COMPONENTS);
  const [width] = useCardWidth();
  const widthPx = cardWidthPx(width);

  const tree = useQuery(topologyQuery(orgId, topologyRequest(id, filters, sort, showHidden)));
  const agents = useQuery(agentChoicesQuery(orgId));
  usePaintedMark('topology:painted', tree.data !== undefined);

  const components = tree.data?.components ?? NONE;
  const self = id ? (components.find((c) => c.id === id) ?? components[0] ?? null) : null;
  useMultipleComponentsToast(!!id && components.length > 1, id);
  const frame = useComponentFrame(self, searchParams);

  const { cards, customSorts } = useCards(components, self, filters, showHidden, sort);
  const bar = topologyFilters({ facets: tree.data, agents: agents.data ?? [], current: filters });
  const linkQuery = cardLinkQuery(searchParams, id);

  const body = (
    <div className="mc-topo-body">
      <FilterBar
        filters={bar}
        listKey="topology"
        values={filters}
        onChange={(param, value) => update({ filters: { [param]: value } })}
        label="Topology filters"
      >
        <TopologySort
          sort={sort}
          customSorts={customSorts}
          onChange={(next) => {
            saveSort(next);
            update(sortPatch(next));
          }}
        />
        <TopologyPreferences />
      </FilterBar>
      <div className="mc-topo-scroll">
        <CardGridStates
          items={tree.data && cards}
          error={tree.error}
          what="topology"
          errorTitle={LOAD_ERROR_TEXT}
          empty={EMPTY_TEXT}
          skeleton={{
            className: 'mc-topo-cards',
            cardClassName: 'mc-topo-card mc-topo-card-skeleton',
            label: 'Loading components',
            style: cardWidthStyle(widthPx),
          }}
        >
          {(items) => <CardGrid cards={items} widthPx={widthPx} linkQuery={linkQuery} />}
        </CardGridStates>
      </div>
    </div>
  );
  const asOf = <AsOf dataUpdatedAt={tree.dataUpdatedAt} />;
  if (!id)
    return (
      <div className="mc-topo-page">
        <div className="mc-topo-head">{asOf}</div>
        {body}
      </div>
    );
  return (
    <DetailPage kind="topology-component" label="Component" actions={asOf} {...frame}>
      {body}
    </DetailPage>
  );
}
