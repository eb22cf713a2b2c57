// What the desktop app does beyond a browser tab, in real Electron (issue 20): a deep link on the
// command line of a cold start lands on its organisation and route; the same link given to a
// second instance is handed to the first one (which navigates) while the second exits; the
// application menu has File, Edit, View, Go, Window and Help with the palette under Go; a refused
// link never navigates. Runs where the Electron binary exists (the PR and release workflows);
// elsewhere it prints "skipped: no Electron binary (…)" and skips.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { buildElectronForE2e, type E2eElectronBuild } from '../../scripts/electron-e2e-build.ts';
import { locateElectronBinary } from './electron-binary.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const binary = locateElectronBinary(repoRoot);
const binaryPath = 'path' in binary ? binary.path : '';
const LINK = 'missioncontrol://sandbox/settings/connections';

test.describe('Electron desktop integration', () => {
  let app: ElectronApplication | undefined;
  let built: E2eElectronBuild | undefined;
  let mainScript = '';
  let userData = '';

  test.beforeAll(async () => {
    if ('missing' in binary) return;
    const renderer = path.join(repoRoot, 'out', 'renderer');
    if (!existsSync(path.join(renderer, 'index.html')))
      throw new Error('out/renderer is not built: run `npm run build` first');
    // Inside the repository (out/e2e-electron/), where main's packages resolve.
    built = await buildElectronForE2e('desktop', renderer);
    mainScript = built.main;
    userData = built.userDataDir;
    // A cold start with a deep link on its command line, as the OS starts a registered handler.
    app = await electron.launch({
      executablePath: binaryPath,
      args: [mainScript, LINK],
      env: { ...process.env, MCD_E2E_USER_DATA_DIR: userData },
    });
  });

  test.afterAll(async () => {
    await app?.close();
    await built?.dispose();
  });

  const skipWithoutBinary = () => {
    if (!('missing' in binary)) return false;
    const reason = `skipped: no Electron binary (${binary.missing})`;
    console.log(reason);
    test.skip(true, reason);
    return true;
  };

  test('a cold start with a deep link lands on its organisation and route', async () => {
    if (skipWithoutBinary()) return;
    const window = await app!.firstWindow();
    await expect
      .poll(() => window.url(), { timeout: 60_000 })
      .toMatch(/^app:\/\/console\/settings\/connections/);
    await expect(window.getByRole('heading', { name: 'Connections' })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a second instance hands its link to the first and exits', async () => {
    if (skipWithoutBinary()) return;
    const window = await app!.firstWindow();
    const second = spawn(
      binaryPath,
      [mainScript, 'missioncontrol://sandbox/settings/feature-flags'],
      {
        env: { ...process.env, MCD_E2E_USER_DATA_DIR: userData },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => second.once('exit', resolve));
    await expect.poll(() => window.url(), { timeout: 60_000 }).toMatch(/\/settings\/feature-flags/);
    // The instance lock sent it away: it did not open a window of its own.
    await exited;
    expect(await app!.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(
      1,
    );
  });

  test('a link outside the console is refused and never navigates', async () => {
    if (skipWithoutBinary()) return;
    const window = await app!.firstWindow();
    const before = window.url();
    const second = spawn(binaryPath, [mainScript, 'missioncontrol://sandbox/../../etc/passwd'], {
      env: { ...process.env, MCD_E2E_USER_DATA_DIR: userData },
      stdio: 'ignore',
    });
    await new Promise((resolve) => second.once('exit', resolve));
    expect(window.url()).toBe(before);
  });

  test('the application menu has the desktop menus and the palette under Go', async () => {
    if (skipWithoutBinary()) return;
    const menus = await app!.evaluate(({ Menu }) =>
      (Menu.getApplicationMenu()?.items ?? []).map((item) => ({
        label: item.label,
        items: (item.submenu?.items ?? []).map((sub) => sub.label),
      })),
    );
    const labels = menus.map((menu) => menu.label);
    for (const name of ['File', 'Edit', 'View', 'Go', 'Window', 'Help'])
      expect(labels).toContain(name);
    const go = menus.find((menu) => menu.label === 'Go');
    expect(go?.items).toEqual(expect.arrayContaining(['Back', 'Forward', 'Command Palette…']));
    const view = menus.find((menu) => menu.label === 'View');
    expect(view?.items).toEqual(expect.arrayContaining(['Toggle Sidebar', 'Find in Page']));
  });
});
