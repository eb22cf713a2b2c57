// How the notifications that arrive together (one poll of an organisation, in browser mode) become
// toasts: up to GROUP_THRESHOLD, one toast each, as before; more than that, the notifications of
// one organisation fold into one toast ("4 new notifications in Production") whose action opens
// the notification centre on that organisation. An organisation with a single notification in
// the batch keeps its own toast. Pure: health-notifications.tsx batches and shows.
// Flapping checks never get here more than once per quiet period: main folds them
// (electron/health-watch/notification-rules.ts).
import type { HealthNotification } from '../../../preload/contract/health-watch.ts';

/** More than this many notifications at once fold per organisation. */
export const GROUP_THRESHOLD = 3;
/**
 * Notifications arriving within this long of the first of a batch belong to it. Main sends one
 * poll's notifications in one go (its new incidents, then its checks, with no I/O between), so
 * they arrive within a few milliseconds; two polls of one organisation are at least a round trip
 * to its backend apart, and "Check now" right after a poll must not join it (a check's own toast
 * would fold into a group).
 */
export const BATCH_MS = 60;

export type ToastPlan =
  | { kind: 'single'; notification: HealthNotification }
  | { kind: 'group'; orgId: string; notifications: HealthNotification[] };

/** The toasts for one batch, in order of arrival (a group where its first member arrived). */
export function planToasts(batch: readonly HealthNotification[]): ToastPlan[] {
  if (batch.length <= GROUP_THRESHOLD)
    return batch.map((notification) => ({ kind: 'single', notification }));
  const byOrg = new Map<string, HealthNotification[]>();
  for (const notification of batch) {
    const list = byOrg.get(notification.orgId) ?? [];
    list.push(notification);
    byOrg.set(notification.orgId, list);
  }
  const plans: ToastPlan[] = [];
  for (const [orgId, notifications] of byOrg) {
    if (notifications.length === 1 && notifications[0])
      plans.push({ kind: 'single', notification: notifications[0] });
    else plans.push({ kind: 'group', orgId, notifications });
  }
  return plans;
}

/** A group's toast: its headline and up to two titles of what it holds. */
export function groupText(
  notifications: readonly HealthNotification[],
  orgName: string,
): { title: string; body: string } {
  const titles = notifications.slice(0, 2).map((notification) => notification.title);
  const more = notifications.length - titles.length;
  return {
    title: `${notifications.length} new notifications in ${orgName}`,
    body: more > 0 ? `${titles.join(', ')} and ${more} more` : titles.join(', '),
  };
}

/**
 * Collects what arrives within `windowMs` of a batch's first notification and hands the batch to
 * `flush`. `schedule` is setTimeout in the page (a test passes its own).
 */
export function createBatcher(
  flush: (batch: HealthNotification[]) => void,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  windowMs = BATCH_MS,
): (notification: HealthNotification) => void {
  let batch: HealthNotification[] | null = null;
  return (notification) => {
    if (batch) {
      batch.push(notification);
      return;
    }
    const started: HealthNotification[] = [notification];
    batch = started;
    schedule(() => {
      batch = null;
      flush(started);
    }, windowMs);
  };
}
