// The notification centre as core.ts builds it: the history store, its IPC handlers
// (`notificationCentre:list|markRead|clear`), `notificationCentre:changed` after every change,
// and `record`, through which the health watch passes each notification: the organisation's rules
// decide whether it is kept, and whether it is shown (quiet hours, OS notifications off keep it
// in the history without an OS notification or toast).
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import type {
  HistoryEntry,
  NotificationKind,
  Severity,
} from '../../preload/contract/notification-centre.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Handlers } from '../ipc/router.ts';
import { openNotificationHistory, type NotificationHistory } from './history-store.ts';
import { DEFAULT_RULES, decide, type NotificationRules } from './notification-rules.ts';

export interface NotificationCentreOptions {
  dir: string;
  events: EventBus;
  /** The organisation's rules (stored with its other settings); defaults when it has none. */
  rulesOf: (orgId: string) => NotificationRules | undefined;
  now?: () => number;
  log?: ((message: string, error?: unknown) => void) | undefined;
}

export type Delivery = 'show' | 'silent' | 'drop';

export interface NotificationCentreService {
  history: NotificationHistory;
  handlers: Pick<
    Handlers,
    'notificationCentre:list' | 'notificationCentre:markRead' | 'notificationCentre:clear'
  >;
  /** Applies the rules and records what they keep. */
  record(
    notification: Omit<HealthNotification, 'checkId' | 'canSilence'>,
    kind: NotificationKind,
    severity: Severity | null,
  ): Delivery;
}

export function createNotificationCentreService(
  options: NotificationCentreOptions,
): NotificationCentreService {
  const now = options.now ?? Date.now;
  const history = openNotificationHistory({ dir: options.dir, now, log: options.log });
  history.onChange(() => options.events.publish('notificationCentre:changed', {}));

  return {
    history,
    record(notification, kind, severity) {
      const at = now();
      const decision = decide(
        options.rulesOf(notification.orgId) ?? DEFAULT_RULES,
        kind,
        severity,
        new Date(at),
      );
      if (!decision.record) return 'drop';
      const entry: HistoryEntry = {
        id: notification.id,
        orgId: notification.orgId,
        kind,
        title: notification.title,
        body: notification.body,
        severity,
        at: new Date(at).toISOString(),
        read: false,
        route: notification.route,
        ...(decision.show ? {} : { silent: true }),
      };
      try {
        history.add(entry);
      } catch (error) {
        options.log?.('a notification could not be recorded in the history', error);
      }
      return decision.show ? 'show' : 'silent';
    },
    handlers: {
      'notificationCentre:list': () => ({ entries: history.list(), unread: history.unread() }),
      'notificationCentre:markRead': (request) => ({ unread: history.markRead(request) }),
      'notificationCentre:clear': ({ orgId }) => ({ cleared: history.clear(orgId) }),
    },
  };
}
