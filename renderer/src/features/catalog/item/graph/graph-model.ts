// The Relationships tab's graph (spec 2 §2, §9) as plain data: C8's rows (the root among them)
// become config nodes and edges (a row → each of its `related_ids`), and a node's children of one
// type are gathered behind an intermediary node.
//
// How the spec's grouping sentence is read here:
// - "an intermediary node groups 3 or more same-type related items": for each node, its children
//   (the targets of its edges) are split by type; a type with 3 or more of them gets an
//   intermediary node "Type (n)" between the parent and those children. Fewer than 3 stay direct.
// - "is expandable when it has more than 3 children": an intermediary with 4 or more children
//   starts collapsed (its children hidden) and a click expands or collapses it.
// - "nodes with 3 or fewer children are expanded automatically": an intermediary with exactly 3
//   children is always expanded and cannot be collapsed. Config nodes are never collapsed (a
//   click on one opens the item instead).
// A child hidden behind a collapsed intermediary still shows when another visible node links to
// it, and so do its own children.
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { statusDotColor, type DotColor } from '../../../../lib/format/health.ts';
import { groupedBy } from '../../../../lib/data/grouped-by.ts';
import { toggled } from '../../../../lib/data/toggled.ts';

/** A type's same-parent items are grouped from this many (spec 2 §9). */
export const GROUP_MIN = 3;
/** A group with more children than this starts collapsed and can be toggled. */
export const AUTO_EXPAND_MAX = 3;

export interface ConfigGraphNode {
  kind: 'config';
  id: string;
  name: string;
  type: string;
  /** Its border colour: the status-dot colour of its health (gray when it has none). */
  health: DotColor;
  root: boolean;
  deleted: boolean;
}

export interface GroupGraphNode {
  kind: 'group';
  id: string;
  type: string;
  count: number;
  expandable: boolean;
  expanded: boolean;
}

export type GraphNode = ConfigGraphNode | GroupGraphNode;

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface RelationshipGraphData {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Config items hidden behind collapsed intermediaries. */
  hidden: number;
}

/** The last part of a type (`Kubernetes::Pod` → `Pod`), for labels. */
export function shortType(type: string): string {
  const parts = type.split('::');
  return parts[parts.length - 1] || type;
}

export const groupId = (parentId: string, type: string) => `group:${parentId}:${type}`;

function configNode(row: RelatedConfig, rootId: string): ConfigGraphNode {
  return {
    kind: 'config',
    id: row.id,
    name: row.name ?? row.id,
    type: row.type ?? '',
    health: statusDotColor(row.health),
    root: row.id === rootId,
    deleted: Boolean(row.deleted_at),
  };
}

/** Children of each node, with the links to unknown ids and to itself dropped; links into each. */
function childLinks(byId: ReadonlyMap<string, RelatedConfig>) {
  const children = new Map<string, string[]>();
  const indegree = new Map<string, number>();
  for (const row of byId.values()) {
    const targets = [...new Set(row.related_ids ?? [])].filter((t) => t !== row.id && byId.has(t));
    children.set(row.id, targets);
    for (const t of targets) indegree.set(t, (indegree.get(t) ?? 0) + 1);
  }
  return { children, indegree };
}

/** The ids reached from `starts` along `out`, going on past only the ids `through` accepts. */
function reach(
  out: ReadonlyMap<string, string[]>,
  starts: Iterable<string>,
  through: (id: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!through(id)) continue;
    for (const next of out.get(id) ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

/**
 * The graph to draw. `expanded` holds the ids of the intermediaries the user has opened (only
 * the expandable ones count). The root shows even when C8 left it out of its answer.
 */
export function buildRelationshipGraph(
  rows: readonly RelatedConfig[],
  rootId: string,
  expanded: ReadonlySet<string>,
): RelationshipGraphData {
  const byId = new Map<string, RelatedConfig>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  if (!byId.has(rootId)) byId.set(rootId, { id: rootId, name: null, type: null });

  const { children, indegree } = childLinks(byId);

  const nodes = new Map<string, GraphNode>();
  for (const row of byId.values()) nodes.set(row.id, configNode(row, rootId));
  // Edges as drawn, and which of them pass a collapsed intermediary (not followed for visibility).
  const edges: GraphEdge[] = [];
  const out = new Map<string, string[]>();
  const link = (source: string, target: string) => {
    edges.push({ id: `${source}->${target}`, source, target });
    const list = out.get(source);
    if (list) list.push(target);
    else out.set(source, [target]);
  };
  const collapsed = new Set<string>();
  for (const [parent, targets] of children) {
    const byType = groupedBy(targets, (t) => byId.get(t)?.type ?? '');
    for (const [type, members] of byType) {
      if (members.length < GROUP_MIN) {
        for (const t of members) link(parent, t);
        continue;
      }
      const id = groupId(parent, type);
      const expandable = members.length > AUTO_EXPAND_MAX;
      const open = !expandable || expanded.has(id);
      nodes.set(id, {
        kind: 'group',
        id,
        type,
        count: members.length,
        expandable,
        expanded: open,
      });
      if (!open) collapsed.add(id);
      link(parent, id);
      for (const t of members) link(id, t);
    }
  }

  // What shows: everything reachable from the entry points (the root, items nothing links to,
  // and anything in a cycle no entry reaches) without passing a collapsed intermediary.
  const entries = [rootId, ...[...byId.keys()].filter((id) => !indegree.get(id))];
  const all = reach(out, entries, () => true);
  for (const id of byId.keys()) {
    if (!all.has(id)) {
      entries.push(id);
      for (const r of reach(out, [id], () => true)) all.add(r);
    }
  }
  const visible = reach(out, entries, (id) => !collapsed.has(id));

  let hidden = 0;
  for (const id of byId.keys()) if (!visible.has(id)) hidden += 1;
  return {
    nodes: [...nodes.values()].filter((n) => visible.has(n.id)),
    edges: edges.filter(
      (e) => !collapsed.has(e.source) && visible.has(e.source) && visible.has(e.target),
    ),
    hidden,
  };
}

/**
 * The rows the graph draws when the tab's filters narrow them to `kept` (the root always stays):
 * an item the filters leave out is dropped, and a kept item links on through it to the kept items
 * it reached, so the graph shows the table's set, still connected as C8 related them.
 */
export function narrowedRows(
  rows: readonly RelatedConfig[],
  rootId: string,
  kept: ReadonlySet<string>,
): RelatedConfig[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const stays = (id: string) => id === rootId || kept.has(id);
  if (rows.every((r) => stays(r.id))) return [...rows];
  const out = new Map(rows.map((r) => [r.id, r.related_ids ?? []]));
  const keptBeyond = (row: RelatedConfig) => [
    ...reach(out, row.related_ids ?? [], (id) => !stays(id) && byId.has(id)),
  ];
  return rows
    .filter((r) => stays(r.id))
    .map((r) => ({ ...r, related_ids: keptBeyond(r).filter((id) => stays(id) && id !== r.id) }));
}

/** The group a tap on `node` opens or closes: none for a config or a group of 3 or fewer. */
export const collapsibleGroup = (node: GraphNode | undefined): string | null =>
  node?.kind === 'group' && node.expandable ? node.id : null;

/** `expanded` with the node's group switched; a group of 3 or fewer is always open, so it stays. */
export function toggleExpanded(
  expanded: ReadonlySet<string>,
  node: GraphNode | undefined,
): ReadonlySet<string> {
  const group = collapsibleGroup(node);
  return group === null ? expanded : toggled(expanded, group);
}

export type RankDir = 'LR' | 'TB';
export type EdgeStyle = 'bezier' | 'smoothstep';
