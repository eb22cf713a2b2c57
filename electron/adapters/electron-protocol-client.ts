// Makes this app the OS handler of `missioncontrol://` links (issue 20 item 1). Packaged builds
// also declare the scheme in their installers (electron-builder.yml `protocols`: the macOS
// Info.plist, the Windows registry through NSIS, the Linux desktop file's MimeType). At run time:
// - Linux: never called. The installed .desktop file registers the scheme; Electron's call runs
//   xdg-settings, which fails on every start where that file is not installed (development, AppImage
//   without integration), and would point the scheme at whatever .desktop name it guesses.
// - macOS in development: skipped. The running bundle is the generic Electron.app, so the call
//   would make Electron's own app the handler of the scheme for every later link.
// - Windows in development: the registry entry must start Electron with this app's script again.
import path from 'node:path';
import type { App } from 'electron';
import { DEEP_LINK_SCHEME } from '../../preload/contract/deep-links.ts';

export function registerProtocolClient(
  app: Pick<App, 'setAsDefaultProtocolClient' | 'isPackaged'>,
  log: (message: string, error?: unknown) => void,
  argv: readonly string[] = process.argv,
  platform: NodeJS.Platform = process.platform,
): void {
  if (platform !== 'darwin' && platform !== 'win32') return;
  if (platform === 'darwin' && !app.isPackaged) {
    log(
      `development run on macOS: not registering as the ${DEEP_LINK_SCHEME}:// handler (it would register the generic Electron.app)`,
    );
    return;
  }
  try {
    const registered =
      !app.isPackaged && argv[1]
        ? // `electron path/to/main.js`: the OS must pass the script again.
          app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [
            path.resolve(argv[1]),
          ])
        : app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
    if (!registered) log(`could not register as the ${DEEP_LINK_SCHEME}:// handler`);
  } catch (error) {
    log(`could not register as the ${DEEP_LINK_SCHEME}:// handler`, error);
  }
}
