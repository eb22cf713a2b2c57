// The global catalog access page's lists as kit definitions (spec 5-access §2.7, §7): the grouped
// tabs Catalogs, Users and Groups (the summaries by config, user and group, 50 a page, most
// grants first) and flat mode (config_access_summary, newest grant first) with its tri-state
// filters Catalog, User, Group, Role and Type, whose options come from
// rpc/config_access_filter_options, each facet narrowed by the others but not by itself.
import type { QueryClient } from '@tanstack/react-query';
import type { PostgrestQuery } from '../../../api/http/postgrest.ts';
import type { ResourceSource } from '../../../api/resource/resource-queries.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import {
  triStateApply,
  type FilterOption,
  type ResourceFilter,
  type ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { decodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import {
  ACCESS_SELECT,
  accessFilterOptionsQuery,
  accessRowSchema,
  byConfigSchema,
  byGroupSchema,
  byUserSchema,
  type AccessByConfig,
  type AccessByGroup,
  type AccessByUser,
  type AccessFilterOptions,
  type AccessRow,
  type FilterOptionParams,
} from './access-api.ts';
import { ACCESS_COLUMNS } from './AccessTabs.tsx';
import { CatalogCell, NONE, UserCell, timeOrColumn } from './access-cells.tsx';
import { CellLine, CellText } from '../../../components/data-table/CellLine.tsx';

export const PAGE_SIZES = [50, 100, 200] as const;
const EMPTY = 'No access found';
const BY_COUNT = { column: 'access_count', ascending: false, nulls: 'last' } as const;

const countColumn = <T,>(id: string, header: string, value: (row: T) => number): Column<T> => ({
  id,
  header,
  width: '10%',
  align: 'right',
  sortable: true,
  exportValue: value,
  cell: (row) => value(row),
});

const signedIn = <T extends { last_signed_in_at?: string | null }>() =>
  timeOrColumn<T>('last_signed_in_at', 'Last Signed In', (r) => r.last_signed_in_at, 'Never', {
    sortable: true,
  });
const latestGrant = <T extends { latest_grant?: string | null }>() =>
  timeOrColumn<T>('latest_grant', 'Latest Grant', (r) => r.latest_grant, NONE, { sortable: true });

/** The page's config type (the breadcrumb's): a chip only; `config_types` holds it, or the type. */
const typeFilter = (column: 'config_types' | 'config_type'): ResourceFilter => ({
  param: 'configType',
  label: 'Config Type',
  kind: 'search',
  linkOnly: true,
  apply: (query, value) =>
    void (column === 'config_type' ? query.eq(column, value) : query.contains(column, [value])),
});

/** A grouped list narrowed to the page's config type (the catalog's `configType`). */
export function typeScope(column: 'config_types' | 'config_type', configType: string | undefined) {
  return {
    key: { configType },
    apply: (query: PostgrestQuery<unknown>) => {
      if (!configType) return;
      if (column === 'config_type') query.eq(column, configType);
      else query.contains(column, [configType]);
    },
  };
}

const groupedSource = <T,>(
  key: string,
  table: string,
  schema: ResourceSource<T>['schema'],
  select: string,
): ResourceSource<T> => ({
  key: `catalog-access/${key}`,
  table,
  select,
  schema,
  defaultOrder: BY_COUNT,
  softDelete: false,
});

export const byConfigList: ResourceListDefinition<AccessByConfig> = {
  source: groupedSource(
    'by-config',
    'config_access_summary_by_config',
    byConfigSchema,
    'config_id,config_name,config_type,access_count,distinct_users,distinct_roles,last_signed_in_at,latest_grant',
  ),
  title: 'Catalogs',
  permission: 'database',
  pageSizes: PAGE_SIZES,
  emptyText: EMPTY,
  getRowId: (r) => r.config_id,
  rowName: (r) => r.config_name ?? r.config_id,
  columns: [
    {
      id: 'config_name',
      header: 'Catalog',
      sortable: true,
      exportValue: (r) => r.config_name ?? null,
      cell: (r) => <CatalogCell id={r.config_id} name={r.config_name} type={r.config_type} />,
    },
    countColumn('distinct_users', 'Users', (r) => r.distinct_users),
    countColumn('distinct_roles', 'Roles', (r) => r.distinct_roles),
    signedIn(),
    latestGrant(),
  ],
};

export const byUserList: ResourceListDefinition<AccessByUser> = {
  source: groupedSource(
    'by-user',
    'config_access_summary_by_user',
    byUserSchema,
    'external_user_id,user,email,access_count,distinct_roles,distinct_configs,last_signed_in_at,latest_grant,config_types',
  ),
  title: 'Users',
  permission: 'database',
  pageSizes: PAGE_SIZES,
  emptyText: EMPTY,
  getRowId: (r) => r.external_user_id,
  rowName: (r) => r.user ?? r.email ?? r.external_user_id,
  columns: [
    {
      id: 'user',
      header: 'User',
      sortable: true,
      exportValue: (r) => r.user ?? null,
      cell: (r) => <UserCell name={r.user} email={r.email} />,
    },
    countColumn('distinct_roles', 'Roles', (r) => r.distinct_roles),
    countColumn('distinct_configs', 'Catalogs', (r) => r.distinct_configs),
    signedIn(),
    latestGrant(),
  ],
};

export const byGroupList: ResourceListDefinition<AccessByGroup> = {
  source: groupedSource(
    'by-group',
    'config_access_summary_by_group',
    byGroupSchema,
    'external_group_id,group,access_count,distinct_users,distinct_roles,distinct_configs,last_signed_in_at,latest_grant,config_types',
  ),
  title: 'Groups',
  permission: 'database',
  pageSizes: PAGE_SIZES,
  emptyText: EMPTY,
  getRowId: (r) => r.external_group_id,
  rowName: (r) => r.group ?? r.external_group_id,
  columns: [
    {
      id: 'group',
      header: 'Group',
      sortable: true,
      exportValue: (r) => r.group ?? null,
      cell: (r) => (
        <CellLine>
          <TypeIcon name="group" size={16} fallback="people" />
          <CellText>{r.group}</CellText>
        </CellLine>
      ),
    },
    countColumn('distinct_users', 'Users', (r) => r.distinct_users),
    countColumn('distinct_roles', 'Roles', (r) => r.distinct_roles),
    countColumn('distinct_configs', 'Catalogs', (r) => r.distinct_configs),
    signedIn(),
    latestGrant(),
  ],
};

/** The rpc parameter of a tri-state value: its one included value, else none. */
function single(value: string | undefined): string | undefined {
  const included = Object.entries(decodeLabelFilter(value ?? '')).filter(([, s]) => s === 1);
  return included.length === 1 ? included[0]?.[0] : undefined;
}

/** The flat filters' params, the rpc's parameters and how each facet's options read. */
const FACETS = [
  { param: 'config_id', label: 'Catalog', rpc: 'p_config_id' },
  { param: 'external_user_id', label: 'User', rpc: 'p_user_id' },
  { param: 'external_group_id', label: 'Group', rpc: 'p_group_id' },
  { param: 'role', label: 'Role', rpc: 'p_role' },
  { param: 'user_type', label: 'Type', rpc: 'p_user_type' },
] as const;
export const FLAT_PARAMS: readonly string[] = FACETS.map((f) => f.param);

const optionsOf: Record<
  (typeof FACETS)[number]['param'],
  (o: AccessFilterOptions) => FilterOption[]
> = {
  config_id: (o) =>
    o.catalogs.map((c) => ({
      value: c.config_id,
      label: c.config_name ?? c.config_id,
      icon: <TypeIcon name={c.config_type} fallback="cube" />,
      description: c.config_type ?? undefined,
    })),
  external_user_id: (o) =>
    o.users.map((u) => ({
      value: u.external_user_id,
      label: u.user ?? u.email ?? u.external_user_id,
      description: u.email || undefined,
    })),
  external_group_id: (o) =>
    o.groups.map((g) => ({ value: g.external_group_id, label: g.group ?? g.external_group_id })),
  role: (o) => o.roles.flatMap((r) => (r.role ? [{ value: r.role, label: r.role }] : [])),
  user_type: (o) =>
    o.user_types.flatMap((t) => (t.user_type ? [{ value: t.user_type, label: t.user_type }] : [])),
};

function facetLoader(param: (typeof FACETS)[number]['param']) {
  return async (orgId: string, client: QueryClient, values: Readonly<Record<string, string>>) => {
    const params: FilterOptionParams = {};
    for (const facet of FACETS)
      if (facet.param !== param) {
        const value = single(values[facet.param]);
        if (value) params[facet.rpc] = value;
      }
    if (values.configType) params.p_config_type = values.configType;
    return optionsOf[param](await client.fetchQuery(accessFilterOptionsQuery(orgId, params)));
  };
}

export const FLAT_FILTERS: readonly ResourceFilter[] = [
  ...FACETS.map((facet): ResourceFilter => ({
    param: facet.param,
    label: facet.label,
    kind: 'triState',
    options: facetLoader(facet.param),
    optionsFollow: [...FLAT_PARAMS.filter((p) => p !== facet.param), 'configType'],
    apply: triStateApply(facet.param),
  })),
  typeFilter('config_type'),
];

export const flatList: ResourceListDefinition<AccessRow> = {
  source: {
    key: 'catalog-access/flat',
    table: 'config_access_summary',
    select: ACCESS_SELECT,
    schema: accessRowSchema,
    defaultOrder: { column: 'created_at', ascending: false, nulls: 'last' },
    softDelete: false,
  },
  title: 'Catalog access',
  permission: 'database',
  pageSizes: PAGE_SIZES,
  emptyText: EMPTY,
  filteredEmptyText: 'No access matches the filters',
  filters: FLAT_FILTERS,
  getRowId: (r) => r.id,
  columns: [
    {
      id: 'config_name',
      header: 'Catalog',
      width: '22%',
      sortable: true,
      exportValue: (r) => r.config_name ?? null,
      cell: (r) => <CatalogCell id={r.config_id} name={r.config_name} type={r.config_type} />,
    },
    ...ACCESS_COLUMNS.map((c) => ({ ...c, sortable: true })),
  ],
};
