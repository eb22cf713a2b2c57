// Start-up once Electron is ready: the log file and menu, the hardened session, the core, what
// every window needs (app://, IPC, events), the tray, the last session's windows, then updates.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { registerElectronEvents } from '../adapters/electron-events.ts';
import { registerProtocolClient } from '../adapters/electron-protocol-client.ts';
import type { Core } from '../core.ts';
import type { DeepLinkRouter } from '../deep-links/deep-link-router.ts';
import { registerIpcChannels } from '../ipc/electron-ipc.ts';
import { openLogFile, type AppLog } from '../logging/log-file.ts';
import { createAppProtocolHandler } from '../protocol/app-protocol.ts';
import { handleAppScheme } from '../protocol/electron-protocol.ts';
import { setUpUpdates } from '../updates/load-updater.ts';
import { startUpdateChecks } from '../updates/update-checks.ts';
import { updateAnnouncements } from '../updates/update-events.ts';
import { fetchSignature } from '../updates/update-feed.ts';
import { askWhereToSaveDownloads } from '../window/downloads.ts';
import { hardenSession } from '../window/harden-web-contents.ts';
import type { MainWindows } from '../window/main-windows.ts';
import { createMenuInstaller } from './app-menu-wiring.ts';
import { createAppCore } from './create-app-core.ts';
import type { MainContext } from './main-context.ts';
import { startTray } from './tray-wiring.ts';

function openAppLog(context: MainContext): { appLog: AppLog; showLogs: () => Promise<void> } {
  const { app, shell } = context.electron;
  const appLog = openLogFile({
    dir: app.getPath('logs'),
    echo: (line) => console.error(`[main] ${line}`),
  });
  context.appLog = appLog;
  const showLogs = async () => {
    const failure = await shell.openPath(appLog.dir);
    if (failure) context.log(`could not open the log folder: ${failure}`);
  };
  return { appLog, showLogs };
}

/** Everything a window needs, registered before any window can exist (see MainWindows.ready). */
function serveWindows(context: MainContext, core: Core, windows: MainWindows): void {
  const { ipcMain, protocol } = context.electron;
  handleAppScheme(
    protocol,
    createAppProtocolHandler({
      rendererDir: path.join(context.outDir, 'renderer'),
      gateway: () => core.gateway,
    }),
    context.log,
  );
  registerIpcChannels(ipcMain, core.router);
  registerElectronEvents(ipcMain, core.events, context.log, windows.setOrg);
}

/**
 * A first start opens on the Sandbox: copying the build's database takes a moment, so start it
 * now, while the window loads, not on first use.
 */
function warmSandbox(context: MainContext): void {
  const userDataDir = context.electron.app.getPath('userData');
  if (
    !existsSync(path.join(userDataDir, 'sandbox', 'PG_VERSION')) &&
    existsSync(path.join(context.sandboxTemplateDir, 'PG_VERSION'))
  )
    void context.sandboxLauncher?.provide().catch(() => undefined);
}

/** After the first window: loading the updater must neither delay it nor, failing, stop start-up. */
async function startUpdates(context: MainContext, core: Core): Promise<void> {
  const { app, net } = context.electron;
  const { log } = context;
  if (!app.isPackaged) return;
  context.updates = await setUpUpdates(
    () => import('electron-updater'),
    (updater) =>
      startUpdateChecks({
        updater,
        ...updateAnnouncements(core.events, log),
        // Electron's fetch: the signature comes through the system proxy, as the update does.
        verify: { fetchSignature: (url) => fetchSignature(url, (u, init) => net.fetch(u, init)) },
        log,
      }),
    log,
  );
}

export async function startMain(
  context: MainContext,
  windows: MainWindows,
  deepLinks: DeepLinkRouter,
): Promise<void> {
  await context.electron.app.whenReady();
  // Read after `ready`: some of Electron's modules (powerMonitor, screen) exist only then.
  const { app, powerMonitor, session } = context.electron;
  const { appLog, showLogs } = openAppLog(context);
  const installMenu = createMenuInstaller(context, windows, showLogs);
  installMenu();
  registerProtocolClient(app, context.log);
  hardenSession(session.defaultSession);
  askWhereToSaveDownloads(session.defaultSession, () => app.getPath('downloads'));

  const core = createAppCore(context, windows, appLog, showLogs);
  context.core = core;
  serveWindows(context, core, windows);
  startTray(context, core, windows);
  // The File menu lists the organisations: rebuilt when they change.
  installMenu();
  core.events.subscribe({
    orgId: null,
    deliver: (envelope) => {
      if (envelope.name === 'orgs:changed') installMenu();
    },
  });
  powerMonitor.on('resume', () => core.wake.wake('resume'));
  for (const notice of core.notices) context.log(`notice: ${notice}`);
  warmSandbox(context);

  // Last session's windows come back on their organisation, route and size; a link the app was
  // started with opens in the first.
  windows.ready(core);
  windows.restore(deepLinks.ready());
  await startUpdates(context, core);
}
