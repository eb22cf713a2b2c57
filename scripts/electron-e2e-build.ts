// Where the `_electron` specs (tests/electron/) build the app: inside the repository, in
// out/e2e-electron/<label>-*/out, so the bundle's external packages (zod, pino, undici, yaml,
// electron-updater, @napi-rs/keyring…) resolve from node_modules exactly as they do from out/. A
// build in the OS temp folder has no node_modules above it and main could not even load.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildElectron, type ElectronBuildOutput } from './build-electron.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const E2E_ELECTRON_DIR = path.join(repoRoot, 'out', 'e2e-electron');

export interface E2eElectronBuild extends ElectronBuildOutput {
  /** This build's own folder (its out/ and a user-data folder live here); removed by dispose. */
  workDir: string;
  userDataDir: string;
  dispose(): Promise<void>;
}

/**
 * Builds the e2e flavour of the Electron bundles for one spec. `renderer`: the built renderer
 * (out/renderer) linked in as out/renderer; omitted in tests of the bundle alone.
 */
export async function buildElectronForE2e(
  label: string,
  renderer?: string,
): Promise<E2eElectronBuild> {
  await mkdir(E2E_ELECTRON_DIR, { recursive: true });
  const workDir = await mkdtemp(path.join(E2E_ELECTRON_DIR, `${label}-`));
  const out = path.join(workDir, 'out');
  const built = await buildElectron({ outDir: out, e2e: true });
  if (renderer) await symlink(renderer, path.join(out, 'renderer'), 'junction');
  return {
    ...built,
    workDir,
    userDataDir: path.join(workDir, 'user-data'),
    dispose: () => rm(workDir, { recursive: true, force: true }),
  };
}

/**
 * The packages a bundle loads at run time: its `require("…")` and `import("…")` of bare names,
 * without Electron and Node's built-ins (code that a bundled library only writes as a string, such
 * as ajv's generated `require(…)`, is preceded by a quote and left out).
 */
export function externalSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?<![\w'"`.])(?:require|import)\("([^"./][^"]*)"\)/g)) {
    const specifier = match[1]!;
    if (specifier === 'electron' || specifier.startsWith('node:')) continue;
    found.add(specifier);
  }
  return [...found].sort();
}
