// Builds the early scripts, renderer/src/boot/early.ts into `/early.js` and
// app/routing/early-screen.ts into `/early-screen.js`: small classic scripts of their own (no module
// graph to wait for), first in index.html's head, so the start-up reads and the opening screen's
// files leave while the app's modules are still being fetched and compiled (performance.md P1).
// They are bundled by esbuild, which Vite already brings, once the app bundle is known: lazy
// imports become preload links for the app bundle's files (lazy-imports.ts). The app bundle does
// not include them.
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import { eagerGlobs, lazyImportFiles, preloadLazyImports } from './lazy-imports.ts';

const SOURCE = path.resolve(import.meta.dirname, '../../renderer/src');
/** The scripts, in the order the page runs them, by file name, and their entries. */
const ENTRIES = { early: 'boot/early.ts', 'early-screen': 'app/routing/early-screen.ts' };
export const EARLY_SCRIPTS = Object.keys(ENTRIES);
// The same production build of React Router as the app bundle's (vite.config.ts).
const REACT_ROUTER = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

/** The early scripts for an app bundle, by file name. */
export async function buildEarlyScripts(
  bundle: Rolldown.OutputBundle,
): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, entry]) => [name, path.join(SOURCE, entry)]),
    ),
    outdir: 'early',
    bundle: true,
    format: 'iife',
    target: 'chrome130',
    minify: true,
    write: false,
    logLevel: 'silent',
    alias: { 'react-router': REACT_ROUTER },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [eagerGlobs(), preloadLazyImports(lazyImportFiles(bundle))],
  });
  return new Map(result.outputFiles.map((output) => [path.basename(output.path), output.text]));
}

export function earlyScript(): Plugin {
  return {
    name: 'mcd-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        EARLY_SCRIPTS.map((name) => ({
          tag: 'script',
          attrs: { src: `/${name}.js` },
          injectTo: 'head-prepend' as const,
        })),
    },
    async generateBundle(_options, bundle) {
      for (const [fileName, source] of await buildEarlyScripts(bundle))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
