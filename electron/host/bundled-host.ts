// Which file browser mode's host runs from (`npm start` without Electron, `npm run web`, the e2e
// tests): the bundle `npm run build` wrote, out/host/cli.mjs, when it is at least as new as every
// file of main's side (it holds most of electron/ and the contract in preload/); else the source.
// On the 2-core VM the bundle printed its launch line 0.3-1 s sooner and kept ~25 MB less
// resident (100 against 125 MB) than Node stripping the types of its modules.
import path from 'node:path';
import { freshBundle, sandboxEnv } from '../sandbox/spawn.ts';

export function hostCli(repoRoot: string): string {
  const bundle = freshBundle(path.join(repoRoot, 'out', 'host', 'cli.mjs'), [
    path.join(repoRoot, 'electron'),
    path.join(repoRoot, 'preload'),
  ]);
  return bundle ?? path.join(repoRoot, 'electron', 'host', 'cli.ts');
}

/**
 * V8 flags of the host process. Its young generation is capped at 4 MB a semi-space: by default
 * (up to 16 MB each) it grew to 26 MB in the memory benchmark and stayed that size with 7 MB live
 * at most; capped, the host kept 69 MB private there instead of ~90 (2-core VM). At 2 MB it kept 65, but the 10,000-check summary through the gateway
 * looked slower (gateway ÷ direct 1.44-1.50 against 1.31-1.57 uncapped, the 4 MB cap 1.38-1.41).
 */
export const HOST_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * The host's environment: glibc's mmap threshold fixed, as the Sandbox's (sandboxEnv). The host
 * compresses answers on the thread pool in 1 MB output pieces; with the threshold free to rise,
 * glibc kept such blocks in the threads' arenas (18 MB, one arena 9.6 MB). Fixed, the host kept
 * 46 MB private in the memory benchmark instead of 69 (2-core VM).
 */
export function hostEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return sandboxEnv(env);
}
