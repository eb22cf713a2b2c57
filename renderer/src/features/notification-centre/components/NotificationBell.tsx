// The top bar's bell: the unread count of the notification history, and the drawer listing it.
import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { lazyPart } from '../../../components/lazy-part/lazy-part.tsx';
import {
  openNotificationDrawer,
  useNotificationDrawer,
} from '../../../lib/notification-drawer/notification-drawer.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { historyQuery, useHistoryUpdates } from '../api.ts';
import './notification-centre.css';

const NotificationDrawer = lazyPart(
  () => import('./NotificationDrawer.tsx').then((m) => m.NotificationDrawer),
  { useShown: () => useNotificationDrawer().open },
);

export function NotificationBell() {
  useHistoryUpdates();
  const history = useQuery(historyQuery(), appQueryClient);
  const unread = history.data?.unread ?? 0;
  const label = unread === 0 ? 'Notification centre' : `Notification centre, ${unread} unread`;
  return (
    <>
      <Button
        variant="minimal"
        // Not the plain bell: that is the top bar's link to the notification settings (spec 1).
        icon="notifications-updated"
        aria-label={label}
        title={label}
        className="mcd-bell"
        data-testid="notification-bell"
        onClick={() => openNotificationDrawer()}
      >
        {unread > 0 && (
          <span className="mcd-bell-count" data-testid="notification-bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <NotificationDrawer />
    </>
  );
}
