// The body of C3's changes search (`POST /catalog/changes`) from the list's request: the filter
// values as the URL holds them (changes-list.tsx names them), the page, the sort (the column's
// server field) and the device's 'Hide Deleted Config Changes' preference.
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import type { CatalogChangesRequest } from '../../api/services/catalog-changes.types.ts';
import {
  decodeLabelFilter,
  filterExpression,
  splitLabelFilter,
  type LabelFilter,
} from '../../lib/labels/label-filter.ts';
import type { RelativeTimeRange, TimeRange } from '../../lib/time/time-range.ts';
import { withoutEmpty } from '../../lib/data/without-empty.ts';
import { timeRangeOf } from '../../lib/url-state/filter-codec.ts';

/** Spec 2 §9: the last 2 days unless another range is chosen. */
export const DEFAULT_CHANGES_RANGE: RelativeTimeRange = {
  type: 'relative',
  display: '2 days',
  range: 'now-2d',
};
/** Related changes are followed this deep when a relationship scope is chosen (spec 2 §9). */
export const CHANGES_DEPTH = 5;
/** The fields C3 sorts by; another (a stale link's) sorts newest first. */
const SORT_FIELDS: readonly string[] = [
  'name',
  'change_type',
  'summary',
  'source',
  'created_at',
  'count',
];
const RELATIONSHIPS = ['upstream', 'downstream', 'all'] as const;
type Relationship = (typeof RELATIONSHIPS)[number];

/** `k=v,k!=v`: C3's label-selector syntax for tags. */
export function tagSelector(filter: LabelFilter): string | undefined {
  return filterExpression(splitLabelFilter(filter), (pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? `${pair}!=` : `${pair.slice(0, at)}!=${pair.slice(at + 1)}`;
  });
}

function rangeBounds(range: TimeRange): { from?: string; to?: string } {
  if (range.type !== 'relative') return { from: range.from, to: range.to };
  // A future range runs from now to its far end.
  return range.range.startsWith('now+') ? { from: 'now', to: range.range } : { from: range.range };
}

const labelFilter = (value: string | undefined) =>
  value ? decodeLabelFilter(value) : ({} as LabelFilter);

function relationshipOf(value: string | undefined): Relationship | undefined {
  return RELATIONSHIPS.find((r) => r === value);
}

/** The search's sort: the server field, newest first unless ascending was chosen. */
function sortBy(request: ResourceListRequest): string {
  const field = request.sortBy && SORT_FIELDS.includes(request.sortBy) ? request.sortBy : undefined;
  if (!field) return '-created_at';
  return `${request.sortOrder === 'asc' ? '' : '-'}${field}`;
}

export function changesRequest(
  request: ResourceListRequest,
  hideDeleted: boolean,
): CatalogChangesRequest {
  const f = request.filters;
  const body: Partial<CatalogChangesRequest> = withoutEmpty({
    config_type: f.configType,
    type: filterExpression(splitLabelFilter(labelFilter(f.changeType))),
    severity: f.severity,
    tags: tagSelector(labelFilter(f.tags)),
    summary: f.summary,
    source: f.source,
    created_by: f.createdBy,
    id: f.id,
    ...rangeBounds(timeRangeOf(f.range) ?? DEFAULT_CHANGES_RANGE),
  });
  // Only a chosen relationship widens the scope past the config itself.
  const relationship = f.id ? relationshipOf(f.relationship) : undefined;
  return {
    ...body,
    page: request.pageIndex + 1,
    page_size: request.pageSize,
    sort_by: sortBy(request),
    recursive: relationship ?? 'none',
    ...(relationship ? { depth: CHANGES_DEPTH } : {}),
    include_deleted_configs: !hideDeleted,
  };
}
