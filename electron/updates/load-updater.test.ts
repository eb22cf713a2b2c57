// The real electron-updater module, loaded the way main loads it, is exercised by
// scripts/electron-main-packaged.test.ts under the stand-in Electron (importing it here would load
// the real `electron` package, which tries to download its binary).
import { describe, expect, it, vi } from 'vitest';
import { autoUpdaterOf, setUpUpdates } from './load-updater.ts';
import type { Updater } from './update-checks.ts';

function fakeUpdater(): Updater {
  return {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: () => Promise.resolve(null),
    on: () => undefined,
    quitAndInstall: () => undefined,
  };
}

/** What `import()` of electron-updater gives: a namespace whose `autoUpdater` is only on `.default`. */
function commonJsNamespace(updater: unknown) {
  const exports = {};
  Object.defineProperty(exports, 'autoUpdater', { enumerable: true, get: () => updater });
  return { default: exports, __esModule: true, AppUpdater: class {} };
}

describe('autoUpdaterOf', () => {
  it('finds autoUpdater on .default, where import() of a CommonJS package puts it', () => {
    const updater = fakeUpdater();
    const imported = commonJsNamespace(updater);
    expect((imported as { autoUpdater?: unknown }).autoUpdater).toBeUndefined();
    expect(autoUpdaterOf(imported)).toBe(updater);
  });

  it('also takes a module that has it directly (an ES module build)', () => {
    const updater = fakeUpdater();
    expect(autoUpdaterOf({ autoUpdater: updater })).toBe(updater);
  });

  it('says so when there is none', () => {
    expect(() => autoUpdaterOf({ default: {} })).toThrow(/did not provide an autoUpdater/);
    expect(() => autoUpdaterOf(null)).toThrow(/did not provide an autoUpdater/);
  });
});

describe('setUpUpdates', () => {
  it('starts the checks with the updater', async () => {
    const updater = fakeUpdater();
    const start = vi.fn(() => 'checks');
    await expect(
      setUpUpdates(() => Promise.resolve(commonJsNamespace(updater)), start, vi.fn()),
    ).resolves.toBe('checks');
    expect(start).toHaveBeenCalledWith(updater);
  });

  it.each([
    ['the import rejects', () => Promise.reject(new Error('Cannot find module')), () => 'x'],
    ['the module has no updater', () => Promise.resolve({ default: {} }), () => 'x'],
    [
      'constructing the updater throws',
      () =>
        Promise.resolve({
          default: Object.defineProperty({}, 'autoUpdater', {
            get: () => {
              throw new Error('ERR_UPDATER_INVALID_VERSION');
            },
          }),
        }),
      () => 'x',
    ],
    [
      'starting the checks throws',
      () => Promise.resolve(commonJsNamespace(fakeUpdater())),
      () => {
        throw new Error('boom');
      },
    ],
  ])('logs and answers null when %s: start-up goes on', async (_case, load, start) => {
    const log = vi.fn();
    await expect(setUpUpdates(load, start, log)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('update checks are off'),
      expect.any(Error),
    );
  });
});
