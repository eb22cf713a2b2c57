// The packaged app's start-up (app.isPackaged true) on the bundle as shipped, under the strict
// stand-in Electron (scripts/electron-standin/): it must reach its first window loading app://,
// set up update checks with the real electron-updater (a CommonJS package, so `import()` gives it
// on `.default`), and run the Sandbox in a utility process. Issue 38 items 1, 10 and 11: a failed
// update set-up used to exit the app, and a window opened by `second-instance` or `activate`
// while start-up ran could load app:// before its handler existed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bootMain,
  buildForStandin,
  disposeStandin,
  waitFor,
  type BuiltApp,
  type Booted,
} from './electron-standin/boot-main.ts';

const LINK = 'missioncontrol://sandbox/settings/connections';
const OPEN_LINK_URL = `app://console/open?link=${encodeURIComponent(LINK)}`;
let built: BuiltApp;

beforeAll(async () => {
  built = await buildForStandin();
});
afterAll(async () => {
  await disposeStandin(built);
});

interface UpdaterState {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  listenerCount(event: string): number;
}

/** electron-updater's own autoUpdater, the object main configured (same module instance). */
function realAutoUpdater(): UpdaterState {
  const requireFromBundle = createRequire(built.main);
  return (requireFromBundle('electron-updater') as { autoUpdater: UpdaterState }).autoUpdater;
}

function expectEveryLoadSucceeded(booted: Booted): void {
  const loads = booted.windows.flatMap((win) => win.loads);
  expect(loads.length).toBeGreaterThan(0);
  expect(loads.filter((load) => !load.ok)).toEqual([]);
  expect(booted.windows.flatMap((win) => win.preloadErrors)).toEqual([]);
}

describe('packaged start-up under the strict stand-in Electron', () => {
  it('reaches the first window on app:// and sets up update checks with electron-updater', async () => {
    const booted = bootMain(built, { name: 'packaged', isPackaged: true, gotLock: true });
    await booted.start();
    expect(booted.exits).toEqual([]);
    expect(booted.calls).not.toContain('app.exit 1');
    expect(booted.windows).toHaveLength(1);
    expect(booted.windows[0]!.loads).toEqual([{ url: 'app://console/', ok: true }]);
    // A packaged app is the protocol client itself (no script path to pass); on Linux the
    // installed .desktop file registers the scheme instead.
    if (process.platform !== 'linux')
      expect(booted.calls).toContain('app.setAsDefaultProtocolClient missioncontrol');
    else expect(booted.calls).not.toContain('app.setAsDefaultProtocolClient missioncontrol');

    // Update set-up follows the first window; electron-updater's autoUpdater is configured.
    await waitFor(
      () => realAutoUpdater().listenerCount('update-downloaded') > 0,
      'update checks to be set up',
    );
    // Downloads in the background; installs only after our own signature check (never on quit).
    expect(realAutoUpdater()).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: false });

    // The shipped preload runs sandboxed and reaches the registered IPC handlers.
    const desktop = booted.windows[0]!.webContents.exposed.get('desktop') as {
      app: { info: (request: object) => Promise<unknown> };
    };
    await expect(desktop.app.info({})).resolves.toMatchObject({ ok: true });

    // The Sandbox organisation answers through the gateway from its utility process.
    const response = await booted.scheme()!(
      new Request('app://console/org/sandbox/api/about', {
        headers: { 'sec-fetch-dest': 'empty' },
      }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(booted.calls).toContain('utilityProcess.fork cli.mjs ["ignore","pipe","pipe"]');
    const [child] = booted.children;
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      child!.once('exit', (code, signal) => resolve([code, signal])),
    );
    booted.electron.app.emit('will-quit', { preventDefault: () => undefined });
    await exited;
    await waitFor(() => booted.calls.includes('app.quit'), 'app.quit after the shutdown');
  }, 240_000);

  it('second-instance and activate during start-up open no window before app:// is handled', async () => {
    const booted = bootMain(built, { name: 'early-events', isPackaged: true, gotLock: true });
    // The OS may deliver these at any moment from `ready` on: between any two steps of start-up
    // that await, so on every microtask turn (bounded) as well as every event-loop turn.
    let firing = true;
    const fireOnce = () => {
      booted.secondInstance(built.main, []);
      booted.electron.app.emit('activate');
    };
    const everyMicrotask = async () => {
      for (let turn = 0; firing && turn < 20_000; turn += 1) {
        fireOnce();
        await Promise.resolve();
      }
    };
    const everyTurn = () => {
      if (!firing) return;
      fireOnce();
      setImmediate(everyTurn);
    };
    booted.emitReady();
    void everyMicrotask();
    everyTurn();
    await waitFor(() => booted.windows.some((win) => win.loads.length > 0), 'the first window');
    firing = false;
    const handled = booted.calls.indexOf('protocol.handle app');
    const firstWindow = booted.calls.findIndex((call) => call.startsWith('new BrowserWindow'));
    expect(handled).toBeGreaterThanOrEqual(0);
    expect(firstWindow).toBeGreaterThan(handled);
    expectEveryLoadSucceeded(booted);
    expect(booted.windows).toHaveLength(1);
  });

  it('a link on a cold start, or from a second instance (Windows argv) mid-start, opens in the first window', async () => {
    const cold = bootMain(built, {
      name: 'cold-link',
      isPackaged: true,
      gotLock: true,
      argv: [LINK],
    });
    await cold.start();
    expect(cold.windows.map((win) => win.loaded)).toEqual([[OPEN_LINK_URL]]);
    expectEveryLoadSucceeded(cold);

    const second = bootMain(built, {
      name: 'second-link',
      isPackaged: true,
      gotLock: true,
      platform: 'win32',
    });
    second.emitReady();
    second.secondInstance(built.main, [LINK]);
    await second.start();
    expect(second.windows.map((win) => win.loaded)).toEqual([[OPEN_LINK_URL]]);
    expectEveryLoadSucceeded(second);
  });

  it("reaches the OS keychain through the shipped bundle's @napi-rs/keyring", async () => {
    // A backend that answers the probe of a new organisation, over the stand-in net.request.
    const server = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"appVersion":"v0.0.1"}'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const booted = bootMain(built, { name: 'keychain', isPackaged: true, gotLock: true });
      await booted.start();
      const desktop = booted.windows[0]!.webContents.exposed.get('desktop') as {
        orgs: { add: (request: object) => Promise<{ ok: boolean; value?: { id: string } }> };
        auth: { status: (request: object) => Promise<{ ok: boolean; value?: object }> };
      };
      const { port } = server.address() as AddressInfo;
      const added = await desktop.orgs.add({
        name: 'Remote',
        url: `http://127.0.0.1:${port}`,
        prefix: '/api',
      });
      expect(added.ok).toBe(true);
      const status = await desktop.auth.status({ orgId: added.value!.id });
      expect(status.ok).toBe(true);
      // Needs a sign-in where a keychain service runs; refused where none does (as here). Never
      // "cannot be used", which is what a keyring module that does not load from the bundle gives.
      const { state, message } = status.value as { state: string; message?: string | null };
      expect(['needs-sign-in', 'keychain-unavailable']).toContain(state);
      expect(message ?? '').not.toMatch(/cannot be used|Cannot find module/);
      expect(booted.calls).toContain('net.request /api/about');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
