// The settings engine in Electron: electron-store (conf underneath, the same engine the Node
// tests use). electron-store registers a sync IPC listener meant for renderer-side stores; we
// never use stores in the renderer, so it is removed to keep the IPC surface to the contract.
import { ipcMain } from 'electron';
import ElectronStore from 'electron-store';
import type { SettingsStoreEngine } from '../settings/settings-store.ts';

const ELECTRON_STORE_RENDERER_CHANNEL = 'electron-store-get-data';

export const electronStoreEngine: SettingsStoreEngine = ({ cwd, configName }) => {
  const store = new ElectronStore<Record<string, unknown>>({
    cwd,
    name: configName,
    clearInvalidConfig: true,
  });
  ipcMain.removeAllListeners(ELECTRON_STORE_RENDERER_CHANNEL);
  return store;
};
