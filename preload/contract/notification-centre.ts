// Channels of the `notificationCentre` area (issue 36 item 2): main keeps every desktop
// notification of the last 7 days (electron/notification-centre/history-store.ts); a window lists
// them for the top bar's bell, marks them read and clears them. `notificationCentre:changed`
// (events.ts) tells every window to re-read the list.
import { z } from 'zod';
import { channel } from './define.ts';
import { NotificationKindSchema, SeveritySchema } from './notification-rules.ts';
import { OrgIdSchema } from './orgs.ts';

export {
  NOTIFICATION_KINDS,
  NotificationKindSchema,
  SEVERITIES,
  SeveritySchema,
  type NotificationKind,
  type Severity,
} from './notification-rules.ts';

/** How long an entry is kept, and how many are kept at most. */
export const HISTORY_DAYS = 7;
export const HISTORY_MAX_ENTRIES = 5000;

export const HistoryEntrySchema = z
  .object({
    id: z.string().min(1).max(200),
    orgId: OrgIdSchema,
    kind: NotificationKindSchema,
    title: z.string().min(1).max(300),
    body: z.string().max(1000),
    /** An incident's severity; null for a check (checks have none). */
    severity: SeveritySchema.nullable(),
    /** When it was raised (ISO 8601). */
    at: z.string().datetime({ offset: true }),
    read: z.boolean(),
    /** In-app route it opens in `orgId` (`/health?checkId=…`, `/incidents/{id}`). */
    route: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)[^\s\\]*$/),
    /** Quiet hours or "OS notifications off" held back the OS notification; recorded anyway. */
    silent: z.boolean().optional(),
  })
  .strict();
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

const IdsSchema = z.array(z.string().min(1).max(200)).max(HISTORY_MAX_ENTRIES);

export const notificationCentreChannels = {
  /** Every kept entry, newest first, and how many are unread. */
  'notificationCentre:list': channel({
    request: z.object({}).strict(),
    response: z.object({
      entries: z.array(HistoryEntrySchema),
      unread: z.number().int().nonnegative(),
    }),
  }),
  /** Marks the named entries read, or all of them (of one organisation when `orgId` is given). */
  'notificationCentre:markRead': channel({
    request: z.union([
      z.object({ ids: IdsSchema }).strict(),
      z.object({ all: z.literal(true), orgId: OrgIdSchema.optional() }).strict(),
    ]),
    response: z.object({ unread: z.number().int().nonnegative() }),
  }),
  /** Forgets every entry, or those of one organisation. */
  'notificationCentre:clear': channel({
    request: z.object({ orgId: OrgIdSchema.optional() }).strict(),
    response: z.object({ cleared: z.number().int().nonnegative() }),
  }),
};
