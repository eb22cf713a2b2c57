// Makes this app the OS handler of `missioncontrol://` links (issue 20 item 1). Packaged builds
// also declare the scheme in their installers (electron-builder.yml `protocols`: the macOS
// Info.plist, the Windows registry through NSIS, the Linux desktop file's MimeType), so this call
// matters most for development runs, where Electron must be told how to start this app again.
import path from 'node:path';
import type { App } from 'electron';
import { DEEP_LINK_SCHEME } from '../../preload/contract/deep-links.ts';

export function registerProtocolClient(
  app: Pick<App, 'setAsDefaultProtocolClient' | 'isDefaultProtocolClient' | 'isPackaged'>,
  log: (message: string, error?: unknown) => void,
  argv: readonly string[] = process.argv,
): void {
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
