// T1's query (reference §4.4), after duty's query/topology.go: the parameters, one SQL query over
// the `topology` view for the components in scope, then the tree, filters and facets in memory.
// Also used by the topology snapshot.
import type { PGlite } from '@electric-sql/pglite';
import type { Json } from './topology-json.ts';
import { filterTwoLevels, sortComponents, toJson, trimDescendants } from './topology-json.ts';
import type { FetchedRow, TopologyRow } from './topology-tree.ts';
import { buildTree, flatNodes, matchItems } from './topology-tree.ts';

export const DEFAULT_DEPTH = 5;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TopologyOptions {
  id?: string;
  owner?: string;
  labels?: Record<string, string>;
  types: string[];
  statuses: string[];
  depth: number;
  flatten: boolean;
  sortBy: string;
  sortOrder: string;
  // Sandbox additions (upstream's handler ignores these parameters; see topologyOptions).
  agentId?: string;
  team?: string;
  includeHidden: boolean;
}

export interface TopologyAnswer {
  components: Json[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

export const emptyTopology = (): TopologyAnswer => ({
  components: [],
  healthStatuses: [],
  teams: [],
  tags: {},
  types: [],
});

const list = (value: string | null): string[] =>
  (value ?? '')
    .trim()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `k=v,k2=v2` (items without `=` are skipped, as commons' KeyValueSliceToMap does). */
function parseLabels(value: string | null): Record<string, string> | undefined {
  if (!value) return undefined;
  const labels: Record<string, string> = {};
  for (const item of value.split(',')) {
    const eq = item.indexOf('=');
    if (eq > 0) labels[item.slice(0, eq).trim()] = item.slice(eq + 1).trim();
  }
  return labels;
}

/**
 * duty's NewTopologyParams, plus three parameters the console sends and upstream ignores, which
 * the sandbox honours because our own client sends them: `hidden=true` includes hidden components
 * (they are left out otherwise, except the `id` component itself), `agent_id` keeps one agent's
 * components (as duty's TopologyOptions.AgentID would, root included), and `team` keeps the
 * components owned by that team or holding one it owns (applied like the status filter).
 */
export function topologyOptions(search: URLSearchParams): TopologyOptions | { error: string } {
  const id = search.get('id')?.trim() || undefined;
  if (id !== undefined && !uuid.test(id)) return { error: `invalid component id: ${id}` };
  const depth = Number.parseInt(search.get('depth') ?? '', 10);
  return {
    id,
    owner: search.get('owner') || undefined,
    labels: parseLabels(search.get('labels')),
    types: list(search.get('type')),
    statuses: list(search.get('status')),
    depth: Number.isInteger(depth) && depth > 0 ? depth : DEFAULT_DEPTH,
    flatten: search.get('flatten') === 'true',
    sortBy: search.get('sortBy') ?? '',
    sortOrder: search.get('sortOrder') ?? '',
    agentId: search.get('agent_id') || undefined,
    team: search.get('team') || undefined,
    includeHidden: search.get('hidden') === 'true',
  };
}

/**
 * The components upstream's two queries fetch: with an `id`, that component and everything under
 * it by path; without, every component; in both cases (after owner/labels/agent filters) plus
 * their relationship children. Upstream reads only the `id` component, its direct children and
 * their relationship children (all roots, without an `id`) with every column: those are `full`.
 */
async function fetchRows(db: PGlite, opts: TopologyOptions): Promise<FetchedRow[]> {
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where = ['c.deleted_at IS NULL'];
  let idParam = '';
  if (opts.id) {
    idParam = param(opts.id);
    where.push(
      `(c.id = ${idParam}::uuid OR c.parent_id = ${idParam}::uuid OR c.path LIKE ${param(`%${opts.id}%`)})`,
    );
  }
  if (opts.owner) where.push(`c.owner = ${param(opts.owner)}`);
  if (opts.labels) where.push(`c.labels @> ${param(JSON.stringify(opts.labels))}::jsonb`);
  if (opts.agentId) where.push(`c.agent_id::text = ${param(opts.agentId)}`);
  if (!opts.includeHidden)
    where.push(opts.id ? `(NOT c.hidden OR c.id = ${idParam}::uuid)` : 'NOT c.hidden');
  const visibleChild = opts.includeHidden ? '' : 'AND NOT child.hidden';
  const result = await db.query<{ rows: string }>(
    `WITH base AS (SELECT c.id FROM components c WHERE ${where.join(' AND ')}),
     fetched AS (
       SELECT id FROM base
       UNION
       SELECT r.component_id FROM component_relationships r
       JOIN components child ON child.id = r.component_id
       WHERE r.deleted_at IS NULL AND child.deleted_at IS NULL ${visibleChild}
         AND r.relationship_id IN (SELECT id FROM base))
     SELECT COALESCE(json_agg(t ORDER BY t.name, t.id), '[]')::text AS rows
     FROM topology t WHERE t.id IN (SELECT id FROM fetched)`,
    values,
  );
  const rows = JSON.parse(result.rows[0]?.rows ?? '[]') as TopologyRow[];
  const direct = new Set<string>();
  for (const r of rows)
    if (opts.id ? r.id === opts.id || r.parent_id === opts.id : !r.parent_id) direct.add(r.id);
  const relationshipChildren = opts.id
    ? rows.filter((r) => r.parents?.some((p) => direct.has(p))).map((r) => r.id)
    : [];
  for (const id of relationshipChildren) direct.add(id);
  return rows.map((row) => ({ row, full: direct.has(row.id) }));
}

const sortedUnique = (items: Iterable<string>): string[] =>
  [...new Set(items)].filter(Boolean).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The facets describe everything fetched, before the type, status and team filters. */
function facets(rows: readonly TopologyRow[]): Omit<TopologyAnswer, 'components'> {
  const tags = new Map<string, Set<string>>();
  for (const r of rows)
    for (const [k, v] of Object.entries(r.labels ?? {})) {
      const values = tags.get(k) ?? new Set<string>();
      values.add(v);
      tags.set(k, values);
    }
  return {
    healthStatuses: sortedUnique(rows.map((r) => r.status ?? '')),
    teams: sortedUnique(rows.flatMap((r) => r.team_names ?? [])),
    tags: Object.fromEntries(
      sortedUnique(tags.keys()).map((k) => [k, sortedUnique(tags.get(k) ?? [])]),
    ),
    types: sortedUnique(rows.map((r) => r.type ?? '')),
  };
}

/** Ids of the team's components and of every component above one of them (by path). */
function ownedByTeam(rows: readonly TopologyRow[], team: string): Set<string> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (!r.team_names?.includes(team)) continue;
    ids.add(r.id);
    for (const ancestor of (r.path ?? '').split('.')) if (ancestor) ids.add(ancestor);
  }
  return ids;
}

/** Always computed afresh: upstream's 5-minute per-user cache (and `noCache`) has no use here. */
export async function queryTopology(db: PGlite, opts: TopologyOptions): Promise<TopologyAnswer> {
  const fetched = await fetchRows(db, opts);
  const meta = facets(fetched.map((f) => f.row));
  const typed = fetched.filter((f) => matchItems(f.row.type ?? '', opts.types));
  const nodes = opts.flatten ? flatNodes(typed) : buildTree(typed, opts.id);
  let components = toJson(nodes, opts.depth, !opts.flatten);
  const keepRoot = opts.id !== undefined;
  if (opts.statuses.length > 0)
    components = filterTwoLevels(components, keepRoot, (c) =>
      matchItems(String(c.status), opts.statuses),
    );
  if (opts.team) {
    const owned = ownedByTeam(
      fetched.map((f) => f.row),
      opts.team,
    );
    components = filterTwoLevels(components, keepRoot, (c) => owned.has(String(c.id)));
  }
  const single = components.length === 1 ? components[0] : undefined;
  const sortable = single ? ((single.components as Json[] | undefined) ?? []) : components;
  if (single)
    for (const child of sortable) trimDescendants((child.components as Json[] | undefined) ?? []);
  else for (const c of components) trimDescendants((c.components as Json[] | undefined) ?? []);
  if (opts.sortBy) sortComponents(sortable, opts.sortBy, opts.sortOrder === 'desc');
  return { components, ...meta };
}
