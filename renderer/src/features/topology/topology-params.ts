// The dashboard's query-string state (spec 2 §2): the filters Health (`status`), Type, Team,
// Labels and Agent, the sort, and `refererId`. A missing or 'all' value is no filter; the default
// sort (health, descending) is never written, so choosing it clears the sort parameters.
import type { TopologyParams } from '../../api/services/topology.types.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  type LabelFilter,
} from '../../lib/labels/label-filter.ts';
import { DEFAULT_SORT, isDefaultSort, type Sort } from './card-model.ts';

export interface DashboardParams {
  status: string | undefined;
  type: string | undefined;
  team: string | undefined;
  labels: LabelFilter;
  agentId: string | undefined;
  sort: Sort;
  refererId: string | undefined;
}

const value = (params: URLSearchParams, name: string): string | undefined => {
  const v = params.get(name);
  return v && v !== 'all' ? v : undefined;
};

/** `fallbackSort` is the sort saved on this device, used while the URL has none. */
export function readDashboardParams(
  params: URLSearchParams,
  fallbackSort: Sort = DEFAULT_SORT,
): DashboardParams {
  const sortBy = value(params, 'sortBy');
  const order = params.get('sortOrder');
  return {
    status: value(params, 'status'),
    type: value(params, 'type'),
    team: value(params, 'team'),
    labels: decodeLabelFilter(params.get('labels')),
    agentId: value(params, 'agentId'),
    sort: sortBy ? { sortBy, sortOrder: order === 'asc' ? 'asc' : 'desc' } : fallbackSort,
    refererId: value(params, 'refererId'),
  };
}

export type DashboardPatch = Partial<Omit<DashboardParams, 'labels'>> & { labels?: LabelFilter };

export function patchDashboardParams(
  previous: URLSearchParams,
  patch: DashboardPatch,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (name: string, v: string | undefined) => {
    if (v === undefined || v === '' || v === 'all') next.delete(name);
    else next.set(name, v);
  };
  if ('status' in patch) set('status', patch.status);
  if ('type' in patch) set('type', patch.type);
  if ('team' in patch) set('team', patch.team);
  if ('agentId' in patch) set('agentId', patch.agentId);
  if ('refererId' in patch) set('refererId', patch.refererId);
  if (patch.labels) set('labels', encodeLabelFilter(patch.labels));
  if (patch.sort) {
    if (isDefaultSort(patch.sort)) {
      next.delete('sortBy');
      next.delete('sortOrder');
    } else {
      next.set('sortBy', patch.sort.sortBy);
      next.set('sortOrder', patch.sort.sortOrder);
    }
  }
  return next;
}

/** Included labels go to the backend as `k=v,k2=v2`; exclusions are applied to the cards. */
export function includedLabels(labels: LabelFilter): string[] {
  return Object.entries(labels)
    .filter(([, state]) => state === 1)
    .map(([label]) => label);
}

export function excludedLabels(labels: LabelFilter): string[] {
  return Object.entries(labels)
    .filter(([, state]) => state === -1)
    .map(([label]) => label);
}

/** T1's parameters for the page's state. */
export function toTopologyParams(
  id: string | undefined,
  p: DashboardParams,
  showHidden: boolean,
): TopologyParams {
  const labels = includedLabels(p.labels);
  return {
    ...(id ? { id } : {}),
    ...(p.status ? { status: p.status } : {}),
    ...(p.type ? { type: p.type } : {}),
    ...(p.team ? { team: p.team } : {}),
    ...(labels.length ? { labels: labels.join(',') } : {}),
    ...(p.agentId ? { agentId: p.agentId } : {}),
    sortBy: p.sort.sortBy,
    sortOrder: p.sort.sortOrder,
    ...(showHidden ? { hidden: true } : {}),
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
