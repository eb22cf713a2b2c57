// The inventory's filters as data (spec 2 §2): the search ('Search for configs', written after
// the shared debounce), the config type (with type icons), Labels, Status and Health (each value
// included or excluded), plus Group By, which the page renders with its own ordered menu. The URL
// codec and the FilterBar derive from this list; the params keep the names deep links use
// (configType, search, labels, status, health, groupBy). 'all' and empty values are left out.
import {
  configLabelsQuery,
  configStatusesQuery,
  configTypesQuery,
} from '../../api/services/catalog.ts';
import type { ResourceFilter } from '../resource-list/resource-definition.ts';
import { queryOptionsLoader, textOption, typeOption } from '../resource-list/query-options.tsx';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { labelOf } from '../../lib/vocabulary/vocabulary.ts';

export const SEARCH_PLACEHOLDER = 'Search for configs';

/** The Health filter in spec 2 §1's order, labelled by the health vocabulary. */
export const HEALTH_OPTIONS = (['unhealthy', 'healthy', 'unknown', 'warning'] as const).map(
  (value) => ({ value, label: labelOf(HEALTH, value) }),
);

/**
 * Loaded options come from the cached catalog query when there is one, so the filters keep their
 * choices offline. They are read only after the view's first answer (FilterBar `loadOptions`): the
 * Sandbox's database runs one query at a time, and the label and tag scans over a large inventory,
 * issued before the list's request, held it up (catalog-pages bench: 0.3 s → 1.6 s).
 */
const cached = { cached: true };

/** The filters the toolbar shows, in its order. */
export const CATALOG_FILTERS: readonly ResourceFilter[] = [
  { param: 'search', kind: 'search', label: 'Search', placeholder: SEARCH_PLACEHOLDER },
  {
    param: 'configType',
    label: 'Type',
    searchable: true,
    // Loaded, so a type the server does not list yet (a link from elsewhere) still reads.
    options: queryOptionsLoader(configTypesQuery, typeOption, cached),
  },
  {
    param: 'labels',
    kind: 'labels',
    label: 'Labels',
    options: queryOptionsLoader(configLabelsQuery, textOption, cached),
  },
  {
    param: 'status',
    kind: 'triState',
    label: 'Status',
    options: queryOptionsLoader(configStatusesQuery, textOption, cached),
  },
  { param: 'health', kind: 'triState', label: 'Health', options: HEALTH_OPTIONS },
];

/**
 * Group By (the columns, comma-separated, in grouping order): in the URL and the codec like any
 * filter, so a change goes back to the first page, but drawn by GroupByMenu beside the bar, since
 * its default depends on the view (the summary's config_class,type; none for the table).
 */
export const GROUP_BY_FILTER: ResourceFilter = {
  param: 'groupBy',
  kind: 'multiSelect',
  label: 'Group By',
};

/** What useResourceListParams reads: every URL filter of the inventory. */
export const CATALOG_LIST = { filters: [...CATALOG_FILTERS, GROUP_BY_FILTER] };
