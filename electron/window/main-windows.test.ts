import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserWindow, Screen } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../preload/contract/settings.ts';
import type { Core } from '../core.ts';
import { MainWindows, type MainWindowsDeps } from './main-windows.ts';
import { WINDOW_LIST_FILE } from './window-list.ts';

let nextId = 1;
/** A BrowserWindow stand-in: the URLs it loaded and whether it was brought forward. */
class FakeWindow extends EventEmitter {
  static all: FakeWindow[] = [];
  static focused: FakeWindow | null = null;
  static getFocusedWindow = () => FakeWindow.focused as unknown as BrowserWindow | null;
  static getAllWindows = () => FakeWindow.all as unknown as BrowserWindow[];
  readonly loaded: string[] = [];
  focused = 0;
  readonly webContents = Object.assign(new EventEmitter(), {
    id: nextId++,
    getURL: () => this.loaded.at(-1) ?? '',
  });
  constructor() {
    super();
    FakeWindow.all.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
  isDestroyed = () => false;
  isMinimized = () => false;
  isMaximized = () => false;
  getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 800 });
  show() {}
  focus() {
    this.focused++;
  }
}

const area = { x: 0, y: 0, width: 1920, height: 1080 };
const screen = {
  getPrimaryDisplay: () => ({ id: 1, workArea: area }),
  getAllDisplays: () => [{ id: 1, workArea: area }],
} as unknown as Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;
const core = {
  settings: { get: () => ({ window: null }) as unknown as Settings, update: () => ({}) },
} as unknown as Core;

let dir = '';
function windows(): MainWindows {
  dir = mkdtempSync(path.join(tmpdir(), 'mcd-windows-'));
  FakeWindow.all = [];
  FakeWindow.focused = null;
  return new MainWindows({
    BrowserWindow: FakeWindow as unknown as MainWindowsDeps['BrowserWindow'],
    screen: () => screen,
    userDataDir: () => dir,
    outDir: '/out',
    title: 'Mission Control',
    log: () => undefined,
  });
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the app windows', () => {
  it('opens no window before the core is ready (app:// would have no handler)', async () => {
    const app = windows();
    expect(await app.openOrgWindow('acme')).toBe(false);
    app.focusMain();
    app.activate();
    expect(FakeWindow.all).toHaveLength(0);
  });

  it('restores the saved windows, the first as the main one, each on its organisation', () => {
    const app = windows();
    const saved = (orgId: string, route: string) => ({
      orgId,
      route,
      bounds: { x: 0, y: 0, width: 1000, height: 700 },
      maximized: false,
    });
    writeFileSync(
      path.join(dir, WINDOW_LIST_FILE),
      JSON.stringify({
        version: 1,
        windows: [saved('acme', '/incidents'), saved('globex', '/catalog')],
      }),
    );
    app.ready(core);
    app.restore('app://console/');
    const [main, other] = FakeWindow.all;
    expect(FakeWindow.all).toHaveLength(2);
    expect(main!.loaded[0]).toContain('/incidents');
    expect(main!.loaded[0]).toContain('org=acme');
    expect(other!.loaded[0]).toContain('org=globex');
    expect(app.orgOf(other!.webContents.id)).toBe('globex');
    app.focusOrg('globex');
    expect(other!.focused).toBe(1);
  });

  it('opens routes in the main window and new windows on the focused window organisation', () => {
    const app = windows();
    app.ready(core);
    app.restore('app://console/');
    const [main] = FakeWindow.all;
    app.setOrg(main!.webContents.id, 'acme');
    app.openRoute('globex', '/health');
    expect(main!.loaded.at(-1)).toBe('app://console/health?org=globex');
    FakeWindow.focused = main!;
    app.newWindow(null);
    expect(FakeWindow.all).toHaveLength(2);
    expect(FakeWindow.all[1]!.loaded[0]).toBe('app://console/?org=acme');
    // An organisation no window shows: the main window comes forward.
    const before = main!.focused;
    app.focusOrg('initech');
    expect(main!.focused).toBe(before + 1);
  });

  it('opens the first window on the link the app was started with, not the saved route', () => {
    const app = windows();
    writeFileSync(
      path.join(dir, WINDOW_LIST_FILE),
      JSON.stringify({
        version: 1,
        windows: [
          {
            orgId: 'acme',
            route: '/incidents',
            bounds: { x: 0, y: 0, width: 1000, height: 700 },
            maximized: false,
          },
        ],
      }),
    );
    app.ready(core);
    app.restore('app://console/open?link=x');
    expect(FakeWindow.all[0]!.loaded).toEqual(['app://console/open?link=x']);
  });
});
