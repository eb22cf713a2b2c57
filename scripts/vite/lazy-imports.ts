// What the early script (early-script.ts) makes of the app's lazy imports. The script is bundled
// from the app's own routing code (boot/early.ts asks app/routing for the opening screen's
// module), but in it a lazy import does not load the module: it adds preload links for the files
// the app bundle's import of that module will fetch (its chunk, the chunks only it imports, their
// style sheets), so they travel with the start-up reads instead of being requested once the whole
// start-up chunk has been compiled and evaluated (issue 33: the opening screen's chunk left
// ~250 ms after the start-up chunk had arrived). Also here: the eager `import.meta.glob` the
// route registry (app/routing/manifests.ts) uses, which esbuild does not know.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Rolldown } from 'vite';

/** Files, as absolute URL paths, that a lazy import fetches beyond what index.html loads. */
export interface LazyFiles {
  scripts: string[];
  styles: string[];
}

const PRELOAD_MODULE = path.resolve(
  import.meta.dirname,
  '../../renderer/src/boot/preload-files.ts',
);

const slashed = (file: string) => file.replaceAll('\\', '/');

/** Each lazily imported module of the app bundle (by its path) → the files its import fetches. */
export function lazyImportFiles(bundle: Rolldown.OutputBundle): Map<string, LazyFiles> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const withImports = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      chunks.get(file)?.imports.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };
  const stylesOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const initial = withImports(entries.map((chunk) => chunk.fileName));
  const initialStyles = new Set(stylesOf(initial));
  const table = new Map<string, LazyFiles>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const files = [...withImports([chunk.fileName])].filter((file) => !initial.has(file));
    const styles = [...new Set(stylesOf(files))].filter((file) => !initialStyles.has(file));
    table.set(slashed(chunk.facadeModuleId), {
      scripts: files.map((file) => `/${file}`),
      styles: styles.map((file) => `/${file}`),
    });
  }
  return table;
}

/**
 * esbuild: a lazy import becomes the preloading of its files (nothing for a module the app bundle
 * does not load lazily, or a package), evaluated when the import is called, as the import would be.
 */
export function preloadLazyImports(table: ReadonlyMap<string, LazyFiles>): EsbuildPlugin {
  return {
    name: 'mcd-preload-lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import'
          ? { path: slashed(path.resolve(args.resolveDir, args.path)), namespace: 'lazy-import' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'lazy-import' }, (args) => {
        const files = table.get(args.path);
        return {
          contents: files
            ? `import { preloadFiles } from ${JSON.stringify(slashed(PRELOAD_MODULE))};\n` +
              `preloadFiles(${JSON.stringify(files)});`
            : '',
          loader: 'js',
          resolveDir: path.dirname(PRELOAD_MODULE),
        };
      });
    },
  };
}

// `import.meta.glob<T>('pattern', { eager: true, import: 'name' })`, the one form it expands.
const EAGER_GLOB =
  /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)',\s*\{\s*eager:\s*true,\s*import:\s*'(\w+)',?\s*\},?\s*\)/g;

/**
 * esbuild: expands an eager `import.meta.glob` with a named import into static imports, as Vite
 * does; any other form of the call is an error, not a silently empty object.
 */
export function eagerGlobs(): EsbuildPlugin {
  return {
    name: 'mcd-eager-globs',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.glob')) return undefined;
        const imports: string[] = [];
        const expanded = source.replace(EAGER_GLOB, (_call, pattern: string, name: string) => {
          const files = fs
            .globSync(pattern, { cwd: path.dirname(args.path) })
            .map(slashed)
            .sort();
          const entries = files.map((file) => {
            const local = `__glob${imports.length}`;
            const specifier = file.startsWith('.') ? file : `./${file}`;
            imports.push(`import { ${name} as ${local} } from ${JSON.stringify(specifier)};`);
            return `${JSON.stringify(specifier)}: ${local}`;
          });
          return `{ ${entries.join(', ')} }`;
        });
        if (expanded.includes('import.meta.glob'))
          throw new Error(
            `${args.path}: only an eager import.meta.glob with a named import is supported`,
          );
        return {
          contents: `${imports.join('\n')}\n${expanded}`,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
