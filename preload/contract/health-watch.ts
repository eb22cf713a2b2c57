// Channels of the `healthWatch` area: main polls the checks of every signed-in organisation whose
// interval is not off and raises a notification when a check turns unhealthy
// (electron/health-watch/). The renderer asks for a poll now ("Check now") and silences a check
// from a notification; the rules that decide what notifies live in main only.
import { z } from 'zod';
import { channel } from './define.ts';
import { NotificationKindSchema } from './notification-rules.ts';
import { OrgIdSchema } from './orgs.ts';

export {
  HEALTH_WATCH_INTERVALS,
  HealthWatchIntervalSchema,
  type HealthWatchInterval,
} from './health-watch-interval.ts';

/** How long 'Silence 1 h' silences a check. */
export const SILENCE_FOR = '1h';

/** What a notification says, the same for an OS notification and browser mode's. */
export const HealthNotificationSchema = z
  .object({
    /** Unique per event: a window shows each id once, however many windows receive it. */
    id: z.string().min(1).max(200),
    orgId: OrgIdSchema,
    title: z.string().min(1).max(300),
    body: z.string().max(1000),
    /** In-app route the click opens in `orgId` (`/health?checkId=…`). */
    route: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)[^\s\\]*$/),
    /** The check it names; null for a summary of many checks (no 'Silence 1 h' then). */
    checkId: z.string().max(64).nullable(),
    /** What it is about: a check (the default), or one of the notification centre's new items
     * (incident, approval, failed playbook run, critical insight). */
    kind: NotificationKindSchema.optional(),
    /** May the signed-in user create silences in `orgId` (spec 1 §6)? 'Silence 1 h' only then. */
    canSilence: z.boolean().optional(),
  })
  .strict();
export type HealthNotification = z.infer<typeof HealthNotificationSchema>;

const CheckIdSchema = z.string().regex(/^[0-9a-fA-F-]{1,64}$/, 'not a check id');

export const healthWatchChannels = {
  /** Poll this organisation's checks now (the dialog's "Check now"); waits for the poll. */
  'healthWatch:pollNow': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: z.object({
      /** false: not polled (interval off, signed out or offline). */
      polled: z.boolean(),
      /** The first poll after the interval was set records the checks' state and notifies nothing. */
      baseline: z.boolean(),
      notified: z.number().int().nonnegative(),
    }),
  }),
  /** 'Silence 1 h' from a notification: a silence of the check in its organisation. */
  'healthWatch:silence': channel({
    request: z.object({ orgId: OrgIdSchema, checkId: CheckIdSchema }).strict(),
    response: z.object({ silenced: z.literal(true), until: z.string() }),
  }),
};
