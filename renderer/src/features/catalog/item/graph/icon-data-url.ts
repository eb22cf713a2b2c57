// A type icon's SVG tree (the `virtual:flanksource-icons/<Name>` data TypeIcon draws) as a
// data: URL, for a graph node's background image: the canvas cannot hold React elements. The
// tree's attributes are React-named, so presentation attributes go back to their SVG spelling;
// the root's currentColor becomes the given colour (an image has no text colour to inherit), and
// so does near-black ink when that colour is light (the dark theme), as TypeIcon draws it.
// The CSP allows data: images (img-src 'self' data:).
import type { IconNode } from 'virtual:flanksource-icons';
import { isNearBlack } from '../../../../components/type-icon/render-icon-tree.ts';
import { escapeHtml } from '../../../../lib/text/markup.ts';

// SVG attributes that really are camelCase; any other capital marks a React-renamed one.
const CAMEL = new Set([
  'viewBox',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternTransform',
  'patternContentUnits',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'preserveAspectRatio',
  'stdDeviation',
  'filterUnits',
  'primitiveUnits',
  'spreadMethod',
  'textLength',
  'lengthAdjust',
  'baseFrequency',
  'numOctaves',
  'tableValues',
  'kernelMatrix',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'startOffset',
  'pathLength',
]);

export function svgAttributeName(name: string): string {
  if (name === 'xlinkHref') return 'href';
  if (CAMEL.has(name)) return name;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const SAFE_TAG = /^[A-Za-z][\w-]*$/;

const isPaint = (key: string) => key === 'fill' || key === 'stroke';

function serialise(node: IconNode, colour: string, light = !isNearBlack(colour)): string {
  // Only element and attribute names that look like names; anything else is left out.
  if (!SAFE_TAG.test(node.tag)) return '';
  const attrs = Object.entries(node.attr)
    .filter(([key]) => SAFE_TAG.test(key))
    .map(([key, value]) => {
      const ink = value === 'currentColor' || (isPaint(key) && isNearBlack(value) && light);
      const v = ink ? colour : value;
      return ` ${svgAttributeName(key)}="${escapeHtml(v)}"`;
    })
    .join('');
  const inner = node.child.map((c) => serialise(c, colour, light)).join('');
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

/** The icon as an SVG document drawn in `colour` where it uses the text colour. */
export function iconSvg(tree: IconNode, colour: string, size = 64): string {
  const inner = tree.child.map((c) => serialise(c, colour)).join('');
  const viewBox = escapeHtml(tree.attr.viewBox ?? '0 0 24 24');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}"` +
    ` fill="${escapeHtml(colour)}" stroke="${escapeHtml(colour)}" stroke-width="0">${inner}</svg>`
  );
}

export function iconDataUrl(tree: IconNode, colour: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(iconSvg(tree, colour))}`;
}
