// The Flanksource console's type icons (`@flanksource/icons/mi`) as one lazy chunk per icon.
// The package ships all ~1,000 icons as one 2.4 MB module of React components; importing it would
// put every icon in the chunk that imports it. At build time this plugin reads that module, takes
// each icon's SVG tree out of its `GenIcon({...})` call (JSON.parse, nothing is evaluated) and
// serves two kinds of virtual module:
//   virtual:flanksource-icons         { iconLoaders: { Postgres: () => import(…/Postgres), … } }
//   virtual:flanksource-icons/<Name>  export default <that icon's tree>
// The renderer imports the first lazily too, so start-up pays for neither; a screen fetches the
// catalogue the first time it shows a type icon and each icon the first time it is shown.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface IconNode {
  tag: string;
  attr: Record<string, string>;
  child: IconNode[];
}

export const CATALOGUE_ID = 'virtual:flanksource-icons';
const ICON_ID_PREFIX = `${CATALOGUE_ID}/`;
// Vite's convention for virtual modules: a leading NUL keeps other plugins away from the id.
const RESOLVED_PREFIX = '\0';

// One generated export: `export function Name (props) {\n  return GenIcon({json})(props);\n};`
const ICON_EXPORT =
  /^export function (\w+)\s*\(props\)\s*\{\s*return GenIcon\((\{.*\})\)\(props\);/gm;
const ANY_EXPORT = /^export function /gm;
const BLACK = /^(#000|#000000|black|rgb\(0%,\s*0%,\s*0%\)|rgb\(0,\s*0,\s*0\))$/i;
const PAINT_ATTRS = ['fill', 'stroke', 'stopColor'] as const;

/** Where the package's ES module of icons is (its CommonJS twin sits beside it). */
export function iconModulePath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@flanksource/icons/mi')), 'index.mjs');
}

/**
 * Each icon's tree by export name, cleaned for rendering. Throws when an export does not have
 * the expected shape, so a package update that changes the generated format fails the build
 * instead of silently dropping icons.
 */
export function parseIconModule(source: string): Map<string, IconNode> {
  const icons = new Map<string, IconNode>();
  for (const match of source.matchAll(ICON_EXPORT)) {
    const [, name, json] = match;
    if (!name || !json) continue;
    icons.set(name, cleanIcon(JSON.parse(json) as IconNode));
  }
  const exports = source.match(ANY_EXPORT)?.length ?? 0;
  if (exports === 0 || icons.size !== exports)
    throw new Error(
      `@flanksource/icons: parsed ${icons.size} of ${exports} icon exports; has the generated format changed?`,
    );
  return icons;
}

/**
 * What the renderer needs of one icon: the root keeps only its viewBox (the component sets size,
 * colour and accessibility); editor metadata (`rdf:`, `bx:` elements, `xmlns:` attributes) goes;
 * `xlink:href` becomes SVG 2's `href`, which React sets without a namespace; and an icon drawn in
 * black only is made `currentColor`, so it follows the theme like the icons that set no colour.
 */
export function cleanIcon(tree: IconNode): IconNode {
  const viewBox = tree.attr.viewBox ?? '0 0 32 32';
  const child = tree.child.map(cleanNode).filter((node): node is IconNode => node !== null);
  const root: IconNode = { tag: 'svg', attr: { viewBox }, child };
  return isBlackOnly(root) ? recolour(root) : root;
}

function cleanNode(node: IconNode): IconNode | null {
  if (node.tag.includes(':') || node.tag === 'metadata') return null;
  const attr: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.attr)) {
    if (isXlinkHref(key)) attr.href = value;
    // Other namespaced attributes (`xmlns:dc`, `rdf:about`) are editor metadata.
    else if (!key.includes(':')) attr[key] = value;
  }
  const child = node.child.map(cleanNode).filter((next): next is IconNode => next !== null);
  return { tag: node.tag, attr, child };
}

function isXlinkHref(key: string): boolean {
  return key === 'xlink:href' || key === 'xlinkHref';
}

function paints(node: IconNode): string[] {
  const own = PAINT_ATTRS.map((key) => node.attr[key]).filter(
    (value): value is string => value !== undefined && value !== 'none',
  );
  return [...own, ...node.child.flatMap(paints)];
}

function isBlackOnly(tree: IconNode): boolean {
  const all = paints(tree);
  return all.length > 0 && all.every((value) => BLACK.test(value) || value === 'currentColor');
}

function recolour(node: IconNode): IconNode {
  const attr = { ...node.attr };
  for (const key of PAINT_ATTRS) {
    const value = attr[key];
    if (value !== undefined && BLACK.test(value)) attr[key] = 'currentColor';
  }
  return { tag: node.tag, attr, child: node.child.map(recolour) };
}

/** The catalogue: every icon's name with a loader that imports just that icon's module. */
export function catalogueModule(names: Iterable<string>): string {
  const loaders = [...names].map(
    (name) => `  ${name}: () => import(${JSON.stringify(ICON_ID_PREFIX + name)}),`,
  );
  return ['export const iconLoaders = {', ...loaders, '};', ''].join('\n');
}

/** One icon's module: its tree as data. */
export function iconModule(tree: IconNode): string {
  return `export default ${JSON.stringify(tree)};\n`;
}

export function flanksourceIcons(modulePath: string = iconModulePath()): Plugin {
  let icons: Map<string, IconNode> | undefined;
  const load = () => (icons ??= parseIconModule(readFileSync(modulePath, 'utf8')));
  return {
    name: 'mcd:flanksource-icons',
    resolveId(id) {
      return id === CATALOGUE_ID || id.startsWith(ICON_ID_PREFIX) ? RESOLVED_PREFIX + id : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX + CATALOGUE_ID)) return null;
      const wanted = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(modulePath);
      if (wanted === CATALOGUE_ID) return catalogueModule(load().keys());
      const tree = load().get(wanted.slice(ICON_ID_PREFIX.length));
      if (!tree) throw new Error(`@flanksource/icons has no icon ${wanted}`);
      return iconModule(tree);
    },
  };
}
