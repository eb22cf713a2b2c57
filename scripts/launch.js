// Every npm script starts here, on whatever Node the machine has (18 or later): when that Node is
// older than the one the project runs on (.nvmrc: Node 24.21, the Node that Electron 45 embeds),
// it installs that Node once into .tools/node<major> — from the npm registry's node-<os>-<arch>
// package, else from nodejs.org's release archive — says so in one line, and runs the command
// with it, its folder first on PATH so every child process (npx, vitest, playwright, tsc) runs on
// it too.
//
//   node scripts/launch.js <file.ts|file.js> [args…]   a script of ours
//   node scripts/launch.js <bin> [args…]               a package binary (node_modules/.bin)
//
// Plain JavaScript on purpose: it must run on the Node that cannot run our TypeScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node the project runs on: the major.minor of .nvmrc, the Node that Electron 45 embeds
 * (v24.21.0), so tooling and tests see the same Node APIs as the app's main process. Any Node
 * from there on also runs our TypeScript directly (type stripping without a flag).
 */
export const MINIMUM = { major: 24, minor: 21 };

/** `v24.21.0` or `24.21.0` → numbers; null when it is not a version. */
export function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  return match ? { major: +match[1], minor: +match[2], patch: +match[3] } : null;
}

/** True when this Node can run the project as it is. */
export function isRecentEnough(version) {
  const v = parseVersion(version);
  if (!v) return false;
  return v.major > MINIMUM.major || (v.major === MINIMUM.major && v.minor >= MINIMUM.minor);
}

const OS_NAMES = { linux: 'linux', darwin: 'darwin', win32: 'win' };
const ARCHS = { x64: 'x64', arm64: 'arm64' };

/** Where Node `version` comes from on this platform; null when there is no build for it. */
export function nodeSources(version, platform, arch) {
  const osName = OS_NAMES[platform];
  const cpu = ARCHS[arch];
  if (!osName || !cpu) return null;
  const archive = platform === 'win32' ? 'zip' : 'tar.gz';
  return {
    npmPackage: `node-${osName}-${cpu}@${version}`,
    npmFolder: `node-${osName}-${cpu}`,
    archiveUrl: `https://nodejs.org/dist/v${version}/node-v${version}-${osName}-${cpu}.${archive}`,
    archiveFolder: `node-v${version}-${osName}-${cpu}`,
  };
}

/** The node executable inside an installed Node folder (layouts differ by platform and source). */
export function nodeExecutable(folder, platform) {
  const candidates =
    platform === 'win32' ? ['node.exe', 'bin/node.exe', 'bin/node'] : ['bin/node', 'node'];
  for (const candidate of candidates) {
    const file = path.join(folder, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

function installedVersion(executable) {
  const run = spawnSync(executable, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim().replace(/^v/, '') : null;
}

function run(command, args, options = {}) {
  return (
    spawnSync(command, args, {
      stdio: 'ignore',
      shell: process.platform === 'win32',
      ...options,
    }).status === 0
  );
}

function installFromNpm(sources, target) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcd-node-'));
  try {
    const ok = run('npm', [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--prefix',
      tmp,
      sources.npmPackage,
    ]);
    const folder = path.join(tmp, 'node_modules', sources.npmFolder);
    if (!ok || !existsSync(folder)) return false;
    renameSync(folder, target);
    return true;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function installFromArchive(sources, target) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mcd-node-'));
  try {
    const archive = path.join(tmp, path.basename(sources.archiveUrl));
    const fetched = run('curl', ['-fsSL', '--max-time', '300', '-o', archive, sources.archiveUrl]);
    if (!fetched || !run('tar', ['-xf', archive, '-C', tmp])) return false;
    renameSync(path.join(tmp, sources.archiveFolder), target);
    return true;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The path of a Node that can run the project: this one, or the one in .tools/node<major>. */
function ensureNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath;
  const wanted = readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  // Named by major version, so switching versions never deletes a Node another checkout runs on.
  const target = path.join(repoRoot, '.tools', `node${parseVersion(wanted)?.major ?? 'x'}`);
  const existing = nodeExecutable(target, process.platform);
  if (existing && installedVersion(existing) === wanted) return existing;
  const sources = nodeSources(wanted, process.platform, process.arch);
  if (!sources) {
    console.error(
      `This project needs Node ${MINIMUM.major}.${MINIMUM.minor} or later; there is no Node build for ${process.platform}-${process.arch} to install. Install Node ${wanted} yourself.`,
    );
    process.exit(1);
  }
  console.log(
    `Node ${process.versions.node} is older than the ${MINIMUM.major}.${MINIMUM.minor} this project runs on: installing Node ${wanted} into ${path.relative(repoRoot, target)} (once) and running with it.`,
  );
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  const installed = installFromNpm(sources, target) || installFromArchive(sources, target);
  const executable = installed ? nodeExecutable(target, process.platform) : null;
  if (!executable) {
    console.error(
      `Node ${wanted} could not be installed from the npm registry (${sources.npmPackage}) or from ${sources.archiveUrl}. Install Node ${wanted} yourself (see .nvmrc).`,
    );
    process.exit(1);
  }
  return executable;
}

function main(argv) {
  const [target, ...args] = argv;
  if (!target) {
    console.error('usage: node scripts/launch.js <script.ts|package-binary> [args…]');
    process.exit(2);
  }
  const node = ensureNode();
  const nodeDir = path.dirname(node);
  const env = {
    ...process.env,
    PATH: [nodeDir, path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH ?? ''].join(
      path.delimiter,
    ),
  };
  const script = /\.[cm]?[jt]s$/.test(target);
  const child = script
    ? spawn(node, [target, ...args], { stdio: 'inherit', env })
    : spawn(target, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    console.error(`Could not start ${target}: ${error.message}`);
    process.exit(1);
  });
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url)
  main(process.argv.slice(2));
