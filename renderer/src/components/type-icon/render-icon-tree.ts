// An icon's SVG tree (data from the `virtual:flanksource-icons/<Name>` modules) as React
// elements. The icon set follows react-icons' convention: the root paints with currentColor and
// a zero stroke width, so shapes without a colour of their own take the text colour and shapes
// with one keep it.
import { createElement, type ReactElement, type ReactNode } from 'react';
import type { IconNode } from 'virtual:flanksource-icons';

export type { IconNode };

export interface IconRenderOptions {
  size: number;
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string | undefined;
  className?: string | undefined;
  /**
   * Prepended to the icon's element ids and to the references to them. Icons define clip paths,
   * masks and gradients by id, and the same icon drawn twice on a page would otherwise share
   * them; a hidden copy can then blank the visible one.
   */
  idPrefix: string;
}

const URL_REFERENCE = /url\(#([^)]+)\)/g;

/** A colour's channels 0–1 from `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or percentages). */
function channels(colour: string): number[] | null {
  const c = colour.trim().toLowerCase();
  if (c === 'black') return [0, 0, 0];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(c)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255);
  }
  const rgb = /^rgb\(([^)]+)\)$/.exec(c)?.[1]?.split(',');
  if (rgb?.length !== 3) return null;
  return rgb.map((part) => {
    const n = parseFloat(part);
    return part.trim().endsWith('%') ? n / 100 : n / 255;
  });
}

/** Relative luminance of a colour 0–1, null when it is not a plain colour (a gradient, a name). */
function luminance(colour: string): number | null {
  const rgb = channels(colour);
  if (!rgb || rgb.some((v) => Number.isNaN(v))) return null;
  const [r, g, b] = rgb.map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Ink that (nearly) vanishes on a dark card: relative luminance under 0.12, about 2:1 against the
 * dark theme's card, as the AWS logo's navy and MySQL's teal; Postgres' blue (0.125) stays.
 */
export function isNearBlack(colour: string): boolean {
  const l = luminance(colour);
  return l !== null && l < 0.12;
}

/** 3:1 against the dark theme's card (#252a31), the least a graphic needs to be made out. */
const READS_ON_DARK = 0.17;
const SHAPES = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'polygon',
  'polyline',
  'line',
  'text',
]);

/** Whether any shape of the tree paints something a dark card shows: near-black ink turns light. */
function readsOnDark(node: IconNode, inherited: string): boolean {
  const fill = node.attr.fill ?? inherited;
  const paints = SHAPES.has(node.tag) ? [fill, node.attr.stroke ?? 'none'] : [];
  for (const paint of paints) {
    if (paint === 'none' || paint.startsWith('url(')) continue;
    if (paint === 'currentColor' || isNearBlack(paint)) return true;
    const l = luminance(paint);
    if (l === null || l >= READS_ON_DARK) return true;
  }
  if (node.tag === 'stop' && (luminance(node.attr.stopColor ?? '#000') ?? 1) >= READS_ON_DARK)
    return true;
  return node.child.some((child) => readsOnDark(child, fill));
}

const dimCache = new WeakMap<IconNode, boolean>();

/**
 * An icon drawn only in colours too dark for the dark theme's cards (deep blues, greens, reds:
 * under 3:1), which the dark theme sets on a light tile (TypeIcon.css). Judged once per icon.
 */
export function isDimOnDark(tree: IconNode): boolean {
  let dim = dimCache.get(tree);
  if (dim === undefined) {
    dim = !tree.child.some((child) => readsOnDark(child, 'currentColor'));
    dimCache.set(tree, dim);
  }
  return dim;
}

function scopedAttributes(attr: Record<string, string>, prefix: string): Record<string, unknown> {
  const scoped: Record<string, unknown> = {};
  const ink: Record<string, string> = {};
  for (const [key, value] of Object.entries(attr)) {
    // Near-black ink (the AWS and MySQL logos' text) follows --mc-icon-ink, which the dark theme
    // sets light; the light theme keeps the logo's own colour.
    if ((key === 'fill' || key === 'stroke') && isNearBlack(value))
      ink[key] = `var(--mc-icon-ink, ${value})`;
    else if (key === 'id') scoped[key] = prefix + value;
    else if (key === 'href' && value.startsWith('#')) scoped[key] = `#${prefix}${value.slice(1)}`;
    else if (value.includes('url(#'))
      scoped[key] = value.replace(URL_REFERENCE, `url(#${prefix}$1)`);
    else scoped[key] = value;
  }
  if (Object.keys(ink).length > 0) scoped.style = ink;
  return scoped;
}

function renderNode(node: IconNode, key: number, prefix: string): ReactElement {
  return createElement(
    node.tag,
    { key, ...scopedAttributes(node.attr, prefix) },
    ...node.child.map((child, index) => renderNode(child, index, prefix)),
  );
}

/** A prefix safe inside an id and a `url(#…)` reference, from any string (React's `useId`). */
export function idPrefixFrom(id: string): string {
  return `${id.replace(/[^A-Za-z0-9_-]/g, '_')}-`;
}

export function renderIconTree(tree: IconNode, options: IconRenderOptions): ReactElement {
  const { size, title, className, idPrefix } = options;
  const children: ReactNode[] = tree.child.map((child, index) =>
    renderNode(child, index, idPrefix),
  );
  if (title) children.unshift(createElement('title', { key: 'title' }, title));
  return createElement(
    'svg',
    {
      viewBox: tree.attr.viewBox,
      width: size,
      height: size,
      fill: 'currentColor',
      stroke: 'currentColor',
      strokeWidth: 0,
      className: isDimOnDark(tree) ? `${className ?? ''} mc-type-icon-dim`.trim() : className,
      focusable: 'false',
      ...(title ? { role: 'img' } : { 'aria-hidden': true }),
    },
    ...children,
  );
}
