// Where Blueprint's icons get their SVG paths: one chunk per size (16 and 20 px, ~330 KB and 700
// modules each), loaded once, when the first screen has painted its data. Loaded with the first
// icon, they arrived and were evaluated while that screen's data was being read and drawn (first
// rows at 300 checks ~600 → ~650 ms); an icon shows its place empty until then, as it did while
// Blueprint's own loader worked. That loader ran, for every icon shown, a dynamic import of itself
// (the bundle's preload helper resolving its URLs each time) and change-case to name the icon:
// ~26 icons in the effects of the first screen's commit, before the browser could paint it
// (issue 33). Installed by `installIconPaths`, before any icon renders.
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import { afterFirstScreen } from '../perf/usePaintedMark.ts';

/**
 * The latest the paths wait for the first screen's data to paint: a window opened on a screen
 * that marks no paint (a detail page, a form) draws its icons after this.
 */
const FIRST_SCREEN_MS = 1000;

/** A generated paths module: each icon's paths under its export name (and a `default`). */
type PathsModule = Readonly<Record<string, unknown>>;

/** The generated paths module's export name of an icon: `chevron-down` → `ChevronDown`. */
export function iconExportName(icon: string): string {
  return icon
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const importers: Record<IconSize, () => Promise<PathsModule>> = {
  [IconSize.STANDARD]: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/index.js'),
  [IconSize.LARGE]: () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/index.js'),
};
const modules = new Map<IconSize, Promise<PathsModule>>();

/** The paths module of `size`, loaded once; a load that failed is tried again next time. */
function pathsOf(size: IconSize): Promise<PathsModule> {
  let module = modules.get(size);
  if (!module) {
    module = afterFirstScreen(FIRST_SCREEN_MS)
      .then(importers[size])
      .catch((error: unknown) => {
        modules.delete(size);
        throw error;
      });
    modules.set(size, module);
  }
  return module;
}

/** The SVG paths of `icon` at `size` (Blueprint asks for 16 or 20 only). */
export async function loadIconPaths(icon: IconName, size: IconSize): Promise<IconPaths> {
  const paths = (await pathsOf(size))[iconExportName(icon)];
  if (!Array.isArray(paths))
    throw new Error(`Blueprint has no ${size}px paths for the icon '${icon}'`);
  return paths as IconPaths;
}

/** Makes every Blueprint icon load its paths through `loadIconPaths`. */
export function installIconPaths(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
