// `npm start`: build if needed, then launch Electron on the project folder (so it reads
// package.json: the app's name and user-data folder). Without the Electron binary, electron's own
// installer downloads it first (time-limited), once per Electron version: a failure is remembered
// and `npm start -- --retry-download` tries again. When there is no binary, it cannot run, or
// Chromium says it found no display, say so in one paragraph and start browser mode instead; on
// Linux, a sandbox that cannot start is explained (what to run), never switched off. Ctrl+C is the
// user's stop, not a failure. The decisions live in scripts/start-electron.ts.
// `npm run web` (= `--browser`) goes straight to browser mode. Other arguments after `--` go to
// browser mode (`--port`, `--user-data`, `--no-open`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, repoRoot } from './build.ts';
import { HOST_NODE_FLAGS, hostCli, hostEnv } from '../electron/host/bundled-host.ts';
import {
  classifyExit,
  downloadMarkerPath,
  electronArgs,
  electronChildEnv,
  forgetDownloadFailure,
  readSandboxFacts,
  sandboxAdvice,
  rememberDownloadFailure,
  rememberedDownloadFailure,
  sandboxProblem,
  summariseInstallerError,
  tailKeeper,
} from './start-electron.ts';

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

/** `npm start -- --retry-download` tries the download again after a remembered failure. */
const RETRY_FLAG = '--retry-download';

function electronVersion(): string {
  const pkg = path.join(repoRoot, 'node_modules/electron/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/**
 * Runs the electron package's installer (its download), which npm install does not run
 * (allowScripts). Its stderr is kept, not shown: on failure it is a stack trace, of which one line
 * says what happened. Returns null when it worked, else that line.
 */
function installElectron(): string | null {
  const installer = path.join(repoRoot, 'node_modules/electron/install.js');
  if (!existsSync(installer)) return 'the electron package has no installer';
  console.log(
    `Downloading the Electron binary with electron's own installer (once; up to ${ELECTRON_INSTALL_TIMEOUT_MS / 1000} s)…`,
  );
  const run = spawnSync(process.execPath, [installer], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    timeout: ELECTRON_INSTALL_TIMEOUT_MS,
  });
  if (run.error) return `its installer did not finish (${run.error.message})`;
  if (run.status !== 0) return `its installer failed: ${summariseInstallerError(run.stderr ?? '')}`;
  return null;
}

/**
 * The Electron binary, downloading it when missing — but only once per Electron version: a failed
 * download is remembered (downloadMarkerPath) and retried when the version changes or on request.
 */
function obtainElectron(retry: boolean): { path: string } | { missing: string } {
  const found = findElectronBinary();
  if ('path' in found || process.env.ELECTRON_OVERRIDE_DIST_PATH) return found;
  if (!existsSync(path.join(repoRoot, 'node_modules/electron/package.json'))) return found;
  const version = electronVersion();
  const marker = downloadMarkerPath(repoRoot);
  const remembered = retry ? null : rememberedDownloadFailure(marker, version);
  if (remembered) {
    console.log(
      `Not downloading Electron ${version} again: it failed before (${remembered}); \`npm start -- ${RETRY_FLAG}\` tries again.`,
    );
    return { missing: `${found.missing}; the download failed before (${remembered})` };
  }
  const failure = installElectron();
  const after = findElectronBinary();
  if ('path' in after) {
    forgetDownloadFailure(marker);
    return after;
  }
  const reason = failure ?? 'its installer finished without leaving a binary';
  rememberDownloadFailure(marker, version, reason);
  return { missing: `${after.missing}; ${reason}` };
}

function explainFallback(why: string): void {
  console.log(
    [
      `Electron cannot start here: ${why}.`,
      'The electron package downloads its binary from GitHub, which this network or machine may',
      `not allow. \`npm start -- ${RETRY_FLAG}\` tries the download again; you can also set`,
      'ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45.',
      'Starting browser mode instead: the same app in your web browser, served only to this machine.',
    ].join('\n'),
  );
}

async function startBrowserMode(args: string[]): Promise<void> {
  // The build's bundle of the host when it is up to date, else its source.
  const cli = hostCli(repoRoot);
  const child = spawn(process.execPath, [...HOST_NODE_FLAGS, cli, ...args], {
    stdio: 'inherit',
    env: hostEnv(),
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 0)));
  process.exit(code);
}

/**
 * Runs Electron on the project folder; its stderr is shown and its tail kept, so an exit is
 * explained by what Chromium said rather than guessed from how fast it came.
 */
function runElectron(binary: string, passThrough: string[]): void {
  const child = spawn(binary, electronArgs(repoRoot), {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: electronChildEnv(process.env),
  });
  const stderr = tailKeeper();
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    process.stderr.write(chunk);
    stderr.add(chunk);
  });
  let stopRequested = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopRequested = true;
      child.kill(signal);
    });
  child.on('exit', (code, signal) => {
    if (code === 0) process.exit(0);
    const why = classifyExit({ code, signal, stderr: stderr.text(), stopRequested });
    if (why.kind === 'user-stop') process.exit(code ?? 0);
    if (why.kind === 'sandbox') {
      console.log(sandboxAdvice(path.join(path.dirname(binary), 'chrome-sandbox')));
      process.exit(1);
    }
    if (why.kind === 'display') {
      explainFallback(`Electron found no display (${why.detail})`);
      void startBrowserMode(passThrough);
      return;
    }
    console.error(`Electron stopped with ${why.detail}.`);
    process.exit(code ?? 1);
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const browserOnly = argv.includes('--browser');
  const retry = argv.includes(RETRY_FLAG);
  const passThrough = argv.filter((arg) => arg !== '--browser' && arg !== RETRY_FLAG);
  if (!buildIsCurrent()) {
    console.log('Building the app (first start or sources changed)…');
    await build();
  }
  if (browserOnly) return startBrowserMode(passThrough);

  const found = obtainElectron(retry);
  if ('missing' in found) {
    explainFallback(found.missing);
    return startBrowserMode(passThrough);
  }
  const probe = spawnSync(found.path, ['--version'], {
    timeout: 10_000,
    encoding: 'utf8',
    env: electronChildEnv(process.env),
  });
  if (probe.status !== 0) {
    explainFallback(
      `the Electron binary did not run (${(probe.stderr || probe.error?.message || 'no output').trim().split('\n')[0]})`,
    );
    return startBrowserMode(passThrough);
  }
  const sandbox = sandboxProblem(readSandboxFacts(found.path));
  if (sandbox) {
    console.log(sandbox);
    process.exit(1);
  }
  runElectron(found.path, passThrough);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
