// Main's notification history (electron/notification-centre/) over IPC, in the app-wide query
// client: it spans every organisation. `notificationCentre:changed` re-reads it in every window.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from '../../lib/bridge.ts';
import { useAppEvent } from '../../lib/events.ts';
import { appQueryClient } from '../../session/app-query-client.ts';

export const historyKey = ['notification-centre', 'list'] as const;

export const historyQuery = () =>
  queryOptions({
    queryKey: historyKey,
    queryFn: () => invoke('notificationCentre:list', {}),
    staleTime: Infinity,
  });

export const markRead = (ids: string[]) => invoke('notificationCentre:markRead', { ids });
/** Marks every entry read, or those of one organisation (the drawer filtered to it). */
export const markAllRead = (orgId: string | null = null) =>
  invoke('notificationCentre:markRead', orgId === null ? { all: true } : { all: true, orgId });

/** Re-reads the history whenever main says it changed. */
export function useHistoryUpdates(): void {
  useAppEvent('notificationCentre:changed', () => {
    void appQueryClient.invalidateQueries({ queryKey: historyKey });
  });
}
