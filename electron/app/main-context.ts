// What the main process's wiring modules share: the Electron API main.ts hands in, where the
// bundle lives, the log, and the state start-up fills in (the core, the log file, the updater,
// the Sandbox's launcher) that shutdown and late callbacks read.
import path from 'node:path';
import type { ElectronApi } from '../adapters/electron-api.ts';
import type { Core } from '../core.ts';
import { formatLogMessage, type AppLog, type LogFn } from '../logging/log-file.ts';
import type { SandboxLauncher } from '../sandbox/sandbox-launcher.ts';
import type { UpdateChecks } from '../updates/update-checks.ts';
import { checkExternalLink, checkSignInLink } from './external-links.ts';
import { unpackedPath } from './unpacked-path.ts';

export const PRODUCT_NAME = 'Mission Control Desktop';
/** Help → Documentation. */
export const DOCS_URL = 'https://flanksource.com/docs';
export const APP_ID = 'com.flanksource.mission-control-desktop';

export interface MainContext {
  readonly electron: ElectronApi;
  /** out/main's parent, where the bundle's preload, renderer and sandbox folders live. */
  readonly outDir: string;
  /** The Sandbox database seeded at build time: unpacked beside app.asar in a packaged build. */
  readonly sandboxTemplateDir: string;
  readonly log: LogFn;
  /** https only, after URL parsing; the single exit from the app to the OS browser. */
  readonly openExternal: (url: string) => Promise<void>;
  /** Single sign-on pages may also be http on this computer (a local backend). */
  readonly openSignInPage: (url: string) => Promise<void>;
  core: Core | null;
  // The log file opens once the app is ready; anything logged before goes to stderr only.
  appLog: AppLog | null;
  /** Packaged builds only: a development run has no release feed to check. */
  updates: UpdateChecks | null;
  sandboxLauncher: SandboxLauncher | null;
}

export function createMainContext(electron: ElectronApi, outDir: string): MainContext {
  const context: MainContext = {
    electron,
    outDir,
    sandboxTemplateDir: unpackedPath(path.join(outDir, 'sandbox-template')),
    log: (message, error) => {
      if (context.appLog) context.appLog.log(message, error);
      else console.error(`[main] ${formatLogMessage(message, error)}`);
    },
    openExternal: async (url) => {
      const verdict = checkExternalLink(url);
      if (!verdict.allowed) {
        context.log(`refused to open an external link: ${verdict.reason}`);
        return;
      }
      await electron.shell.openExternal(verdict.url, { activate: true });
    },
    openSignInPage: async (url) => {
      const verdict = checkSignInLink(url);
      if (!verdict.allowed) throw new Error(`The sign-in page was not opened: ${verdict.reason}.`);
      await electron.shell.openExternal(verdict.url, { activate: true });
    },
    core: null,
    appLog: null,
    updates: null,
    sandboxLauncher: null,
  };
  return context;
}
