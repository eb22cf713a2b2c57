// The type icons a window has loaded, shared by every TypeIcon. Nothing is fetched until an icon
// is asked for: then the catalogue of names (one chunk), then that icon (one small chunk each).
// What has arrived is kept for the life of the window, so an icon drawn before is drawn again in
// the same render, without a placeholder frame.
import type { IconNode } from './render-icon-tree.ts';
import { resolveIconName } from './resolve-icon-name.ts';

export interface IconCatalogue {
  iconLoaders: Record<string, () => Promise<{ default: IconNode }>>;
}

/** The icon's tree; `null` when no icon matches (or it could not be loaded); `undefined` while unknown. */
export type IconState = IconNode | null | undefined;

export interface IconStore {
  /** What is known now, without waiting; stable between changes (a `useSyncExternalStore` snapshot). */
  peek: (name: string) => IconState;
  /** Loads what `peek(name)` needs; listeners hear when it has arrived. Never rejects. */
  request: (name: string) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

export function createIconStore(loadCatalogue: () => Promise<IconCatalogue>): IconStore {
  let catalogue: { names: string[]; loaders: IconCatalogue['iconLoaders'] } | null | undefined;
  let catalogueLoad: Promise<void> | undefined;
  const resolved = new Map<string, string | null>();
  const trees = new Map<string, IconNode | null>();
  const loads = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const iconFor = (name: string): string | null => {
    let icon = resolved.get(name);
    if (icon === undefined) {
      icon = (catalogue && resolveIconName(name, catalogue.names)) ?? null;
      resolved.set(name, icon);
    }
    return icon;
  };

  const ensureCatalogue = () =>
    (catalogueLoad ??= loadCatalogue().then(
      ({ iconLoaders }) => {
        catalogue = { names: Object.keys(iconLoaders), loaders: iconLoaders };
      },
      () => {
        // Without the catalogue every TypeIcon shows its fallback.
        catalogue = null;
      },
    ));

  const ensureIcon = (icon: string, loader: () => Promise<{ default: IconNode }>) => {
    let load = loads.get(icon);
    if (!load) {
      load = loader().then(
        (module) => {
          trees.set(icon, module.default);
        },
        () => {
          trees.set(icon, null);
        },
      );
      loads.set(icon, load);
    }
    return load;
  };

  return {
    peek: (name) => {
      if (!name.trim() || catalogue === null) return null;
      if (catalogue === undefined) return undefined;
      const icon = iconFor(name);
      return icon === null ? null : trees.get(icon);
    },
    request: async (name) => {
      if (!name.trim()) return;
      const hadCatalogue = catalogue !== undefined;
      await ensureCatalogue();
      const icon = catalogue ? iconFor(name) : null;
      const loader = icon === null ? undefined : catalogue?.loaders[icon];
      if (icon !== null && loader && !trees.has(icon)) {
        await ensureIcon(icon, loader);
        notify();
      } else if (!hadCatalogue) notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
