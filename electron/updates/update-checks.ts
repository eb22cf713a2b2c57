// Update checks (Electron, packaged builds): electron-updater downloads a newer release in the
// background; once it is on disk, verify-update.ts checks our own signature over it before
// `update:available` tells every window, which offers a restart. Nothing installs on quit: only
// the user's restart does, and an unsigned update needs their explicit consent; a refused one is
// deleted and never installed. Written against the small part of electron-updater's AppUpdater
// it uses, so the schedule and the verdicts are tested in Node without Electron.
import { rm } from 'node:fs/promises';
import { UPDATE_PUBLIC_KEY } from './update-public-key.ts';
import {
  verifyDownloadedUpdate,
  type DownloadedUpdate,
  type UpdateVerdict,
  type VerifyOptions,
} from './verify-update.ts';

/** The part of electron-updater's `autoUpdater` used here. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: DownloadedUpdate) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(): void;
}

/** What the windows are told: a version ready to install, signed by us or not. */
export interface UpdateOffer {
  version: string;
  signature: 'verified' | 'unsigned';
}

/** First check shortly after start (not during it), then every six hours. */
export const FIRST_CHECK_MS = 30_000;
export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface UpdateChecks {
  /**
   * Restarts into the downloaded version; false when none is ready, or when it is unsigned and
   * the user has not accepted that.
   */
  install(request?: { acceptUnsigned?: boolean }): boolean;
  stop(): void;
}

export interface UpdateCheckOptions {
  updater: Updater;
  announce: (offer: UpdateOffer) => void;
  /** Tells the user a downloaded update was refused (bad signature) and not installed. */
  refuse: (version: string, reason: string) => void;
  log: (message: string, error?: unknown) => void;
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Defaults: the built-in key, the signature fetched from the release, fs.rm. */
  verify?: Partial<VerifyOptions>;
  removeFile?: (file: string) => Promise<void>;
}

export function startUpdateChecks(options: UpdateCheckOptions): UpdateChecks {
  const { updater } = options;
  updater.autoDownload = true;
  // Never on quit: electron-updater would install whatever it downloaded, verified or not.
  updater.autoInstallOnAppQuit = false;
  let ready: UpdateOffer | null = null;
  let latest = 0;

  updater.on('update-downloaded', (info) => {
    // Whatever was ready is replaced by this download: nothing installs until it is checked.
    ready = null;
    const attempt = (latest += 1);
    void judge(info, options)
      .then(async (verdict) => {
        if (attempt !== latest) return;
        if (verdict.kind === 'refused') return refuse(info, verdict.reason, options);
        ready = { version: info.version, signature: verdict.kind };
        if (verdict.kind === 'unsigned')
          options.log(`update ${info.version} downloaded, unsigned: ${verdict.reason}`);
        else options.log(`update ${info.version} downloaded, signature verified`);
        options.announce(ready);
      })
      .catch((error: unknown) =>
        options.log('the downloaded update could not be announced', error),
      );
  });
  // A failed check (offline, no release feed yet) is routine: logged, tried again later.
  updater.on('error', (error) => options.log('update check failed', error));
  const schedule = scheduleChecks(updater, options);

  return {
    install: (request) => {
      if (!ready) return false;
      if (ready.signature === 'unsigned' && request?.acceptUnsigned !== true) return false;
      updater.quitAndInstall();
      return true;
    },
    stop: schedule.stop,
  };
}

async function judge(info: DownloadedUpdate, options: UpdateCheckOptions): Promise<UpdateVerdict> {
  try {
    return await verifyDownloadedUpdate(info, { publicKey: UPDATE_PUBLIC_KEY, ...options.verify });
  } catch (error) {
    options.log('update verification failed', error);
    return { kind: 'refused', reason: 'it could not be verified' };
  }
}

async function refuse(
  info: DownloadedUpdate,
  reason: string,
  options: UpdateCheckOptions,
): Promise<void> {
  options.log(`update ${info.version} refused: ${reason}`);
  try {
    await (options.removeFile ?? ((file) => rm(file, { force: true })))(info.downloadedFile);
  } catch (error) {
    options.log('the refused update could not be deleted', error);
  }
  options.refuse(info.version, reason);
}

function scheduleChecks(updater: Updater, options: UpdateCheckOptions): { stop: () => void } {
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const timer = setTimeout(run, ms);
      timer.unref();
      return () => clearTimeout(timer);
    });
  let cancel: () => void = () => {};
  let stopped = false;
  function schedule(ms: number): void {
    if (stopped) return;
    cancel = setTimer(() => {
      updater
        .checkForUpdates()
        .catch((error: unknown) => options.log('update check failed', error))
        .finally(() => schedule(CHECK_INTERVAL_MS));
    }, ms);
  }
  schedule(FIRST_CHECK_MS);
  return {
    stop: () => {
      stopped = true;
      cancel();
    },
  };
}
