// The app's windows: opening them (the main one, one per organisation, the last session's), which
// organisation each shows, focusing and navigating them, and the window list saved for the next
// start (user-data/windows.json). Electron's BrowserWindow and screen come in as arguments.
import path from 'node:path';
import type { BrowserWindow, Screen } from 'electron';
import type { Core } from '../core.ts';
import { sendWindowEvent, type WindowCommand } from '../events/window-event.ts';
import { createMainWindow } from './main-window.ts';
import { APP_START_URL } from './window-options.ts';
import {
  WindowListTracker,
  readWindowList,
  restoredWindowUrl,
  routeOfUrl,
  writeWindowList,
  type SavedWindow,
} from './window-list.ts';
import { captureWindowState } from './window-state.ts';

export interface MainWindowsDeps {
  BrowserWindow: Pick<typeof BrowserWindow, 'getFocusedWindow' | 'getAllWindows'> &
    (new (...args: ConstructorParameters<typeof BrowserWindow>) => BrowserWindow);
  /** Read when a window opens: Electron's screen exists only once the app is ready. */
  screen: () => Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
  userDataDir: () => string;
  outDir: string;
  title: string;
  log: (message: string, error?: unknown) => void;
}

interface OpenOptions {
  startUrl: string;
  rememberState: boolean;
  savedState?: SavedWindow;
}

/** Every method may be passed as a callback: each is bound to its instance. */
export class MainWindows {
  private windowCore: Core | null = null;
  private mainWindow: BrowserWindow | null = null;
  /** Which organisation each window shows (by webContents id), as its event subscription says. */
  private readonly windowOrgs = new Map<number, string | null>();
  private windowList: WindowListTracker | null = null;
  private windowListSaved: Promise<void> = Promise.resolve();
  private windowListTimer: NodeJS.Timeout | undefined;

  private readonly deps: MainWindowsDeps;

  constructor(deps: MainWindowsDeps) {
    this.deps = deps;
  }

  /**
   * app://, the IPC channels and the event bridge are registered: from now on a window may open.
   * One opened before (by `second-instance`, `activate` or a menu while start-up still runs) would
   * load app:// with no handler and fail, so until then the requests below open none.
   */
  ready = (core: Core): void => {
    this.windowList = new WindowListTracker(() => this.saveSoon());
    this.windowCore = core;
  };

  /** Opens the last session's windows; the first on `firstUrl` when it is not the start page. */
  restore = (firstUrl: string): void => {
    const core = this.windowCore;
    if (!core) return;
    const saved = readWindowList(this.deps.userDataDir());
    if (saved.problem) this.deps.log(`open windows not restored: ${saved.problem}`);
    const [first, ...others] = saved.windows;
    this.openMain(
      core,
      firstUrl !== APP_START_URL || !first ? firstUrl : restoredWindowUrl(APP_START_URL, first),
      first,
    );
    for (const other of others)
      this.open(core, {
        startUrl: restoredWindowUrl(APP_START_URL, other),
        rememberState: false,
        savedState: other,
      });
  };

  /** The organisation a window shows changed (its event subscription says so). */
  setOrg = (contentsId: number, orgId: string | null): void => {
    this.windowOrgs.set(contentsId, orgId);
    this.windowList?.update(contentsId, { orgId });
  };

  orgOf = (contentsId: number): string | null => this.windowOrgs.get(contentsId) ?? null;

  /** The focused window, else the main one. */
  target = (): BrowserWindow | null => {
    const focused = this.deps.BrowserWindow.getFocusedWindow();
    if (focused && !focused.isDestroyed()) return focused;
    return this.mainWindow && !this.mainWindow.isDestroyed() ? this.mainWindow : null;
  };

  /** A menu command for the focused window only (View → Toggle Sidebar…). */
  command = (name: WindowCommand): void => {
    const win = this.target();
    if (!win) return;
    sendWindowEvent((channel, message) => win.webContents.send(channel, message), name, {});
  };

  /** File → New Window: on `orgId`, else on the focused window's organisation. */
  newWindow = (orgId: string | null): void => {
    const focused = this.target();
    const org = orgId ?? (focused ? this.windowOrgs.get(focused.webContents.id) : null);
    if (org) void this.openOrgWindow(org);
    else if (this.windowCore)
      this.open(this.windowCore, { startUrl: APP_START_URL, rememberState: false });
  };

  /** `app:openWindow`: another window on one organisation (the renderer reads `?org=`). */
  openOrgWindow = (orgId: string): Promise<boolean> => {
    if (!this.windowCore) return Promise.resolve(false);
    const url = new URL(APP_START_URL);
    url.searchParams.set('org', orgId);
    this.open(this.windowCore, { startUrl: url.toString(), rememberState: false });
    return Promise.resolve(true);
  };

  /** A notification's or the tray's target: `route` of `orgId` (none: the window's own) in the main window. */
  openRoute = (orgId: string | null, route: string): void => {
    const url = new URL(route, APP_START_URL);
    if (orgId) url.searchParams.set('org', orgId);
    this.loadInMain(url.toString(), 'could not open');
  };

  /** A URL (a deep link's page) in the main window. */
  openInMain = (url: string): void => this.loadInMain(url, 'could not open the link');

  /** Brings forward a window showing `orgId`, else the main one. */
  focusOrg = (orgId: string): void => {
    const showing = this.deps.BrowserWindow.getAllWindows().find(
      (win) => !win.isDestroyed() && this.windowOrgs.get(win.webContents.id) === orgId,
    );
    if (!showing) return this.focusMain();
    if (showing.isMinimized()) showing.restore();
    showing.show();
    showing.focus();
  };

  focusMain = (): void => {
    const main = this.mainWindow;
    if (!main || main.isDestroyed()) {
      if (this.windowCore) this.openMain(this.windowCore);
      return;
    }
    if (main.isMinimized()) main.restore();
    main.show();
    main.focus();
  };

  /** macOS `activate`: a window again when none is open. */
  activate = (): void => {
    if (this.windowCore && this.deps.BrowserWindow.getAllWindows().length === 0)
      this.openMain(this.windowCore);
  };

  /** The app quits: the windows closing now stay in the saved list. */
  quit = (): void => this.windowList?.quit();

  saveNow = (): Promise<void> => {
    clearTimeout(this.windowListTimer);
    const list = this.windowList?.list();
    if (!list) return this.windowListSaved;
    this.windowListSaved = this.windowListSaved
      .then(() => writeWindowList(this.deps.userDataDir(), list))
      .catch((error: unknown) => this.deps.log('could not save the open windows', error));
    return this.windowListSaved;
  };

  private saveSoon(): void {
    clearTimeout(this.windowListTimer);
    this.windowListTimer = setTimeout(() => void this.saveNow(), 500);
  }

  private loadInMain(url: string, failure: string): void {
    this.focusMain();
    this.mainWindow?.loadURL(url).catch((error: unknown) => this.deps.log(failure, error));
  }

  private openMain(core: Core, startUrl = APP_START_URL, savedState?: SavedWindow): void {
    const win = this.open(core, {
      startUrl,
      rememberState: true,
      ...(savedState ? { savedState } : {}),
    });
    win.on('closed', () => {
      if (this.mainWindow === win) this.mainWindow = null;
    });
    this.mainWindow = win;
  }

  private open(core: Core, options: OpenOptions): BrowserWindow {
    const { deps } = this;
    const win = createMainWindow({
      createWindow: (windowOptions) => new deps.BrowserWindow(windowOptions),
      screen: deps.screen(),
      settings: core.settings,
      preloadPath: path.join(deps.outDir, 'preload', 'preload.cjs'),
      title: deps.title,
      log: deps.log,
      startUrl: options.startUrl,
      rememberState: options.rememberState,
      ...(options.savedState
        ? { savedState: { ...options.savedState.bounds, maximized: options.savedState.maximized } }
        : {}),
    });
    if (options.savedState) this.windowOrgs.set(win.webContents.id, options.savedState.orgId);
    this.track(win);
    win
      .loadURL(options.startUrl)
      .catch((error: unknown) => deps.log('could not load the console', error));
    return win;
  }

  /** Keeps the window list up to date with this window's organisation, route and size. */
  private track(win: BrowserWindow): void {
    const id = win.webContents.id;
    const update = () => {
      if (win.isDestroyed()) return;
      const route = routeOfUrl(APP_START_URL, win.webContents.getURL());
      this.windowList?.update(id, {
        orgId: this.windowOrgs.get(id) ?? null,
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
      this.windowList?.closed(id);
      this.windowOrgs.delete(id);
    });
  }
}
