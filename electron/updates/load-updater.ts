// How main obtains electron-updater's `autoUpdater` and starts the update checks, kept apart so a
// broken update set-up can never stop the app from starting (issue 38 item 1). `import()` of a
// CommonJS package (electron-updater is one) gives its exports on `.default`: Node's named-export
// detection does not see `autoUpdater`, a getter defined at run time, so `{ autoUpdater }` taken
// straight from the namespace is undefined.
import type { Updater } from './update-checks.ts';

function isUpdater(value: unknown): value is Updater {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Updater, unknown>>;
  return (
    typeof candidate.on === 'function' &&
    typeof candidate.checkForUpdates === 'function' &&
    typeof candidate.quitAndInstall === 'function'
  );
}

/** The `autoUpdater` of an imported electron-updater: on `.default` (CommonJS) or the module itself. */
export function autoUpdaterOf(imported: unknown): Updater {
  const holders = [(imported as { default?: unknown } | null)?.default, imported] as Array<
    { autoUpdater?: unknown } | null | undefined
  >;
  for (const holder of holders) {
    // Reading `autoUpdater` constructs the platform's updater, which may itself throw.
    const updater = holder?.autoUpdater;
    if (isUpdater(updater)) return updater;
  }
  throw new Error('electron-updater did not provide an autoUpdater');
}

/**
 * Loads the updater and starts the checks; any failure on the way is logged and answers null (no
 * update checks this run) instead of rejecting, so start-up goes on.
 */
export async function setUpUpdates<T>(
  load: () => Promise<unknown>,
  start: (updater: Updater) => T,
  log: (message: string, error?: unknown) => void,
): Promise<T | null> {
  try {
    return start(autoUpdaterOf(await load()));
  } catch (error) {
    log('update checks are off for this run: the updater could not be set up', error);
    return null;
  }
}
