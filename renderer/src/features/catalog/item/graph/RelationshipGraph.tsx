// The relationship graph on a Cytoscape canvas with the dagre layout (spec 2 §9: rank separation
// 120, node separation 100, 300 ms animation). A config node shows its type icon, name and type,
// its health as the border colour; the root is filled. A click on a config node opens it, on an
// expandable intermediary shows or hides its children. This module (and Cytoscape with it) is
// only loaded when the Graph view shows. The table view stays the accessible alternative.
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import cytoscape, {
  type Core,
  type ElementDefinition,
  type NodeSingular,
  type StylesheetJson,
} from 'cytoscape';
import dagre from 'cytoscape-dagre';
import { useNavigate } from 'react-router';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { paths } from '../../../../app/paths.ts';
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

  const onTap = useEffectEvent((id: string) => {
    const node = graph.nodes.find((n) => n.id === id);
    if (!node) return;
    if (node.kind === 'config') void navigate(paths.catalogItem(node.id));
    else setExpanded((current) => toggleExpanded(current, node));
  });

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
      fit: true,
      padding: 30,
      animate: !first,
      animationDuration: GRAPH_LAYOUT.animationDuration,
    };
    cy.maxZoom(FIT_MAX_ZOOM);
    const layout = cy.layout(options);
    let frame = 0;
    layout.one('layoutstop', () => {
      cy.maxZoom(MAX_ZOOM);
      frame = requestAnimationFrame(() => {
        setLaidOut(layoutKey);
        if (performance.getEntriesByName(PAINTED_MARK, 'mark').length === 0)
          performance.mark(PAINTED_MARK, { detail: { nodes: cy.nodes().length } });
      });
    });
    layout.run();
    return () => {
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

  const configCount = nodes.filter((n) => n.kind === 'config').length;
  return (
    <div
      ref={container}
      className="mc-rel-graph"
      role="img"
      aria-label={`Relationship graph: ${configCount} config items shown${
        graph.hidden ? `, ${graph.hidden} in collapsed groups` : ''
      }. The Table view lists the same items.`}
      data-node-count={nodes.length}
      data-config-count={configCount}
      data-edge-count={edges.length}
      data-layout={laidOut === layoutKey ? 'done' : 'running'}
      data-rankdir={rankDir}
      data-edge-style={edgeStyle}
    />
  );
}
