// `npm start`: build if needed, then launch Electron. Without the Electron binary, electron's own
// installer downloads it first (time-limited, its progress shown); when that fails (it downloads
// from outside the npm registry, which some networks block) or the binary cannot run, say so in
// one paragraph and start browser mode instead. `npm run web` (= `--browser`) goes straight
// to browser mode. Arguments after `--` go to browser mode (`--port`, `--user-data`, `--no-open`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, repoRoot } from './build.ts';

const SOURCE_DIRS = ['electron', 'preload', 'renderer'];

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

export function buildIsCurrent(): boolean {
  const stamp = path.join(repoRoot, 'out/.build-stamp');
  if (!existsSync(stamp) || !existsSync(path.join(repoRoot, 'out/renderer/index.html')))
    return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCE_DIRS.every((dir) => newestSourceMtime(path.join(repoRoot, dir)) <= built);
}

/**
 * Finds the Electron executable without triggering the `electron` package's lazy download
 * (requiring it would try to fetch the binary). Returns the path or why there is none.
 */
export function findElectronBinary(): { path: string } | { missing: string } {
  const pkgDir = path.join(repoRoot, 'node_modules/electron');
  if (!existsSync(pkgDir))
    return { missing: 'the electron package is not installed (run npm install)' };
  const pathFile = path.join(pkgDir, 'path.txt');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const relative = existsSync(pathFile)
    ? readFileSync(pathFile, 'utf8').trim()
    : process.platform === 'win32'
      ? 'electron.exe'
      : 'electron';
  const binary = override ? path.join(override, relative) : path.join(pkgDir, 'dist', relative);
  if (!existsSync(binary))
    return {
      missing: `the Electron binary was never downloaded (expected at ${path.relative(repoRoot, binary)})`,
    };
  return { path: binary };
}

/** How long electron's own installer may take to download its binary. */
export const ELECTRON_INSTALL_TIMEOUT_MS = 180_000;

/**
 * Runs the electron package's installer (its download, with its progress on the terminal), which
 * npm install does not run (allowScripts). Returns what happened, for the fallback paragraph.
 */
function installElectron(): string {
  const installer = path.join(repoRoot, 'node_modules/electron/install.js');
  if (!existsSync(installer)) return 'the electron package has no installer';
  console.log(
    `Downloading the Electron binary with electron's own installer (once; up to ${ELECTRON_INSTALL_TIMEOUT_MS / 1000} s)…`,
  );
  const run = spawnSync(process.execPath, [installer], {
    stdio: 'inherit',
    timeout: ELECTRON_INSTALL_TIMEOUT_MS,
  });
  if (run.error) return `its installer did not finish (${run.error.message})`;
  return run.status === 0
    ? 'its installer finished without leaving a binary'
    : `its installer failed (exit code ${run.status ?? 'none'}: the download was refused or timed out)`;
}

function explainFallback(why: string): void {
  console.log(
    [
      `Electron cannot start here: ${why}.`,
      'The electron package downloads its binary from GitHub, and this network or machine does not',
      'allow that (or the binary cannot run without a display). `npm start` tries the download again',
      'on every start; you can also set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45.',
      'Starting browser mode instead: the same app in your web browser, served only to this machine.',
    ].join('\n'),
  );
}

async function startBrowserMode(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'electron/host/cli.ts'), ...args], {
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 0)));
  process.exit(code);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const browserOnly = argv.includes('--browser');
  const passThrough = argv.filter((arg) => arg !== '--browser');
  if (!buildIsCurrent()) {
    console.log('Building the app (first start or sources changed)…');
    await build();
  }
  if (browserOnly) return startBrowserMode(passThrough);

  let found = findElectronBinary();
  if ('missing' in found && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const installed = installElectron();
    found = findElectronBinary();
    if ('missing' in found) found = { missing: `${found.missing}; ${installed}` };
  }
  if ('missing' in found) {
    explainFallback(found.missing);
    return startBrowserMode(passThrough);
  }
  const mainEntry = path.join(repoRoot, 'out/main/main.cjs');
  const probe = spawnSync(found.path, ['--version'], { timeout: 10_000, encoding: 'utf8' });
  if (probe.status !== 0) {
    explainFallback(
      `the Electron binary did not run (${(probe.stderr || probe.error?.message || 'no output').trim().split('\n')[0]})`,
    );
    return startBrowserMode(passThrough);
  }
  const started = Date.now();
  const child = spawn(found.path, [mainEntry], { stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code !== 0 && Date.now() - started < 5000) {
      explainFallback(`Electron exited with code ${code} right after starting (no display?)`);
      void startBrowserMode(passThrough);
      return;
    }
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
