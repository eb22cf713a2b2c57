// Runs a preload script the way Electron runs a sandboxed one: no Node environment, a `require`
// that gives only what Electron 45's sandbox documents — `electron` with the renderer modules
// contextBridge, crashReporter, ipcRenderer, nativeImage, webFrame and webUtils, and the Node
// built-ins `events`, `timers` and `url` — so a preload that needs anything else (a second file, an
// npm package, `fs`) throws here as it would in the window.
import events from 'node:events';
import timers from 'node:timers';
import url from 'node:url';
import { readFileSync } from 'node:fs';
import { compileFunction } from 'node:vm';
import { ElectronRuleError } from './standin-app.ts';

export const SANDBOXED_PRELOAD_MODULES = ['electron', 'events', 'timers', 'url'] as const;
export const SANDBOXED_ELECTRON_MODULES = [
  'contextBridge',
  'crashReporter',
  'ipcRenderer',
  'nativeImage',
  'webFrame',
  'webUtils',
] as const;

type Listener = (...args: unknown[]) => void;

/** What the preload's `ipcRenderer` reaches: the stand-in's ipcMain, on behalf of one window. */
export interface RendererBridge {
  invoke(channel: string, args: unknown[]): Promise<unknown>;
  send(channel: string, args: unknown[]): void;
  on(channel: string, listener: Listener): void;
  removeListener(channel: string, listener: Listener): void;
}

export function runSandboxedPreload(
  preloadPath: string,
  bridge: RendererBridge,
): Map<string, unknown> {
  const exposed = new Map<string, unknown>();
  const ipcRenderer = {
    invoke: (channel: string, ...args: unknown[]) => bridge.invoke(channel, args),
    send: (channel: string, ...args: unknown[]) => bridge.send(channel, args),
    on: (channel: string, listener: Listener) => {
      bridge.on(channel, listener);
      return ipcRenderer;
    },
    removeListener: (channel: string, listener: Listener) => {
      bridge.removeListener(channel, listener);
      return ipcRenderer;
    },
  };
  const electron: Record<(typeof SANDBOXED_ELECTRON_MODULES)[number], unknown> = {
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => {
        if (exposed.has(key)) throw new ElectronRuleError(`Cannot bind an API on top of ${key}`);
        exposed.set(key, api);
      },
    },
    crashReporter: {},
    ipcRenderer,
    nativeImage: {},
    webFrame: {},
    webUtils: {},
  };
  const builtins: Record<string, unknown> = { events, timers, url };
  const sandboxRequire = (name: string): unknown => {
    if (name === 'electron') return electron;
    if (name in builtins) return builtins[name];
    throw new ElectronRuleError(`module not found: ${name} (a sandboxed preload cannot load it)`);
  };
  const module = { exports: {} };
  const run = compileFunction(readFileSync(preloadPath, 'utf8'), ['require', 'module', 'exports'], {
    filename: preloadPath,
  }) as (...args: unknown[]) => void;
  run(sandboxRequire, module, module.exports);
  return exposed;
}
