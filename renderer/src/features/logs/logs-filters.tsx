// The Logs screen's filters as list-kit data (spec 2 §2): the component (components with logs,
// with their type icons), its log selector when it has more than one, and the search text
// (written to the URL after 500 ms of quiet, spec 2 §9, or at once on Enter). The range and the
// reload sit at the end of the bar's row (logs-request.ts says why the range is the screen's own).
import type { ComponentName } from '../../api/services/topology.types.ts';
import type {
  FilterOption,
  ResourceFilter,
} from '../../components/resource-list/resource-definition.ts';
import { componentOption, textOption } from '../../components/resource-list/query-options.tsx';
import { RANGE_PARAMS } from './logs-request.ts';

export const SEARCH_PLACEHOLDER = 'Search logs';
/** The search box writes the URL after this much quiet (spec 2 §9: log search 500 ms). */
export const LOGS_SEARCH_DEBOUNCE_MS = 500;

/** What the filters offer; absent while it loads. */
export interface LogsChoices {
  components: readonly ComponentName[];
  componentsLoading: boolean;
  /** The chosen component, listed even when the picker's list lacks it (yet). */
  current: { id: string; name: string } | undefined;
  selectors: readonly string[];
}

/** The kit's component option, its type as the description. */
const typedOption = (c: Pick<ComponentName, 'id' | 'name' | 'type' | 'icon'>): FilterOption => ({
  ...componentOption(c),
  ...(c.type ? { description: c.type } : {}),
});

function componentOptions(choices: LogsChoices): FilterOption[] {
  const options = choices.components.map(typedOption);
  const { current } = choices;
  if (current && !choices.components.some((c) => c.id === current.id))
    options.unshift(typedOption(current));
  return options;
}

/**
 * The filters; without choices they carry no options, which is how the URL codec reads them (a
 * component's selectors are its own, so the codec must accept any value). The selector is
 * offered only when there is a choice to make.
 */
export function logsFilters(choices?: LogsChoices): ResourceFilter[] {
  const component: ResourceFilter = {
    param: 'topologyId',
    label: 'Component',
    required: true,
    searchable: true,
    placeholder: choices?.componentsLoading ? 'Loading components…' : 'Select a component',
    ...(choices && { options: componentOptions(choices) }),
  };
  const selector: ResourceFilter = {
    param: 'logsSelector',
    label: 'Log selector',
    required: true,
    ...(choices && { options: choices.selectors.map(textOption) }),
  };
  const search: ResourceFilter = {
    param: 'query',
    label: 'Search',
    kind: 'search',
    placeholder: SEARCH_PLACEHOLDER,
    debounceMs: LOGS_SEARCH_DEBOUNCE_MS,
  };
  const offerSelector = !choices || choices.selectors.length > 1;
  return offerSelector ? [component, selector, search] : [component, search];
}

/** What the URL codec reads: every filter, without options, and the range's params. */
export const LOGS_LIST = { filters: logsFilters(), passThrough: RANGE_PARAMS } as const;
