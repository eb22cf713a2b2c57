// Bundles the Electron side with esbuild: main process → out/main/main.cjs, sandboxed preload →
// out/preload/preload.cjs (one self-contained CommonJS script, the only form a sandboxed preload
// can take), the sandbox CLI → out/sandbox/cli.mjs when it exists, and browser mode's host →
// out/host/cli.mjs. npm packages stay external
// (they ship in the app's node_modules) except the ESM-only ones main needs, which are inlined so
// main can stay CommonJS. `node scripts/build-electron.ts [--e2e] [--out-dir <dir>]`.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult, type Plugin } from 'esbuild';
import { channelNames, splitChannel } from '../preload/contract/channels.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `node` version inside Electron 45 / its Chromium, for syntax lowering. */
const NODE_TARGET = 'node24';
const CHROME_TARGET = 'chrome140';

/**
 * ESM-only packages imported by main (settings through conf / electron-store). A CommonJS main
 * cannot rely on `require()` of ES modules inside Electron, so these and everything they import
 * are bundled; every other package is loaded from node_modules at run time.
 */
export const INLINED_PACKAGES: readonly string[] = ['conf', 'electron-store'];

const MAIN_BANNER = [
  // The banner comes before esbuild's own "use strict", which would then no longer be a directive.
  '"use strict";',
  'var __mainImportMeta = { get url() {',
  '  throw new Error("import.meta.url is not available in the bundled main process (out/main/main.cjs); pass an explicit path instead");',
  '} };',
].join('\n');

export interface ElectronBuildOptions {
  outDir: string;
  /** The end-to-end flavour: marks the bundle so main honours test-only switches. */
  e2e?: boolean;
}

export interface ElectronBuildOutput {
  main: string;
  preload: string;
  sandbox: string | null;
  host: string;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Externalises bare imports, except INLINED_PACKAGES and whatever they import themselves. */
function externalPackagesExcept(inline: readonly string[]): Plugin {
  return {
    name: 'external-packages-except',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (path.isAbsolute(args.path)) return undefined;
        if (args.path === 'electron' || args.path.startsWith('node:'))
          return { path: args.path, external: true };
        const fromInlined = args.importer.split(path.sep).includes('node_modules');
        if (fromInlined || inline.includes(packageName(args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * The preload needs only the channel names, not the zod schemas: the contract module is replaced
 * by a generated one holding the names and `splitChannel`, so zod never loads in the renderer.
 */
function contractNamesOnly(): Plugin {
  const contractFile = path.join(repoRoot, 'preload', 'contract', 'channels.ts');
  return {
    name: 'contract-names-only',
    setup(b) {
      b.onResolve({ filter: /contract\/channels\.ts$/ }, (args) => {
        const resolved = path.resolve(args.resolveDir, args.path);
        return resolved === contractFile
          ? { path: resolved, namespace: 'contract-names' }
          : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'contract-names' }, () => ({
        loader: 'js',
        contents: [
          `export const channelNames = Object.freeze(${JSON.stringify(channelNames)});`,
          `export const splitChannel = ${splitChannel.toString()};`,
        ].join('\n'),
      }));
    },
  };
}

function failOnWarnings(label: string, result: BuildResult): void {
  if (result.warnings.length > 0) {
    const text = result.warnings.map((w) => `${w.location?.file ?? ''}: ${w.text}`).join('\n');
    throw new Error(`esbuild warnings while bundling ${label}:\n${text}`);
  }
}

export async function buildElectron(options: ElectronBuildOptions): Promise<ElectronBuildOutput> {
  const outDir = path.resolve(options.outDir);
  const flavour = options.e2e ? 'e2e' : 'release';
  const main = path.join(outDir, 'main', 'main.cjs');
  const preload = path.join(outDir, 'preload', 'preload.cjs');
  await Promise.all(
    ['main', 'preload', 'sandbox', 'host'].map((d) =>
      rm(path.join(outDir, d), { recursive: true, force: true }),
    ),
  );
  await mkdir(path.dirname(main), { recursive: true });

  const mainResult = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, 'electron', 'main.ts')],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: NODE_TARGET,
    sourcemap: true,
    logLevel: 'silent',
    // Any other import.meta use would silently be `undefined` in CommonJS: make it a build error.
    logOverride: { 'empty-import-meta': 'error' },
    define: {
      'process.env.MCD_BUILD_FLAVOUR': JSON.stringify(flavour),
      // CommonJS has no import.meta; the bundle's own folder is what main means by it.
      'import.meta.dirname': '__dirname',
      // A module-relative URL would point into out/main, not at the original file: code that
      // reaches one at run time fails loudly instead (see MAIN_BANNER).
      'import.meta.url': '__mainImportMeta.url',
    },
    banner: { js: MAIN_BANNER },
    plugins: [externalPackagesExcept(INLINED_PACKAGES)],
  });
  failOnWarnings('main', mainResult);

  const preloadResult = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, 'preload', 'index.ts')],
    outfile: preload,
    bundle: true,
    platform: 'browser',
    format: 'cjs',
    target: CHROME_TARGET,
    external: ['electron'],
    sourcemap: options.e2e ? 'inline' : false,
    logLevel: 'silent',
    plugins: [contractNamesOnly()],
  });
  failOnWarnings('preload', preloadResult);

  const sandboxEntry = path.join(repoRoot, 'electron', 'sandbox', 'cli.ts');
  const sandbox = existsSync(sandboxEntry)
    ? await buildNodeCli(sandboxEntry, path.join(outDir, 'sandbox'), 'sandbox')
    : null;
  const hostEntry = path.join(repoRoot, 'electron', 'host', 'cli.ts');
  const host = await buildNodeCli(hostEntry, path.join(outDir, 'host'), 'browser-mode host');
  return { main, preload, sandbox, host };
}

/**
 * A command run by Node (the Sandbox, browser mode's host) as one ES module with its packages
 * external, `<dir>/cli.mjs`. Written beside, then moved into place whole: tests that start one
 * while `npm test` builds run the bundle once it is there (electron/sandbox/bundled-cli.ts), never
 * half of it.
 */
async function buildNodeCli(entry: string, dir: string, label: string): Promise<string> {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { cli: entry },
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    // What a command imports only later (`await import(…)`) is a file of its own, with the
    // packages only it needs: the command's first lines run before those packages load (browser
    // mode's host starts the Sandbox ~180 ms sooner; undici, zod, conf and pino load meanwhile).
    // Beside the entry, so `import.meta.url` means the same folder in every file.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: NODE_TARGET,
    packages: 'external',
    sourcemap: true,
    logLevel: 'silent',
  });
  failOnWarnings(label, result);
  await rename(partial, dir);
  return path.join(dir, 'cli.mjs');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out-dir');
  const outArg = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const outDir = outArg ? path.resolve(outArg) : path.join(repoRoot, 'out');
  buildElectron({ outDir, e2e: args.includes('--e2e') }).then(
    (out) => {
      const rel = (p: string | null) =>
        p ? path.relative(repoRoot, p) : 'skipped (electron/sandbox/cli.ts not found)';
      console.log(
        `build-electron: main ${rel(out.main)}, preload ${rel(out.preload)}, sandbox ${rel(out.sandbox)}, host ${rel(out.host)}`,
      );
    },
    (error: unknown) => {
      console.error(
        `build-electron failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
