// Check notifications in browser mode, and silences made from a notification on every screen.
// Main decides what notifies (electron/health-watch/); a window only shows it: each notification
// once across tabs (its id is remembered, and the web notification's tag replaces a twin), as a
// web notification when the browser allows it and as a toast in the page, bottom right, clear of
// the header, with 'Silence 1 h' for those who may create silences (a page's web notification
// cannot carry actions). Electron notifies natively and never sends `health:notification`; both
// modes send `silences:changed` after 'Silence 1 h', and this window re-reads the silences of the
// organisation it shows without a reload.
import { useNavigate } from 'react-router';
import type { HealthNotification } from '../../../preload/contract/health-watch.ts';
import { silenceCheckForAnHour } from '../api/services/health-watch.ts';
import { invalidateNotifications } from '../api/services/notifications.ts';
import { showNotificationToast, showToast } from '../components/toaster/toaster.ts';
import { useAppEvent } from '../lib/events.ts';
import { firstSighting } from './main-events.ts';
import { queryClientFor, useCurrentOrg } from '../session/org-context.tsx';

/** The notification's route in its organisation: in this window when it shows that one. */
function targetUrl(notification: HealthNotification): string {
  const url = new URL(notification.route, window.location.origin);
  url.searchParams.set('org', notification.orgId);
  return `${url.pathname}${url.search}`;
}

function showWebNotification(notification: HealthNotification, open: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(notification.title, {
      body: notification.body,
      tag: notification.id,
    });
    shown.onclick = () => {
      window.focus();
      open();
      shown.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the toast remains.
  }
}

export function useHealthNotifications(): void {
  const { orgId } = useCurrentOrg();
  const navigate = useNavigate();

  useAppEvent('silences:changed', (payload) => {
    void invalidateNotifications(queryClientFor(payload.orgId));
  });

  useAppEvent('health:notification', (notification) => {
    if (!firstSighting(window.localStorage, `health:${notification.id}`)) return;
    const open = () => {
      if (notification.orgId === orgId) void navigate(notification.route);
      else window.location.assign(targetUrl(notification));
    };
    showWebNotification(notification, open);
    const message = (
      <span data-testid="health-notification">
        <strong>{notification.title}</strong> · {notification.body}{' '}
        {notification.checkId !== null && notification.canSilence === true && (
          <a
            role="button"
            tabIndex={0}
            style={{ color: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}
            onClick={open}
            onKeyDown={(event) => {
              if (event.key === 'Enter') open();
            }}
          >
            Open check
          </a>
        )}
      </span>
    );
    const { checkId } = notification;
    // One toast per check, one for an organisation's summary: a newer one replaces the older.
    // A new incident (the notification centre's kind) has a toast of its own.
    const incident = notification.kind === 'incident';
    const key = incident
      ? `health:${notification.id}`
      : `health:${notification.orgId}:${checkId ?? 'summary'}`;
    // 'Silence 1 h' only for those who may create silences (spec 1 §6: write on notifications).
    if (checkId === null || notification.canSilence !== true) {
      const text = incident ? 'Open incident' : checkId === null ? 'Open Health' : 'Open check';
      void showNotificationToast(key, message, { text, onClick: open });
      return;
    }
    void showNotificationToast(key, message, {
      text: 'Silence 1 h',
      onClick: () => {
        silenceCheckForAnHour(notification.orgId, checkId).then(
          () =>
            void showToast(
              `${notification.title.replace(/ is unhealthy$/, '')} silenced for 1 hour.`,
              'success',
            ),
          // Main's error carries the backend's reason only; the sentence is said here, once.
          (error: unknown) =>
            void showToast(`The silence was not created: ${(error as Error).message}`, 'danger'),
        );
      },
    });
  });
}
