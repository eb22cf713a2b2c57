// Check notifications in browser mode, and silences made from a notification on every screen.
// Main decides what notifies (electron/health-watch/); a window only shows it: each notification
// once across tabs (its id is remembered, and the web notification's tag replaces a twin), as a
// web notification when the browser allows it and as a toast in the page, bottom right, clear of
// the header, with 'Silence 1 h' for those who may create silences (a page's web notification
// cannot carry actions). Electron notifies natively and never sends `health:notification`; both
// modes send `silences:changed` after 'Silence 1 h', and this window re-reads the silences of the
// organisation it shows without a reload.
// Notifications arriving together (one poll) are batched for BATCH_MS; more than three fold per
// organisation into one toast whose "Show" opens the notification centre's drawer on that
// organisation (notification-groups.ts).
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { HealthNotification } from '../../../preload/contract/health-watch.ts';
import type { NotificationKind } from '../../../preload/contract/notification-rules.ts';
import { silenceCheckForAnHour } from '../api/services/health-watch.ts';
import { orgsListQuery } from '../api/services/orgs.ts';
import { showNotificationToast, showToast } from '../components/toaster/toaster.ts';
import { useAppEvent } from '../lib/events.ts';
import { openNotificationDrawer } from '../lib/notification-drawer/notification-drawer.ts';
import { firstSighting } from './main-events.ts';
import { createBatcher, groupText, planToasts } from './notification-groups.ts';
import { appQueryClient } from '../session/app-query-client.ts';
import { queryClientFor, useCurrentOrg } from '../session/org-context.tsx';

/** The action of a new item's own toast, by kind (checks share the per-check and summary toasts). */
const ITEM_ACTION: Partial<Record<NotificationKind, string>> = {
  incident: 'Open incident',
  approval: 'Open run',
  playbookFailed: 'Open run',
  insight: 'Open insight',
};

/** The notification's route in its organisation: in this window when it shows that one. */
function targetUrl(notification: HealthNotification): string {
  const url = new URL(notification.route, window.location.origin);
  url.searchParams.set('org', notification.orgId);
  return `${url.pathname}${url.search}`;
}

function showWebNotification(
  notification: Pick<HealthNotification, 'id' | 'title' | 'body'>,
  open: () => void,
): void {
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

/** One toast for an organisation's notifications of one batch: "Show" opens the drawer on it. */
async function showGroup(orgId: string, notifications: HealthNotification[]): Promise<void> {
  const orgs = await appQueryClient.fetchQuery(orgsListQuery()).catch(() => []);
  const { title, body } = groupText(notifications, orgs.find((o) => o.id === orgId)?.name ?? orgId);
  const open = () => openNotificationDrawer(orgId);
  showWebNotification({ id: `group:${notifications[0]?.id ?? orgId}`, title, body }, () => {
    open();
  });
  const message = (
    <span data-testid="health-notification-group">
      <strong>{title}</strong> · {body}
    </span>
  );
  // A newer group of the same organisation replaces the one shown.
  await showNotificationToast(`health:group:${orgId}`, message, { text: 'Show', onClick: open });
}

export function useHealthNotifications(): void {
  const { orgId } = useCurrentOrg();
  const navigate = useNavigate();
  // A batch is shown with what this window is at when it is flushed.
  const showBatch = useEffectEvent((batch: HealthNotification[]) => {
    for (const plan of planToasts(batch)) {
      if (plan.kind === 'group') void showGroup(plan.orgId, plan.notifications);
      else showOne(plan.notification, orgId, navigate);
    }
  });
  const push = useRef<((notification: HealthNotification) => void) | null>(null);
  useEffect(() => {
    push.current = createBatcher((batch) => showBatch(batch));
    return () => {
      push.current = null;
    };
  }, []);

  // The notifications' reads (and their wire schemas) load here, not with the start-up bundle.
  useAppEvent('silences:changed', (payload) => {
    void import('../api/services/notifications.ts').then(({ invalidateNotifications }) =>
      invalidateNotifications(queryClientFor(payload.orgId)),
    );
  });

  useAppEvent('health:notification', (notification) => {
    if (firstSighting(window.localStorage, `health:${notification.id}`))
      push.current?.(notification);
  });
}

/** One notification's toast (and web notification), as before grouping. */
function showOne(notification: HealthNotification, orgId: string, navigate: NavigateFunction) {
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
  // A new item of the notification centre (incident, approval, failed run, insight) has a toast of
  // its own, named for what it opens.
  const itemAction = notification.kind ? ITEM_ACTION[notification.kind] : undefined;
  const key = itemAction
    ? `health:${notification.id}`
    : `health:${notification.orgId}:${checkId ?? 'summary'}`;
  // 'Silence 1 h' only for those who may create silences (spec 1 §6: write on notifications).
  if (checkId === null || notification.canSilence !== true) {
    const text = itemAction ?? (checkId === null ? 'Open Health' : 'Open check');
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
}
