// THE main → renderer event contract: every event main can push to a window, once. Each is
// `<area>:<event>` with a zod payload schema (types inferred), a scope and a replay rule. Main
// validates every payload before it leaves (electron/events/event-bus.ts); the renderer validates
// again on arrival (renderer/src/lib/events.ts), since in browser mode it arrives over HTTP.
//
// Scope — who receives an event:
// - `org`: the payload carries `orgId`, and the event is delivered only to the windows (Electron) or
//   connections (browser mode) whose current organisation is that one. A window showing another
//   organisation, or none yet, never receives it.
// - `app`: delivered to every window. An app-wide event never carries an organisation's data; it
//   may name an organisation only as a pointer into the organisation list every window shows
//   (`orgs:changed`), which each window then re-reads through its own IPC calls.
//
// Replay — what a window that subscribes later (a new window, a reload, a browser-mode reconnect)
// still gets: `all` keeps every such event of this launch (start-up notices), `latest` keeps the
// last one (the newest version available). Other events are delivered once to the windows
// subscribed at that moment; a browser-mode connection that drops and reconnects also gets the
// events it missed while the host still holds them (SSE `Last-Event-ID`). Kept events carry an id
// or are idempotent, so the renderer shows each notice once however often it arrives.
import { z } from 'zod';
import type { EventName } from './event-names.ts';
import { HealthNotificationSchema } from './health-watch.ts';
import { OrgIdSchema } from './orgs.ts';

export type EventScope = 'app' | 'org';
export type EventReplay = 'none' | 'all' | 'latest';

export interface EventSpec<P extends z.ZodType = z.ZodType> {
  scope: EventScope;
  replay: EventReplay;
  payload: P;
}

function appEvent<P extends z.ZodType>(payload: P, replay: EventReplay = 'none'): EventSpec<P> {
  return { scope: 'app', replay, payload };
}

/** An org-scoped event's payload must name its organisation (checked by the type). */
function orgEvent<P extends z.ZodType<{ orgId: string }>>(payload: P): EventSpec<P> {
  return { scope: 'org', replay: 'none', payload };
}

export const NoticeSchema = z
  .object({
    /** Unique per occurrence (main makes one per notice), so the renderer shows it once. */
    id: z.string().min(1).max(128),
    level: z.enum(['info', 'warning', 'error']),
    title: z.string().min(1).max(200),
    message: z.string().min(1).max(2000),
  })
  .strict();
export type Notice = z.infer<typeof NoticeSchema>;

/** In-app route of the console (`/health?checkId=…`): a path on our own origin, nothing else. */
const RouteSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path starting with one "/"');

export const events = {
  /** Something main noticed at start-up (settings restored from a backup…), shown once. */
  'app:notice': appEvent(NoticeSchema, 'all'),
  /** Open a route of an organisation in the window showing it (deep links). */
  'app:navigate': orgEvent(z.object({ orgId: OrgIdSchema, route: RouteSchema }).strict()),
  /** The organisation list, or one organisation's sign-in state, changed: re-read it. */
  'orgs:changed': appEvent(z.object({ orgId: OrgIdSchema.optional() }).strict()),
  /** An organisation's notification silences changed (e.g. 'Silence 1 h' from a notification). */
  'silences:changed': orgEvent(z.object({ orgId: OrgIdSchema }).strict()),
  /**
   * A newer version of the application is downloaded and can be installed: `verified` carries
   * our own release signature; `unsigned` does not (no key in this build, or none published), so
   * the window asks before installing it (`app:installUpdate` with `acceptUnsigned`).
   */
  'update:available': appEvent(
    z
      .object({
        version: z.string().regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,64})?$/),
        signature: z.enum(['verified', 'unsigned']),
      })
      .strict(),
    'latest',
  ),
  /**
   * The embedded Sandbox's slow start (a first start copying and moving its demo data, or a
   * seed), one stage at a time; the window waiting for it shows them. App-wide: the Sandbox is
   * part of the app, and its stages carry no organisation's data.
   */
  'sandbox:stage': appEvent(
    z
      .object({
        stage: z.enum(['copying', 'rebasing', 'seeding', 'starting']),
        step: z.number().int().min(1).max(10),
        steps: z.number().int().min(1).max(10),
      })
      .strict(),
    'latest',
  ),
  /** Open the command palette (the Go menu's item; the window's own shortcut needs no event). */
  'app:openPalette': appEvent(z.object({}).strict()),
  /** View → Toggle Sidebar: sent to the focused window only (electron/events/window-event.ts). */
  'app:toggleSidebar': appEvent(z.object({}).strict()),
  /** View → Find in Page: the focused window puts the cursor in its screen's search field. */
  'app:findInPage': appEvent(z.object({}).strict()),
  /**
   * An organisation's offline cache was written or cleared: windows that index every
   * organisation's cache (the command palette) re-read it. Names the organisation only as a
   * pointer; the data stays in main until a window asks for it with `cache:read`.
   */
  'cache:changed': appEvent(z.object({ orgId: OrgIdSchema }).strict()),
  /**
   * Browser mode: a check turned unhealthy (main's rules decided; electron/health-watch/), for the
   * page to show with the web Notifications API. App-wide, unlike other org data: it says what
   * the OS notification would show on this desktop whichever organisation a window shows. Electron
   * shows it natively and never publishes it.
   */
  'health:notification': appEvent(HealthNotificationSchema),
  /**
   * The machine woke from sleep or its wall clock jumped (electron/app/wake-detector.ts): every
   * window refetches what it shows and re-checks its sign-in instead of waiting for its next poll.
   */
  'system:resumed': appEvent(
    z
      .object({
        reason: z.enum(['resume', 'clock-jump']),
        skewMs: z.number().finite(),
      })
      .strict(),
  ),
  /**
   * A window changed the settings (main merged its patch): the others re-read them, so a theme
   * or a cache age chosen in one window shows in all. `revision` counts the changes of this launch.
   */
  'settings:changed': appEvent(z.object({ revision: z.number().int().positive() }).strict()),
  /**
   * The notification history changed (an entry was recorded, read or cleared): windows re-read it
   * with `notificationCentre:list`. App-wide and empty: the entries stay in main until asked for.
   */
  'notificationCentre:changed': appEvent(z.object({}).strict()),
} satisfies Record<EventName, EventSpec>;

export type Events = typeof events;
export type EventPayload<N extends EventName> = z.output<Events[N]['payload']>;
export type EventPayloadInput<N extends EventName> = z.input<Events[N]['payload']>;

/** What crosses the wire: the event's name and payload, and in browser mode its stream id. */
export type AppEvent = { [N in EventName]: { name: N; payload: EventPayload<N> } }[EventName];

/** Checks a received `{ name, payload }`; null when the name is unknown or the payload is off-schema. */
export function parseAppEvent(name: unknown, payload: unknown): AppEvent | null {
  if (typeof name !== 'string' || !Object.hasOwn(events, name)) return null;
  const spec = events[name as EventName];
  const parsed = spec.payload.safeParse(payload);
  return parsed.success ? ({ name, payload: parsed.data } as AppEvent) : null;
}

export { eventNames, isEventName, type EventName } from './event-names.ts';
