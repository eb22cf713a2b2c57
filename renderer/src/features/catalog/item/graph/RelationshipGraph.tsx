// The relationship graph on a Cytoscape canvas with the dagre layout (spec 2 §9: rank separation
// 120, node separation 100, 300 ms animation). A config node shows its type icon, name and type,
// its health as the border colour; the root is filled. A click on a config node opens it, on an
// expandable intermediary shows or hides its children. The keyboard does the same: the canvas
// takes focus, the arrow keys move a focus ring from node to node in layout order (announced), and
// Enter or Space acts on the node. This module (and Cytoscape with it) is only loaded when the
// Graph view shows. The table view stays the alternative for screen readers.
import {
  useEffect,
  useEffectEvent,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useNavigate } from 'react-router';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { paths } from '../../../../lib/routing/paths.ts';
import { typeIcons } from '../../../../components/type-icon/TypeIcon.tsx';
import { useAppliedTheme } from '../../../../lib/theme/useSystemTheme.ts';
import {
  buildRelationshipGraph,
  shortType,
  collapsibleGroup,
  toggleExpanded,
  type EdgeStyle,
  type GraphEdge,
  type GraphNode,
  type RankDir,
} from './graph-model.ts';
import { FOCUS_CLASS, PALETTES, stylesheet } from './graph-style.ts';
import { iconDataUrl } from './icon-data-url.ts';

cytoscape.use(dagre);

// Each icon's data URL per colour, made once; one not in yet is asked for (the canvas restyles when
// it comes).
const iconUrls = new Map<string, string>();
function iconUrl(type: string, colour: string): string | undefined {
  const tree = typeIcons.peek(type);
  if (tree === undefined) void typeIcons.request(type);
  if (!tree) return undefined;
  const key = `${colour}|${type}`;
  if (!iconUrls.has(key)) iconUrls.set(key, iconDataUrl(tree, colour));
  return iconUrls.get(key);
}

export const GRAPH_LAYOUT = { rankSep: 120, nodeSep: 100, animationDuration: 300 } as const;
const PAINTED_MARK = 'catalog-graph:painted';
const NAME_MAX = 24;
// Fitting never zooms in past 1:1 (a small graph would show huge nodes); the wheel may.
const FIT_MAX_ZOOM = 1;
const MAX_ZOOM = 2;
// Labels are 12 px: below this zoom they are too small to read, so a graph whose fit would go
// smaller is shown at this zoom around the item itself (the rest is a drag away).
const READABLE_ZOOM = 0.75;
// After a group opens or closes, the view goes to it and its items, no smaller than this.
const GROUP_MIN_ZOOM = 0.45;

const cut = (text: string) => (text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text);

function label(node: GraphNode): string {
  if (node.kind === 'group') {
    const sign = node.expandable ? (node.expanded ? ' −' : ' +') : '';
    return `${cut(shortType(node.type) || 'Other')} (${node.count})${sign}`;
  }
  return node.type ? `${cut(node.name)}\n${cut(shortType(node.type))}` : cut(node.name);
}

/** What the live region says about the focused node. */
function describe(node: GraphNode): string {
  if (node.kind === 'group') {
    const state = node.expandable ? (node.expanded ? ', expanded' : ', collapsed') : '';
    return `${node.count} ${shortType(node.type) || 'other'} items${state}`;
  }
  const marks = [shortType(node.type), node.root && 'this item', node.deleted && 'deleted'];
  return [node.name, ...marks].filter(Boolean).join(', ');
}

function nodeData(node: GraphNode) {
  const own =
    node.kind === 'config'
      ? { health: node.health, root: node.root, deleted: node.deleted }
      : { expandable: node.expandable };
  return { id: node.id, kind: node.kind, label: label(node), type: node.type, ...own };
}

/**
 * The canvas shows `nodes` and `edges`: kept elements stay where they are, new nodes start at a
 * neighbour (unless it is the first drawing), the rest leave.
 */
function syncElements(cy: Core, nodes: GraphNode[], edges: GraphEdge[], first: boolean) {
  const wanted: ElementDefinition[] = [
    ...nodes.map((node) => ({ group: 'nodes' as const, data: nodeData(node) })),
    ...edges.map((edge) => ({ group: 'edges' as const, data: { ...edge } })),
  ];
  const ids = new Set(wanted.map((e) => e.data.id));
  cy.batch(() => {
    cy.elements().forEach((el) => {
      if (!ids.has(el.id())) cy.remove(el);
    });
    for (const def of wanted) {
      const existing = cy.getElementById(def.data.id!);
      if (existing.nonempty()) {
        existing.data(def.data);
        continue;
      }
      const from = !first && edges.find((e) => e.target === def.data.id);
      const anchor = from ? cy.getElementById(from.source) : undefined;
      if (def.group === 'nodes' && anchor?.nonempty()) def.position = { ...anchor.position() };
      cy.add(def);
    }
  });
}

/** The focus after a key: arrows step through `order`, Home and End go to its ends. */
function nextFocus(order: string[], at: string | null, key: string): string | null | undefined {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  const last = order.length - 1;
  const index = at ? order.indexOf(at) : -1;
  if (key === 'Home') return order[0];
  if (key === 'End') return order[last];
  if (step === undefined) return undefined;
  return order[index < 0 ? 0 : Math.min(last, Math.max(0, index + step))] ?? null;
}

export interface RelationshipGraphProps {
  rows: readonly RelatedConfig[];
  rootId: string;
  rankDir: RankDir;
  edgeStyle: EdgeStyle;
}

/** One Cytoscape instance in `container` for the component's life; `onTap` with a node's id. */
function useCytoscape(container: RefObject<HTMLDivElement | null>, onTap: (id: string) => void) {
  const cyRef = useRef<Core | null>(null);
  const tap = useEffectEvent(onTap);
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const cy = cytoscape({
      container: box,
      minZoom: 0.05,
      maxZoom: MAX_ZOOM,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
    });
    cy.on('tap', 'node', (event) => tap((event.target as { id: () => string }).id()));
    cy.on('mouseover mouseout', 'node', (event) => {
      box.style.cursor = event.type === 'mouseover' ? 'pointer' : '';
    });
    cyRef.current = cy;
    return () => {
      cyRef.current = null;
      cy.destroy();
    };
  }, [container]);
  return cyRef;
}

/**
 * The elements, then dagre lays everything out again (animated after the first layout); a group
 * just opened or closed (`toggledRef`) is shown instead of everything. Answers the `layoutKey` the
 * last finished layout was for (the test hook).
 */
function useGraphLayout(
  cyRef: RefObject<Core | null>,
  graph: { nodes: GraphNode[]; edges: GraphEdge[] },
  rankDir: RankDir,
  toggledRef: RefObject<string | null>,
  layoutKey: string,
) {
  const [laidOut, setLaidOut] = useState('');
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const first = cy.elements().length === 0;
    const group = first ? null : toggledRef.current;
    toggledRef.current = null;
    syncElements(cy, graph.nodes, graph.edges, first);
    cy.maxZoom(FIT_MAX_ZOOM);
    const layout = cy.layout({
      name: 'dagre',
      rankDir,
      rankSep: GRAPH_LAYOUT.rankSep,
      nodeSep: GRAPH_LAYOUT.nodeSep,
      fit: !group,
      padding: 30,
      animate: !first,
      animationDuration: GRAPH_LAYOUT.animationDuration,
    } as dagre.DagreLayoutOptions);
    let frame = 0;
    let cancelled = false;
    layout.one('layoutstop', () => {
      cy.maxZoom(MAX_ZOOM);
      if (!group && cy.zoom() < READABLE_ZOOM) {
        cy.zoom(READABLE_ZOOM);
        cy.center(cy.nodes('[?root]'));
      }
      // The view's own move finishes before the layout counts as done.
      void (group ? showGroup(cy, group) : Promise.resolve()).then(() => {
        if (cancelled) return;
        frame = requestAnimationFrame(() => {
          setLaidOut(layoutKey);
          if (performance.getEntriesByName(PAINTED_MARK, 'mark').length === 0)
            performance.mark(PAINTED_MARK, { detail: { nodes: cy.nodes().length } });
        });
      });
    });
    layout.run();
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      layout.stop();
    };
    // layoutKey stands for nodes, edges and rankDir; nodes and edges are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layoutKey]);
  return laidOut;
}

/** The focus ring follows focusId; a node that left the graph drops it. */
function useFocusRing(cyRef: RefObject<Core | null>, focusId: string | null, layoutKey: string) {
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.nodes(`.${FOCUS_CLASS}`).removeClass(FOCUS_CLASS);
    const node = focusId ? cy.getElementById(focusId) : cy.collection();
    if (node.empty()) return;
    node.addClass(FOCUS_CLASS);
    // Keep the focused node on screen without changing the zoom.
    const box = node.renderedBoundingBox();
    if (box.x1 < 0 || box.y1 < 0 || box.x2 > cy.width() || box.y2 > cy.height())
      cy.animate({ center: { eles: node } }, { duration: GRAPH_LAYOUT.animationDuration });
  }, [cyRef, focusId, layoutKey]);
}

/** The nodes' ids in layout order: along the ranks, then across them. */
function layoutOrder(cy: Core, rankDir: RankDir): string[] {
  const [along, across] = rankDir === 'LR' ? (['x', 'y'] as const) : (['y', 'x'] as const);
  return cy
    .nodes()
    .map((n) => ({ id: n.id(), p: n.position() }))
    .sort((a, b) => a.p[along] - b.p[along] || a.p[across] - b.p[across])
    .map((n) => n.id);
}

export default function RelationshipGraph(props: RelationshipGraphProps) {
  const { rankDir, edgeStyle } = props;
  const navigate = useNavigate();
  const palette = PALETTES[useAppliedTheme()];
  const container = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { nodes, edges, hidden } = buildRelationshipGraph(props.rows, props.rootId, expanded);
  // The node the keyboard is on (null until an arrow key is pressed).
  const [focusId, setFocusId] = useState<string | null>(null);
  // The group the user just opened or closed: the next layout shows it instead of everything.
  const toggledRef = useRef<string | null>(null);

  // A node's action, from a tap or from the keyboard.
  const act = (id: string) => {
    const node = nodes.find((n) => n.id === id);
    if (node?.kind === 'config') void navigate(paths.catalogItem(node.id));
    // Only a group that opens or closes is marked: a tap on an always-open one changes nothing,
    // and the next layout (a filter, say) must fit the whole graph, not zoom to it.
    else if (collapsibleGroup(node) !== null) {
      toggledRef.current = collapsibleGroup(node);
      setExpanded((current) => toggleExpanded(current, node));
    }
  };
  const cyRef = useCytoscape(container, act);

  // The look, again whenever a type icon has come in.
  const [iconsSeen, iconArrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => typeIcons.subscribe(iconArrived), []);
  useEffect(() => {
    const icon = (type: string) => iconUrl(type, palette.icon);
    cyRef.current?.style(stylesheet(palette, edgeStyle, rankDir, icon));
  }, [cyRef, palette, edgeStyle, rankDir, iconsSeen]);

  const elementKey = `${nodes.map((n) => `${n.id}:${label(n)}`).join('|')}#${edges.length}`;
  const layoutKey = `${elementKey}@${rankDir}`;
  const laidOut = useGraphLayout(cyRef, { nodes, edges }, rankDir, toggledRef, layoutKey);
  useFocusRing(cyRef, focusId, layoutKey);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cy = cyRef.current;
    if (!cy) return;
    if ((event.key === 'Enter' || event.key === ' ') && focusId) {
      event.preventDefault();
      act(focusId);
      return;
    }
    const order = layoutOrder(cy, rankDir);
    const next = nextFocus(order, focusId, event.key);
    if (next === undefined) return;
    event.preventDefault();
    if (order.length > 0) setFocusId(next);
  };

  const focused = focusId ? nodes.find((n) => n.id === focusId) : undefined;
  const configCount = nodes.filter((n) => n.kind === 'config').length;
  const collapsed = hidden ? `, ${hidden} in collapsed groups` : '';
  return (
    <>
      <div
        ref={container}
        className="mc-rel-graph"
        role="application"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`Relationship graph: ${configCount} config items shown${collapsed}. Arrow keys move between items, Enter opens one. The Table view lists the same items.`}
        data-node-count={nodes.length}
        data-config-count={configCount}
        data-edge-count={edges.length}
        data-layout={laidOut === layoutKey ? 'done' : 'running'}
        data-rankdir={rankDir}
        data-edge-style={edgeStyle}
        data-focus={focusId ?? undefined}
      />
      <div className="mc-visually-hidden" aria-live="polite">
        {focused ? describe(focused) : ''}
      </div>
    </>
  );
}

/**
 * Brings a group and the items it points to into view: fitted when they fit at a readable zoom,
 * otherwise centred at that zoom (the rest of the graph is a scroll away).
 */
function showGroup(cy: Core, id: string): Promise<unknown> {
  const node = cy.getElementById(id);
  if (node.empty()) return Promise.resolve();
  const eles = node.union(node.outgoers('node'));
  const box = eles.boundingBox();
  const pad = 40;
  const fitZoom = Math.min(
    (cy.width() - 2 * pad) / Math.max(box.w, 1),
    (cy.height() - 2 * pad) / Math.max(box.h, 1),
  );
  const zoom = Math.min(FIT_MAX_ZOOM, Math.max(GROUP_MIN_ZOOM, fitZoom));
  return cy
    .animation({ zoom, center: { eles }, duration: GRAPH_LAYOUT.animationDuration })
    .play()
    .promise('completed');
}
