// The stand-in's windows, web contents, session and ipcMain. Rules enforced as Electron does:
// - BrowserWindow and session.defaultSession only after `ready`.
// - ipcMain.handle once per channel ("Attempted to register a second handler").
// - loadURL of app:// with no protocol.handle for it fails (ERR_UNKNOWN_URL_SCHEME), as does an
//   answer that is not 2xx; a successful load then runs the window's preload sandboxed.
import { EventEmitter } from 'node:events';
import { ElectronRuleError, type Recorder, type SchemeHandler } from './standin-app.ts';
import { runSandboxedPreload } from './sandboxed-preload.ts';

type Listener = (...args: unknown[]) => unknown;

export function createStandinIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain = Object.assign(new EventEmitter(), {
    handle: (channel: string, fn: Listener) => {
      if (handlers.has(channel))
        throw new ElectronRuleError(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, fn);
    },
    removeHandler: (channel: string) => void handlers.delete(channel),
  });
  return { ipcMain, handlers };
}

export interface WindowDeps {
  ready: () => boolean;
  record: Recorder;
  scheme: (name: string) => SchemeHandler | undefined;
  ipc: ReturnType<typeof createStandinIpcMain>;
  /** Electron emits `web-contents-created` on app for every new contents. */
  emitContentsCreated: (contents: unknown) => void;
}

export interface LoadResult {
  url: string;
  ok: boolean;
  error?: string;
}

interface WindowShared {
  deps: WindowDeps;
  windows: StandinWindow[];
  focused: StandinWindow | null;
  contentsIds: number;
}

export class StandinContents extends EventEmitter {
  readonly id: number;
  url = '';
  destroyed = false;
  exposed = new Map<string, unknown>();
  openHandler: Listener | undefined;
  navigationHistory = { canGoBack: () => false, canGoForward: () => false };
  constructor(id: number) {
    super();
    this.id = id;
  }
  getURL() {
    return this.url;
  }
  isDestroyed() {
    return this.destroyed;
  }
  setWindowOpenHandler(fn: Listener) {
    this.openHandler = fn;
  }
  send(channel: string, ...args: unknown[]) {
    this.emit(`ipc-to-renderer:${channel}`, ...args);
  }
}

type SenderEvent = { sender: StandinContents; senderFrame: { url: string; parent: null } };

export class StandinWindow extends EventEmitter {
  readonly options: Record<string, unknown>;
  readonly webContents: StandinContents;
  loaded: string[] = [];
  loads: LoadResult[] = [];
  preloadErrors: Error[] = [];
  destroyed = false;
  readonly #shared: WindowShared;
  constructor(shared: WindowShared, options: Record<string, unknown>) {
    super();
    if (!shared.deps.ready())
      throw new ElectronRuleError('Cannot create BrowserWindow before app is ready');
    this.#shared = shared;
    this.options = options;
    this.webContents = new StandinContents((shared.contentsIds += 1));
    shared.windows.push(this);
    shared.deps.record(`new BrowserWindow ${shared.windows.length}`);
    shared.deps.emitContentsCreated(this.webContents);
  }
  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.#shared.deps.record(`loadURL ${url}`);
    try {
      await this.#fetchPage(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.loads.push({ url, ok: false, error: message });
      this.webContents.emit('did-fail-load', {}, -302, message, url, true);
      throw error;
    }
    this.webContents.url = url;
    this.loads.push({ url, ok: true });
    this.#runPreload();
    this.webContents.emit('did-finish-load');
  }
  async #fetchPage(url: string): Promise<void> {
    const scheme = new URL(url).protocol.slice(0, -1);
    if (scheme === 'data' || scheme === 'about') return;
    const handler = this.#shared.deps.scheme(scheme);
    if (!handler)
      throw new Error(`ERR_UNKNOWN_URL_SCHEME (-302) loading '${url}': no handler for ${scheme}`);
    const response = await handler(new Request(url, { headers: { 'sec-fetch-dest': 'document' } }));
    await response.body?.cancel();
    if (!response.ok)
      throw new Error(`ERR_HTTP_RESPONSE_CODE_FAILURE (-379) loading '${url}': ${response.status}`);
  }
  #runPreload(): void {
    const prefs = (this.options.webPreferences ?? {}) as { preload?: string };
    if (!prefs.preload || this.webContents.exposed.size > 0) return;
    const contents = this.webContents;
    const event = (): SenderEvent => ({
      sender: contents,
      senderFrame: { url: contents.url, parent: null },
    });
    const { ipc } = this.#shared.deps;
    // As in Electron, a failing preload does not fail the load: it is reported instead.
    try {
      contents.exposed = runSandboxedPreload(prefs.preload, {
        invoke: (channel, args) => {
          const handler = ipc.handlers.get(channel);
          if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
          return Promise.resolve().then(() => handler(event(), ...args));
        },
        send: (channel, args) => void ipc.ipcMain.emit(channel, event(), ...args),
        on: (channel, listener) => contents.on(`ipc-to-renderer:${channel}`, listener),
        removeListener: (channel, listener) =>
          contents.removeListener(`ipc-to-renderer:${channel}`, listener),
      });
    } catch (error) {
      this.preloadErrors.push(error instanceof Error ? error : new Error(String(error)));
      contents.emit('preload-error', {}, prefs.preload, error);
    }
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
  isMaximized() {
    return false;
  }
  isMinimized() {
    return false;
  }
  isFullScreen() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  maximize() {}
  restore() {}
  show() {}
  focus() {
    this.#shared.focused = this;
  }
  close() {
    this.emit('close', { preventDefault: () => undefined });
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

/** `BrowserWindow` as main sees it: a constructor with its two static look-ups. */
export interface StandinWindowClass {
  new (options: Record<string, unknown>): StandinWindow;
  getAllWindows(): StandinWindow[];
  getFocusedWindow(): StandinWindow | null;
}

export function createStandinWindows(deps: WindowDeps): {
  BrowserWindow: StandinWindowClass;
  windows: StandinWindow[];
} {
  const shared: WindowShared = { deps, windows: [], focused: null, contentsIds: 0 };
  const BrowserWindow = function (this: unknown, options: Record<string, unknown>) {
    return new StandinWindow(shared, options);
  } as unknown as StandinWindowClass;
  BrowserWindow.getAllWindows = () => shared.windows.filter((win) => !win.destroyed);
  BrowserWindow.getFocusedWindow = () => shared.focused;
  return { BrowserWindow, windows: shared.windows };
}

export function createStandinSession(ready: () => boolean, record: Recorder) {
  const permissionHandlers: Listener[] = [];
  const listeners = new Map<string, Listener>();
  const defaultSession = {
    setPermissionRequestHandler: (fn: Listener) => permissionHandlers.push(fn),
    setPermissionCheckHandler: (fn: Listener) => permissionHandlers.push(fn),
    on: (event: string, fn: Listener) => {
      record(`session.on ${event}`);
      listeners.set(event, fn);
    },
  };
  const session = {
    get defaultSession() {
      if (!ready()) throw new ElectronRuleError('Session can only be received when app is ready');
      return defaultSession;
    },
  };
  return { session, permissionHandlers, listeners };
}
