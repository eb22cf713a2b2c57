// The global changes list as a list definition (spec 2 §2, §9): Config Type, Change Type
// (include/exclude), Severity, Tags, the time range (the last 2 days unless another is chosen) and
// the row filters Summary, Source and Created By as widgets; a config id and its relationship
// scope (set by links) as chips only; 200 rows a page with the size in the URL, newest first. The
// rows are one page of C3's search (changes-request.ts builds its body).
import { textColumn, typeColumn, whenColumn } from '../resource-list/text-columns.tsx';
import type { ResourceListRequest } from '../../api/resource/resource-queries.ts';
import {
  changeTypesQuery,
  configTagPairsQuery,
  fetchCatalogChanges,
} from '../../api/services/catalog-changes.ts';
import type { CatalogChangeRow } from '../../api/services/catalog-changes.types.ts';
import type { ConfigChange } from '../../api/services/catalog-tabs.types.ts';
import { configTypesQuery } from '../../api/services/catalog.ts';
import type { Column } from '../data-table/column.ts';
import type { FetchSource } from '../resource-list/fetch-source.ts';
import { queryOptionsLoader, textOption, typeOption } from '../resource-list/query-options.tsx';
import type {
  ResourceFilter,
  ResourceListDefinition,
} from '../resource-list/resource-definition.ts';
import { statusColumn } from '../resource-list/status-column.tsx';
import { fieldColumn } from '../resource-list/field-column.ts';
import { timeRangeValue } from '../../lib/url-state/filter-codec.ts';
import { CHANGE_SEVERITY, SEVERITY } from '../../lib/vocabulary/severity.ts';
import { optionsOf } from '../../lib/vocabulary/vocabulary.ts';
import { ConfigLink } from './CatalogCells.tsx';
import { changesRequest, DEFAULT_CHANGES_RANGE } from './changes-request.ts';

/** Spec 2 §9: 200 rows a page by default (the first size is the default). */
export const CHANGES_PAGE_SIZES: readonly number[] = [200, 50, 100, 500];

/** A change's own columns, shared with the Changes tab of a config item. */
export const CHANGE_COLUMNS: readonly Column<ConfigChange>[] = [
  typeColumn(
    'change_type',
    'Change Type',
    { icon: (c) => c.change_type, fallback: 'changes', text: (c) => c.change_type },
    { width: '12%', sortable: true },
  ),
  textColumn('summary', 'Summary', (c) => c.summary, { minWidth: 150, sortable: true }),
  statusColumn('severity', 'Severity', SEVERITY, (c) => c.severity, { width: '8%', priority: 2 }),
  textColumn('source', 'Source', (c) => c.source, { width: '9%', priority: 3, sortable: true }),
  textColumn('created_by', 'Created By', (c) => c.external_created_by ?? c.created_by, {
    width: '11%',
    priority: 3,
  }),
  whenColumn('age', 'Age', (c) => c.created_at, { width: '12%', sortKey: 'created_at' }),
];

const configColumn: Column<CatalogChangeRow> = {
  id: 'config',
  header: 'Config',
  width: '18%',
  minWidth: 150,
  sortable: true,
  sortKey: 'name',
  exportValue: (c) => c.name ?? c.config_id,
  cell: (c) => <ConfigLink id={c.config_id} name={c.name ?? c.config_id} type={c.type} />,
};

const countColumn = fieldColumn<CatalogChangeRow>('count', 'Count', undefined, {
  width: '8%',
  priority: 2,
  align: 'right',
  exportValue: (c) => c.count ?? null,
});

const search = (param: string, label: string): ResourceFilter => ({
  param,
  label,
  kind: 'search',
  placeholder: label,
});

const linkOnly = (param: string, label: string): ResourceFilter => ({
  param,
  label,
  kind: 'search',
  linkOnly: true,
});

export const CHANGES_FILTERS: readonly ResourceFilter[] = [
  {
    param: 'configType',
    label: 'Config Type',
    searchable: true,
    options: queryOptionsLoader(configTypesQuery, typeOption),
  },
  {
    param: 'changeType',
    label: 'Change Type',
    kind: 'triState',
    options: queryOptionsLoader(changeTypesQuery, textOption),
  },
  // The common severities (issue 32 item 11), named as the vocabulary names them.
  { param: 'severity', label: 'Severity', searchable: true, options: optionsOf(CHANGE_SEVERITY) },
  {
    param: 'tags',
    label: 'Tags',
    kind: 'labels',
    options: queryOptionsLoader(configTagPairsQuery, textOption),
  },
  {
    param: 'range',
    label: 'Time Range',
    kind: 'timeRange',
    defaultValue: timeRangeValue(DEFAULT_CHANGES_RANGE),
    // Clear goes back to the last 2 days: the search always has a range.
    clearsToDefault: true,
  },
  // Row filters of spec 2 §1 (summary, source, created by): each a search box of its own.
  search('summary', 'Summary'),
  search('source', 'Source'),
  search('createdBy', 'Created By'),
  linkOnly('id', 'Config'),
  {
    param: 'relationship',
    label: 'Relationship',
    linkOnly: true,
    options: ['upstream', 'downstream', 'all'].map((value) => ({ value, label: value })),
  },
];

/** The list's scope: the device's 'Hide Deleted Config Changes' preference. */
export interface ChangesScope {
  hideDeleted: boolean;
}

const hidesDeleted = (scope: unknown) =>
  (scope as Partial<ChangesScope> | null | undefined)?.hideDeleted !== false;

const source: FetchSource<CatalogChangeRow> = {
  key: 'catalog/changes',
  paging: 'server',
  fetch: (orgId: string, request: ResourceListRequest, signal: AbortSignal, scope: unknown) =>
    fetchCatalogChanges(orgId, changesRequest(request, hidesDeleted(scope)), signal),
};

export const changesList: ResourceListDefinition<CatalogChangeRow> = {
  source,
  title: 'Config changes',
  // No write actions: the permission only gates actions, which this list has none of.
  permission: 'database',
  columns: [configColumn, ...CHANGE_COLUMNS, countColumn],
  filters: CHANGES_FILTERS,
  pageSizes: CHANGES_PAGE_SIZES,
  pageSizeInUrl: true,
  defaultSort: { sortBy: 'age', sortOrder: 'desc' },
  emptyText: 'No data available',
};
