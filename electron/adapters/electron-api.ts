// The part of Electron's module the main process's wiring uses. main.ts, the only module that
// imports Electron's values, hands it to the wiring (electron/app/*) so that no other module
// imports 'electron' and a test can pass a stand-in.
import type * as Electron from 'electron';

export type ElectronApi = Pick<
  typeof Electron,
  | 'app'
  | 'BrowserWindow'
  | 'clipboard'
  | 'dialog'
  | 'ipcMain'
  | 'Menu'
  | 'nativeImage'
  | 'net'
  | 'Notification'
  | 'powerMonitor'
  | 'protocol'
  | 'screen'
  | 'session'
  | 'shell'
  | 'Tray'
>;
