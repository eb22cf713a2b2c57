// Topology (reference §4.4): the component tree with its facets (T1), one component (T1 with an
// id), its teams (T4), checks (T5), incidents (T6) and config links (T9), hiding a component (T3),
// linking it to a catalog item, and the snapshot zip (T12).
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import {
  componentCheckSchema,
  componentConfigSchema,
  componentIncidentSchema,
  componentNameSchema,
  componentTeamSchema,
  topologyResponseSchema,
  type Component,
  type TopologyParams,
  type TopologyResult,
} from './topology.types.ts';

export const TOPOLOGY_URL = '/api/canary/api/topology';
/** The link-to-catalog search answers at most this many items (spec 2 §2). */
export const CATALOG_LINK_LIMIT = 50;

export const topologyKeys = {
  all: ['topology'] as const,
  tree: (params: TopologyParams) => ['topology', 'tree', params] as const,
  component: (id: string) => ['topology', 'component', { id }] as const,
  teams: (id: string) => ['topology', 'teams', { id }] as const,
  checks: (id: string) => ['topology', 'checks', { id }] as const,
  incidents: (id: string) => ['topology', 'incidents', { id }] as const,
  configs: (id: string) => ['topology', 'configs', { id }] as const,
  catalogSearch: (text: string) => ['topology', 'catalog-search', { text }] as const,
  withLogs: () => ['topology', 'with-logs'] as const,
  agents: () => ['topology', 'agents'] as const,
  names: (ids: readonly string[]) => ['topology', 'names', { ids }] as const,
};

/** T1's query string: only what is set, in the console's parameter names. */
export function topologySearch(params: TopologyParams): Record<string, string | undefined> {
  return {
    id: params.id,
    status: params.status,
    type: params.type,
    team: params.team,
    labels: params.labels,
    agent_id: params.agentId,
    sortBy: params.sortBy,
    sortOrder: params.sortBy ? params.sortOrder : undefined,
    hidden: params.hidden ? 'true' : undefined,
    flatten: params.flatten ? 'true' : undefined,
  };
}

export async function fetchTopology(
  orgId: string,
  params: TopologyParams,
  signal?: AbortSignal,
): Promise<TopologyResult> {
  const body = await request<unknown>(orgId, TOPOLOGY_URL, {
    query: topologySearch(params),
    signal,
  });
  const parsed = parseWire(topologyResponseSchema, body, TOPOLOGY_URL);
  return {
    components: parsed?.components ?? [],
    healthStatuses: parsed?.healthStatuses ?? [],
    teams: parsed?.teams ?? [],
    tags: parsed?.tags ?? {},
    types: parsed?.types ?? [],
  };
}

export function topologyQuery(orgId: string, params: TopologyParams) {
  return queryOptions({
    queryKey: topologyKeys.tree(params),
    queryFn: ({ signal }) => fetchTopology(orgId, params, signal),
  });
}

/** One component by id; `multiple` when the backend answered more than one (spec 2 §8). */
export interface ComponentLookup {
  component: Component | null;
  multiple: boolean;
}

export function componentQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: topologyKeys.component(id),
    queryFn: async ({ signal }): Promise<ComponentLookup> => {
      const tree = await fetchTopology(orgId, { id }, signal);
      return { component: tree.components[0] ?? null, multiple: tree.components.length > 1 };
    },
  });
}

export function componentTeamsQuery(orgId: string, id: string) {
  const query = postgrest('team_components', componentTeamSchema)
    .select('*,team:teams(id,name,icon)')
    .eq('component_id', id);
  return rowsQuery(orgId, topologyKeys.teams(id), query);
}

export function componentChecksQuery(orgId: string, id: string) {
  const query = postgrest('checks_by_component', componentCheckSchema).eq('component_id', id);
  return rowsQuery(orgId, topologyKeys.checks(id), query);
}

export function componentIncidentsQuery(orgId: string, id: string) {
  const query = postgrest('incidents_by_component', componentIncidentSchema)
    .eq('component_id', id)
    .order('created_at', { ascending: false });
  return rowsQuery(orgId, topologyKeys.incidents(id), query);
}

export function componentConfigsQuery(orgId: string, id: string) {
  const query = postgrest('config_component_relationships', componentConfigSchema)
    .select(
      '*,configs!config_component_relationships_config_id_fkey(id,name,type,config_class,deleted_at)',
    )
    .eq('component_id', id)
    .is('deleted_at', null);
  return rowsQuery(orgId, topologyKeys.configs(id), query);
}

/** Components that have log selectors (L1), for the Logs screen's picker. */
export function componentsWithLogsQuery(orgId: string) {
  const query = postgrest('components_with_logs', componentNameSchema).order('name');
  return rowsQuery(orgId, topologyKeys.withLogs(), query);
}

export interface CatalogChoice {
  id: string;
  name: string;
  type: string | null;
}

/** Catalog items for the link dialog: names matching `text`, at most 50 (spec 2 §2). */
export function catalogSearchQuery(orgId: string, text: string) {
  return queryOptions({
    queryKey: topologyKeys.catalogSearch(text),
    queryFn: async ({ signal }): Promise<CatalogChoice[]> => {
      const query = postgrest<{ id: string; name: string | null; type: string | null }>(
        'config_items',
      )
        .select('id,name,type')
        .is('deleted_at', null)
        .order('name', { ascending: true })
        .limit(CATALOG_LINK_LIMIT);
      if (text.trim()) query.ilike('name', `*${text.trim()}*`);
      const { rows } = await query.fetch(orgId, signal);
      return rows.map((r) => ({ id: r.id, name: r.name ?? r.id, type: r.type ?? null }));
    },
  });
}

/** A manual link from a component to a catalog item (selector 'manual' allows unlinking). */
export async function linkComponentToConfig(
  orgId: string,
  componentId: string,
  configId: string,
): Promise<void> {
  await postgrest('config_component_relationships').insert(orgId, {
    component_id: componentId,
    config_id: configId,
    selector_id: 'manual',
  });
}

/** Removes a manual link (C11); links a selector made stay. */
export async function unlinkComponentFromConfig(
  orgId: string,
  componentId: string,
  configId: string,
): Promise<void> {
  await postgrest('config_component_relationships')
    .eq('component_id', componentId)
    .eq('config_id', configId)
    .eq('selector_id', 'manual')
    .delete(orgId);
}

/** The snapshot zip of T12 as a Blob with the file name the backend suggests. */
export async function downloadSnapshot(
  orgId: string,
  id: string,
  options: { start?: string; related?: boolean } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const path = `/api/snapshot/topology/${encodeURIComponent(id)}`;
  const response = await request<Response>(orgId, path, {
    query: { start: options.start ?? '2h', related: String(options.related ?? true) },
    as: 'response',
  });
  const blob = await response.blob();
  if (blob.size === 0) throw new ApiError({ status: 200, url: path, message: 'Empty snapshot' });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob, fileName: named ?? `snapshot-${id}.zip` };
}

export interface IncidentChoice {
  id: string;
  title: string;
  incidentId: string | null;
}

/** Incidents not yet resolved or closed, matching `text`, for 'Link to Incident'. */
export function openIncidentsQuery(orgId: string, text: string) {
  return queryOptions({
    queryKey: ['topology', 'open-incidents', { text }] as const,
    queryFn: async ({ signal }): Promise<IncidentChoice[]> => {
      const query = postgrest<{ id: string; title: string; incident_id: string | null }>(
        'incidents',
      )
        .select('id,title,incident_id')
        .notIn('status', ['resolved', 'closed'])
        .order('created_at', { ascending: false })
        .limit(CATALOG_LINK_LIMIT);
      if (text.trim()) query.ilike('title', `*${text.trim()}*`);
      const { rows } = await query.fetch(orgId, signal);
      return rows.map((r) => ({ id: r.id, title: r.title, incidentId: r.incident_id }));
    },
  });
}

/** Agents for the Agent filter (id and name). */
export function agentChoicesQuery(orgId: string) {
  const query = postgrest<{ id: string; name: string }>('agents')
    .select('id,name')
    .is('deleted_at', null)
    .order('name');
  return rowsQuery(orgId, topologyKeys.agents(), query);
}

/** Names of components by id (T2's component_names), for the breadcrumb of a path. */
export function componentNamesQuery(orgId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: topologyKeys.names(ids),
    queryFn: ({ signal }) =>
      ids.length === 0
        ? Promise.resolve([])
        : postgrest('component_names_all', componentNameSchema).in('id', ids).list(orgId, signal),
  });
}
