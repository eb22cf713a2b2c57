// Electron's OS notifications for the health watch (electron/health-watch/): one Notification
// per event the rules decided, its click opening the check in its organisation, and on macOS and
// Windows a 'Silence 1 h' action button (Linux notifications have no actions in Electron; the
// click still opens the check, where it can be silenced). The Notification class comes in as an
// argument, so this is tested with a stand-in.
//
// A notification the OS refuses (macOS: an unsigned or not-yet-allowed app; Windows: no Start-menu
// shortcut with the app's ID) is reported by Electron only through its 'failed' event: it is
// logged every time and explained to the user once, through the app's notice, so alerts that never
// appear do not go unnoticed.
import type { Notification, NotificationConstructorOptions } from 'electron';
import type { ShowNotification } from '../health-watch/health-watch-service.ts';

type NotificationClass = {
  new (options: NotificationConstructorOptions): Pick<Notification, 'on' | 'show'>;
  isSupported(): boolean;
};

export const SILENCE_ACTION = 'Silence 1 h';

export function electronNotifier(
  NotificationImpl: NotificationClass,
  options: {
    platform: NodeJS.Platform;
    /** Opens `route` in a window on `orgId` (focusing or opening one). */
    open: (orgId: string, route: string) => void;
    log?: (message: string, error?: unknown) => void;
    /** Tells the user once (app/create-app-core.ts: the app's notice banner). */
    notice?: (notice: { title: string; message: string }) => void;
    /** False in development runs (Windows toasts need the installer's shortcut). */
    packaged?: boolean;
  },
): ShowNotification {
  // Shown notifications are kept until clicked or closed: a garbage-collected one loses its
  // click handler on some platforms.
  const live = new Set<unknown>();
  let explained = false;
  const failed = (error: string) => {
    options.log?.(`a desktop notification could not be shown: ${error}`);
    if (explained) return;
    explained = true;
    options.notice?.({
      title: 'Desktop notifications unavailable',
      message: `The system did not show a health alert (${error.slice(0, 300)}). ${whyNotShown(options.platform)} Alerts still appear in the app.`,
    });
  };
  let warnedDevelopment = false;
  return (notification, actions) => {
    if (!NotificationImpl.isSupported()) {
      options.log?.('notifications are not supported on this system');
      return;
    }
    if (options.platform === 'win32' && options.packaged === false && !warnedDevelopment) {
      warnedDevelopment = true;
      options.log?.(
        'development run on Windows: toasts appear only for an app with a Start-menu shortcut carrying its AppUserModelID, which only the installer creates',
      );
    }
    const withActions =
      actions.silence !== null && (options.platform === 'darwin' || options.platform === 'win32');
    const shown = new NotificationImpl({
      title: notification.title,
      body: notification.body,
      ...(withActions ? { actions: [{ type: 'button', text: SILENCE_ACTION }] } : {}),
    });
    live.add(shown);
    const forget = () => live.delete(shown);
    shown.on('click', () => {
      forget();
      options.open(notification.orgId, notification.route);
    });
    // Electron 45 passes the action in a details object; the index argument is deprecated.
    shown.on('action', (details) => {
      forget();
      if (details.actionIndex === 0) actions.silence?.();
    });
    shown.on('close', forget);
    shown.on('failed', (_event, error) => {
      forget();
      failed(error);
    });
    shown.show();
  };
}

/** What usually stops the OS from showing the app's notifications, per platform. */
function whyNotShown(platform: NodeJS.Platform): string {
  if (platform === 'darwin')
    return 'macOS shows notifications only for a signed copy of the app that is allowed in System Settings › Notifications.';
  if (platform === 'win32')
    return 'Windows shows notifications only for an installed copy of the app that is allowed in Settings › System › Notifications.';
  return 'The desktop may have notifications turned off.';
}
