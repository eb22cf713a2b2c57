// The global changes list's state in the query string (spec 2 §2, §9): Config Type, Change Type
// (include/exclude), Severity, Tags (include/exclude), the row filters (summary, source, created
// by, config id), a relationship scope, the time range (default the last 2 days), the page (200
// rows by default, kept in the URL) and the server sort (newest first by default). This module
// reads it, writes changes back, and turns it into C3's request.
import type { CatalogChangesRequest } from '../../../api/services/catalog-changes.types.ts';
import {
  decodeLabelFilter,
  encodeLabelFilter,
  splitLabelFilter,
  type LabelFilter,
} from '../../../lib/labels/label-filter.ts';
import type { RelativeTimeRange, TimeRange } from '../../../lib/time/time-range.ts';
import { decodeTimeRange, encodeTimeRange } from '../../../lib/time/time-range-url.ts';
import { CHANGE_SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { find } from '../../../lib/vocabulary/vocabulary.ts';

/** Spec 2 §9: the changes list shows 200 rows a page, written into the URL. */
export const CHANGES_PAGE_SIZE = 200;
export const CHANGES_PAGE_SIZES: readonly number[] = [50, 100, 200, 500];
/** Spec 2 §9: the last 2 days unless another range is chosen. */
export const DEFAULT_CHANGES_RANGE: RelativeTimeRange = {
  type: 'relative',
  display: '2 days',
  range: 'now-2d',
};
/** Related changes are followed this deep when a relationship scope is chosen (spec 2 §9). */
export const CHANGES_DEPTH = 5;
/** The columns C3 sorts by, keyed by the table's column ids. */
export const SORT_FIELDS: Readonly<Record<string, string>> = {
  config: 'name',
  change_type: 'change_type',
  summary: 'summary',
  source: 'source',
  age: 'created_at',
  count: 'count',
};
const RELATIONSHIPS = ['upstream', 'downstream', 'all'] as const;
type Relationship = (typeof RELATIONSHIPS)[number];

export interface ChangesParams {
  configType: string | undefined;
  /** Change types included (1) or excluded (-1). */
  changeType: LabelFilter;
  severity: string | undefined;
  /** `key=value` tags included or excluded. */
  tags: LabelFilter;
  summary: string | undefined;
  source: string | undefined;
  createdBy: string | undefined;
  configId: string | undefined;
  /** A relationship scope around `configId`; none unless chosen. */
  relationship: Relationship | undefined;
  range: TimeRange;
  pageIndex: number;
  pageSize: number;
  /** A column id of the table (SORT_FIELDS' keys). */
  sortBy: string;
  sortDesc: boolean;
}

const text = (search: URLSearchParams, name: string) => {
  const value = search.get(name)?.trim();
  return value ? value : undefined;
};

export function readChangesParams(search: URLSearchParams): ChangesParams {
  const index = Number(search.get('pageIndex') ?? '0');
  const size = Number(search.get('pageSize') ?? String(CHANGES_PAGE_SIZE));
  const sortBy = search.get('sortBy') ?? '';
  const relationship = search.get('relationship') as Relationship | null;
  const severity = text(search, 'severity');
  return {
    configType: text(search, 'configType'),
    changeType: decodeLabelFilter(search.get('changeType')),
    severity: find(CHANGE_SEVERITY, severity)?.value,
    tags: decodeLabelFilter(search.get('tags')),
    summary: text(search, 'summary'),
    source: text(search, 'source'),
    createdBy: text(search, 'createdBy'),
    configId: text(search, 'id'),
    relationship: relationship && RELATIONSHIPS.includes(relationship) ? relationship : undefined,
    range: decodeTimeRange(search) ?? DEFAULT_CHANGES_RANGE,
    pageIndex: Number.isInteger(index) && index >= 0 ? index : 0,
    pageSize: CHANGES_PAGE_SIZES.includes(size) ? size : CHANGES_PAGE_SIZE,
    sortBy: sortBy in SORT_FIELDS ? sortBy : 'age',
    sortDesc: sortBy in SORT_FIELDS ? search.get('sortOrder') !== 'asc' : true,
  };
}

export type ChangesPatch = Partial<Omit<ChangesParams, 'range' | 'sortBy' | 'sortDesc'>> & {
  range?: TimeRange | undefined;
  sort?: { by: string; desc: boolean } | undefined;
};

const PLAIN: readonly (keyof ChangesPatch)[] = [
  'configType',
  'severity',
  'summary',
  'source',
  'createdBy',
  'relationship',
];

/**
 * `search` with `patch` applied. A filter, range or sort change goes back to the first page; the
 * page size is always written (spec 2 §9), the default sort never.
 */
export function patchChangesParams(search: URLSearchParams, patch: ChangesPatch): URLSearchParams {
  let next = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  let resetsPage = false;
  for (const name of PLAIN) {
    if (!(name in patch)) continue;
    set(name, patch[name] as string | undefined);
    resetsPage = true;
  }
  if ('configId' in patch) {
    set('id', patch.configId);
    resetsPage = true;
  }
  if ('changeType' in patch) {
    set('changeType', encodeLabelFilter(patch.changeType ?? {}));
    resetsPage = true;
  }
  if ('tags' in patch) {
    set('tags', encodeLabelFilter(patch.tags ?? {}));
    resetsPage = true;
  }
  if ('range' in patch) {
    next = encodeTimeRange(next, patch.range);
    resetsPage = true;
  }
  if ('sort' in patch) {
    const sort = patch.sort;
    const isDefault = !sort || (sort.by === 'age' && sort.desc);
    set('sortBy', isDefault ? undefined : sort.by);
    set('sortOrder', isDefault ? undefined : sort.desc ? 'desc' : 'asc');
    resetsPage = true;
  }
  if ('pageIndex' in patch) set('pageIndex', patch.pageIndex ? String(patch.pageIndex) : undefined);
  else if (resetsPage) next.delete('pageIndex');
  const size = patch.pageSize ?? Number(next.get('pageSize') ?? CHANGES_PAGE_SIZE);
  next.set('pageSize', String(CHANGES_PAGE_SIZES.includes(size) ? size : CHANGES_PAGE_SIZE));
  return next;
}

/** Included values, then excluded ones with '!': C3's filter expression. */
function expression(filter: LabelFilter): string | undefined {
  const { include, exclude } = splitLabelFilter(filter);
  const parts = [...include, ...exclude.map((v) => `!${v}`)];
  return parts.length > 0 ? parts.join(',') : undefined;
}

/** `k=v,k!=v`: C3's label-selector syntax for tags. */
export function tagSelector(filter: LabelFilter): string | undefined {
  const { include, exclude } = splitLabelFilter(filter);
  const negate = (pair: string) => {
    const at = pair.indexOf('=');
    return at < 0 ? `${pair}!=` : `${pair.slice(0, at)}!=${pair.slice(at + 1)}`;
  };
  const parts = [...include, ...exclude.map(negate)];
  return parts.length > 0 ? parts.join(',') : undefined;
}

function rangeBounds(range: TimeRange): { from?: string; to?: string } {
  if (range.type !== 'relative') return { from: range.from, to: range.to };
  // A future range runs from now to its far end.
  return range.range.startsWith('now+') ? { from: 'now', to: range.range } : { from: range.range };
}

export function toChangesRequest(
  params: ChangesParams,
  hideDeleted: boolean,
): CatalogChangesRequest {
  const optional: Partial<CatalogChangesRequest> = {
    config_type: params.configType,
    type: expression(params.changeType),
    severity: params.severity,
    tags: tagSelector(params.tags),
    summary: params.summary,
    source: params.source,
    created_by: params.createdBy,
    id: params.configId,
    ...rangeBounds(params.range),
  };
  const body = Object.fromEntries(
    Object.entries(optional).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<CatalogChangesRequest>;
  // Only a chosen relationship widens the scope past the config itself.
  const scoped = params.relationship && params.configId;
  return {
    ...body,
    page: params.pageIndex + 1,
    page_size: params.pageSize,
    sort_by: `${params.sortDesc ? '-' : ''}${SORT_FIELDS[params.sortBy] ?? 'created_at'}`,
    recursive: scoped ? params.relationship! : 'none',
    ...(scoped ? { depth: CHANGES_DEPTH } : {}),
    include_deleted_configs: !hideDeleted,
  };
}

export interface FilterChip {
  key: string;
  label: string;
  remove: ChangesPatch;
}

/** A removable chip for each active filter (the time range always has one, so it has none). */
export function changesChips(params: ChangesParams): FilterChip[] {
  const chips: FilterChip[] = [];
  if (params.configType)
    chips.push({
      key: 'configType',
      label: `Config Type: ${params.configType}`,
      remove: { configType: undefined },
    });
  for (const [value, state] of Object.entries(params.changeType))
    chips.push({
      key: `changeType:${value}`,
      label: `Change Type: ${state === -1 ? '!' : ''}${value}`,
      remove: { changeType: withoutKey(params.changeType, value) },
    });
  if (params.severity)
    chips.push({
      key: 'severity',
      label: `Severity: ${params.severity}`,
      remove: { severity: undefined },
    });
  for (const [value, state] of Object.entries(params.tags))
    chips.push({
      key: `tag:${value}`,
      label: `Tag: ${state === -1 ? value.replace('=', '!=') : value}`,
      remove: { tags: withoutKey(params.tags, value) },
    });
  const row: [keyof ChangesPatch, string, string | undefined][] = [
    ['summary', 'Summary', params.summary],
    ['source', 'Source', params.source],
    ['createdBy', 'Created By', params.createdBy],
    ['configId', 'Config', params.configId],
    ['relationship', 'Relationship', params.relationship],
  ];
  for (const [key, label, value] of row)
    if (value) chips.push({ key, label: `${label}: ${value}`, remove: { [key]: undefined } });
  return chips;
}

function withoutKey(filter: LabelFilter, key: string): LabelFilter {
  const next: Record<string, 1 | 0 | -1> = { ...filter };
  delete next[key];
  return next;
}
