// Boots the real bundled main process (out/main/main.cjs, built into a temp folder) in Node with
// a stand-in `electron` module, since no Electron binary can run here. Proves the composition
// root wires what issue 2 asks for: scheme privileges before ready, single-instance lock, one IPC
// handler per channel answering through the router, app:// serving the renderer with the CSP,
// the window created with the secure options and loaded from app://console/, hardened contents.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames } from '../preload/contract/channels.ts';
import { buildElectron } from './build-electron.ts';

type Listener = (...args: unknown[]) => unknown;

function fakeElectron(appPath: string, userData: string, options: { gotLock: boolean }) {
  const calls: string[] = [];
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    whenReady: () => {
      calls.push('app.whenReady');
      return ready;
    },
    requestSingleInstanceLock: () => {
      calls.push('app.requestSingleInstanceLock');
      return options.gotLock;
    },
    getPath: (name: string) =>
      name === 'userData'
        ? userData
        : name === 'downloads'
          ? path.join(userData, 'Downloads')
          : os.tmpdir(),
    setPath: (name: string) => calls.push(`app.setPath ${name}`),
    getAppPath: () => appPath,
    getVersion: () => '0.1.0',
    quit: () => calls.push('app.quit'),
    enableSandbox: () => calls.push('app.enableSandbox'),
    setAppUserModelId: (id: string) => calls.push(`app.setAppUserModelId ${id}`),
    exit: (code: number) => calls.push(`app.exit ${code}`),
    setAsDefaultProtocolClient: (scheme: string) =>
      calls.push(`app.setAsDefaultProtocolClient ${scheme}`),
  });
  const ipcHandlers = new Map<string, Listener>();
  const ipcMain = Object.assign(new EventEmitter(), {
    handle: (channel: string, fn: Listener) => ipcHandlers.set(channel, fn),
    removeHandler: (channel: string) => ipcHandlers.delete(channel),
  });
  let schemeHandler: ((request: Request) => Promise<Response>) | undefined;
  const protocol = {
    registerSchemesAsPrivileged: (schemes: unknown) =>
      calls.push(`protocol.registerSchemesAsPrivileged ${JSON.stringify(schemes)}`),
    handle: (scheme: string, fn: (request: Request) => Promise<Response>) => {
      calls.push(`protocol.handle ${scheme}`);
      schemeHandler = fn;
    },
  };
  const windows: FakeWindow[] = [];
  let contentsIds = 0;
  class FakeContents extends EventEmitter {
    id = (contentsIds += 1);
    url = '';
    navigationHistory = { canGoBack: () => false, canGoForward: () => false };
    getURL() {
      return this.url;
    }
    openHandler: Listener | undefined;
    setWindowOpenHandler(fn: Listener) {
      this.openHandler = fn;
    }
  }
  class FakeWindow extends EventEmitter {
    options: Record<string, unknown>;
    webContents = new FakeContents();
    loaded: string[] = [];
    constructor(opts: Record<string, unknown>) {
      super();
      this.options = opts;
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    static getAllWindows = () => windows;
    loadURL(url: string) {
      this.loaded.push(url);
      this.webContents.url = url;
      return Promise.resolve();
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 800 };
    }
    isMaximized() {
      return false;
    }
    maximize() {}
    show() {}
    isDestroyed() {
      return false;
    }
  }
  const permissionHandlers: Listener[] = [];
  const sessionListeners = new Map<string, Listener>();
  const children: ChildProcess[] = [];
  // A utility process is a Node process run by Electron: plain Node stands in for it here.
  const utilityProcess = {
    fork: (modulePath: string, args: string[], opts: { stdio: unknown }) => {
      calls.push(`utilityProcess.fork ${path.basename(modulePath)} ${JSON.stringify(opts.stdio)}`);
      // Electron's postMessage reaches the child's process.parentPort; here the IPC channel
      // carries it to the CLI's process.on('message') (both are listened to: close-request.ts).
      const child = spawn(process.execPath, [modulePath, ...args], {
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      children.push(child);
      return Object.assign(child, {
        postMessage: (message: unknown) => child.send(message as object),
      });
    },
  };
  const electron = {
    app,
    ipcMain,
    protocol,
    BrowserWindow: FakeWindow,
    Menu: {
      buildFromTemplate: (t: unknown) => t,
      setApplicationMenu: () => calls.push('Menu.setApplicationMenu'),
    },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Listener) => permissionHandlers.push(fn),
        setPermissionCheckHandler: (fn: Listener) => permissionHandlers.push(fn),
        on: (event: string, fn: Listener) => {
          calls.push(`session.on ${event}`);
          sessionListeners.set(event, fn);
        },
      },
    },
    shell: { openExternal: (url: string) => calls.push(`shell.openExternal ${url}`) },
    powerMonitor: { on: (event: string) => calls.push(`powerMonitor.on ${event}`) },
    nativeImage: {
      createFromBuffer: (buffer: Buffer) => ({ buffer, addRepresentation: () => undefined }),
    },
    Tray: class {
      constructor() {
        calls.push('Tray');
      }
      setImage() {}
      setToolTip() {}
      setContextMenu() {}
      destroy() {}
    },
    Notification: Object.assign(class {}, { isSupported: () => false }),
    clipboard: { writeText: () => undefined },
    utilityProcess,
    // Chromium's net.request stands in as Node's http.request: the same events ('response',
    // 'error') and an IncomingMessage that is a readable stream.
    net: {
      request: (options: { url: string; method: string; headers: Record<string, string> }) => {
        calls.push(`net.request ${new URL(options.url).pathname}`);
        const request = httpRequest(options.url, {
          method: options.method,
          headers: options.headers,
        });
        return Object.assign(request, { abort: () => request.destroy() });
      },
    },
  };
  return {
    electron,
    calls,
    resolveReady,
    ipcHandlers,
    windows,
    permissionHandlers,
    sessionListeners,
    children,
    scheme: () => schemeHandler,
  };
}

let dir: string;
let mainCode: string;
const realRequire = createRequire(path.resolve('package.json'));

function boot(gotLock: boolean, userData: string) {
  const fake = fakeElectron(dir, userData, { gotLock });
  const requireWithFake = (name: string): unknown =>
    name === 'electron' ? fake.electron : realRequire(name);
  const module = { exports: {} };
  const before = process.listeners('unhandledRejection');
  const run = compileFunction(
    mainCode,
    ['require', 'module', 'exports', '__filename', '__dirname'],
    {
      filename: path.join(dir, 'out/main/main.cjs'),
    },
  ) as (...args: unknown[]) => void;
  run(
    requireWithFake,
    module,
    module.exports,
    path.join(dir, 'out/main/main.cjs'),
    path.join(dir, 'out/main'),
  );
  const added = process.listeners('unhandledRejection').filter((l) => !before.includes(l));
  for (const listener of added) process.off('unhandledRejection', listener);
  return { ...fake, addedRejectionListeners: added.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  // Inside the repository so the bundles resolve node_modules exactly as they do from out/.
  await mkdir(path.resolve('out'), { recursive: true });
  dir = await mkdtemp(path.resolve('out', '.main-smoke-'));
  const out = await buildElectron({ outDir: path.join(dir, 'out') });
  mainCode = await readFile(out.main, 'utf8');
  await mkdir(path.join(dir, 'out/renderer/assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'out/renderer/index.html'),
    '<!doctype html><title>console</title>',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('bundled main process with a stand-in Electron', () => {
  it('registers the scheme before ready and quits when another instance holds the lock', () => {
    const { calls, addedRejectionListeners } = boot(false, path.join(dir, 'user-a'));
    expect(calls[0]).toMatch(
      /^protocol\.registerSchemesAsPrivileged .*"scheme":"app".*"standard":true.*"secure":true/,
    );
    expect(calls).toContain('app.requestSingleInstanceLock');
    expect(calls.indexOf('app.enableSandbox')).toBeGreaterThan(0);
    expect(calls.indexOf('app.enableSandbox')).toBeLessThan(
      calls.indexOf('app.requestSingleInstanceLock'),
    );
    expect(calls).toContain('app.quit');
    expect(calls).not.toContain('app.whenReady');
    expect(addedRejectionListeners).toBe(1);
  });

  it('on ready wires protocol, IPC, session and a secure window loading app://console/', async () => {
    const booted = boot(true, path.join(dir, 'user-b'));
    expect(booted.calls).not.toContain('protocol.handle app');
    booted.resolveReady();
    await settle();
    expect(booted.calls).toContain('protocol.handle app');
    expect(booted.calls).not.toContain('app.quit');
    expect(booted.calls).toContain('powerMonitor.on resume');
    // Linux registers the scheme through the installed .desktop file, macOS development not at all.
    if (process.platform === 'win32')
      expect(booted.calls).toContain('app.setAsDefaultProtocolClient missioncontrol');
    else expect(booted.calls).not.toContain('app.setAsDefaultProtocolClient missioncontrol');
    expect(booted.calls).toContain('Tray');
    expect([...booted.ipcHandlers.keys()].sort()).toEqual([...channelNames].sort());

    const [win] = booted.windows;
    expect(booted.windows).toHaveLength(1);
    expect(win!.loaded).toEqual(['app://console/']);
    const prefs = win!.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
    expect(prefs.preload).toBe(path.join(dir, 'out/preload/preload.cjs'));
  });

  it("the wired guards answer: the window's contents refuse navigation, windows and webviews", async () => {
    const booted = boot(true, path.join(dir, 'user-j'));
    booted.resolveReady();
    await settle();
    const contents = booted.windows[0]!.webContents;
    // Applied through web-contents-created; called here as Electron would call them.
    const navigate = (event: string, url: string) => {
      let prevented = false;
      contents.emit(event, { url, preventDefault: () => (prevented = true) });
      return prevented;
    };
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(navigate(event, 'https://evil.example/phish'), event).toBe(true);
      expect(navigate(event, 'file:///etc/passwd'), event).toBe(true);
      expect(navigate(event, 'app://console/health'), event).toBe(false);
    }
    expect(navigate('will-attach-webview', 'app://console/')).toBe(true);

    // New windows: never an Electron window; a safe https link goes to the OS browser, others nowhere.
    const open = contents.openHandler!;
    expect(open({ url: 'https://docs.example.com/guide' })).toEqual({ action: 'deny' });
    expect(open({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(open({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    await settle();
    expect(booted.windows).toHaveLength(1);
    expect(booted.calls.filter((call) => call.startsWith('shell.openExternal'))).toEqual([
      'shell.openExternal https://docs.example.com/guide',
    ]);
  });

  it('the wired session answers: permissions refused but the clipboard, downloads ask where to save', async () => {
    const userData = path.join(dir, 'user-k');
    const booted = boot(true, userData);
    booted.resolveReady();
    await settle();
    const [onRequest, onCheck] = booted.permissionHandlers;
    const request = (permission: string, requestingUrl: string, isMainFrame = true) => {
      const answers: unknown[] = [];
      onRequest!({}, permission, (granted: boolean) => answers.push(granted), {
        isMainFrame,
        requestingUrl,
      });
      return answers;
    };
    expect(request('media', 'app://console/')).toEqual([false]);
    expect(request('geolocation', 'app://console/')).toEqual([false]);
    expect(request('openExternal', 'app://console/')).toEqual([false]);
    expect(request('clipboard-sanitized-write', 'app://console/')).toEqual([true]);
    expect(request('clipboard-sanitized-write', 'https://evil.example/')).toEqual([false]);
    expect(request('clipboard-sanitized-write', 'app://console/', false)).toEqual([false]);
    const check = (permission: string, origin: string) =>
      onCheck!({}, permission, origin, { isMainFrame: true, requestingUrl: origin });
    expect(check('notifications', 'app://console/')).toBe(false);
    expect(check('clipboard-sanitized-write', 'app://console/')).toBe(true);

    // A download (a topology snapshot) asks where to save it, in Downloads, under its own name
    // only: a path in the name the page or server gave cannot choose the folder.
    const download = booted.sessionListeners.get('will-download')!;
    const dialogs: unknown[] = [];
    for (const name of ['snapshot.zip', '../../.ssh/authorized_keys', '..\\..\\evil.exe']) {
      download(
        {},
        {
          getFilename: () => name,
          setSaveDialogOptions: (options: unknown) => dialogs.push(options),
        },
      );
    }
    const downloads = path.join(userData, 'Downloads');
    expect(dialogs).toEqual([
      { title: 'Save snapshot.zip', defaultPath: path.join(downloads, 'snapshot.zip') },
      { title: 'Save authorized_keys', defaultPath: path.join(downloads, 'authorized_keys') },
      { title: 'Save evil.exe', defaultPath: path.join(downloads, 'evil.exe') },
    ]);
  });

  it('answers app:info for the app origin and refuses others', async () => {
    const booted = boot(true, path.join(dir, 'user-c'));
    booted.resolveReady();
    await settle();
    const info = booted.ipcHandlers.get('app:info')!;
    const trusted = { senderFrame: { url: 'app://console/', parent: null } };
    await expect(info(trusted, {})).resolves.toMatchObject({
      ok: true,
      value: { mode: 'electron', version: '0.1.0' },
    });
    const iframe = { senderFrame: { url: 'app://console/', parent: {} } };
    await expect(info(iframe, {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
  });

  it('keeps settings in the user-data folder through electron-store', async () => {
    const userData = path.join(dir, 'user-d');
    const booted = boot(true, userData);
    booted.resolveReady();
    await settle();
    const set = booted.ipcHandlers.get('settings:set')!;
    const sender = { senderFrame: { url: 'app://console/', parent: null } };
    await expect(set(sender, { theme: 'dark' })).resolves.toMatchObject({
      ok: true,
      value: { theme: 'dark' },
    });
    const stored = JSON.parse(await readFile(path.join(userData, 'settings.json'), 'utf8')) as {
      theme: string;
    };
    expect(stored.theme).toBe('dark');
    // electron-store's renderer-side sync channel is not left open.
    const ipcMain = booted.electron.ipcMain;
    expect(ipcMain.listenerCount('electron-store-get-data')).toBe(0);
  });

  it('serves the renderer over app:// with the Content-Security-Policy', async () => {
    const booted = boot(true, path.join(dir, 'user-e'));
    booted.resolveReady();
    await settle();
    const response = await booted.scheme()!(new Request('app://console/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<title>console</title>');
  });

  it('remembers the window bounds on close', async () => {
    const userData = path.join(dir, 'user-f');
    const booted = boot(true, userData);
    booted.resolveReady();
    await settle();
    const win = booted.windows[0]!;
    Object.assign(win, {
      isMinimized: () => false,
      isFullScreen: () => false,
      isMaximized: () => true,
      getNormalBounds: () => ({ x: 40, y: 50, width: 1300, height: 850 }),
    });
    win.emit('close');
    const stored = JSON.parse(await readFile(path.join(userData, 'settings.json'), 'utf8')) as {
      window: unknown;
    };
    expect(stored.window).toEqual({ x: 40, y: 50, width: 1300, height: 850, maximized: true });
  });

  it('opens another window on an organisation without moving the remembered one', async () => {
    const userData = path.join(dir, 'user-g');
    const booted = boot(true, userData);
    booted.resolveReady();
    await settle();
    const open = booted.ipcHandlers.get('app:openWindow')!;
    const sender = { senderFrame: { url: 'app://console/', parent: null } };
    await expect(open(sender, { orgId: 'sandbox' })).resolves.toEqual({
      ok: true,
      value: { opened: true },
    });
    expect(booted.windows).toHaveLength(2);
    expect(booted.windows[1]!.loaded).toEqual(['app://console/?org=sandbox']);
    expect(booted.windows[1]!.listenerCount('close')).toBe(0);
    expect(booted.windows[0]!.listenerCount('close')).toBe(1);
  });

  it('runs the Sandbox organisation in a utility process behind the gateway, and stops it on quit', async () => {
    const booted = boot(true, path.join(dir, 'user-h'));
    booted.resolveReady();
    await settle();
    const response = await booted.scheme()!(
      new Request('app://console/org/sandbox/api/about', {
        headers: { 'sec-fetch-dest': 'empty' }, // as the renderer's fetch: the gateway wants it
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as { Version?: string }).Version).toBeTruthy();
    expect(booted.calls).toContain('utilityProcess.fork cli.mjs ["ignore","pipe","pipe"]');
    expect(booted.calls).toContain('net.request /about');
    const [child] = booted.children;
    expect(child?.exitCode).toBeNull();

    const exited = new Promise<[number | null, string | null]>((resolve) =>
      child!.once('exit', (code, signal) => resolve([code, signal])),
    );
    let prevented = false;
    booted.electron.app.emit('will-quit', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    // Asked to close, it closed its database and exited by itself: no kill signal.
    expect(await exited).toEqual([0, null]);
    await settle();
    expect(booted.calls).toContain('app.quit');
  }, 120_000);

  it('reloads a crashed renderer once, then stays on a static error page', async () => {
    const booted = boot(true, path.join(dir, 'user-i'));
    booted.resolveReady();
    await settle();
    const win = booted.windows[0]!;
    win.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    win.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    win.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    expect(win.loaded[0]).toBe('app://console/');
    expect(win.loaded[1]).toBe('app://console/');
    expect(win.loaded.slice(2).every((url) => url.startsWith('data:text/html'))).toBe(true);
    expect(win.loaded).toHaveLength(4);
  });
});
