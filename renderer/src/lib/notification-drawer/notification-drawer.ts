// Whether the notification centre's drawer is open, and for which organisation: the top bar's
// bell opens it, and so may anything outside the notification-centre feature (a grouped toast,
// app/health-notifications.tsx). One state per window, read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';

export interface NotificationDrawerState {
  open: boolean;
  /** Only this organisation's entries (a grouped toast's); null: every organisation. */
  orgId: string | null;
}

const CLOSED: NotificationDrawerState = { open: false, orgId: null };
let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: NotificationDrawerState): void {
  if (next.open === state.open && next.orgId === state.orgId) return;
  state = next;
  for (const listener of listeners) listener();
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
  set({ ...state, orgId: null });
}

export function notificationDrawerState(): NotificationDrawerState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationDrawer(): NotificationDrawerState {
  return useSyncExternalStore(subscribe, notificationDrawerState);
}
