// Composition root of the Electron main process: registers the app:// scheme (before `ready`),
// takes the single-instance lock, builds the shared core (router, settings, gateway), binds it to
// Electron (protocol handler, one ipcMain.handle per contract channel, hardened webContents and
// session) and opens the main window on app://console/.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  nativeImage,
  net,
  Notification,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  Tray,
} from 'electron';
import { deepLinkFromArgv } from '../preload/contract/deep-links.ts';
import { attachContextMenu } from './adapters/electron-context-menu.ts';
import { registerElectronEvents } from './adapters/electron-events.ts';
import { electronNotifier } from './adapters/electron-notifications.ts';
import { startElectronTray } from './adapters/electron-tray.ts';
import { registerProtocolClient } from './adapters/electron-protocol-client.ts';
import { createDeepLinkRouter } from './deep-links/deep-link-router.ts';
import { publishNotice } from './events/core-events.ts';
import { sendWindowEvent, type WindowCommand } from './events/window-event.ts';
import { kubeconfigSaveDialog, responseSaveDialog } from './adapters/electron-save-dialog.ts';
import { electronConfirmer } from './adapters/electron-confirm.ts';
import { electronStoreEngine } from './adapters/electron-store-engine.ts';
import { utilityFork } from './adapters/electron-utility-fork.ts';
import { checkExternalLink, checkSignInLink } from './app/external-links.ts';
import { logUnhandledRejections } from './app/process-guards.ts';
import { acquireInstanceLock } from './app/instance-lock.ts';
import { createCore, type Core } from './core.ts';
import { formatLogMessage, openLogFile, type AppLog } from './logging/log-file.ts';
import { createTraySources } from './tray/tray-sources.ts';
import { setUpUpdates } from './updates/load-updater.ts';
import { startUpdateChecks, type UpdateChecks } from './updates/update-checks.ts';
import { updateAnnouncements } from './updates/update-events.ts';
import { fetchSignature } from './updates/update-feed.ts';
import { unpackedPath } from './app/unpacked-path.ts';
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
import {
  WindowListTracker,
  deepLinkOfUrl,
  readWindowList,
  restoredWindowUrl,
  routeOfUrl,
  writeWindowList,
  type SavedWindow,
} from './window/window-list.ts';
import { captureWindowState } from './window/window-state.ts';

const PRODUCT_NAME = 'Mission Control Desktop';
/** Help → Documentation. */
const DOCS_URL = 'https://flanksource.com/docs';
const APP_ID = 'com.flanksource.mission-control-desktop';
/**
 * out/main, where this bundle lives (esbuild turns import.meta.dirname into __dirname). Not
 * app.getAppPath(): that is the bundle's folder when Electron is started with a file path.
 */
const OUT_DIR = path.resolve(import.meta.dirname, '..');
/** The Sandbox database seeded at build time: unpacked beside app.asar in a packaged build. */
const SANDBOX_TEMPLATE_DIR = unpackedPath(path.join(OUT_DIR, 'sandbox-template'));

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

/** Single sign-on pages may also be http on this computer (a local backend). */
async function openSignInPage(url: string): Promise<void> {
  const verdict = checkSignInLink(url);
  if (!verdict.allowed) throw new Error(`The sign-in page was not opened: ${verdict.reason}.`);
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
/**
 * The core once app://, the IPC channels and the event bridge are registered: a window opened
 * before (by `second-instance`, `activate` or a menu while start-up still runs) would load
 * app:// with no handler and fail. Start-up opens the first window itself.
 */
let windowCore: Core | null = null;
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
    templateDir: SANDBOX_TEMPLATE_DIR,
    // Its slow stages reach the windows waiting for it (the core exists by then).
    onStage: (stage) => core?.events.publish('sandbox:stage', stage),
  });
  return sandboxLauncher.provide;
}

/** Which organisation each window shows (by webContents id), as its event subscription says. */
const windowOrgs = new Map<number, string | null>();
/** The open windows, saved for the next start (user-data/windows.json). */
let windowList: WindowListTracker | null = null;
let windowListSaved: Promise<void> = Promise.resolve();
let windowListTimer: NodeJS.Timeout | undefined;

function saveWindowListSoon(): void {
  clearTimeout(windowListTimer);
  windowListTimer = setTimeout(() => void saveWindowListNow(), 500);
}

function saveWindowListNow(): Promise<void> {
  clearTimeout(windowListTimer);
  const list = windowList?.list();
  if (!list) return windowListSaved;
  windowListSaved = windowListSaved
    .then(() => writeWindowList(app.getPath('userData'), list))
    .catch((error: unknown) => log('could not save the open windows', error));
  return windowListSaved;
}

/** Keeps the window list up to date with this window's organisation, route and size. */
function trackWindow(win: BrowserWindow): void {
  const id = win.webContents.id;
  const update = () => {
    if (win.isDestroyed()) return;
    const route = routeOfUrl(APP_START_URL, win.webContents.getURL());
    windowList?.update(id, {
      orgId: windowOrgs.get(id) ?? null,
      ...(route ? { route } : {}),
      bounds: (({ maximized: _m, ...bounds }) => bounds)(
        captureWindowState(win.getNormalBounds(), false),
      ),
      maximized: win.isMaximized(),
    });
  };
  update();
  win.webContents.on('did-navigate', update);
  win.webContents.on('did-navigate-in-page', update);
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const)
    win.on(event as 'resize', update);
  win.on('closed', () => {
    windowList?.closed(id);
    windowOrgs.delete(id);
  });
}

/** The focused window, else the main one. */
function targetWindow(): BrowserWindow | null {
  const focused = BrowserWindow.getFocusedWindow();
  if (focused && !focused.isDestroyed()) return focused;
  return mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
}

/** A menu command for the focused window only (View → Toggle Sidebar…). */
function commandFocusedWindow(name: WindowCommand): void {
  const win = targetWindow();
  if (!win) return;
  sendWindowEvent((channel, message) => win.webContents.send(channel, message), name, {});
}

const deepLinks = createDeepLinkRouter({
  orgIds: () => core?.orgServices.orgs.list().map((org) => org.id) ?? [],
  navigateShowing: (target) => core?.events.publish('app:navigate', target) ?? 0,
  focus: (target) => {
    const showing = BrowserWindow.getAllWindows().find(
      (win) => !win.isDestroyed() && windowOrgs.get(win.webContents.id) === target.orgId,
    );
    if (!showing) return focusMainWindow();
    if (showing.isMinimized()) showing.restore();
    showing.show();
    showing.focus();
  },
  openInWindow: (url) => {
    focusMainWindow();
    mainWindow?.loadURL(url).catch((error: unknown) => log('could not open the link', error));
  },
  refuse: (message) => {
    log(message);
    if (core)
      publishNotice(core.events, { level: 'warning', title: 'Link not opened', message }, log);
  },
  startUrl: APP_START_URL,
});

function openWindow(
  activeCore: Core,
  options: { startUrl: string; rememberState: boolean; savedState?: SavedWindow },
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
    ...(options.savedState
      ? { savedState: { ...options.savedState.bounds, maximized: options.savedState.maximized } }
      : {}),
  });
  if (options.savedState) windowOrgs.set(win.webContents.id, options.savedState.orgId);
  trackWindow(win);
  win.loadURL(options.startUrl).catch((error: unknown) => log('could not load the console', error));
  return win;
}

function openMainWindow(
  activeCore: Core,
  startUrl: string = APP_START_URL,
  savedState?: SavedWindow,
): BrowserWindow {
  const win = openWindow(activeCore, {
    startUrl,
    rememberState: true,
    ...(savedState ? { savedState } : {}),
  });
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  return win;
}

/** `app:openWindow`: another window on one organisation (the renderer reads `?org=`). */
function openOrgWindow(orgId: string): Promise<boolean> {
  if (!windowCore) return Promise.resolve(false);
  const url = new URL(APP_START_URL);
  url.searchParams.set('org', orgId);
  openWindow(windowCore, { startUrl: url.toString(), rememberState: false });
  return Promise.resolve(true);
}

/** A notification's or the tray's target: `route` of `orgId` (none: the window's own) in the main window. */
function openRoute(orgId: string | null, route: string): void {
  const url = new URL(route, APP_START_URL);
  if (orgId) url.searchParams.set('org', orgId);
  focusMainWindow();
  mainWindow?.loadURL(url.toString()).catch((error: unknown) => log('could not open', error));
}

function focusMainWindow(): void {
  if (!mainWindow || mainWindow.isDestroyed()) {
    if (windowCore) mainWindow = openMainWindow(windowCore);
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
  const installMenu = () =>
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(
          process.platform,
          isDevelopment,
          {
            showLogs: () => void showLogs(),
            newWindow: (orgId) => {
              const focused = targetWindow();
              const org = orgId ?? (focused ? windowOrgs.get(focused.webContents.id) : null);
              if (org) void openOrgWindow(org);
              else if (windowCore)
                openWindow(windowCore, { startUrl: APP_START_URL, rememberState: false });
            },
            back: () => {
              const history = targetWindow()?.webContents.navigationHistory;
              if (history?.canGoBack()) history.goBack();
            },
            forward: () => {
              const history = targetWindow()?.webContents.navigationHistory;
              if (history?.canGoForward()) history.goForward();
            },
            toggleSidebar: () => commandFocusedWindow('app:toggleSidebar'),
            findInPage: () => commandFocusedWindow('app:findInPage'),
            openPalette: () => commandFocusedWindow('app:openPalette'),
            openDocs: () => void openExternal(DOCS_URL),
            showAbout: () => app.showAboutPanel(),
          },
          core?.orgServices.orgs
            .list()
            .filter((org) => !org.hidden)
            .map((org) => ({ id: org.id, name: org.name })) ?? [],
        ),
      ),
    );
  installMenu();
  registerProtocolClient(app, log);
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
    openSignInPage,
    openWindow: openOrgWindow,
    settingsEngine: electronStoreEngine,
    orgs: {
      sandbox: sandboxProvider(userDataDir),
      // Chromium's network stack (system proxy, OS certificate store) for ordinary orgs.
      netRequest: (options) => net.request(options),
      // kubeconfig:export asks where to save; the renderer never names a path.
      chooseKubeconfigPath: kubeconfigSaveDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    },
    // "Save to file" of an answer too large to show: main asks where, then streams it there.
    chooseSavePath: responseSaveDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    downloadsDir: () => app.getPath('downloads'),
    // Agent tokens, invitations, proxy/CA/hidden changes: a native dialog the page cannot click.
    confirm: electronConfirmer(dialog, () => BrowserWindow.getFocusedWindow()),
    log,
    logs: { file: activeLog.file, tail: activeLog.tail, reveal: showLogs },
    installUpdate: (request) => updates?.install(request) ?? false,
    showNotification: electronNotifier(Notification, {
      platform: process.platform,
      open: openRoute,
      log,
      notice: (notice) => {
        if (core) publishNotice(core.events, { level: 'warning', ...notice }, log);
      },
      packaged: app.isPackaged,
    }),
  });
  core = activeCore;
  // Everything a window needs, registered before any window can exist (see windowCore).
  handleAppScheme(
    protocol,
    createAppProtocolHandler({
      rendererDir: path.join(OUT_DIR, 'renderer'),
      gateway: () => activeCore.gateway,
    }),
    log,
  );
  registerIpcChannels(ipcMain, activeCore.router);
  registerElectronEvents(ipcMain, activeCore.events, log, (contentsId, orgId) => {
    windowOrgs.set(contentsId, orgId);
    windowList?.update(contentsId, { orgId });
  });
  // The tray: every organisation's health — polled or from its offline cache — the worst as its
  // icon (electron/tray/).
  try {
    const traySources = createTraySources({
      listOrgs: () => activeCore.orgServices.orgs.list(),
      watch: activeCore.healthWatch.watch,
      // The Sandbox's credential is its process's token: asking for it would start the Sandbox.
      isSignedIn: async (orgId) =>
        activeCore.orgServices.registry.get(orgId)?.kind === 'sandbox'
          ? null
          : (await activeCore.orgServices.auth.credential(orgId)) !== null,
      readCache: async (orgId) => {
        const read = await activeCore.cache.store.read(orgId);
        return read.status === 'hit' ? read : null;
      },
      subscribe: (listener) => {
        const subscription = activeCore.events.subscribe({
          orgId: null,
          deliver: (envelope) => {
            const orgId = (envelope.payload as { orgId?: unknown } | null)?.orgId;
            listener(envelope.name, typeof orgId === 'string' ? orgId : undefined);
          },
        });
        return () => subscription.close();
      },
      log,
    });
    // Reading every organisation's cache waits until the first window has had its start.
    setTimeout(() => void traySources.refresh(), 5_000).unref();
    const tray = startElectronTray({
      createTray: (icon) => new Tray(icon),
      buildMenu: (template) => Menu.buildFromTemplate(template),
      createImage: (png1x, png2x) => {
        const image = nativeImage.createFromBuffer(png1x);
        image.addRepresentation({ scaleFactor: 2, buffer: png2x });
        return image;
      },
      sources: traySources,
      productName: PRODUCT_NAME,
      run: (action) =>
        action.kind === 'quit' ? app.quit() : openRoute(action.orgId, action.route),
    });
    app.on('will-quit', () => {
      traySources.close();
      tray.stop();
    });
  } catch (error) {
    log('the tray could not be shown', error);
  }
  // The File menu lists the organisations: rebuilt when they change.
  installMenu();
  activeCore.events.subscribe({
    orgId: null,
    deliver: (envelope) => {
      if (envelope.name === 'orgs:changed') installMenu();
    },
  });
  powerMonitor.on('resume', () => activeCore.wake.wake('resume'));
  for (const notice of activeCore.notices) log(`notice: ${notice}`);
  // A first start opens on the Sandbox: copying the build's database takes a moment, so start it
  // now, while the window loads, not on first use.
  if (
    !existsSync(path.join(userDataDir, 'sandbox', 'PG_VERSION')) &&
    existsSync(path.join(SANDBOX_TEMPLATE_DIR, 'PG_VERSION'))
  )
    void sandboxLauncher?.provide().catch(() => undefined);

  // Last session's windows come back on their organisation, route and size; a link the app was
  // started with opens in the first.
  windowList = new WindowListTracker(() => saveWindowListSoon());
  windowCore = activeCore;
  const firstUrl = deepLinks.ready();
  const saved = readWindowList(userDataDir);
  if (saved.problem) log(`open windows not restored: ${saved.problem}`);
  const [first, ...others] = saved.windows;
  mainWindow = openMainWindow(
    activeCore,
    firstUrl !== APP_START_URL || !first ? firstUrl : restoredWindowUrl(APP_START_URL, first),
    first,
  );
  for (const other of others)
    openWindow(activeCore, {
      startUrl: restoredWindowUrl(APP_START_URL, other),
      rememberState: false,
      savedState: other,
    });
  // After the first window: loading the updater must neither delay it nor, failing, stop start-up.
  if (app.isPackaged)
    updates = await setUpUpdates(
      () => import('electron-updater'),
      (updater) =>
        startUpdateChecks({
          updater,
          ...updateAnnouncements(activeCore.events, log),
          // Electron's fetch: the signature comes through the system proxy, as the update does.
          verify: { fetchSignature: (url) => fetchSignature(url, (u, init) => net.fetch(u, init)) },
          log,
        }),
      log,
    );
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
  // A `missioncontrol://` link: Windows and Linux start the app again with it in argv (the
  // running instance gets it here); macOS sends `open-url`, also on a cold start.
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkFromArgv(argv);
    if (link) deepLinks.open(link);
    else focusMainWindow();
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.open(url);
  });
  const coldStartLink = deepLinkFromArgv(process.argv);
  if (coldStartLink) deepLinks.open(coldStartLink);
  app.on('before-quit', () => windowList?.quit());
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, { openExternal, log });
    attachContextMenu(contents, {
      Menu,
      writeClipboard: (text) => void clipboard.writeText(text),
      deepLinkFor: (url) => deepLinkOfUrl(APP_START_URL, url, windowOrgs.get(contents.id) ?? null),
    });
  });
  app.on('activate', () => {
    if (windowCore && BrowserWindow.getAllWindows().length === 0)
      mainWindow = openMainWindow(windowCore);
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
    void Promise.all([core.close(), sandboxStopped, saveWindowListNow()])
      .catch((error: unknown) => log('shutdown did not finish cleanly', error))
      .then(() => appLog?.close())
      .finally(() => app.quit());
  });
  start().catch((error: unknown) => {
    log('the application failed to start', error);
    app.exit(1);
  });
}
