// Creates the main window: remembered bounds, shown when ready, state saved on move/resize/close,
// and renderer crashes handled by the crash policy (reload once, then a static error page).
// Navigation and permission guards are applied to every webContents by app/app-lifecycle.ts,
// not here.
import type { BrowserWindow, BrowserWindowConstructorOptions, Screen } from 'electron';
import type { Settings } from '../../preload/contract/settings.ts';
import { crashPageHtml, createCrashPolicy, type CrashPolicy } from './crash-policy.ts';
import { APP_START_URL, createWindowOptions } from './window-options.ts';
import { captureWindowState, restoreWindowState, type SavedWindowState } from './window-state.ts';

export interface MainWindowDeps {
  createWindow: (options: BrowserWindowConstructorOptions) => BrowserWindow;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
  settings: { get(): Settings; update(patch: Partial<Settings>): Settings };
  preloadPath: string;
  title: string;
  log: (message: string, error?: unknown) => void;
  /** What a crash reload goes back to; main-windows.ts loads it. Default app://console/. */
  startUrl?: string;
  /**
   * The first window remembers its bounds; extra windows (another organisation side by side)
   * open at the remembered size, centred, and do not overwrite the saved position.
   */
  rememberState?: boolean;
  /** A window reopened from the last session's window list: its own saved bounds. */
  savedState?: SavedWindowState;
  crashPolicy?: CrashPolicy;
  saveDelayMs?: number;
}

export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const primary = deps.screen.getPrimaryDisplay();
  const areas = [primary, ...deps.screen.getAllDisplays().filter((d) => d.id !== primary.id)].map(
    (d) => d.workArea,
  );
  const remember = deps.rememberState ?? true;
  const saved = deps.settings.get().window;
  const restored = restoreWindowState(
    deps.savedState ??
      (remember || !saved ? saved : { width: saved.width, height: saved.height, maximized: false }),
    areas,
  );
  const win = deps.createWindow(
    createWindowOptions({
      preloadPath: deps.preloadPath,
      bounds: restored.bounds,
      title: deps.title,
    }),
  );
  // maximize() shows a hidden window at once (Electron: "this will also show the window"), so a
  // restored maximised window is maximised only when its page is ready, never as an empty frame.
  win.once('ready-to-show', () => {
    if (restored.maximized && !win.isDestroyed()) win.maximize();
    win.show();
  });

  const save = () => {
    if (win.isDestroyed() || win.isMinimized() || win.isFullScreen()) return;
    try {
      deps.settings.update({
        window: captureWindowState(win.getNormalBounds(), win.isMaximized()),
      });
    } catch (error) {
      deps.log('could not remember the window position', error);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, deps.saveDelayMs ?? 750);
  };
  if (remember) {
    for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const)
      win.on(event as 'resize', saveSoon);
    win.on('close', () => {
      clearTimeout(timer);
      save();
    });
  }

  const startUrl = deps.startUrl ?? APP_START_URL;
  const policy = deps.crashPolicy ?? createCrashPolicy();
  win.webContents.on('render-process-gone', (_event, details) => {
    const action = policy.onRendererGone(details.reason);
    deps.log(`renderer process gone (${details.reason}, exit ${details.exitCode}): ${action}`);
    if (win.isDestroyed() || action === 'ignore') return;
    const target =
      action === 'reload'
        ? startUrl
        : `data:text/html;charset=utf-8,${encodeURIComponent(crashPageHtml(details.reason))}`;
    win.loadURL(target).catch((error: unknown) => deps.log('could not reload the window', error));
  });
  win.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
    if (isMainFrame)
      deps.log(`the window failed to load ${url.slice(0, 40)}: ${code} ${description}`);
  });
  return win;
}
