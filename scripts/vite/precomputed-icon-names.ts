// Blueprint's icon name tables, computed when the renderer is built instead of when it starts.
// `@blueprintjs/icons/lib/esm/iconNames.js` runs change-case's pascalCase and snakeCase over every
// icon name (~700) at module evaluation, which Blueprint's core imports: 8-10 ms of each cold start
// (performance.md P1; CPU profiles of the cached start). The same tables, taken from the package's
// CommonJS build of that module, are put in the bundle as literals.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The module's source with its exports as literals. */
export function iconNamesModule(): string {
  const require = createRequire(import.meta.url);
  const { IconNames } = require('@blueprintjs/icons/lib/cjs/iconNames.js') as {
    IconNames: Record<string, string>;
  };
  return [
    `export const IconNames = ${JSON.stringify(IconNames)};`,
    'export const IconNamesSet = new Set(Object.values(IconNames));',
    '',
  ].join('\n');
}

export function precomputedIconNames(): Plugin {
  return {
    name: 'mcd:precomputed-icon-names',
    enforce: 'pre',
    load(id) {
      return ICON_NAMES_MODULE.test(id) ? iconNamesModule() : null;
    },
  };
}
