import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEEP_LINK_SCHEME } from '../../preload/contract/deep-links.ts';
import { registerProtocolClient } from './electron-protocol-client.ts';

function fakeApp(isPackaged: boolean) {
  const calls: unknown[][] = [];
  return {
    calls,
    app: {
      isPackaged,
      setAsDefaultProtocolClient: (...args: unknown[]) => {
        calls.push(args);
        return true;
      },
    },
  };
}

const argv = ['electron', 'out/main/main.cjs'];

describe('deep-link registration', () => {
  it('never registers on Linux, where the installed .desktop file does it', () => {
    for (const packaged of [true, false]) {
      const { app, calls } = fakeApp(packaged);
      registerProtocolClient(app, () => undefined, argv, 'linux');
      expect(calls).toEqual([]);
    }
  });

  it('skips a macOS development run (it would register Electron.app) and says so', () => {
    const { app, calls } = fakeApp(false);
    const logged: string[] = [];
    registerProtocolClient(app, (message) => logged.push(message), argv, 'darwin');
    expect(calls).toEqual([]);
    expect(logged[0]).toMatch(/Electron\.app/);
    const packaged = fakeApp(true);
    registerProtocolClient(packaged.app, () => undefined, argv, 'darwin');
    expect(packaged.calls).toEqual([[DEEP_LINK_SCHEME]]);
  });

  it('on Windows in development, starts Electron with the app script again', () => {
    const { app, calls } = fakeApp(false);
    registerProtocolClient(app, () => undefined, argv, 'win32');
    expect(calls).toEqual([
      [DEEP_LINK_SCHEME, process.execPath, [path.resolve('out/main/main.cjs')]],
    ]);
    const packaged = fakeApp(true);
    registerProtocolClient(packaged.app, () => undefined, argv, 'win32');
    expect(packaged.calls).toEqual([[DEEP_LINK_SCHEME]]);
  });
});
