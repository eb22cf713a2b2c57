// Which file a command of ours runs from: the bundle `npm run build` wrote (an entry file and the
// files it imports later, in one folder), which starts sooner and keeps less in memory than Node
// stripping the types of each of its modules, unless a source file changed since it was built,
// when the source itself runs so that a developer never runs an outdated build. The Sandbox
// (browser mode, and spawnSandbox when not told): out/sandbox/cli.mjs, about a second sooner
// than its hundred-odd modules, several under load. The same rule picks browser mode's host
// (electron/host/bundled-host.ts).
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

/** `bundle` when it exists and is at least as new as every file under `sources`; else undefined. */
export function freshBundle(bundle: string, sources: readonly string[]): string | undefined {
  if (!existsSync(bundle)) return undefined;
  const built = statSync(bundle).mtimeMs;
  if (sources.some((dir) => existsSync(dir) && newestMtime(dir) > built)) return undefined;
  return bundle;
}

/** The bundled Sandbox entry when it is at least as new as every source file; else undefined. */
export function bundledSandboxCli(repoRoot: string): string | undefined {
  return freshBundle(path.join(repoRoot, 'out', 'sandbox', 'cli.mjs'), [
    path.join(repoRoot, 'electron', 'sandbox'),
  ]);
}
