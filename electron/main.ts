// Entry of the Electron main process: registers the app:// scheme (before `ready`), takes the
// single-instance lock, then starts the app. The wiring lives in electron/app/ (start-main.ts
// builds the shared core — router, settings, gateway — and binds it to Electron: protocol
// handler, one ipcMain.handle per contract channel, hardened webContents and session, the main
// window on app://console/). This module alone imports Electron's values and hands them on.
import path from 'node:path';
import * as electron from 'electron';
import {
  closeOnQuit,
  createAppDeepLinks,
  lockInstance,
  manageWindows,
  receiveDeepLinks,
} from './app/app-lifecycle.ts';
import { APP_ID, PRODUCT_NAME, createMainContext } from './app/main-context.ts';
import { logUnhandledRejections } from './app/process-guards.ts';
import { startMain } from './app/start-main.ts';
import { registerAppSchemePrivileged } from './protocol/electron-protocol.ts';
import { MainWindows } from './window/main-windows.ts';

const { app, protocol } = electron;
/**
 * out/main, where this bundle lives (esbuild turns import.meta.dirname into __dirname). Not
 * app.getAppPath(): that is the bundle's folder when Electron is started with a file path.
 */
const context = createMainContext(electron, path.resolve(import.meta.dirname, '..'));

// A stray rejection is a bug to log, not a reason to take the user's window down.
logUnhandledRejections(context.log);

// The e2e build flavour (scripts/build-electron.ts --e2e) lets a test run in its own profile; in a
// release bundle the flavour is a constant and this switch does not exist.
if (process.env.MCD_BUILD_FLAVOUR === 'e2e' && process.env.MCD_E2E_USER_DATA_DIR) {
  app.setPath('userData', process.env.MCD_E2E_USER_DATA_DIR);
}

// Must happen before `ready`: privileges cannot be granted to a scheme afterwards.
registerAppSchemePrivileged(protocol);
// Every renderer sandboxed, whatever options a future window forgets to pass.
app.enableSandbox();
// Windows groups windows and notifications by this id; it must match electron-builder's appId.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

const windows = new MainWindows({
  BrowserWindow: electron.BrowserWindow,
  // Electron's screen exists only once the app is ready: read when a window opens.
  screen: () => electron.screen,
  userDataDir: () => app.getPath('userData'),
  outDir: context.outDir,
  title: PRODUCT_NAME,
  log: context.log,
});
const deepLinks = createAppDeepLinks(context, windows);

if (lockInstance(context)) {
  receiveDeepLinks(context, windows, deepLinks);
  manageWindows(context, windows);
  closeOnQuit(context, windows);
  startMain(context, windows, deepLinks).catch((error: unknown) => {
    context.log('the application failed to start', error);
    app.exit(1);
  });
}
