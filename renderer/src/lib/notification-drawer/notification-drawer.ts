// Whether the notification centre's drawer is open, and for which organisation: the top bar's
// bell opens it, and so may anything outside the notification-centre feature (a grouped toast,
// app/health-notifications.tsx). One state per window, read with useSyncExternalStore.
import { useWindowStore, windowStore } from '../hooks/window-store.ts';

export interface NotificationDrawerState {
  open: boolean;
  /** Only this organisation's entries (a grouped toast's); null: every organisation. */
  orgId: string | null;
}

const CLOSED: NotificationDrawerState = { open: false, orgId: null };
const store = windowStore(CLOSED);

function set(next: NotificationDrawerState): void {
  const state = store.get();
  if (next.open === state.open && next.orgId === state.orgId) return;
  store.set(next);
}

/** Opens the drawer: with `orgId`, on that organisation's entries only. */
export function openNotificationDrawer(orgId: string | null = null): void {
  set({ open: true, orgId });
}

export function closeNotificationDrawer(): void {
  set(CLOSED);
}

/** Back to every organisation's entries, the drawer staying open. */
export function showAllNotifications(): void {
  set({ ...store.get(), orgId: null });
}

export function notificationDrawerState(): NotificationDrawerState {
  return store.get();
}

export function useNotificationDrawer(): NotificationDrawerState {
  return useWindowStore(store);
}
