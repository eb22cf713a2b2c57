// How the relationship graph looks on its canvas: Blueprint's palette in each theme and the
// Cytoscape stylesheet (nodes with their type icon and health border, the root filled, groups
// dashed until expandable, edges as bezier or taxi curves, the keyboard's focus ring).
import type { NodeSingular, StylesheetJson } from 'cytoscape';
import type { Theme } from '../../../../lib/theme/useSystemTheme.ts';
import type { EdgeStyle, RankDir } from './graph-model.ts';

export const FOCUS_CLASS = 'mc-focus';

// Blueprint's palette, as the rest of the app uses it; green, red, orange and gray are health.
const LIGHT = {
  text: '#1c2127',
  muted: '#5f6b7c',
  node: '#ffffff',
  group: '#f6f7f9',
  root: '#d3e2f6',
  edge: '#8f99a8',
  icon: '#404854',
  green: '#238551',
  red: '#cd4246',
  orange: '#d1980b',
  gray: '#8f99a8',
};
export const PALETTES: Record<Theme, typeof LIGHT> = {
  light: LIGHT,
  dark: {
    text: '#f6f7f9',
    muted: '#abb3bf',
    node: '#2f343c',
    group: '#252a31',
    root: '#1f4b85',
    edge: '#738091',
    icon: '#d3d8de',
    green: '#32a467',
    red: '#e76a6e',
    orange: '#ec9a3c',
    gray: '#8f99a8',
  },
};

/** A type's icon as an image URL, when it has one. */
type Icon = (type: string) => string | undefined;

export function stylesheet(p: typeof LIGHT, edgeStyle: EdgeStyle, rankDir: RankDir, icon: Icon) {
  const health = (['green', 'red', 'orange'] as const).map((h) => ({
    selector: `node[health = "${h}"]`,
    style: { 'border-color': p[h] },
  }));
  return [
    {
      selector: 'node',
      style: {
        shape: 'round-rectangle',
        width: 220,
        height: 48,
        'background-color': p.node,
        'border-width': 2,
        'border-color': p.gray,
        label: 'data(label)',
        color: p.text,
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
        'background-image': (node: NodeSingular) => icon(node.data('type') as string) ?? 'none',
      },
    },
    ...health,
    { selector: 'node[?deleted]', style: { opacity: 0.6, 'border-style': 'dashed' } },
    {
      selector: 'node[?root]',
      style: { 'background-color': p.root, 'border-width': 3, 'font-weight': 'bold' },
    },
    {
      selector: 'node[kind = "group"]',
      style: {
        height: 36,
        'background-color': p.group,
        'border-style': 'dashed',
        'border-color': p.edge,
        color: p.muted,
      },
    },
    { selector: 'node[?expandable]', style: { 'border-style': 'solid' } },
    {
      selector: 'edge',
      style: {
        width: 1.5,
        'line-color': p.edge,
        'target-arrow-color': p.edge,
        'target-arrow-shape': 'triangle',
        'arrow-scale': 0.9,
        'curve-style': edgeStyle === 'smoothstep' ? 'taxi' : 'bezier',
        'taxi-direction': rankDir === 'LR' ? 'rightward' : 'downward',
        'taxi-turn': '50%',
      },
    },
    { selector: 'node:active', style: { 'overlay-opacity': 0.08, 'overlay-color': p.text } },
    {
      selector: `node.${FOCUS_CLASS}`,
      style: {
        'overlay-opacity': 0.12,
        'overlay-color': '#2d72d2',
        'overlay-padding': 6,
        'overlay-shape': 'round-rectangle',
      },
    },
  ] as StylesheetJson;
}
