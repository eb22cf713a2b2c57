// `npm run web -- [--port N] [--user-data DIR] [--no-open]`: starts browser mode and prints the
// one-time launch link. Also used by `npm start` when Electron cannot run here.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { AppInfo } from '../../preload/contract/app.ts';
import type { Confirmer } from '../app/confirm.ts';
import type { CoreOptions } from '../core.ts';
import type { AppLog } from '../logging/log-file.ts';
import { browserOpenCommand } from '../app/external-links.ts';
import { acquireInstanceLock } from '../app/instance-lock.ts';
import { createSandboxLauncher, type SandboxStage } from '../sandbox/sandbox-launcher.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder Electron would use as userData, so both modes see the same organisations. */
export function defaultUserDataDir(productName: string): string {
  const home = os.homedir();
  if (process.platform === 'darwin')
    return path.join(home, 'Library', 'Application Support', productName);
  if (process.platform === 'win32')
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), productName);
  return path.join(process.env.XDG_CONFIG_HOME ?? path.join(home, '.config'), productName);
}

function hasXdgOpen(): boolean {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return false;
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && existsSync(path.join(dir, 'xdg-open')));
}

/** Opens an http(s) link in the OS browser: a program and its arguments, never a shell. */
function openInBrowser(url: string): void {
  const opener = browserOpenCommand(url, process.platform, hasXdgOpen);
  if (!opener) return;
  const child = spawn(opener.command, opener.args, {
    stdio: 'ignore',
    detached: true,
    shell: false,
    windowsHide: true,
  });
  child.on('error', () => undefined); // no browser to open: the link is printed anyway
  child.unref();
}

interface HostArgs {
  port: number;
  userDataDir: string;
  noOpen: boolean;
  token: string | undefined;
}

/** The command line, checked. */
function readArgs(argv: string[], productName: string): HostArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'user-data': { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      token: { type: 'string' },
    },
    strict: true,
  });
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a number from 0 to 65535, not "${values.port}"`);
  return {
    port,
    userDataDir: path.resolve(values['user-data'] ?? defaultUserDataDir(productName)),
    noOpen: values['no-open'],
    token: values.token,
  };
}

/** Creates the user-data folder and holds its instance lock until the process exits. */
function claimUserData(userDataDir: string, productName: string): void {
  mkdirSync(userDataDir, { recursive: true, mode: 0o700 });
  // One process per user-data folder, Electron included: both open the same Sandbox database.
  const lock = acquireInstanceLock({
    dir: userDataDir,
    kind: 'browser',
    productName,
    hint: 'or use another --user-data folder',
  });
  if (!lock.ok) throw new Error(lock.message);
  process.on('exit', () => lock.release());
}

function browserAppInfo(pkg: { version: string; productName: string }): AppInfo {
  return {
    name: pkg.productName,
    version: pkg.version,
    mode: 'browser',
    platform: process.platform,
    arch: process.arch,
    versions: { node: process.versions.node, electron: null, chrome: null },
  };
}

/**
 * The Sandbox organisation's backend: a child process, so PGlite never blocks this one. A first
 * start opens on the Sandbox: copying the build's database takes a moment, so it starts at once,
 * before the rest of the host has loaded and while the browser loads.
 */
function launchSandbox(userDataDir: string, onStage: (stage: SandboxStage) => void) {
  const sandbox = createSandboxLauncher({
    dataDir: path.join(userDataDir, 'sandbox'),
    // No cliPath: spawnSandbox runs the build's bundle when it is up to date (bundled-cli.ts).
    // Seeded by `npm run build`: a first start copies it instead of seeding for ~20 s.
    templateDir: path.join(repoRoot, 'out', 'sandbox-template'),
    onStage,
  });
  if (
    !existsSync(path.join(userDataDir, 'sandbox', 'PG_VERSION')) &&
    existsSync(path.join(repoRoot, 'out', 'sandbox-template', 'PG_VERSION'))
  )
    void sandbox.provide().catch(() => undefined);
  return sandbox;
}

/**
 * The core as browser mode runs it: the host's page is the one trusted sender, and links and
 * sign-in pages open in the OS browser.
 */
function browserCoreOptions(host: {
  userDataDir: string;
  appInfo: AppInfo;
  appLog: AppLog;
  confirm: Confirmer;
  /** The host's origin once it listens ('' before). */
  origin: () => string;
  noOpen: boolean;
  sandbox: NonNullable<CoreOptions['orgs']>['sandbox'];
}): CoreOptions {
  const { appLog } = host;
  return {
    confirm: host.confirm,
    userDataDir: host.userDataDir,
    appInfo: host.appInfo,
    log: appLog.log,
    // Browser mode cannot open a folder for the page; the page shows the lines and the path.
    logs: { file: appLog.file, tail: appLog.tail },
    isTrustedSender: (sender) => {
      try {
        return sender.isTopFrame && new URL(sender.url).origin === host.origin();
      } catch {
        return false;
      }
    },
    openExternal: (url) => {
      openInBrowser(url);
      return Promise.resolve();
    },
    // Also printed: without a desktop (or with --no-open, which only prints it) the user opens it.
    openSignInPage: (url) => {
      process.stdout.write(`sign-in page: ${url}\n`);
      if (!host.noOpen) openInBrowser(url);
      return Promise.resolve();
    },
    orgs: { sandbox: host.sandbox },
  };
}

/**
 * The Sandbox's slow stages go to the windows through main's events once the core exists; the
 * latest one before that is kept for it.
 */
function stageRelay() {
  let latest: SandboxStage | null = null;
  let publish: ((stage: SandboxStage) => void) | null = null;
  return {
    announce(stage: SandboxStage): void {
      if (publish) publish(stage);
      else latest = stage;
    },
    connect(to: (stage: SandboxStage) => void): void {
      publish = to;
      if (latest) to(latest);
    },
  };
}

/** On SIGINT or SIGTERM: `close` once, then exit 0. */
function exitOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    void close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

export async function main(argv: string[]): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
    productName: string;
  };
  const args = readArgs(argv, pkg.productName);
  const { port, userDataDir } = args;
  claimUserData(userDataDir, pkg.productName);
  const rendererDir = path.join(repoRoot, 'out', 'renderer');
  if (!existsSync(path.join(rendererDir, 'index.html')))
    throw new Error('The renderer is not built. Run `npm run build` first.');

  const appInfo = browserAppInfo(pkg);
  let origin = '';
  const stages = stageRelay();
  const sandbox = launchSandbox(userDataDir, (stage) => stages.announce(stage));
  const [
    { createCore },
    { openLogFile },
    { startHost },
    { logUnhandledRejections },
    { createBrowserConfirmer },
    { publishPassingNotice },
  ] = await Promise.all([
    import('../core.ts'),
    import('../logging/log-file.ts'),
    import('./host-server.ts'),
    import('../app/process-guards.ts'),
    import('./confirm-pages.ts'),
    import('../events/core-events.ts'),
  ]);
  const appLog = openLogFile({
    dir: path.join(userDataDir, 'logs'),
    echo: (line) => console.error(`[host] ${line}`),
  });
  logUnhandledRejections(appLog.log);
  // Agent tokens, invitations, proxy/CA/hidden changes: a page on its own origin the app's page
  // cannot script, opened (and printed, as the sign-in page is) for the user to answer.
  let waitingForAnswer = (): void => undefined;
  const confirmer = createBrowserConfirmer({
    open: (url) => {
      process.stdout.write(`confirmation page: ${url}\n`);
      if (!args.noOpen) openInBrowser(url);
      waitingForAnswer();
    },
  });
  const core = createCore(
    browserCoreOptions({
      userDataDir,
      appInfo,
      appLog,
      confirm: confirmer.confirm,
      origin: () => origin,
      noOpen: args.noOpen,
      sandbox: sandbox.provide,
    }),
  );
  stages.connect((stage) => core.events.publish('sandbox:stage', stage));
  // The app's page waits meanwhile: it tells the user where the question is (never its link).
  waitingForAnswer = () =>
    publishPassingNotice(core.events, {
      level: 'info',
      title: 'Confirm in the new browser tab',
      message:
        'Mission Control Desktop asks you to confirm this action on a separate page, opened in your browser (its link is also printed in the terminal).',
    });
  const host = await startHost({ core, rendererDir, port, token: args.token, log: appLog.log });
  origin = host.origin;
  for (const notice of core.notices) console.error(`Notice: ${notice}`);
  console.log(`Mission Control Desktop (browser mode) ready: ${host.launchUrl}`);

  if (!args.noOpen) openInBrowser(host.launchUrl);
  exitOnSignals(async () => {
    await Promise.allSettled([host.close(), core.close(), sandbox.stop(), confirmer.close()]);
    await appLog.close();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(
      `Browser mode could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
