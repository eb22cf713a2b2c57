// The virtual modules `scripts/vite/flanksource-icons.ts` serves at build time.

/** Every icon of @flanksource/icons/mi by its export name, each loaded on demand. */
declare module 'virtual:flanksource-icons' {
  /** One SVG element of an icon: tag, React-named attributes, children. */
  export interface IconNode {
    tag: string;
    attr: Record<string, string>;
    child: IconNode[];
  }
  export const iconLoaders: Record<string, () => Promise<{ default: IconNode }>>;
}

/** One icon's SVG tree. */
declare module 'virtual:flanksource-icons/*' {
  import type { IconNode } from 'virtual:flanksource-icons';
  const tree: IconNode;
  export default tree;
}
