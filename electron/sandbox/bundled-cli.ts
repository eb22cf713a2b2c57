// Which file the Sandbox runs from (browser mode, and spawnSandbox when not told): the bundle
// `npm run build` wrote (out/sandbox/cli.mjs, one file that starts about a second sooner than
// Node stripping the types of the Sandbox's hundred-odd modules, several under load), unless a source file of the Sandbox changed since it was
// built, when the source itself runs so that a developer never talks to an outdated Sandbox.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(full) : entry.isFile() ? statSync(full).mtimeMs : 0,
    );
  }
  return newest;
}

/** The bundled Sandbox entry when it is at least as new as every source file; else undefined. */
export function bundledSandboxCli(repoRoot: string): string | undefined {
  const bundle = path.join(repoRoot, 'out', 'sandbox', 'cli.mjs');
  if (!existsSync(bundle)) return undefined;
  const sources = path.join(repoRoot, 'electron', 'sandbox');
  if (existsSync(sources) && newestMtime(sources) > statSync(bundle).mtimeMs) return undefined;
  return bundle;
}
