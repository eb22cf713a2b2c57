import { describe, expect, it } from 'vitest';
import {
  APP_START_URL,
  createWebPreferences,
  createWindowOptions,
  MIN_WINDOW_HEIGHT,
  MIN_WINDOW_WIDTH,
} from './window-options.ts';

describe('main window options', () => {
  it('use exactly the secure webPreferences', () => {
    const options = createWindowOptions({
      preloadPath: '/opt/app/out/preload/preload.cjs',
      bounds: { width: 1200, height: 800 },
      title: 'Mission Control Desktop',
    });
    expect(options.webPreferences).toStrictEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      preload: '/opt/app/out/preload/preload.cjs',
    });
  });

  it('never enable the dangerous switches, whatever the caller passes', () => {
    const prefs = createWebPreferences('/x/preload.cjs') as Record<string, unknown>;
    for (const key of [
      'enableBlinkFeatures',
      'additionalArguments',
      'partition',
      'session',
      'devTools',
    ]) {
      expect(prefs).not.toHaveProperty(key);
    }
  });

  it('refuse a preload that is not the CommonJS bundle', () => {
    expect(() => createWebPreferences('/x/preload/index.ts')).toThrow(/bundled \.cjs/);
  });

  it('start hidden, keep the minimum size and restore a remembered position', () => {
    const options = createWindowOptions({
      preloadPath: '/p/preload.cjs',
      bounds: { x: 10, y: 20, width: 1000, height: 700 },
      title: 't',
    });
    expect(options).toMatchObject({ show: false, x: 10, y: 20, width: 1000, height: 700 });
    expect(options.minWidth).toBe(MIN_WINDOW_WIDTH);
    expect(options.minHeight).toBe(MIN_WINDOW_HEIGHT);
    expect(options.center).toBeUndefined();
  });

  it('centre the window when no position is remembered', () => {
    const options = createWindowOptions({
      preloadPath: '/p/preload.cjs',
      bounds: { width: 900, height: 600 },
      title: 't',
    });
    expect(options.center).toBe(true);
    expect(options.x).toBeUndefined();
  });

  it('load the renderer from the app scheme, not file://', () => {
    expect(new URL(APP_START_URL).protocol).toBe('app:');
    expect(new URL(APP_START_URL).host).toBe('console');
  });
});
