// The text of a filter's current value, for its chip: option labels instead of values, 'not …'
// for an excluded one, and the range's own display text.
import { decodeLabelFilter } from '../../lib/labels/label-filter.ts';
import { decodeValueList, timeRangeOf } from '../../lib/url-state/filter-codec.ts';
import type { FilterOption, ResourceFilter } from '../resource-list/resource-definition.ts';

export function optionLabel(options: readonly FilterOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export function filterSummary(
  filter: ResourceFilter,
  value: string,
  options: readonly FilterOption[],
): string {
  switch (filter.kind ?? 'select') {
    case 'select':
      return optionLabel(options, value);
    case 'multiSelect':
      return decodeValueList(value)
        .map((v) => optionLabel(options, v))
        .join(', ');
    case 'triState':
    case 'labels':
      return Object.entries(decodeLabelFilter(value))
        .map(([v, state]) => `${state === -1 ? 'not ' : ''}${optionLabel(options, v)}`)
        .join(', ');
    case 'timeRange':
      return timeRangeOf(value)?.display ?? value;
    case 'toggle':
      return value === 'true' ? 'on' : 'off';
    case 'search':
    case 'text':
      return value;
  }
}
