// The health watch as core.ts builds it: the poller over the organisation registry and the
// gateway, its IPC handlers (`healthWatch:pollNow`, `healthWatch:silence`), and where its
// notifications go — the OS (Electron passes `show`) or, in browser mode, the event channel for
// the page to show. A silence made from a notification is announced as `silences:changed`, so
// every window showing that organisation re-reads its silences.
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import type { NotificationKind, Severity } from '../../preload/contract/notification-rules.ts';
import type { Org } from '../../preload/contract/orgs.ts';
import { ITEM_SOURCES } from '../notification-centre/item-sources.ts';
import { createItemPoller } from '../notification-centre/new-item-watch.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Gateway } from '../gateway/types.ts';
import type { Handlers } from '../ipc/router.ts';
import { createCheckSource } from './check-source.ts';
import { createHealthWatch, type Clock, type HealthWatch } from './health-watch.ts';

/** Shows one notification natively; `silence` is its 'Silence 1 h' action (none on a summary). */
export type ShowNotification = (
  notification: HealthNotification,
  actions: { silence: (() => void) | null },
) => void;

export interface HealthWatchServiceOptions {
  listOrgs: () => Org[];
  gateway: Gateway;
  events: EventBus;
  /** Electron: an OS notification (electron/adapters/electron-notifications.ts). */
  show?: ShowNotification | undefined;
  clock?: Clock;
  log?: ((message: string, error?: unknown) => void) | undefined;
  /**
   * The notification centre (electron/notification-centre/): records the notification in the
   * history and says whether it is shown (false: quiet hours, OS notifications off) — or whether
   * the organisation's rules drop it ('drop'). Without one, every notification is shown.
   */
  record?:
    | ((
        notification: HealthNotification,
        kind: NotificationKind,
        severity: Severity | null,
      ) => 'show' | 'silent' | 'drop')
    | undefined;
}

export interface HealthWatchService {
  watch: HealthWatch;
  handlers: Pick<Handlers, 'healthWatch:pollNow' | 'healthWatch:silence'>;
  /** 'Silence 1 h' for the check of a notification; announces it to the org's windows. */
  silence(orgId: string, checkId: string): Promise<{ until: string }>;
  /** Wraps the handlers that change organisations or sign-ins so the watch follows them. */
  follow(handlers: Handlers): Handlers;
  close(): void;
}

/** The calls after which the watched organisations, their intervals or sign-ins may differ. */
const ORG_CHANNELS = [
  'orgs:add',
  'orgs:update',
  'orgs:remove',
  'auth:signIn',
  'auth:signOut',
] as const;

/** The poll, noting per organisation whether its user may create silences (spec 1 §6) as of its
 * last poll, which precedes that poll's notifications. */
function withSilenceRight(
  source: ReturnType<typeof createCheckSource>,
  items: (orgId: string, signedOut: boolean) => Promise<void>,
) {
  const silenceable = new Map<string, boolean>();
  const fetchChecks = async (orgId: string) => {
    const [outcome, may] = await Promise.all([
      source.fetchChecks(orgId),
      source.maySilence(orgId).catch(() => false),
    ]);
    silenceable.set(orgId, may);
    await items(orgId, outcome.kind === 'signed-out');
    return outcome;
  };
  return { fetchChecks, silenceable };
}

/**
 * New incidents, approvals waiting, failed playbook runs and critical insights (the notification
 * centre's new-item kinds), polled with the checks; notified through the notification centre's
 * rules.
 */
function itemPoller(options: HealthWatchServiceOptions) {
  const poller = createItemPoller({
    sources: ITEM_SOURCES,
    gateway: options.gateway,
    now: () => options.clock?.now() ?? Date.now(),
    log: options.log,
    deliver: ({ severity, kind, ...item }) => {
      const notification = { ...item, checkId: null, kind };
      if (options.record?.(notification, kind, severity) !== 'show') return;
      if (options.show) options.show(notification, { silence: null });
      else options.events.publish('health:notification', { ...notification, canSilence: false });
    },
  });
  return async (orgId: string, signedOut: boolean): Promise<void> => {
    const org = options.listOrgs().find((o) => o.id === orgId);
    if (signedOut || !org) return poller.reset(orgId);
    await poller.poll(org);
  };
}

export function createHealthWatchService(options: HealthWatchServiceOptions): HealthWatchService {
  const source = createCheckSource(options.gateway);
  const now = () => new Date(options.clock?.now() ?? Date.now());

  async function silence(orgId: string, checkId: string) {
    const result = await source.silenceCheck(orgId, checkId, now());
    try {
      options.events.publish('silences:changed', { orgId });
    } catch (error) {
      options.log?.('a silence was created but silences:changed could not be published', error);
    }
    return result;
  }

  const pollItems = itemPoller(options);
  const { fetchChecks, silenceable } = withSilenceRight(source, pollItems);
  const deliver = (notification: HealthNotification) => {
    if ((options.record?.(notification, 'check', null) ?? 'show') !== 'show') return;
    const canSilence =
      notification.checkId !== null && silenceable.get(notification.orgId) === true;
    if (options.show) {
      const { checkId, orgId } = notification;
      options.show(notification, {
        silence:
          checkId === null || !canSilence
            ? null
            : () => {
                silence(orgId, checkId).catch((error: unknown) =>
                  options.log?.('Silence 1 h from a notification failed', error),
                );
              },
      });
    } else options.events.publish('health:notification', { ...notification, canSilence });
  };

  const watch = createHealthWatch({
    listOrgs: () =>
      options.listOrgs().map((org) => ({
        id: org.id,
        name: org.name,
        minutes: org.healthWatchMinutes,
      })),
    fetchChecks,
    deliver,
    clock: options.clock,
    log: options.log,
  });
  watch.sync();

  return {
    watch,
    silence,
    handlers: {
      'healthWatch:pollNow': ({ orgId }) => watch.pollNow(orgId),
      'healthWatch:silence': async ({ orgId, checkId }) => ({
        silenced: true as const,
        ...(await silence(orgId, checkId)),
      }),
    },
    follow(handlers) {
      const wrapped: Record<string, unknown> = { ...handlers };
      for (const channel of ORG_CHANNELS) {
        const handler = handlers[channel] as (request: unknown, sender: unknown) => unknown;
        wrapped[channel] = async (request: unknown, sender: unknown) => {
          const response = await handler(request, sender);
          watch.sync();
          return response;
        };
      }
      return wrapped as Handlers;
    },
    close() {
      watch.close();
    },
  };
}
