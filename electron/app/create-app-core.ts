// The shared core (router, settings, gateway, organisations…) built for Electron: Chromium's
// network stack, native dialogs and notifications, the embedded Sandbox in a utility process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { electronConfirmer } from '../adapters/electron-confirm.ts';
import { electronNotifier } from '../adapters/electron-notifications.ts';
import { kubeconfigSaveDialog, responseSaveDialog } from '../adapters/electron-save-dialog.ts';
import { electronStoreEngine } from '../adapters/electron-store-engine.ts';
import { utilityFork } from '../adapters/electron-utility-fork.ts';
import { createCore, type Core } from '../core.ts';
import { publishNotice } from '../events/core-events.ts';
import { isTrustedElectronSender } from '../ipc/electron-sender.ts';
import type { AppLog } from '../logging/log-file.ts';
import type { SandboxProvider } from '../orgs/org-service.ts';
import { createSandboxLauncher } from '../sandbox/sandbox-launcher.ts';
import type { MainWindows } from '../window/main-windows.ts';
import { PRODUCT_NAME, type MainContext } from './main-context.ts';

/**
 * The embedded Sandbox organisation: the bundled sandbox CLI in a utility process, started on
 * first use, data kept under userData/sandbox. Absent when the bundle was built without it.
 */
function sandboxProvider(context: MainContext, userDataDir: string): SandboxProvider | undefined {
  const cliPath = path.join(context.outDir, 'sandbox', 'cli.mjs');
  if (!existsSync(cliPath)) return undefined;
  const launcher = createSandboxLauncher({
    fork: utilityFork,
    cliPath,
    dataDir: path.join(userDataDir, 'sandbox'),
    // Seeded when the app was built: a first start copies it instead of seeding for ~20 s.
    templateDir: context.sandboxTemplateDir,
    // Its slow stages reach the windows waiting for it (the core exists by then).
    onStage: (stage) => context.core?.events.publish('sandbox:stage', stage),
  });
  context.sandboxLauncher = launcher;
  return launcher.provide;
}

export function createAppCore(
  context: MainContext,
  windows: MainWindows,
  appLog: AppLog,
  showLogs: () => Promise<void>,
): Core {
  const { app, BrowserWindow, dialog, net, Notification } = context.electron;
  const { log } = context;
  const userDataDir = app.getPath('userData');
  return createCore({
    userDataDir,
    appInfo: {
      name: PRODUCT_NAME,
      version: app.getVersion(),
      mode: 'electron',
      platform: process.platform,
      arch: process.arch,
      versions: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
      },
    },
    isTrustedSender: isTrustedElectronSender,
    openExternal: context.openExternal,
    openSignInPage: context.openSignInPage,
    openWindow: windows.openOrgWindow,
    settingsEngine: electronStoreEngine,
    orgs: {
      sandbox: sandboxProvider(context, userDataDir),
      // Chromium's network stack (system proxy, OS certificate store) for ordinary orgs.
      netRequest: (options) => net.request(options),
      // kubeconfig:export asks where to save; the renderer never names a path.
      chooseKubeconfigPath: kubeconfigSaveDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    },
    // "Save to file" of an answer too large to show: main asks where, then streams it there.
    chooseSavePath: responseSaveDialog(dialog, () => BrowserWindow.getFocusedWindow()),
    downloadsDir: () => app.getPath('downloads'),
    // Agent tokens, invitations, proxy/CA/hidden changes: a native dialog the page cannot click.
    confirm: electronConfirmer(dialog, () => BrowserWindow.getFocusedWindow()),
    log,
    logs: { file: appLog.file, tail: appLog.tail, reveal: showLogs },
    installUpdate: (request) => context.updates?.install(request) ?? false,
    showNotification: electronNotifier(Notification, {
      platform: process.platform,
      open: windows.openRoute,
      log,
      notice: (notice) => {
        if (context.core) publishNotice(context.core.events, { level: 'warning', ...notice }, log);
      },
      packaged: app.isPackaged,
    }),
  });
}
