// Runs the sandbox in its own process so PGlite never blocks the caller: a Node child process by
// default, or whatever `fork` provides (Electron passes a utilityProcess adapter). Resolves once the
// child prints its ready line; fails with the child's stderr tail on timeout or early exit.
import { bundledSandboxCli } from './bundled-cli.ts';

/** Whether a build's bundle is newer than its sources: the app's other commands use it too. */
export { freshBundle } from './bundled-cli.ts';
import { CLOSE_REQUEST } from './close-request.ts';
import { parseStageLine, type SandboxStage } from './start-stage.ts';
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scale } from './seed/context.ts';

/** The part of a child process (or Electron UtilityProcess) spawnSandbox relies on. */
export interface ChildLike {
  stdout: Readable | null;
  stderr: Readable | null;
  kill(signal?: NodeJS.Signals): boolean;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
  /**
   * Asks the CLI to close its database and exit (close-request.ts); false when the message could
   * not be sent. Without it, stopping is a kill — on Windows a hard one.
   */
  requestClose?(): boolean;
}

export type ForkLike = (modulePath: string, args: string[]) => ChildLike;

export interface SpawnSandboxOptions {
  port?: number;
  dataDir?: string;
  /** A database seeded when the app was built, copied into an empty dataDir (first start). */
  templateDir?: string;
  seed?: number;
  scale?: Scale;
  token?: string;
  reset?: boolean;
  tls?: boolean;
  delayMs?: number;
  /** Ticker interval; 0 turns the ticker off. */
  tickerMs?: number;
  /** `kratos`: the Kratos-shaped identity API under /kratos (docs/sandbox-identity.md). */
  auth?: 'basic' | 'kratos';
  kratosFlowLifespanMs?: number;
  /** Accept this OIDC issuer's access tokens as Bearer (docs/sandbox-identity.md). */
  oidcIssuer?: string;
  /** How long to wait for the ready line (seeding a fresh large database takes a while). */
  timeoutMs?: number;
  fork?: ForkLike;
  /**
   * Path of the CLI; by default the build's bundle when it is newer than every source of the
   * Sandbox (it starts seconds sooner under load), else cli.ts.
   */
  cliPath?: string;
  /** Each slow stage of the start as the process reports it (start-stage.ts). */
  onStage?: (stage: SandboxStage) => void;
  /** How long stop() waits for the process to close its database before it kills it. */
  closeTimeoutMs?: number;
}

export interface SpawnedSandbox {
  url: string;
  token: string;
  /** Settles when the process ends, whether stopped or crashed. */
  exited: Promise<void>;
  /** Resolves once its database is closed (or the process is gone); `exited` may settle later. */
  stop(): Promise<void>;
}

const readyLine = /^sandbox ready url=(\S+) token=(\S+)$/;
const closedLine = 'sandbox closed';

export function sandboxArgs(o: SpawnSandboxOptions): string[] {
  const args: string[] = [];
  if (o.port !== undefined) args.push('--port', String(o.port));
  if (o.dataDir) args.push('--data-dir', o.dataDir);
  if (o.templateDir) args.push('--template-dir', o.templateDir);
  if (o.seed !== undefined) args.push('--seed', String(o.seed));
  if (o.scale) args.push('--scale', o.scale);
  // One argument: a random token may begin with '-', which the parser would take for an option.
  if (o.token) args.push(`--token=${o.token}`);
  if (o.reset) args.push('--reset');
  if (o.tls) args.push('--tls');
  if (o.delayMs) args.push('--delay-ms', String(o.delayMs));
  if (o.tickerMs !== undefined) args.push('--ticker-ms', String(o.tickerMs));
  if (o.auth) args.push('--auth', o.auth);
  if (o.kratosFlowLifespanMs)
    args.push('--kratos-flow-lifespan-ms', String(o.kratosFlowLifespanMs));
  if (o.oidcIssuer) args.push('--oidc-issuer', o.oidcIssuer);
  return args;
}

/**
 * V8 flags of the Sandbox process. `MCD_SANDBOX_LIFTOFF=1` (set for the integration tests) keeps
 * PGlite's WebAssembly on V8's baseline compiler: such a Sandbox lives seconds, and optimising
 * PostgreSQL's module costs more CPU than it saves in that time (a start and 60 small queries: 3.2 s
 * of CPU instead of 6.3). A long query runs slower unoptimised, so the app keeps the default.
 */
export function sandboxNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.MCD_SANDBOX_LIFTOFF === '1' ? ['--liftoff-only'] : [];
}

/**
 * The Sandbox's environment: the caller's, with glibc's mmap threshold fixed at its default
 * (128 KiB). glibc otherwise raises the threshold to the size of each large block freed, so the
 * 16 MiB blocks of the scrypt checks (sign-ins, tokens) that run on the thread pool stay in its
 * threads' arenas for good: on the 2-core VM the Sandbox held 253 MB of anonymous memory after a
 * few dozen reads, 154 MB with the threshold fixed. Other systems ignore the variable.
 */
export function sandboxEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const tunable = 'glibc.malloc.mmap_threshold=131072';
  const current = env.GLIBC_TUNABLES;
  if (current?.includes('glibc.malloc.mmap_threshold=')) return env;
  return { ...env, GLIBC_TUNABLES: current ? `${current}:${tunable}` : tunable };
}

/** A Node child process with an IPC channel, over which stop() asks it to close. */
export const nodeFork: ForkLike = (modulePath, args) => {
  const child = spawn(process.execPath, [...sandboxNodeFlags(), modulePath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: sandboxEnv(),
  });
  return {
    stdout: child.stdout,
    stderr: child.stderr,
    kill: (signal) => child.kill(signal),
    once: (_event, listener) => child.once('exit', (code) => listener(code)),
    requestClose: () => child.connected && child.send(CLOSE_REQUEST),
  };
};

/** Resolves true when `done` settles within `ms`, false when the time runs out first. */
function within(done: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  return Promise.race([done.then(() => true), late]).finally(() => clearTimeout(timer));
}

function defaultCliPath(): string {
  // Two folders up: the checkout, from electron/sandbox and from the host's bundle in out/host.
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  return bundledSandboxCli(repoRoot) ?? path.join(repoRoot, 'electron', 'sandbox', 'cli.ts');
}

export function spawnSandbox(options: SpawnSandboxOptions = {}): Promise<SpawnedSandbox> {
  const cli = options.cliPath ?? defaultCliPath();
  const child = (options.fork ?? nodeFork)(cli, sandboxArgs(options));
  let stderrTail = '';
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // The database is closed: stop() need not wait for the exit, which may take seconds more.
  let markClosed: () => void = () => {};
  const closedPromise = new Promise<void>((resolve) => (markClosed = resolve));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-4000);
  });
  // Ask first, so the database is closed cleanly; kill only when the process does not exit in
  // time (a kill is TerminateProcess on Windows), and SIGKILL when even that is ignored.
  const stop = async (graceful = true) => {
    if (exited) return;
    const asked = graceful && (child.requestClose?.() ?? false);
    const closed = Promise.race([exitedPromise, closedPromise]);
    if (asked && (await within(closed, options.closeTimeoutMs ?? 8000))) return;
    child.kill('SIGTERM');
    if (!(await within(exitedPromise, 5000))) child.kill('SIGKILL');
    await exitedPromise;
  };
  return new Promise<SpawnedSandbox>((resolve, reject) => {
    let buffer = '';
    let settled = false;
    const finish = (error: Error | null, value?: SpawnedSandbox) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        // Not ready: its database may still be opening, so there is nothing to close cleanly.
        void stop(false).finally(() => reject(error));
      } else resolve(value!);
    };
    const timeoutMs = options.timeoutMs ?? 120_000;
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `sandbox did not become ready within ${timeoutMs} ms; stderr tail:\n${stderrTail}`,
          ),
        ),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        const m = readyLine.exec(line);
        if (m)
          finish(null, { url: m[1]!, token: m[2]!, exited: exitedPromise, stop: () => stop() });
        if (line === closedLine) markClosed();
        const stage = parseStageLine(line);
        if (stage) options.onStage?.(stage);
      }
    });
    void exitedPromise.then(() =>
      // Let the stderr stream drain so the tail names the failure.
      setTimeout(
        () => finish(new Error(`sandbox exited before it was ready; stderr tail:\n${stderrTail}`)),
        20,
      ),
    );
  });
}
