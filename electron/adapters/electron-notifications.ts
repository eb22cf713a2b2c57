// Electron's OS notifications for the health watch (electron/health-watch/): one Notification
// per event the rules decided, its click opening the check in its organisation, and on macOS and
// Windows a 'Silence 1 h' action button (Linux notifications have no actions in Electron; the
// click still opens the check, where it can be silenced). The Notification class comes in as an
// argument, so this is tested with a stand-in.
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
  },
): ShowNotification {
  // Shown notifications are kept until clicked or closed: a garbage-collected one loses its
  // click handler on some platforms.
  const live = new Set<unknown>();
  return (notification, actions) => {
    if (!NotificationImpl.isSupported()) {
      options.log?.('notifications are not supported on this system');
      return;
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
    shown.on('action', (_event, index) => {
      forget();
      if (index === 0) actions.silence?.();
    });
    shown.on('close', forget);
    shown.show();
  };
}
