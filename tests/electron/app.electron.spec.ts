// Launches the bundled app in real Electron and checks the window loads from app://console/, the
// sandboxed renderer has no Node, and `window.desktop.app.info()` answers through IPC. The e2e
// bundle flavour runs in a throw-away user-data folder. Without an Electron binary it prints
// "skipped: no Electron binary (…)" and skips instead of failing.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { channelNames, splitChannel } from '../../preload/contract/channels.ts';
import { buildElectronForE2e, type E2eElectronBuild } from '../../scripts/electron-e2e-build.ts';
import { locateElectronBinary } from './electron-binary.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const binary = locateElectronBinary(repoRoot);

test.describe('Electron app', () => {
  let app: ElectronApplication | undefined;
  let built: E2eElectronBuild | undefined;

  test.beforeAll(async () => {
    if ('missing' in binary) return;
    const renderer = path.join(repoRoot, 'out', 'renderer');
    if (!existsSync(path.join(renderer, 'index.html')))
      throw new Error('out/renderer is not built: run `npm run build` first');
    // Inside the repository (out/e2e-electron/), where main's packages resolve.
    built = await buildElectronForE2e('app', renderer);
    app = await electron.launch({
      executablePath: binary.path,
      args: [built.main],
      env: { ...process.env, MCD_E2E_USER_DATA_DIR: built.userDataDir },
    });
  });

  test.afterAll(async () => {
    await app?.close();
    await built?.dispose();
  });

  test('opens the console window and answers app:info over IPC', async () => {
    if ('missing' in binary) {
      const reason = `skipped: no Electron binary (${binary.missing})`;
      console.log(reason);
      test.skip(true, reason);
      return;
    }
    const window = await app!.firstWindow();
    await window.waitForLoadState('domcontentloaded');
    expect(window.url()).toMatch(/^app:\/\/console\//);

    const sandboxed = await window.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      desktopKeys: Object.keys((globalThis as unknown as { desktop: object }).desktop).sort(),
    }));
    expect(sandboxed.require).toBe('undefined');
    expect(sandboxed.process).toBe('undefined');
    expect(sandboxed.desktopKeys).toEqual(
      [...new Set(channelNames.map((name) => splitChannel(name).area))].sort(),
    );

    const info = await window.evaluate(() =>
      (
        globalThis as unknown as { desktop: { app: { info(): Promise<unknown> } } }
      ).desktop.app.info(),
    );
    expect(info).toMatchObject({
      ok: true,
      value: { mode: 'electron', name: 'Mission Control Desktop' },
    });

    const windows = await app!.evaluate(({ BrowserWindow }) =>
      BrowserWindow.getAllWindows().map((w) => ({
        visible: w.isVisible(),
        url: w.webContents.getURL(),
      })),
    );
    expect(windows).toEqual([
      { visible: true, url: expect.stringMatching(/^app:\/\/console\//) as unknown as string },
    ]);

    // The navigation guard keeps the window on our origin.
    await window.evaluate(() => {
      location.href = 'https://example.com/';
    });
    await window.waitForTimeout(500);
    expect(window.url()).toMatch(/^app:\/\/console\//);
  });
});
