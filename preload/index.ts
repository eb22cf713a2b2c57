// The sandboxed preload: exposes `window.desktop`, one function per contract channel
// (`desktop.<area>.<verb>(request)` → `ipcRenderer.invoke('<area>:<verb>', request)`), frozen, and
// `window.desktopEvents` for main → renderer events (events-api.ts), and nothing else. No generic
// invoke, no ipcRenderer, no Node. It is bundled by scripts/build-electron.ts into one CommonJS
// file, with the contract reduced to its channel names so zod is not shipped into the renderer
// process.
import { contextBridge, ipcRenderer } from 'electron';
import { channelNames, splitChannel, type DesktopApi } from './contract/channels.ts';
import { buildDesktopEvents } from './events-api.ts';

export function buildDesktopApi(
  names: readonly string[],
  invoke: (channel: string, request: unknown) => Promise<unknown>,
): DesktopApi {
  const areas: Record<string, Record<string, (request?: unknown) => Promise<unknown>>> = {};
  for (const name of names) {
    const { area, verb } = splitChannel(name);
    if (!area || !verb) throw new Error(`Malformed IPC channel name "${name}"`);
    const functions = (areas[area] ??= {});
    // Always send exactly one argument: the request object (or {}), never the caller's extras.
    functions[verb] = (request?: unknown) => invoke(name, request ?? {});
  }
  for (const area of Object.values(areas)) Object.freeze(area);
  return Object.freeze(areas) as unknown as DesktopApi;
}

contextBridge.exposeInMainWorld(
  'desktop',
  buildDesktopApi(channelNames, (channel, request) => ipcRenderer.invoke(channel, request)),
);
contextBridge.exposeInMainWorld(
  'desktopEvents',
  buildDesktopEvents(
    {
      on: (channel, listener) => void ipcRenderer.on(channel, listener),
      send: (channel, message) => ipcRenderer.send(channel, message),
    },
    crypto.randomUUID(),
  ),
);
