// Boots the real bundled main process (out/main/main.cjs, built as shipped) in Node with the strict
// stand-in `electron` module (scripts/electron-standin/), since no Electron binary can run here, in
// development mode (app.isPackaged false). Proves the composition root wires what issue 2 asks
// for: scheme privileges before ready, single-instance lock, one IPC handler per channel answering
// through the router, app:// serving the renderer with the CSP, the window created with the secure
// options and loaded from app://console/, hardened contents. The packaged start-up:
// electron-main-packaged.test.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelNames } from '../preload/contract/channels.ts';
import {
  bootMain,
  buildForStandin,
  disposeStandin,
  waitFor,
  type BuiltApp,
} from './electron-standin/boot-main.ts';

let built: BuiltApp;
let dir: string;

function boot(gotLock: boolean, name: string) {
  return bootMain(built, { name, gotLock, isPackaged: false });
}

beforeAll(async () => {
  built = await buildForStandin();
  dir = built.dir;
});
afterAll(async () => {
  await disposeStandin(built);
});

describe('bundled main process with a stand-in Electron', () => {
  it('registers the scheme before ready and quits when another instance holds the lock', () => {
    const { calls, addedRejectionListeners } = boot(false, 'user-a');
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
    const booted = boot(true, 'user-b');
    expect(booted.calls).not.toContain('protocol.handle app');
    await booted.start();
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
    // The shipped preload ran sandboxed and its API answers through the registered handlers.
    expect(win!.loads).toEqual([{ url: 'app://console/', ok: true }]);
    const desktop = win!.webContents.exposed.get('desktop') as {
      app: { info: (request: object) => Promise<unknown> };
    };
    await expect(desktop.app.info({})).resolves.toMatchObject({
      ok: true,
      value: { mode: 'electron' },
    });
  });

  it("the wired guards answer: the window's contents refuse navigation, windows and webviews", async () => {
    const booted = boot(true, 'user-j');
    await booted.start();
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
    await waitFor(
      () => booted.calls.some((call) => call.startsWith('shell.openExternal')),
      'the link to reach the OS browser',
    );
    expect(booted.windows).toHaveLength(1);
    expect(booted.calls.filter((call) => call.startsWith('shell.openExternal'))).toEqual([
      'shell.openExternal https://docs.example.com/guide',
    ]);
  });

  it('the wired session answers: permissions refused but the clipboard, downloads ask where to save', async () => {
    const booted = boot(true, 'user-k');
    const userData = booted.electron.app.getPath('userData');
    await booted.start();
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
    const booted = boot(true, 'user-c');
    await booted.start();
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
    const booted = boot(true, 'user-d');
    const userData = booted.electron.app.getPath('userData');
    await booted.start();
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
    const booted = boot(true, 'user-e');
    await booted.start();
    const response = await booted.scheme()!(new Request('app://console/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<title>console</title>');
  });

  it('remembers the window bounds on close', async () => {
    const booted = boot(true, 'user-f');
    const userData = booted.electron.app.getPath('userData');
    await booted.start();
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
    const booted = boot(true, 'user-g');
    await booted.start();
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
    const booted = boot(true, 'user-h');
    await booted.start();
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
    await waitFor(() => booted.calls.includes('app.quit'), 'app.quit after the shutdown');
    expect(booted.calls).toContain('app.quit');
  }, 120_000);

  it('reloads a crashed renderer once, then stays on a static error page', async () => {
    const booted = boot(true, 'user-i');
    await booted.start();
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
