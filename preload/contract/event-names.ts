// The names of the main → renderer events and the wire constants of both transports, without
// schemas: the sandboxed preload (bundled without zod) and the renderer's start-up code use this.
// preload/contract/events.ts declares the same names with their payload schemas, and a test keeps
// the two lists equal.
export const eventNames = [
  'app:notice',
  'app:navigate',
  'orgs:changed',
  'silences:changed',
  'update:available',
  'sandbox:stage',
  'app:openPalette',
  'app:toggleSidebar',
  'app:findInPage',
  'cache:changed',
  'health:notification',
  'system:resumed',
  'settings:changed',
  'notificationCentre:changed',
] as const;

export type EventName = (typeof eventNames)[number];

/** Electron: main → renderer, `webContents.send(EVENT_CHANNEL, { name, payload })`. */
export const EVENT_CHANNEL = 'mcd:event';
/** Electron: renderer → main, `{ orgId: string | null }`: subscribe this window, or change its organisation. */
export const EVENT_SUBSCRIBE_CHANNEL = 'mcd:event-subscribe';
/** Browser mode: the Server-Sent Events stream, `GET /events?org=<orgId>` on the host. */
export const EVENTS_PATH = '/events';

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (eventNames as readonly string[]).includes(name);
}

/** What the preload exposes as `window.desktopEvents` in Electron (preload/events-api.ts). */
export interface DesktopEvents {
  /** Handlers get the payload as sent; the renderer validates it against the contract. */
  onEvent(name: EventName, handler: (payload: unknown) => void): () => void;
  /** The organisation this window shows (null: none): org-scoped events follow it. */
  setScope(orgId: string | null): void;
}
