// Update checks (Electron, packaged builds): electron-updater downloads a newer release in the
// background; once it is ready, `update:available` tells every window, which offers a restart.
// Written against the small part of electron-updater's AppUpdater it uses, so the schedule and the
// event are tested in Node without Electron.

/** The part of electron-updater's `autoUpdater` used here. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(): void;
}

/** First check shortly after start (not during it), then every six hours. */
export const FIRST_CHECK_MS = 30_000;
export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface UpdateChecks {
  /** Restarts into the downloaded version; false when none is ready. */
  install(): boolean;
  stop(): void;
}

export function startUpdateChecks(options: {
  updater: Updater;
  announce: (version: string) => void;
  log: (message: string, error?: unknown) => void;
  setTimer?: (run: () => void, ms: number) => () => void;
}): UpdateChecks {
  const { updater } = options;
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const timer = setTimeout(run, ms);
      timer.unref();
      return () => clearTimeout(timer);
    });
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  let ready: string | null = null;
  let cancel: () => void = () => {};
  let stopped = false;

  updater.on('update-downloaded', (info) => {
    ready = info.version;
    options.log(`update ${info.version} downloaded`);
    options.announce(info.version);
  });
  // A failed check (offline, no release feed yet) is routine: logged, tried again later.
  updater.on('error', (error) => options.log('update check failed', error));

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
    install: () => {
      if (!ready) return false;
      updater.quitAndInstall();
      return true;
    },
    stop: () => {
      stopped = true;
      cancel();
    },
  };
}
