import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions, Screen } from 'electron';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../preload/contract/settings.ts';
import { createMainWindow } from './main-window.ts';

/** A hidden BrowserWindow stand-in recording what happens to it, in order. */
class FakeWindow extends EventEmitter {
  readonly steps: string[] = [];
  readonly webContents = new EventEmitter();
  readonly options: BrowserWindowConstructorOptions;
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
  }
  // In Electron, maximising a hidden window shows it: any step before ready-to-show is a flash.
  maximize() {
    this.steps.push('maximize');
  }
  show() {
    this.steps.push('show');
  }
  isDestroyed() {
    return false;
  }
}

const area = { x: 0, y: 0, width: 1920, height: 1080 };
const screen = {
  getPrimaryDisplay: () => ({ id: 1, workArea: area }),
  getAllDisplays: () => [{ id: 1, workArea: area }],
} as unknown as Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay'>;

function open(window: Settings['window']): FakeWindow {
  let made: FakeWindow | null = null;
  createMainWindow({
    createWindow: (options) => {
      made = new FakeWindow(options);
      return made as unknown as BrowserWindow;
    },
    screen,
    settings: { get: () => ({ window }) as Settings, update: (patch) => patch as Settings },
    preloadPath: '/preload.cjs',
    title: 'Mission Control',
    log: () => undefined,
  });
  return made!;
}

describe('main window', () => {
  it('maximises a restored maximised window only when it is ready to show', () => {
    const win = open({ width: 1200, height: 800, x: 10, y: 10, maximized: true });
    expect(win.options.show).toBe(false);
    expect(win.steps).toEqual([]);
    win.emit('ready-to-show');
    expect(win.steps).toEqual(['maximize', 'show']);
  });

  it('shows a normal window on ready-to-show without maximising it', () => {
    const win = open({ width: 1200, height: 800, x: 10, y: 10, maximized: false });
    win.emit('ready-to-show');
    expect(win.steps).toEqual(['show']);
  });
});
