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
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import cytoscape, {
  type Core,
  type ElementDefinition,
  type NodeSingular,
  type StylesheetJson,
} from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useNavigate } from 'react-router';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { paths } from '../../../../lib/routing/paths.ts';
import { createIconStore, type IconStore } from '../../../../components/type-icon/icon-store.ts';
import { useAppliedTheme, type Theme } from '../../../../lib/theme/useSystemTheme.ts';
import {
  buildRelationshipGraph,
  shortType,
  toggleExpanded,
  type EdgeStyle,
  type GraphNode,
  type RankDir,
} from './graph-model.ts';
import { iconDataUrl } from './icon-data-url.ts';

cytoscape.use(dagre);

// The same lazily loaded icon chunks TypeIcon uses (the browser loads each module once).
const icons: IconStore = createIconStore(() => import('virtual:flanksource-icons'));
let iconVersion = 0;
icons.subscribe(() => {
  iconVersion += 1;
});

// Each icon's data URL per colour, made once.
const iconUrls = new Map<string, string>();
function iconUrl(type: string, colour: string): string | undefined {
  const tree = icons.peek(type);
  if (!tree) return undefined;
  const key = `${colour}|${type}`;
  let url = iconUrls.get(key);
  if (!url) {
    url = iconDataUrl(tree, colour);
    iconUrls.set(key, url);
  }
  return url;
}

export const GRAPH_LAYOUT = { rankSep: 120, nodeSep: 100, animationDuration: 300 } as const;
const PAINTED_MARK = 'catalog-graph:painted';
const NAME_MAX = 24;
// Fitting never zooms in past 1:1 (a small graph would show huge nodes); the wheel may.
const FIT_MAX_ZOOM = 1;
const MAX_ZOOM = 2;
const FOCUS_CLASS = 'mc-focus';
const FOCUS_COLOUR = '#2d72d2';
// After a group opens or closes, the view goes to it and its items, no smaller than this.
const GROUP_MIN_ZOOM = 0.45;

interface Palette {
  text: string;
  muted: string;
  node: string;
  group: string;
  root: string;
  edge: string;
  icon: string;
  health: Record<'green' | 'red' | 'orange' | 'gray', string>;
}

// Blueprint's palette, as the rest of the app uses it.
const PALETTES: Record<Theme, Palette> = {
  light: {
    text: '#1c2127',
    muted: '#5f6b7c',
    node: '#ffffff',
    group: '#f6f7f9',
    root: '#d3e2f6',
    edge: '#8f99a8',
    icon: '#404854',
    health: { green: '#238551', red: '#cd4246', orange: '#d1980b', gray: '#8f99a8' },
  },
  dark: {
    text: '#f6f7f9',
    muted: '#abb3bf',
    node: '#2f343c',
    group: '#252a31',
    root: '#1f4b85',
    edge: '#738091',
    icon: '#d3d8de',
    health: { green: '#32a467', red: '#e76a6e', orange: '#ec9a3c', gray: '#8f99a8' },
  },
};

const cut = (text: string) => (text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text);

function label(node: GraphNode): string {
  if (node.kind === 'group') {
    const sign = node.expandable ? (node.expanded ? ' −' : ' +') : '';
    return `${cut(shortType(node.type) || 'Other')} (${node.count})${sign}`;
  }
  return node.type ? `${cut(node.name)}\n${cut(shortType(node.type))}` : cut(node.name);
}

function stylesheet(palette: Palette, edgeStyle: EdgeStyle, rankDir: RankDir): StylesheetJson {
  return [
    {
      selector: 'node',
      style: {
        shape: 'round-rectangle',
        width: 220,
        height: 48,
        'background-color': palette.node,
        'border-width': 2,
        'border-color': palette.health.gray,
        label: 'data(label)',
        color: palette.text,
        'font-size': 12,
        'font-family': 'system-ui, -apple-system, "Segoe UI", sans-serif',
        'text-wrap': 'wrap',
        'text-max-width': '160px',
        'text-valign': 'center',
        'text-halign': 'center',
        'text-justification': 'left',
        'text-margin-x': 14,
        'background-fit': 'none',
        'background-width': 22,
        'background-height': 22,
        'background-position-x': 10,
        'background-position-y': '50%',
        'background-clip': 'none',
      },
    },
    { selector: 'node[icon]', style: { 'background-image': 'data(icon)' } },
    { selector: 'node[health = "green"]', style: { 'border-color': palette.health.green } },
    { selector: 'node[health = "red"]', style: { 'border-color': palette.health.red } },
    { selector: 'node[health = "orange"]', style: { 'border-color': palette.health.orange } },
    { selector: 'node[?deleted]', style: { opacity: 0.6, 'border-style': 'dashed' } },
    {
      selector: 'node[?root]',
      style: { 'background-color': palette.root, 'border-width': 3, 'font-weight': 'bold' },
    },
    {
      selector: 'node[kind = "group"]',
      style: {
        height: 36,
        'background-color': palette.group,
        'border-style': 'dashed',
        'border-color': palette.edge,
        color: palette.muted,
      },
    },
    { selector: 'node[?expandable]', style: { 'border-style': 'solid' } },
    {
      selector: 'edge',
      style: {
        width: 1.5,
        'line-color': palette.edge,
        'target-arrow-color': palette.edge,
        'target-arrow-shape': 'triangle',
        'arrow-scale': 0.9,
        'curve-style': edgeStyle === 'smoothstep' ? 'taxi' : 'bezier',
        'taxi-direction': rankDir === 'LR' ? 'rightward' : 'downward',
        'taxi-turn': '50%',
      },
    },
    {
      selector: 'node:active',
      style: { 'overlay-opacity': 0.08, 'overlay-color': palette.text },
    },
    {
      selector: `node.${FOCUS_CLASS}`,
      style: {
        'overlay-opacity': 0.12,
        'overlay-color': FOCUS_COLOUR,
        'overlay-padding': 6,
        'overlay-shape': 'round-rectangle',
      },
    },
  ];
}

function elements(nodes: GraphNode[], edges: { id: string; source: string; target: string }[]) {
  const list: ElementDefinition[] = nodes.map((node) => ({
    group: 'nodes',
    data: {
      id: node.id,
      kind: node.kind,
      label: label(node),
      type: node.type,
      ...(node.kind === 'config'
        ? { health: node.health, root: node.root, deleted: node.deleted }
        : { expandable: node.expandable }),
    },
  }));
  for (const edge of edges) list.push({ group: 'edges', data: { ...edge } });
  return list;
}

export interface RelationshipGraphProps {
  rows: readonly RelatedConfig[];
  rootId: string;
  rankDir: RankDir;
  edgeStyle: EdgeStyle;
}

export default function RelationshipGraph({
  rows,
  rootId,
  rankDir,
  edgeStyle,
}: RelationshipGraphProps) {
  const navigate = useNavigate();
  const theme = useAppliedTheme();
  const container = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // The element set (and direction) the last finished layout was for: the test hook below.
  const [laidOut, setLaidOut] = useState('');
  const iconsSeen = useSyncExternalStore(icons.subscribe, () => iconVersion);
  const graph = buildRelationshipGraph(rows, rootId, expanded);
  const palette = PALETTES[theme];

  // The node the keyboard is on (null until an arrow key is pressed).
  const [focusId, setFocusId] = useState<string | null>(null);
  // The group the user just opened or closed: the next layout shows it instead of everything.
  const toggled = useRef<string | null>(null);

  // A node's action, from a tap or from the keyboard.
  const act = (id: string) => {
    const node = graph.nodes.find((n) => n.id === id);
    if (!node) return;
    if (node.kind === 'config') void navigate(paths.catalogItem(node.id));
    else {
      toggled.current = node.id;
      setExpanded((current) => toggleExpanded(current, node));
    }
  };
  const onTap = useEffectEvent((id: string) => act(id));

  // One Cytoscape instance for the component's life.
  useEffect(() => {
    if (!container.current) return;
    const cy = cytoscape({
      container: container.current,
      minZoom: 0.05,
      maxZoom: MAX_ZOOM,
      boxSelectionEnabled: false,
      autoungrabify: true,
      autounselectify: true,
    });
    cy.on('tap', 'node', (event) => onTap((event.target as NodeSingular).id()));
    cy.on('mouseover', 'node', () => {
      if (container.current) container.current.style.cursor = 'pointer';
    });
    cy.on('mouseout', 'node', () => {
      if (container.current) container.current.style.cursor = '';
    });
    cyRef.current = cy;
    return () => {
      cyRef.current = null;
      cy.destroy();
    };
  }, []);

  useEffect(() => {
    cyRef.current?.style(stylesheet(palette, edgeStyle, rankDir));
  }, [palette, edgeStyle, rankDir]);

  // The elements: kept ones stay where they are, new ones start at a neighbour, then dagre lays
  // everything out again (animated after the first layout).
  const nodes = graph.nodes;
  const edges = graph.edges;
  const elementKey = `${nodes.map((n) => `${n.id}:${label(n)}`).join('|')}#${edges.length}`;
  const layoutKey = `${elementKey}@${rankDir}`;
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const first = cy.elements().length === 0;
    const group = first ? null : toggled.current;
    toggled.current = null;
    const wanted = elements(nodes, edges);
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
        if (def.group === 'nodes' && !first) {
          const from = edges.find((e) => e.target === def.data.id);
          const anchor = from ? cy.getElementById(from.source) : undefined;
          if (anchor?.nonempty()) def.position = { ...anchor.position() };
        }
        cy.add(def);
      }
    });
    const options: dagre.DagreLayoutOptions = {
      name: 'dagre',
      rankDir,
      rankSep: GRAPH_LAYOUT.rankSep,
      nodeSep: GRAPH_LAYOUT.nodeSep,
      fit: !group,
      padding: 30,
      animate: !first,
      animationDuration: GRAPH_LAYOUT.animationDuration,
    };
    cy.maxZoom(FIT_MAX_ZOOM);
    const layout = cy.layout(options);
    let frame = 0;
    let cancelled = false;
    layout.one('layoutstop', () => {
      cy.maxZoom(MAX_ZOOM);
      const shown = group ? showGroup(cy, group) : Promise.resolve();
      // The view's own move finishes before the layout counts as done.
      void shown.then(() => {
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

  // Type icons as node backgrounds, each as soon as its chunk is in.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const types = new Set(nodes.map((n) => n.type).filter(Boolean));
    for (const type of types) void icons.request(type);
    cy.batch(() => {
      cy.nodes().forEach((node) => {
        const url = iconUrl(node.data('type') as string, palette.icon);
        if (url) node.data('icon', url);
        else node.removeData('icon');
      });
    });
    // elementKey stands for nodes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [elementKey, iconsSeen, palette]);

  // The focus ring follows focusId; a node that left the graph drops it.
  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.nodes(`.${FOCUS_CLASS}`).removeClass(FOCUS_CLASS);
    if (!focusId) return;
    const node = cy.getElementById(focusId);
    if (node.empty()) return;
    node.addClass(FOCUS_CLASS);
    // Keep the focused node on screen without changing the zoom.
    const box = node.renderedBoundingBox();
    if (box.x1 < 0 || box.y1 < 0 || box.x2 > cy.width() || box.y2 > cy.height())
      cy.animate({ center: { eles: node } }, { duration: GRAPH_LAYOUT.animationDuration });
  }, [focusId, layoutKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cy = cyRef.current;
    if (!cy) return;
    if ((event.key === 'Enter' || event.key === ' ') && focusId) {
      event.preventDefault();
      act(focusId);
      return;
    }
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
      Home: -Infinity,
      End: Infinity,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    // Layout order: along the ranks, then across them.
    const order = cy
      .nodes()
      .map((n) => ({ id: n.id(), p: n.position() }))
      .sort((a, b) =>
        rankDir === 'LR' ? a.p.x - b.p.x || a.p.y - b.p.y : a.p.y - b.p.y || a.p.x - b.p.x,
      )
      .map((n) => n.id);
    if (order.length === 0) return;
    const at = focusId ? order.indexOf(focusId) : -1;
    const next =
      delta === -Infinity
        ? 0
        : delta === Infinity
          ? order.length - 1
          : at < 0
            ? 0
            : Math.min(order.length - 1, Math.max(0, at + delta));
    setFocusId(order[next] ?? null);
  };

  const focused = focusId ? nodes.find((n) => n.id === focusId) : undefined;
  const configCount = nodes.filter((n) => n.kind === 'config').length;
  return (
    <>
      <div
        ref={container}
        className="mc-rel-graph"
        role="application"
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={`Relationship graph: ${configCount} config items shown${
          graph.hidden ? `, ${graph.hidden} in collapsed groups` : ''
        }. Arrow keys move between items, Enter opens one. The Table view lists the same items.`}
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

/** What the live region says about the focused node. */
function describe(node: GraphNode): string {
  if (node.kind === 'group') {
    const state = node.expandable ? (node.expanded ? ', expanded' : ', collapsed') : '';
    return `${node.count} ${shortType(node.type) || 'other'} items${state}`;
  }
  return [
    node.name,
    shortType(node.type),
    node.root ? 'this item' : null,
    node.deleted ? 'deleted' : null,
  ]
    .filter(Boolean)
    .join(', ');
}
