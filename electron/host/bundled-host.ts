// Which file browser mode's host runs from (`npm start` without Electron, `npm run web`, the e2e
// tests): the bundle `npm run build` wrote, out/host/cli.mjs, when it is at least as new as every
// file of main's side (it holds most of electron/ and the contract in preload/); else the source.
// On the 2-core VM the bundle printed its launch line 0.3-1 s sooner and kept ~25 MB less
// resident (100 against 125 MB) than Node stripping the types of its modules.
import path from 'node:path';
import { freshBundle } from '../sandbox/spawn.ts';

export function hostCli(repoRoot: string): string {
  const bundle = freshBundle(path.join(repoRoot, 'out', 'host', 'cli.mjs'), [
    path.join(repoRoot, 'electron'),
    path.join(repoRoot, 'preload'),
  ]);
  return bundle ?? path.join(repoRoot, 'electron', 'host', 'cli.ts');
}
