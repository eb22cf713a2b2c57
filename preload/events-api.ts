// The preload's event API, `window.desktopEvents`: `onEvent(name, handler) → unsubscribe` for the
// names of the contract and `setScope(orgId)` for the organisation the window shows. The renderer
// never gets ipcRenderer: handlers receive only the payload, which the renderer validates against
// the contract (renderer/src/lib/events.ts; zod is not shipped into the preload). The window
// subscribes with main when its first handler is added, so nothing arrives before someone listens.
import {
  EVENT_CHANNEL,
  EVENT_SUBSCRIBE_CHANNEL,
  isEventName,
  type DesktopEvents,
  type EventName,
} from './contract/event-names.ts';

export interface EventIpc {
  on(channel: string, listener: (event: unknown, message: unknown) => void): void;
  send(channel: string, message: unknown): void;
}

export function buildDesktopEvents(ipc: EventIpc, page: string): DesktopEvents {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  let orgId: string | null = null;
  let subscribed = false;
  const subscribe = () => ipc.send(EVENT_SUBSCRIBE_CHANNEL, { orgId, page });

  ipc.on(EVENT_CHANNEL, (_event, message) => {
    if (typeof message !== 'object' || message === null) return;
    const { name, payload } = message as { name?: unknown; payload?: unknown };
    if (!isEventName(name)) return;
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[events] a handler of ${name} failed`, error);
      }
    }
  });

  return Object.freeze({
    onEvent(name: EventName, handler: (payload: unknown) => void) {
      if (!isEventName(name)) throw new Error(`Unknown event "${String(name).slice(0, 80)}"`);
      if (typeof handler !== 'function') throw new Error('An event handler must be a function');
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      // Wrapped, so the same function added twice is two subscriptions, each removed by its own call.
      const entry = (payload: unknown) => handler(payload);
      set.add(entry);
      if (!subscribed) {
        subscribed = true;
        subscribe();
      }
      return () => {
        set.delete(entry);
      };
    },
    setScope(next: string | null) {
      if (next !== null && typeof next !== 'string') return;
      if (next === orgId) return;
      orgId = next;
      if (subscribed) subscribe();
    },
  });
}
