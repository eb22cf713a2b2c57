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
} from '../../../api/services/catalog-access.ts';
import { ACCESS_COLUMNS } from './AccessTabs.tsx';
import { NONE, userColumn } from './access-cells.tsx';
import { typeColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import { configColumn } from '../../../components/catalog-lists/CatalogCells.tsx';
import { fieldColumn } from '../../../components/resource-list/field-column.ts';

const EMPTY = 'No access found';
const WIDE = { width: '17%' };
const BY_COUNT = { column: 'access_count', ascending: false, nulls: 'last' } as const;

/** The config a grant is on. */
const catalogColumn = <T extends AccessByConfig | AccessRow>(more: Partial<Column<T>> = {}) =>
  configColumn<T>(
    'config_name',
    'Catalog',
    (r) => ({ id: r.config_id, name: r.config_name, type: r.config_type }),
    more,
  );

/** A count of the grouped summaries, right-aligned, sorted on the server. */
const countColumn = <T,>(id: keyof T & string, header: string): Column<T> =>
  fieldColumn<T>(id, header, undefined, {
    width: '10%',
    align: 'right',
    exportValue: (row) => row[id] as number,
  });

interface Grouped {
  access_count: number;
  last_signed_in_at?: string | null;
  latest_grant?: string | null;
}

/**
 * A grouped tab: its summary view, most grants first, 50 a page; its first column, its counts,
 * then Last Signed In and Latest Grant.
 */
function groupedList<T extends Grouped>(
  key: string,
  table: string,
  schema: ResourceSource<T>['schema'] & { shape: object },
  list: Pick<ResourceListDefinition<T>, 'title' | 'rowName'> & { getRowId: (row: T) => string },
  first: Column<T>,
  counts: readonly [keyof T & string, string][],
): ResourceListDefinition<T> {
  return {
    source: {
      key: `catalog-access/${key}`,
      table,
      schema,
      // The view's columns are the schema's fields.
      select: Object.keys(schema.shape).join(','),
      defaultOrder: BY_COUNT,
      softDelete: false,
    },
    ...list,
    permission: 'database',
    emptyText: EMPTY,
    columns: [
      { sortable: true, ...first },
      ...counts.map(([id, header]) => countColumn<T>(id, header)),
      whenColumn<T>(
        'last_signed_in_at',
        'Last Signed In',
        (r) => r.last_signed_in_at,
        WIDE,
        'Never',
      ),
      whenColumn<T>('latest_grant', 'Latest Grant', (r) => r.latest_grant, WIDE, NONE),
    ],
  };
}

/** A list narrowed to the page's config type: `config_types` holds it, or it is the type. */
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

export const byConfigList = groupedList<AccessByConfig>(
  'by-config',
  'config_access_summary_by_config',
  byConfigSchema,
  { title: 'Catalogs', getRowId: (r) => r.config_id, rowName: (r) => r.config_name ?? r.config_id },
  catalogColumn<AccessByConfig>(),
  [
    ['distinct_users', 'Users'],
    ['distinct_roles', 'Roles'],
  ],
);

export const byUserList = groupedList<AccessByUser>(
  'by-user',
  'config_access_summary_by_user',
  byUserSchema,
  {
    title: 'Users',
    getRowId: (r) => r.external_user_id,
    rowName: (r) => r.user ?? r.email ?? r.external_user_id,
  },
  userColumn((r) => ({ name: r.user, email: r.email }), {}),
  [
    ['distinct_roles', 'Roles'],
    ['distinct_configs', 'Catalogs'],
  ],
);

export const byGroupList = groupedList<AccessByGroup>(
  'by-group',
  'config_access_summary_by_group',
  byGroupSchema,
  {
    title: 'Groups',
    getRowId: (r) => r.external_group_id,
    rowName: (r) => r.group ?? r.external_group_id,
  },
  typeColumn('group', 'Group', { icon: () => 'group', fallback: 'people', text: (r) => r.group }),
  [
    ['distinct_users', 'Users'],
    ['distinct_roles', 'Roles'],
    ['distinct_configs', 'Catalogs'],
  ],
);

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
  {
    // The page's config type (the breadcrumb's): a chip only.
    param: 'configType',
    label: 'Config Type',
    kind: 'search',
    linkOnly: true,
    apply: (query, value) => typeScope('config_type', value).apply(query),
  },
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
  emptyText: EMPTY,
  filteredEmptyText: 'No access matches the filters',
  filters: FLAT_FILTERS,
  columns: [
    catalogColumn<AccessRow>({ width: '22%', sortable: true }),
    ...ACCESS_COLUMNS.map((c) => ({ ...c, sortable: true })),
  ],
};

/** Every list the page may show, for its route's `lists` (app/routing/list-screens.test.ts). */
export const ACCESS_LISTS = [byConfigList, byUserList, byGroupList, flatList] as const;
