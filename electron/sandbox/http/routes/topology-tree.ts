// The tree half of T1 (reference §4.4), after duty's query/topology.go: rows of the `topology`
// view hang under their path parent and their relationship parents, and summaries roll up the
// tree. topology-json.ts turns the nodes into the answer's components.

export type Counts = Record<string, Record<string, number>>;

export interface Summary {
  healthy?: number;
  unhealthy?: number;
  warning?: number;
  info?: number;
  incidents?: Counts | null;
  insights?: Counts | null;
  checks?: Record<string, number> | null;
}

export interface Property {
  name?: string;
  text?: string;
  value?: number;
  [key: string]: unknown;
}

/** One row of the `topology` view as json_agg renders it. */
export interface TopologyRow {
  id: string;
  topology_id: string | null;
  agent_id: string | null;
  external_id: string | null;
  parent_id: string | null;
  config_id: string | null;
  name: string | null;
  text: string | null;
  topology_type: string | null;
  namespace: string | null;
  labels: Record<string, string> | null;
  hidden: boolean | null;
  silenced: boolean | null;
  status: string | null;
  status_expr: string | null;
  health_expr: string | null;
  health: string | null;
  description: string | null;
  lifecycle: string | null;
  tooltip: string | null;
  status_reason: string | null;
  schedule: string | null;
  icon: string | null;
  type: string | null;
  owner: string | null;
  selectors: unknown;
  configs: unknown;
  properties: Property[] | null;
  path: string | null;
  summary: Summary | null;
  is_leaf: boolean | null;
  cost_per_minute: number | string | null;
  cost_total_1d: number | string | null;
  cost_total_7d: number | string | null;
  cost_total_30d: number | string | null;
  created_by: string | null;
  created_at: string | null;
  updated_at: string | null;
  deleted_at: string | null;
  logs: { name?: string | null }[] | null;
  checks: Record<string, number> | null;
  team_names: string[] | null;
  incidents: Counts | null;
  analysis: Counts | null;
  children: string[] | null;
  parents: string[] | null;
}

/** A fetched component; `full` is false for the rows upstream reads with its short column list. */
export interface FetchedRow {
  row: TopologyRow;
  full: boolean;
}

export interface Node {
  row: TopologyRow;
  full: boolean;
  /** null = no children (Go's nil Components): the node counts its own status in summaries. */
  children: Node[] | null;
  summary: Summary;
  summarised: boolean;
  visited: boolean;
  health: string | null;
}

/** Deeper than any seeded tree; duty summarises to depth 10 to stop at relationship cycles. */
const SUMMARY_DEPTH = 10;

/**
 * duty's matchItems: `!x` excludes, `*` matches all, otherwise exact membership. A list of
 * exclusions only keeps everything else (as the reference describes it and commons'
 * MatchItems does; duty's own copy would match nothing there).
 */
export function matchItems(item: string, items: readonly string[]): boolean {
  if (items.length === 0) return true;
  if (items.some((i) => i.startsWith('!') && i.slice(1) === item)) return false;
  const positive = items.filter((i) => !i.startsWith('!'));
  return positive.length === 0 || positive.some((i) => i === '*' || i === item);
}

function addCounts(into: Counts, from: Counts | null | undefined): void {
  for (const [type, bySeverity] of Object.entries(from ?? {})) {
    const target = (into[type] ??= {});
    for (const [severity, n] of Object.entries(bySeverity))
      target[severity] = (target[severity] ?? 0) + n;
  }
}

function copyCounts(counts: Counts | null | undefined): Counts {
  const out: Counts = {};
  addCounts(out, counts);
  return out;
}

/**
 * duty's Summary.Add: a child counts once — warning when it mixes healthy and unhealthy leaves,
 * else unhealthy or healthy — while warnings and infos add up; the count maps merge.
 */
function addSummary(s: Summary, b: Summary): Summary {
  const out: Summary = { ...s };
  const healthy = b.healthy ?? 0;
  const unhealthy = b.unhealthy ?? 0;
  if (healthy > 0 && unhealthy > 0) out.warning = (out.warning ?? 0) + 1;
  else if (unhealthy > 0) out.unhealthy = (out.unhealthy ?? 0) + 1;
  else if (healthy > 0) out.healthy = (out.healthy ?? 0) + 1;
  if ((b.warning ?? 0) > 0) out.warning = (out.warning ?? 0) + (b.warning ?? 0);
  if ((b.info ?? 0) > 0) out.info = (out.info ?? 0) + (b.info ?? 0);
  out.insights = copyCounts(out.insights);
  addCounts(out.insights, b.insights);
  out.incidents = copyCounts(out.incidents);
  addCounts(out.incidents, b.incidents);
  const checks: Record<string, number> = { ...(out.checks ?? {}) };
  for (const [status, n] of Object.entries(b.checks ?? {}))
    checks[status] = (checks[status] ?? 0) + n;
  out.checks = checks;
  return out;
}

function summarise(node: Node, depth: number): Summary {
  if (depth <= 0 || node.summarised) return node.summary;
  let s: Summary = {
    incidents: node.summary.incidents,
    insights: node.summary.insights,
    checks: node.summary.checks,
  };
  if (node.children === null) {
    const status = node.row.status;
    if (status === 'healthy' || status === 'unhealthy' || status === 'warning' || status === 'info')
      s[status] = 1;
    return s;
  }
  for (const child of node.children) s = addSummary(s, summarise(child, depth - 1));
  return s;
}

/** duty's Component.GetHealth without health_expr: the stored health, else derived from the summary. */
function derivedHealth(row: TopologyRow, s: Summary): string {
  if (row.health) return row.health;
  const healthy = s.healthy ?? 0;
  const unhealthy = s.unhealthy ?? 0;
  if (healthy > 0 && unhealthy > 0) return 'warning';
  if (unhealthy > 0) return 'unhealthy';
  if ((s.warning ?? 0) > 0) return 'warning';
  if (healthy > 0) return 'healthy';
  return 'info';
}

/**
 * createComponentTree + generateTree: a component hangs under its parent_id (when fetched) and
 * under every relationship parent; roots are the `id` component, or every parentless one. A
 * component reached twice (relationship cycles) is expanded once, like duty's NodeProcessed.
 */
export function buildTree(fetched: readonly FetchedRow[], rootId: string | undefined): Node[] {
  const nodes: Node[] = fetched.map(({ row, full }) => ({
    row,
    full,
    children: null,
    // The row's checks, incidents and analysis move into the summary (and out of the component).
    summary: {
      ...(row.summary ?? {}),
      incidents: row.incidents,
      insights: row.analysis,
      checks: row.checks,
    },
    summarised: false,
    visited: false,
    health: row.health,
  }));
  const childrenOf = new Map<string, Node[]>(nodes.map((n) => [n.row.id, []]));
  const roots: Node[] = [];
  for (const node of nodes) {
    const parentId = node.row.parent_id;
    if (parentId) childrenOf.get(parentId)?.push(node);
    for (const parent of node.row.parents ?? []) {
      const list = childrenOf.get(parent);
      if (list) list.push(node);
      else childrenOf.set(parent, [node]);
    }
    if (rootId !== undefined) {
      if (node.row.id === rootId && roots.length === 0) roots.push(node);
    } else if (!parentId) roots.push(node);
  }
  const generate = (list: Node[]): Node[] | null => {
    for (const node of list) {
      if (node.visited) continue;
      node.visited = true;
      const children = childrenOf.get(node.row.id);
      if (children) node.children = generate(children);
      node.summary = summarise(node, SUMMARY_DEPTH);
      node.summarised = true;
      node.health = derivedHealth(node.row, node.summary);
    }
    return list.length > 0 ? list : null;
  };
  return generate(roots) ?? [];
}

/** flatten=true: no tree; checks, incidents and analysis stay, the summary is the stored one. */
export function flatNodes(fetched: readonly FetchedRow[]): Node[] {
  return fetched.map(({ row, full }) => ({
    row,
    full,
    children: null,
    summary: row.summary ?? {},
    summarised: true,
    visited: true,
    health: row.health,
  }));
}
