// The dashboard's filters as data (spec 2 §2): Health (`status`), Type, Team, Labels and Agent in
// the query string through the list kit's codec, plus the sort (`sortBy`, `sortOrder`) and what
// the page asks the backend for. A missing or 'all' value is no filter; the default sort (health,
// descending) is never written, so choosing it clears the sort parameters.
import type { TopologyParams, TopologyResult } from '../../api/services/topology.types.ts';
import type {
  FilterOption,
  ResourceFilter,
} from '../../components/resource-list/resource-definition.ts';
import { decodeLabelFilter, splitLabelFilter } from '../../lib/labels/label-filter.ts';
import type { ListState, ListStatePatch } from '../../lib/url-state/filter-codec.ts';
import { withoutEmpty } from '../../lib/data/without-empty.ts';
import { titleCase } from '../../lib/text/title-case.ts';
import { isDefaultSort, type CardFilter, type Sort } from './card-model.ts';

/** The options the topology answer and the agents list offer; absent while they load. */
export interface TopologyChoices {
  facets: Pick<TopologyResult, 'healthStatuses' | 'types' | 'teams' | 'tags'> | undefined;
  agents: readonly { id: string; name: string }[];
  /** The filters in the URL: a value the answer lacks (a link from elsewhere) stays choosable. */
  current: Readonly<Record<string, string>>;
}

const plain = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));
const capitalised = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: titleCase(value) }));
const withCurrent = (values: readonly string[], current: string | undefined) =>
  current && !values.includes(current) ? [...values, current] : values;

/**
 * The filters; without choices they carry no options, which is how the URL codec reads them (the
 * options come from the answer, so the codec must accept any value).
 */
export function topologyFilters(choices?: TopologyChoices): ResourceFilter[] {
  const facets = choices?.facets;
  const current = choices?.current ?? {};
  const from = (values: readonly string[] | undefined, param: string) =>
    choices ? withCurrent(values ?? [], current[param]) : undefined;
  const statuses = from(facets?.healthStatuses, 'status');
  const types = from(facets?.types, 'type');
  const teams = from(facets?.teams, 'team');
  const tags = Object.entries(facets?.tags ?? {});
  return [
    { param: 'status', label: 'Health', ...(statuses && { options: capitalised(statuses) }) },
    { param: 'type', label: 'Type', ...(types && { options: plain(types) }) },
    { param: 'team', label: 'Team', ...(teams && { options: plain(teams) }) },
    {
      param: 'labels',
      label: 'Labels',
      kind: 'labels',
      ...(choices && {
        options: plain(tags.flatMap(([key, values]) => values.map((v) => `${key}=${v}`))),
      }),
    },
    {
      param: 'agentId',
      label: 'Agent',
      ...(choices && { options: choices.agents.map((a) => ({ value: a.id, label: a.name })) }),
    },
  ];
}

/** What the URL codec reads: the filters without options. */
export const TOPOLOGY_LIST = { filters: topologyFilters() } as const;

/** The URL's sort, or while it has none the one saved on this device. */
export function topologySort(state: Pick<ListState, 'sortBy' | 'sortOrder'>, saved: Sort): Sort {
  if (!state.sortBy) return saved;
  return { sortBy: state.sortBy, sortOrder: state.sortOrder === 'asc' ? 'asc' : 'desc' };
}

/** The URL change for a sort: health descending (the default) leaves the URL. */
export function sortPatch(sort: Sort): ListStatePatch {
  return isDefaultSort(sort)
    ? { sortBy: undefined, sortOrder: undefined }
    : { sortBy: sort.sortBy, sortOrder: sort.sortOrder };
}

/**
 * The sort when another field is chosen: names and types start A→Z, health most severe first,
 * Last Updated newest first; a headline property keeps the current order.
 */
export function sortByField(sortBy: string, current: Sort): Sort {
  if (sortBy === 'name' || sortBy === 'type') return { sortBy, sortOrder: 'asc' };
  if (sortBy === 'status' || sortBy === 'updated_at') return { sortBy, sortOrder: 'desc' };
  return { sortBy, sortOrder: current.sortOrder };
}

/** T1's parameters: included labels go to the backend as `k=v,k2=v2`. */
export function topologyRequest(
  id: string | undefined,
  filters: Readonly<Record<string, string>>,
  sort: Sort,
  showHidden: boolean,
): TopologyParams {
  const { include } = splitLabelFilter(decodeLabelFilter(filters.labels ?? ''));
  const { status, type, team, agentId } = filters;
  const { sortBy, sortOrder } = sort;
  const [labels, hidden] = [include.join(','), showHidden || undefined];
  return withoutEmpty({ id, status, type, team, labels, agentId, sortBy, sortOrder, hidden });
}

/** What the page filters itself (upstream may ignore some): excluded labels among them. */
export function cardFilter(
  filters: Readonly<Record<string, string>>,
  showHidden: boolean,
): CardFilter {
  return {
    statuses: filters.status ? filters.status.split(',') : [],
    types: filters.type ? filters.type.split(',') : [],
    agentId: filters.agentId,
    showHidden,
    excludedLabels: splitLabelFilter(decodeLabelFilter(filters.labels ?? '')).exclude,
  };
}

/** A card's link keeps the page's query and names where the user came from. */
export function cardLinkQuery(
  current: URLSearchParams,
  refererId: string | undefined,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [k, v] of current) if (k !== 'refererId') query[k] = v;
  if (refererId) query.refererId = refererId;
  return query;
}
