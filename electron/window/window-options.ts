// The one place the main window's BrowserWindow options are decided. Security-relevant
// webPreferences are spelled out explicitly (not left to Electron defaults) so a unit test can
// assert the exact set and a future Electron default change cannot silently weaken them.
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

/** Where the renderer lives: a privileged custom scheme, never `file://`. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_START_URL = `${APP_SCHEME}://${APP_HOST}/`;

export const MIN_WINDOW_WIDTH = 800;
export const MIN_WINDOW_HEIGHT = 560;
export const DEFAULT_WINDOW_WIDTH = 1440;
export const DEFAULT_WINDOW_HEIGHT = 900;

export interface WindowBounds {
  x?: number | undefined;
  y?: number | undefined;
  width: number;
  height: number;
}

/** Everything in webPreferences except the preload path, which depends on the install folder. */
export const SECURE_WEB_PREFERENCES = Object.freeze({
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
} satisfies WebPreferences);

export function createWebPreferences(preloadPath: string): WebPreferences {
  if (!preloadPath.endsWith('.cjs')) {
    // A sandboxed preload is loaded as one CommonJS script; anything else fails at run time.
    throw new Error(`The preload must be the bundled .cjs file, got ${preloadPath}`);
  }
  return { ...SECURE_WEB_PREFERENCES, preload: preloadPath };
}

export function createWindowOptions(options: {
  preloadPath: string;
  bounds: WindowBounds;
  title: string;
  backgroundColor?: string;
}): BrowserWindowConstructorOptions {
  const { bounds } = options;
  return {
    title: options.title,
    ...(bounds.x !== undefined && bounds.y !== undefined
      ? { x: bounds.x, y: bounds.y }
      : { center: true }),
    width: bounds.width,
    height: bounds.height,
    minWidth: MIN_WINDOW_WIDTH,
    minHeight: MIN_WINDOW_HEIGHT,
    // Shown on 'ready-to-show' so the user never sees an empty white frame.
    show: false,
    backgroundColor: options.backgroundColor ?? '#1c2127',
    autoHideMenuBar: true,
    webPreferences: createWebPreferences(options.preloadPath),
  };
}
