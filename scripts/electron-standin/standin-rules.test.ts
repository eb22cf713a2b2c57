// The stand-in must refuse what Electron refuses, or the tests that run main under it prove less
// than they claim.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeElectron } from './fake-electron.ts';
import { ElectronRuleError, secondInstanceArgv } from './standin-app.ts';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mcd-standin-'));
  server = createServer((request, response) => {
    if (request.url === '/moved') response.writeHead(302, { location: '/here' }).end();
    else response.writeHead(200).end('here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const fake = (isPackaged = false) =>
  createFakeElectron({ root: path.join(dir, 'root'), isPackaged, gotLock: true });

describe('stand-in Electron rules', () => {
  it('privileged schemes: before ready only, once', () => {
    const before = fake();
    before.electron.protocol.registerSchemesAsPrivileged([{ scheme: 'app' }]);
    expect(() => before.electron.protocol.registerSchemesAsPrivileged([])).toThrow(
      ElectronRuleError,
    );
    const after = fake();
    after.emitReady();
    expect(() => after.electron.protocol.registerSchemesAsPrivileged([])).toThrow(
      /before app is ready/,
    );
  });

  it('protocol.handle: after ready only, once per scheme', () => {
    const electron = fake();
    const handler = () => new Response('');
    expect(() => electron.electron.protocol.handle('app', handler)).toThrow(/before the app/);
    electron.emitReady();
    electron.electron.protocol.handle('app', handler);
    expect(() => electron.electron.protocol.handle('app', handler)).toThrow(
      'Failed to register protocol: app',
    );
  });

  it('windows, sessions, the tray and utility processes only after ready; enableSandbox only before', () => {
    const electron = fake();
    expect(() => new electron.electron.BrowserWindow({})).toThrow(/before app is ready/);
    expect(() => electron.electron.session.defaultSession).toThrow(/when app is ready/);
    expect(() => new electron.electron.Tray()).toThrow(ElectronRuleError);
    expect(() => electron.electron.utilityProcess.fork('x.js', [], {})).toThrow(ElectronRuleError);
    electron.emitReady();
    expect(() => electron.electron.app.enableSandbox()).toThrow(/before app is ready/);
  });

  it('app.getPath and setPath take the documented names only', () => {
    const { app } = fake().electron;
    expect(app.getPath('userData')).toBe(path.join(dir, 'root', 'user-data'));
    expect(() => app.getPath('cache')).toThrow(/Failed to get 'cache' path/);
    expect(() => app.setPath('configDir', dir)).toThrow(ElectronRuleError);
  });

  it('app.isPackaged and argv both ways; a Windows second instance carries its switch', () => {
    expect(fake(true).electron.app.isPackaged).toBe(true);
    expect(fake(true).argv('/out/main/main.cjs', ['x'])).toEqual([
      path.join(dir, 'root', 'Mission Control Desktop'),
      'x',
    ]);
    expect(fake(false).argv('/out/main/main.cjs', [])).toHaveLength(2);
    expect(
      secondInstanceArgv({ isPackaged: true, platform: 'win32' }, 'MC.exe', 'm', ['l']),
    ).toEqual(['MC.exe', '--allow-file-access-from-files', 'l']);
  });

  it('ipcMain.handle once per channel', () => {
    const { ipcMain } = fake().electron;
    ipcMain.handle('app:info', () => null);
    expect(() => ipcMain.handle('app:info', () => null)).toThrow(/second handler/);
  });

  it("net.fetch: with redirect 'manual' every 3xx rejects, as Electron cancels it", async () => {
    const electron = fake();
    await expect(electron.electron.net.fetch(`${base}/here`)).rejects.toThrow(ElectronRuleError);
    electron.emitReady();
    await expect(
      electron.electron.net.fetch(`${base}/moved`, { redirect: 'manual' }),
    ).rejects.toThrow('Redirect was cancelled');
    const followed = await electron.electron.net.fetch(`${base}/moved`);
    expect(await followed.text()).toBe('here');
  });

  it('a window loading app:// before protocol.handle fails as Electron does', async () => {
    const electron = fake();
    electron.emitReady();
    const win = new electron.electron.BrowserWindow({});
    await expect(win.loadURL('app://console/')).rejects.toThrow(/ERR_UNKNOWN_URL_SCHEME/);
    electron.electron.protocol.handle('app', () => new Response('<title>ok</title>'));
    await win.loadURL('app://console/');
    expect(win.loads.map((load) => load.ok)).toEqual([false, true]);
  });

  it('a sandboxed preload may require only electron, events, timers and url', async () => {
    const electron = fake();
    electron.emitReady();
    electron.electron.protocol.handle('app', () => new Response(''));
    const allowed = path.join(dir, 'allowed.cjs');
    await writeFile(
      allowed,
      "require('events'); require('timers'); require('url');\n" +
        "require('electron').contextBridge.exposeInMainWorld('ok', true);",
    );
    const win = new electron.electron.BrowserWindow({ webPreferences: { preload: allowed } });
    await win.loadURL('app://console/');
    expect(win.webContents.exposed.get('ok')).toBe(true);

    for (const name of ['fs', 'node:path', './helper.cjs', 'zod']) {
      const refused = path.join(dir, `refused-${name.replace(/\W/g, '')}.cjs`);
      await writeFile(refused, `require(${JSON.stringify(name)});`);
      const other = new electron.electron.BrowserWindow({ webPreferences: { preload: refused } });
      await other.loadURL('app://console/');
      expect(other.preloadErrors.map((error) => error.message)).toEqual([
        expect.stringContaining('a sandboxed preload cannot load it'),
      ]);
    }
  });
});
