// Builds the Electron bundles as shipped (scripts/build-electron.ts) into out/ inside the
// repository — where their external `require`s resolve from node_modules, as in the packaged app —
// and boots out/main/main.cjs in this Node process through Node's own CommonJS loader, with
// `require('electron')` answered by the strict stand-in. electron-updater and other packages main
// loads later also get the stand-in, as they would get Electron.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildElectron, type ElectronBuildOutput } from '../build-electron.ts';
import { createFakeElectron, type FakeElectron } from './fake-electron.ts';
import type { StandinOptions } from './standin-app.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuiltApp extends ElectronBuildOutput {
  /** The folder holding out/ (and each boot's own root). */
  dir: string;
}

/** One build per test file, in out/.standin-*: inside the repository, so node_modules resolves. */
export async function buildForStandin(): Promise<BuiltApp> {
  await mkdir(path.join(repoRoot, 'out'), { recursive: true });
  const dir = await mkdtemp(path.join(repoRoot, 'out', '.standin-'));
  const built = await buildElectron({ outDir: path.join(dir, 'out') });
  await mkdir(path.join(dir, 'out/renderer/assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'out/renderer/index.html'),
    '<!doctype html><title>console</title>',
  );
  return { ...built, dir };
}

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
const loader = Module as unknown as { _load: Load };
let current: FakeElectron | null = null;
/** Every stand-in booted since the last dispose: their utility processes are stopped there. */
const booted: FakeElectron[] = [];
let originalLoad: Load | null = null;
let savedArgv: string[] | null = null;
const savedResourcesPath = (process as { resourcesPath?: string }).resourcesPath;

function installElectronHook(): void {
  if (originalLoad) return;
  const original = loader._load;
  originalLoad = original;
  loader._load = function (this: unknown, request, parent, isMain) {
    if (request === 'electron' && current) return current.electron;
    return original.call(this, request, parent, isMain);
  };
}

export interface Booted extends FakeElectron {
  /** unhandledRejection listeners main added (taken off again so boots do not pile up). */
  addedRejectionListeners: number;
  /** Electron's `ready`, then waits for start-up to open and load its first window (or exit). */
  start: () => Promise<void>;
}

/** Boots a fresh copy of main against a fresh stand-in. `argv`: extra command-line arguments. */
export function bootMain(
  built: BuiltApp,
  options: Omit<StandinOptions, 'root'> & { name: string; argv?: readonly string[] },
): Booted {
  installElectronHook();
  const fake = createFakeElectron({ ...options, root: path.join(built.dir, options.name) });
  current = fake;
  booted.push(fake);
  savedArgv ??= process.argv;
  process.argv = fake.argv(built.main, options.argv ?? []);
  // Electron sets it in every process; electron-updater reads it in a packaged app.
  (process as { resourcesPath?: string }).resourcesPath = path.join(built.dir, options.name, 'res');
  const before = process.listeners('unhandledRejection');
  const exitBefore = exitListeners();
  delete require_.cache[built.main];
  require_(built.main);
  const added = process.listeners('unhandledRejection').filter((l) => !before.includes(l));
  for (const listener of added) process.off('unhandledRejection', listener);
  // Its bundled temp-file clean-up hooks exit and every signal at load: each boot would add
  // another set, past Node's listener warning (and kill this process on a signal it re-raises).
  for (const [name, listeners] of exitListeners())
    for (const listener of listeners)
      if (!exitBefore.get(name)?.includes(listener)) process.off(name as NodeJS.Signals, listener);
  const start = async () => {
    fake.emitReady();
    await waitFor(
      () => fake.exits.length > 0 || fake.windows.some((win) => win.loads.length > 0),
      'the first window to load',
    );
  };
  return { ...fake, addedRejectionListeners: added.length, start };
}

const require_ = createRequire(import.meta.url);

type Listener = (...args: unknown[]) => void;

/** This process's `exit` and signal listeners, by event. */
function exitListeners(): Map<string | symbol, Listener[]> {
  const isExitEvent = (name: string | symbol) =>
    name === 'exit' || (typeof name === 'string' && name.startsWith('SIG'));
  return new Map(
    process
      .eventNames()
      .filter(isExitEvent)
      .map((name) => [name, process.listeners(name as NodeJS.Signals) as Listener[]]),
  );
}

/** Polls a condition on the event loop (no fixed sleeps); fails with what it waited for. */
export async function waitFor(
  condition: () => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Puts Node's loader, argv and resourcesPath back and deletes the build. */
export async function disposeStandin(built: BuiltApp | undefined): Promise<void> {
  if (originalLoad) loader._load = originalLoad;
  originalLoad = null;
  current = null;
  if (savedArgv) process.argv = savedArgv;
  savedArgv = null;
  (process as { resourcesPath?: string }).resourcesPath = savedResourcesPath;
  // A Sandbox utility process a test left running writes into the build's folder until it ends
  // (its database, its log): stop them first, then delete, retrying while main's own writers
  // (log, settings) finish a write in progress (ENOTEMPTY).
  const running = booted
    .splice(0)
    .flatMap((fake) => fake.children)
    .filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGKILL');
        }),
    ),
  );
  if (built) await rm(built.dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
