// A type icon's SVG tree as a data: URL, for a graph node's background image: the canvas cannot
// hold React elements, so TypeIcon's drawing is written out as markup. An image inherits no text
// colour, so its root sets `colour` as one, and as the near-black ink's colour too (TypeIcon.css'
// --mc-icon-ink) when that colour is light (the dark theme), as TypeIcon draws it there.
// The CSP allows data: images (img-src 'self' data:).
import { cloneElement, type SVGProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconNode } from 'virtual:flanksource-icons';
import { isNearBlack, renderIconTree } from '../../../../components/type-icon/render-icon-tree.ts';

/** The icon as an SVG document drawn in `colour` where it uses the text colour. */
export function iconSvg(tree: IconNode, colour: string, size = 64): string {
  const ink = isNearBlack(colour) ? {} : { '--mc-icon-ink': colour };
  const root: SVGProps<SVGSVGElement> = {
    xmlns: 'http://www.w3.org/2000/svg',
    style: { color: colour, ...ink },
  };
  return renderToStaticMarkup(cloneElement(renderIconTree(tree, { size, idPrefix: 'g-' }), root));
}

export function iconDataUrl(tree: IconNode, colour: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(iconSvg(tree, colour))}`;
}
