// IPC handlers of the `app` area: facts about the running app and opening safe external links.
import { LOG_TAIL_LINES, type AppInfo, type LogEntry } from '../../preload/contract/app.ts';
import type { Handlers } from '../ipc/router.ts';
import { checkExternalLink } from './external-links.ts';

/** What the app handlers need of the log file (electron/logging/log-file.ts). */
export interface AppLogAccess {
  file: string;
  tail: (count: number) => Promise<string[]>;
  /** Opens the log folder (Electron: the OS file manager); absent in browser mode. */
  reveal?: (() => Promise<void>) | undefined;
}

/** A line of the log file as the renderer shows it; a line that is not ours is kept as text. */
export function parseLogLine(line: string): LogEntry {
  try {
    const entry = JSON.parse(line) as { time?: unknown; level?: unknown; msg?: unknown };
    if (typeof entry.msg === 'string')
      return {
        time: typeof entry.time === 'string' ? entry.time : '',
        level: typeof entry.level === 'string' ? entry.level : 'info',
        message: entry.msg,
      };
  } catch {
    // Falls through: shown as it is.
  }
  return { time: '', level: 'info', message: line };
}

export function createAppHandlers(deps: {
  appInfo: AppInfo;
  openExternal: (url: string) => Promise<void>;
  log?: ((message: string, error?: unknown) => void) | undefined;
  /** Opens a new window on an organisation (Electron); absent in browser mode. */
  openWindow?: ((orgId: string) => Promise<boolean>) | undefined;
  logs?: AppLogAccess | undefined;
  /** Restarts into a downloaded update (Electron, packaged); absent elsewhere. */
  installUpdate?: ((request: { acceptUnsigned?: boolean }) => boolean) | undefined;
}): Pick<
  Handlers,
  | 'app:info'
  | 'app:openExternal'
  | 'app:openWindow'
  | 'app:logs'
  | 'app:showLogs'
  | 'app:installUpdate'
> {
  return {
    'app:info': () => deps.appInfo,
    'app:openExternal': async ({ url }) => {
      const verdict = checkExternalLink(url);
      if (!verdict.allowed) {
        deps.log?.(`refused to open an external link: ${verdict.reason}`);
        return { opened: false, reason: verdict.reason };
      }
      await deps.openExternal(verdict.url);
      return { opened: true };
    },
    'app:openWindow': async ({ orgId }) => ({
      opened: deps.openWindow ? await deps.openWindow(orgId) : false,
    }),
    'app:logs': async () =>
      deps.logs
        ? {
            file: deps.logs.file,
            entries: (await deps.logs.tail(LOG_TAIL_LINES)).map(parseLogLine),
          }
        : { file: null, entries: [] },
    'app:installUpdate': (request) => ({ installing: deps.installUpdate?.(request) ?? false }),
    'app:showLogs': async () => {
      if (!deps.logs?.reveal) return { opened: false };
      await deps.logs.reveal();
      return { opened: true };
    },
  };
}
