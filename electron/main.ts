// Composition root of the Electron main process: registers the app:// scheme (before `ready`),
// takes the single-instance lock, builds the shared core (router, settings, gateway), binds it to
// Electron (protocol handler, one ipcMain.handle per contract channel, hardened webContents and
// session) and opens the main window on app://console/.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
} from 'electron';
import { registerElectronEvents } from './adapters/electron-events.ts';
import { kubeconfigSaveDialog } from './adapters/electron-save-dialog.ts';
import { electronStoreEngine } from './adapters/electron-store-engine.ts';
import { utilityFork } from './adapters/electron-utility-fork.ts';
import { checkExternalLink } from './app/external-links.ts';
import { logUnhandledRejections } from './app/process-guards.ts';
import { acquireInstanceLock } from './app/instance-lock.ts';
import { createCore, type Core } from './core.ts';
import { formatLogMessage, openLogFile, type AppLog } from './logging/log-file.ts';
import { startUpdateChecks, type UpdateChecks } from './updates/update-checks.ts';
import { registerIpcChannels } from './ipc/electron-ipc.ts';
import { isTrustedElectronSender } from './ipc/electron-sender.ts';
import type { SandboxProvider } from './orgs/org-service.ts';
import { createAppProtocolHandler } from './protocol/app-protocol.ts';
import { handleAppScheme, registerAppSchemePrivileged } from './protocol/electron-protocol.ts';
import { createSandboxLauncher, type SandboxLauncher } from './sandbox/sandbox-launcher.ts';
import { buildMenuTemplate } from './window/app-menu.ts';
import { hardenSession, hardenWebContents } from './window/harden-web-contents.ts';
import { askWhereToSaveDownloads } from './window/downloads.ts';
import { createMainWindow } from './window/main-window.ts';
import { APP_START_URL } from './window/window-options.ts';

const PRODUCT_NAME = 'Mission Control Desktop';
const APP_ID = 'com.flanksource.mission-control-desktop';
/**
 * out/main, where this bundle lives (esbuild turns import.meta.dirname into __dirname). Not
 * app.getAppPath(): that is the bundle's folder when Electron is started with a file path.
 */
const OUT_DIR = path.resolve(import.meta.dirname, '..');

// The log file opens once the app is ready; anything logged before goes to stderr only.
let appLog: AppLog | null = null;
/** Packaged builds only: a development run has no release feed to check. */
let updates: UpdateChecks | null = null;

function log(message: string, error?: unknown): void {
  if (appLog) appLog.log(message, error);
  else console.error(`[main] ${formatLogMessage(message, error)}`);
}

/** https only, after URL parsing; the single exit from the app to the OS browser. */
async function openExternal(url: string): Promise<void> {
  const verdict = checkExternalLink(url);
  if (!verdict.allowed) {
    log(`refused to open an external link: ${verdict.reason}`);
    return;
  }
  await shell.openExternal(verdict.url, { activate: true });
}

// A stray rejection is a bug to log, not a reason to take the user's window down.
logUnhandledRejections(log);

// The e2e build flavour (scripts/build-electron.ts --e2e) lets a test run in its own profile; in a
// release bundle the flavour is a constant and this switch does not exist.
if (process.env.MCD_BUILD_FLAVOUR === 'e2e' && process.env.MCD_E2E_USER_DATA_DIR) {
  app.setPath('userData', process.env.MCD_E2E_USER_DATA_DIR);
}

// Must happen before `ready`: privileges cannot be granted to a scheme afterwards.
registerAppSchemePrivileged(protocol);
// Every renderer sandboxed, whatever options a future window forgets to pass.
app.enableSandbox();
// Windows groups windows and notifications by this id; it must match electron-builder's appId.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

let core: Core | null = null;
let mainWindow: BrowserWindow | null = null;
let sandboxLauncher: SandboxLauncher | null = null;

/**
 * The embedded Sandbox organisation: the bundled sandbox CLI in a utility process, started on
 * first use, data kept under userData/sandbox. Absent when the bundle was built without it.
 */
function sandboxProvider(userDataDir: string): SandboxProvider | undefined {
  const cliPath = path.join(OUT_DIR, 'sandbox', 'cli.mjs');
  if (!existsSync(cliPath)) return undefined;
  sandboxLauncher = createSandboxLauncher({
    fork: utilityFork,
    cliPath,
    dataDir: path.join(userDataDir, 'sandbox'),
    // Seeded when the app was built: a first start copies it instead of seeding for ~20 s.
    templateDir: path.join(OUT_DIR, 'sandbox-template'),
    // Its slow stages reach the windows waiting for it (the core exists by then).
    onStage: (stage) => core?.events.publish('sandbox:stage', stage),
  });
  return sandboxLauncher.provide;
}

function openWindow(
  activeCore: Core,
  options: { startUrl: string; rememberState: boolean },
): BrowserWindow {
  const win = createMainWindow({
    createWindow: (windowOptions) => new BrowserWindow(windowOptions),
    screen,
    settings: activeCore.settings,
    preloadPath: path.join(OUT_DIR, 'preload', 'preload.cjs'),
    title: PRODUCT_NAME,
    log,
    startUrl: options.startUrl,
    rememberState: options.rememberState,
  });
  win.loadURL(options.startUrl).catch((error: unknown) => log('could not load the console', error));
  return win;
}

function openMainWindow(activeCore: Core): BrowserWindow {
  const win = openWindow(activeCore, { startUrl: APP_START_URL, rememberState: true });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  return win;
}

/** `app:openWindow`: another window on one organisation (the renderer reads `?org=`). */
function openOrgWindow(orgId: string): Promise<boolean> {
  if (!core) return Promise.resolve(false);
  const url = new URL(APP_START_URL);
  url.searchParams.set('org', orgId);
  openWindow(core, { startUrl: url.toString(), rememberState: false });
  return Promise.resolve(true);
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) {
    if (core) mainWindow = openMainWindow(core);
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

async function start(): Promise<void> {
  await app.whenReady();
  const isDevelopment = !app.isPackaged;
  const activeLog = openLogFile({
    dir: app.getPath('logs'),
    echo: (line) => console.error(`[main] ${line}`),
  });
  appLog = activeLog;
  const showLogs = async () => {
    const failure = await shell.openPath(activeLog.dir);
    if (failure) log(`could not open the log folder: ${failure}`);
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(process.platform, isDevelopment, { showLogs: () => void showLogs() }),
    ),
  );
  hardenSession(session.defaultSession);
  askWhereToSaveDownloads(session.defaultSession, () => app.getPath('downloads'));

  const userDataDir = app.getPath('userData');
  const activeCore = createCore({
    userDataDir,
    appInfo: {
      name: PRODUCT_NAME,
      version: app.getVersion(),
      mode: 'electron',
      platform: process.platform,
      arch: process.arch,
      versions: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
      },
    },
    isTrustedSender: isTrustedElectronSender,
    openExternal,
    openWindow: openOrgWindow,
    settingsEngine: electronStoreEngine,
    orgs: {
      sandbox: sandboxProvider(userDataDir),
      // Chromium's network stack (system proxy, OS certificate store) for ordinary orgs.
      netFetch: (url, init) => net.fetch(url, init),
      // kubeconfig:export asks where to save; the renderer never names a path.
      chooseKubeconfigPath: kubeconfigSaveDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    },
    log,
    logs: { file: activeLog.file, tail: activeLog.tail, reveal: showLogs },
    installUpdate: () => updates?.install() ?? false,
  });
  core = activeCore;
  powerMonitor.on('resume', () => activeCore.wake.wake('resume'));
  if (app.isPackaged) {
    const { autoUpdater } = await import('electron-updater');
    updates = startUpdateChecks({
      updater: autoUpdater,
      announce: (version) => activeCore.events.publish('update:available', { version }),
      log,
    });
  }
  for (const notice of activeCore.notices) log(`notice: ${notice}`);
  // A first start opens on the Sandbox: copying the build's database takes a moment, so start it
  // now, while the window loads, not on first use.
  if (
    !existsSync(path.join(userDataDir, 'sandbox', 'PG_VERSION')) &&
    existsSync(path.join(OUT_DIR, 'sandbox-template', 'PG_VERSION'))
  )
    void sandboxLauncher?.provide().catch(() => undefined);

  handleAppScheme(
    protocol,
    createAppProtocolHandler({
      rendererDir: path.join(OUT_DIR, 'renderer'),
      gateway: () => activeCore.gateway,
    }),
    log,
  );
  registerIpcChannels(ipcMain, activeCore.router);
  registerElectronEvents(ipcMain, activeCore.events, log);
  mainWindow = openMainWindow(activeCore);
}

/**
 * The user-data folder's lock, shared with browser mode (which Electron's single-instance lock
 * does not see): null when this process may run, else the message saying who holds it.
 */
function takeUserDataLock(): string | null {
  const dir = app.getPath('userData');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lock = acquireInstanceLock({ dir, kind: 'electron', productName: PRODUCT_NAME });
  if (!lock.ok) return lock.message;
  app.on('quit', () => lock.release());
  process.on('exit', () => lock.release());
  return null;
}

const lockRefusal = app.requestSingleInstanceLock() ? takeUserDataLock() : '';
if (lockRefusal !== null) {
  // '' : another Electron instance owns the folder and gets focused through 'second-instance'.
  // Otherwise browser mode (or an Electron of another build) holds it: say which, then leave.
  if (lockRefusal) {
    console.error(`[main] ${lockRefusal}`);
    dialog.showErrorBox(PRODUCT_NAME, lockRefusal);
    app.exit(1);
  } else app.quit();
} else {
  app.on('second-instance', () => focusMainWindow());
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, { openExternal, log }),
  );
  app.on('activate', () => {
    if (core && BrowserWindow.getAllWindows().length === 0) mainWindow = openMainWindow(core);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing || !core) return;
    closing = true;
    event.preventDefault();
    updates?.stop();
    const sandboxStopped = sandboxLauncher?.stop();
    void Promise.all([core.close(), sandboxStopped])
      .catch((error: unknown) => log('shutdown did not finish cleanly', error))
      .then(() => appLog?.close())
      .finally(() => app.quit());
  });
  start().catch((error: unknown) => {
    log('the application failed to start', error);
    app.exit(1);
  });
}
