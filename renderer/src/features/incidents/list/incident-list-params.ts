// The incident list's filters in the query string (spec 2 §2, §9): type, severity, status (open
// until the user picks another; 'all' in the URL turns that off), owner, component and the title
// search. An empty value or 'all' leaves its parameter out of the URL and the query. The topology
// card links here with ?type=..&component=..&severity=.. and lands on exactly those filters.
import type { IncidentListFilters } from '../../../api/services/incidents.ts';
import {
  DEFAULT_PAGE_SIZES,
  patchListParams,
  readListParams,
  type ListParamsSpec,
} from '../../../lib/url-state/list-params.ts';

export const INCIDENT_FILTERS = [
  'type',
  'severity',
  'status',
  'owner',
  'component',
  'search',
] as const;
export type IncidentFilter = (typeof INCIDENT_FILTERS)[number];

/** Spec 2 §9: the default incident filter is status open, type all. */
export const DEFAULT_STATUS = 'open';

export const INCIDENTS_LIST_SPEC: ListParamsSpec = {
  pageSizes: DEFAULT_PAGE_SIZES,
  filterParams: INCIDENT_FILTERS,
  filterDefaults: { status: DEFAULT_STATUS },
};

export function readIncidentFilters(search: URLSearchParams): IncidentListFilters {
  const { filters } = readListParams(search, INCIDENTS_LIST_SPEC);
  const result: IncidentListFilters = {};
  for (const name of INCIDENT_FILTERS) {
    const value = filters[name]?.trim();
    // Severities and statuses are stored lowercase; a link may say 'High'.
    if (value)
      result[name] = name === 'severity' || name === 'status' ? value.toLowerCase() : value;
  }
  return result;
}

export type IncidentFiltersPatch = Partial<Record<IncidentFilter, string | undefined>>;

/** `search` with the patch applied; pass undefined, '' or 'all' to clear a filter. */
export function patchIncidentFilters(
  search: URLSearchParams,
  patch: IncidentFiltersPatch,
): URLSearchParams {
  const filters: Record<string, string | undefined> = {};
  // patchListParams drops empty and 'all' values, and a default one (status open); clearing the
  // status says 'all', since an absent status means open.
  for (const name of INCIDENT_FILTERS) if (name in patch) filters[name] = patch[name]?.trim();
  return patchListParams(search, { filters }, INCIDENTS_LIST_SPEC);
}
