// The app's life: the single-instance and user-data locks, deep links from the OS, every new
// webContents hardened, windows on `activate`, and a shutdown that waits for the core, the
// Sandbox and the saved window list.
import { mkdirSync } from 'node:fs';
import { deepLinkFromArgv } from '../../preload/contract/deep-links.ts';
import { attachContextMenu } from '../adapters/electron-context-menu.ts';
import { createDeepLinkRouter, type DeepLinkRouter } from '../deep-links/deep-link-router.ts';
import { publishNotice } from '../events/core-events.ts';
import { hardenWebContents } from '../window/harden-web-contents.ts';
import type { MainWindows } from '../window/main-windows.ts';
import { APP_START_URL } from '../window/window-options.ts';
import { deepLinkOfUrl } from '../window/window-list.ts';
import { acquireInstanceLock } from './instance-lock.ts';
import { PRODUCT_NAME, type MainContext } from './main-context.ts';

export function createAppDeepLinks(context: MainContext, windows: MainWindows): DeepLinkRouter {
  return createDeepLinkRouter({
    orgs: () => context.core?.orgServices.orgs.list() ?? [],
    navigateShowing: (target) => context.core?.events.publish('app:navigate', target) ?? 0,
    focus: (target) => windows.focusOrg(target.orgId),
    openInWindow: windows.openInMain,
    refuse: (message) => {
      context.log(message);
      if (context.core)
        publishNotice(
          context.core.events,
          { level: 'warning', title: 'Link not opened', message },
          context.log,
        );
    },
    startUrl: APP_START_URL,
  });
}

/**
 * The user-data folder's lock, shared with browser mode (which Electron's single-instance lock
 * does not see): null when this process may run, else the message saying who holds it.
 */
function takeUserDataLock(context: MainContext): string | null {
  const { app } = context.electron;
  const dir = app.getPath('userData');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lock = acquireInstanceLock({ dir, kind: 'electron', productName: PRODUCT_NAME });
  if (!lock.ok) return lock.message;
  app.on('quit', () => lock.release());
  process.on('exit', () => lock.release());
  return null;
}

/** Whether this process may run; when not, it has already started leaving. */
export function lockInstance(context: MainContext): boolean {
  const { app, dialog } = context.electron;
  const lockRefusal = app.requestSingleInstanceLock() ? takeUserDataLock(context) : '';
  if (lockRefusal === null) return true;
  // '' : another Electron instance owns the folder and gets focused through 'second-instance'.
  // Otherwise browser mode (or an Electron of another build) holds it: say which, then leave.
  if (lockRefusal) {
    console.error(`[main] ${lockRefusal}`);
    dialog.showErrorBox(PRODUCT_NAME, lockRefusal);
    app.exit(1);
  } else app.quit();
  return false;
}

/**
 * A `missioncontrol://` link: Windows and Linux start the app again with it in argv (the running
 * instance gets it here); macOS sends `open-url`, also on a cold start.
 */
export function receiveDeepLinks(
  context: MainContext,
  windows: MainWindows,
  deepLinks: DeepLinkRouter,
): void {
  const { app } = context.electron;
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkFromArgv(argv);
    if (link) deepLinks.open(link);
    else windows.focusMain();
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.open(url);
  });
  const coldStartLink = deepLinkFromArgv(process.argv);
  if (coldStartLink) deepLinks.open(coldStartLink);
}

export function manageWindows(context: MainContext, windows: MainWindows): void {
  const { app, clipboard, Menu } = context.electron;
  app.on('before-quit', () => windows.quit());
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, { openExternal: context.openExternal, log: context.log });
    attachContextMenu(contents, {
      Menu,
      writeClipboard: (text) => void clipboard.writeText(text),
      deepLinkFor: (url) => {
        const orgId = windows.orgOf(contents.id);
        const org = context.core?.orgServices.orgs.list().find((o) => o.id === orgId);
        return deepLinkOfUrl(APP_START_URL, url, org ?? orgId);
      },
    });
  });
  app.on('activate', () => windows.activate());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

/** Quitting waits for the core, the Sandbox and the window list, then quits for real. */
export function closeOnQuit(context: MainContext, windows: MainWindows): void {
  const { app } = context.electron;
  let closing = false;
  app.on('will-quit', (event) => {
    const { core } = context;
    if (closing || !core) return;
    closing = true;
    event.preventDefault();
    context.updates?.stop();
    const sandboxStopped = context.sandboxLauncher?.stop();
    void Promise.all([core.close(), sandboxStopped, windows.saveNow()])
      .catch((error: unknown) => context.log('shutdown did not finish cleanly', error))
      .then(() => context.appLog?.close())
      .finally(() => app.quit());
  });
}
