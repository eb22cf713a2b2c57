// The answer half of T1 (reference §4.4): tree nodes serialised the way Go's encoding/json
// writes duty's models.Component (field order and omitempty included), then what duty does to
// the serialised list — the status filter over two levels, trimmed descendants, sorting.
import type { Counts, Node, Property, Summary } from './topology-tree.ts';

export type Json = Record<string, unknown>;

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
const ZERO_TIME = '0001-01-01T00:00:00Z';

const nonEmpty = (o: object | null | undefined): boolean => !!o && Object.keys(o).length > 0;

/** Go marshals map keys sorted. */
function sortedKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function countsJson(c: Counts | null | undefined): Counts | undefined {
  if (!c) return undefined;
  const kept = Object.entries(c).filter(([, v]) => nonEmpty(v));
  return kept.length > 0
    ? sortedKeys(Object.fromEntries(kept.map(([k, v]) => [k, sortedKeys(v)])))
    : undefined;
}

function summaryJson(s: Summary): Json {
  const out: Json = {};
  for (const key of ['healthy', 'unhealthy', 'warning', 'info'] as const) {
    const n = s[key] ?? 0;
    if (n !== 0) out[key] = n;
  }
  const incidents = countsJson(s.incidents);
  if (incidents) out.incidents = incidents;
  const insights = countsJson(s.insights);
  if (insights) out.insights = insights;
  if (nonEmpty(s.checks)) out.checks = sortedKeys(s.checks ?? {});
  return out;
}

const iso = (t: string | null): string | undefined => (t ? new Date(t).toISOString() : undefined);

/**
 * The Go struct's field order and omitempty rules. Rows read with upstream's short column list
 * (every descendant below the direct children) lack the other columns, so Go writes its zero
 * values: the nil agent id, year 1, empty description.
 */
function componentJson(node: Node, tree: boolean, components: Json[] | undefined): Json {
  const r = node.row;
  const full = node.full;
  const out: Json = { id: r.id };
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '' && value !== false) out[key] = value;
  };
  if (full) put('topology_id', r.topology_id);
  out.agent_id = (full && r.agent_id) || ZERO_UUID;
  if (full) put('external_id', r.external_id);
  put('parent_id', r.parent_id);
  out.name = r.name ?? '';
  if (full) put('text', r.text);
  put('topology_type', r.topology_type);
  out.namespace = r.namespace ?? '';
  if (nonEmpty(r.labels)) out.labels = sortedKeys(r.labels ?? {});
  if (full) {
    put('hidden', r.hidden);
    put('silenced', r.silenced);
  }
  out.status = r.status ?? '';
  put('health', node.health);
  out.description = (full && r.description) || '';
  if (full) {
    put('lifecycle', r.lifecycle);
    if (r.logs?.length) out.logs = r.logs.map((l) => (l.name ? { name: l.name } : {}));
    put('tooltip', r.tooltip);
  }
  out.status_reason = r.status_reason ?? '';
  if (full) put('schedule', r.schedule);
  put('icon', r.icon);
  out.type = r.type ?? '';
  if (full) {
    put('owner', r.owner);
    if (Array.isArray(r.selectors) && r.selectors.length > 0) out.selectors = r.selectors;
    if (Array.isArray(r.configs) && r.configs.length > 0) out.configs = r.configs;
  }
  if (r.properties?.length) out.properties = r.properties;
  if (full) put('path', r.path);
  out.summary = summaryJson(node.summary);
  out.is_leaf = r.is_leaf ?? false;
  if (full) {
    for (const key of [
      'cost_per_minute',
      'cost_total_1d',
      'cost_total_7d',
      'cost_total_30d',
    ] as const) {
      const n = Number(r[key] ?? 0);
      if (n !== 0) out[key] = n;
    }
    put('created_by', r.created_by);
  }
  out.created_at = (full && iso(r.created_at)) || ZERO_TIME;
  if (full) {
    put('updated_at', iso(r.updated_at));
    put('deleted_at', iso(r.deleted_at));
    put('config_id', r.config_id);
  }
  put('status_expr', r.status_expr);
  put('health_expr', r.health_expr);
  if (!tree) {
    if (nonEmpty(r.checks)) out.checks = sortedKeys(r.checks ?? {});
    const incidents = countsJson(r.incidents);
    if (incidents) out.incidents = incidents;
    const analysis = countsJson(r.analysis);
    if (analysis) out.analysis = analysis;
  }
  if (components?.length) out.components = components;
  if (full && r.children?.length) out.children = r.children;
  if (r.parents?.length) out.parents = r.parents;
  return out;
}

/** applyDepthFilter + serialisation: depth 1 = the listed components without children. */
export function toJson(nodes: readonly Node[], depth: number, tree: boolean): Json[] {
  return nodes.map((node) =>
    componentJson(
      node,
      tree,
      depth > 1 && node.children ? toJson(node.children, depth - 1, tree) : undefined,
    ),
  );
}

const children = (c: Json): Json[] => (c.components as Json[] | undefined) ?? [];

/**
 * applyStatusFilter, generalised to any predicate: the listed components and their direct
 * children must match; with `keepRoot` (an `id` was asked for) the listed root stays regardless.
 */
export function filterTwoLevels(
  list: Json[],
  keepRoot: boolean,
  match: (c: Json) => boolean,
): Json[] {
  const kept = list.filter((c) => keepRoot || match(c));
  for (const c of kept) {
    const kids = children(c).filter(match);
    if (kids.length > 0) c.components = kids;
    else delete c.components;
  }
  return kept;
}

/** removeComponentFields: what the cards below the first level do not need. */
export function trimDescendants(list: Json[]): void {
  for (const c of list) {
    delete c.parent_id;
    delete c.parents;
    delete c.checks;
    delete c.incidents;
    delete c.analysis;
    trimDescendants(children(c));
  }
}

const STATUS_RANK: Record<string, number> = { unhealthy: 1, warning: 2, healthy: 3, info: 4 };

type SortKey = string | number | undefined;

function propertyOf(c: Json, name: string): Property | undefined {
  return (c.properties as Property[] | undefined)?.find((p) => p.name === name);
}

function sortKeyFor(sortBy: string, list: readonly Json[]): ((c: Json) => SortKey) | null {
  if (sortBy === 'name') return (c) => String(c.name);
  if (sortBy === 'type') return (c) => String(c.type) || undefined;
  if (sortBy === 'status') return (c) => STATUS_RANK[String(c.status)] ?? 5;
  if (sortBy === 'updated_at')
    return (c) => (typeof c.updated_at === 'string' ? Date.parse(c.updated_at) : undefined);
  if (sortBy.startsWith('field:')) {
    const name = sortBy.slice('field:'.length);
    // duty sorts by text when every component's property has text, else by value.
    const byText = list.every((c) => {
      const p = propertyOf(c, name);
      return !p || !!p.text;
    });
    return (c) => {
      const p = propertyOf(c, name);
      const key = byText ? p?.text : p?.value;
      // Zero values and missing properties go last in either order, as in duty.
      return key === '' || key === 0 || key === null ? undefined : key;
    };
  }
  return null;
}

/**
 * `name` and `field:<property>` as upstream; `status` (unhealthy, warning, healthy, info),
 * `type` and `updated_at` are sandbox additions for the console's standard sorts. Ties keep name
 * order; anything else leaves the list as it is.
 */
export function sortComponents(list: Json[], sortBy: string, descending: boolean): void {
  const key = sortKeyFor(sortBy, list);
  if (!key) return;
  const dir = descending ? -1 : 1;
  const cmp = (a: SortKey, b: SortKey) => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1);
  list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === undefined || kb === undefined) {
      if (ka !== kb) return ka === undefined ? 1 : -1;
    } else {
      const c = cmp(ka, kb);
      if (c !== 0) return dir * c;
    }
    return cmp(String(a.name), String(b.name)) || cmp(String(a.id), String(b.id));
  });
}
