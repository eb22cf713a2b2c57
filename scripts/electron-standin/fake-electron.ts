// The strict stand-in `electron` module: the API surface electron/main.ts and its adapters use,
// each piece enforcing the rules Electron documents (standin-app.ts, standin-windows.ts,
// sandboxed-preload.ts). Every call of interest is recorded in order, so tests can check what
// happened before `ready` and before the first window.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  createStandinApp,
  createStandinNet,
  createStandinProtocol,
  ElectronRuleError,
  secondInstanceArgv,
  type StandinOptions,
} from './standin-app.ts';
import {
  createStandinIpcMain,
  createStandinSession,
  createStandinWindows,
} from './standin-windows.ts';

const STDIO = new Set(['pipe', 'ignore', 'inherit']);

export function createFakeElectron(options: StandinOptions) {
  const calls: string[] = [];
  const record = (call: string) => void calls.push(call);
  const platform = options.platform ?? process.platform;
  const { app, exits, ready, emitReady, sandboxEnabled } = createStandinApp(options, record);
  const afterReady = (what: string) => {
    if (!ready()) throw new ElectronRuleError(`${what} cannot be used before the app is ready`);
  };
  const protocol = createStandinProtocol(ready, record);
  const ipc = createStandinIpcMain();
  const { BrowserWindow, windows } = createStandinWindows({
    ready,
    record,
    scheme: protocol.handler,
    ipc,
    emitContentsCreated: (contents) => app.emit('web-contents-created', {}, contents),
  });
  const session = createStandinSession(ready, record);
  const children: ChildProcess[] = [];
  // A utility process is a Node process run by Electron: plain Node stands in for it here.
  const utilityProcess = {
    fork: (modulePath: string, args: string[], opts: { stdio?: unknown; serviceName?: string }) => {
      afterReady('utilityProcess.fork');
      const stdio = opts.stdio ?? 'inherit';
      const entries = Array.isArray(stdio) ? stdio : [stdio];
      if (!entries.every((entry) => typeof entry === 'string' && STDIO.has(entry)))
        throw new ElectronRuleError(
          `utilityProcess.fork: unsupported stdio ${JSON.stringify(stdio)}`,
        );
      record(`utilityProcess.fork ${path.basename(modulePath)} ${JSON.stringify(stdio)}`);
      // Electron's postMessage reaches the child's process.parentPort; here the IPC channel
      // carries it to the CLI's process.on('message') (both are listened to: close-request.ts).
      const child = spawn(process.execPath, [modulePath, ...args], {
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      children.push(child);
      return Object.assign(child, {
        postMessage: (message: unknown) => child.send(message as object),
      });
    },
  };
  const electron = {
    app,
    ipcMain: ipc.ipcMain,
    protocol: protocol.protocol,
    net: createStandinNet(ready, record),
    BrowserWindow,
    session: session.session,
    utilityProcess,
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: () => record('Menu.setApplicationMenu'),
    },
    get screen() {
      afterReady('screen');
      const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } };
      return { getPrimaryDisplay: () => display, getAllDisplays: () => [display] };
    },
    shell: {
      openExternal: (url: string) => {
        record(`shell.openExternal ${url}`);
        return Promise.resolve();
      },
      openPath: () => Promise.resolve(''),
    },
    get powerMonitor() {
      afterReady('powerMonitor');
      return { on: (event: string) => record(`powerMonitor.on ${event}`) };
    },
    nativeImage: {
      createFromBuffer: (buffer: Buffer) => ({ buffer, addRepresentation: () => undefined }),
    },
    Tray: class {
      constructor() {
        afterReady('Tray');
        record('Tray');
      }
      setImage() {}
      setToolTip() {}
      setContextMenu() {}
      on() {}
      destroy() {}
    },
    Notification: Object.assign(class {}, { isSupported: () => false }),
    clipboard: { writeText: () => undefined },
    dialog: {
      showErrorBox: (title: string, content: string) => record(`dialog.showErrorBox ${content}`),
      showSaveDialog: () => Promise.resolve({ canceled: true }),
    },
  };
  const exe = app.getPath('exe');
  return {
    electron,
    calls,
    exits,
    windows,
    children,
    ipcHandlers: ipc.handlers,
    permissionHandlers: session.permissionHandlers,
    sessionListeners: session.listeners,
    sandboxEnabled,
    scheme: () => protocol.handler('app'),
    emitReady,
    /** The process.argv this app is started with (the OS's command line). */
    argv: (mainScript: string, extra: readonly string[] = []) =>
      options.isPackaged ? [exe, ...extra] : [exe, mainScript, ...extra],
    /** Another start of the app: Electron hands its argv to this one's `second-instance`. */
    secondInstance: (mainScript: string, extra: readonly string[]) =>
      app.emit(
        'second-instance',
        { preventDefault: () => undefined },
        secondInstanceArgv({ isPackaged: options.isPackaged, platform }, exe, mainScript, extra),
        path.dirname(exe),
        {},
      ),
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
