// Main → renderer events (contract: preload/contract/events.ts), on either transport: the
// preload's `window.desktopEvents` in Electron, a Server-Sent Events stream (`GET /events`) in
// browser mode. Every event is validated here before a handler sees it; an unknown or malformed
// one is dropped with a warning.
//
// `useAppEvent(name, handler)` listens while a component is mounted; `useEventScope(orgId)` tells
// main which organisation this window shows, so org-scoped events for another organisation never
// reach it. Events the contract keeps (`replay: 'all' | 'latest'`, e.g. start-up notices) are also
// kept here and handed to handlers that start listening later, so a notice that arrived before its
// screen mounted is not lost; handlers must therefore be idempotent (notices carry an id).
//
// Browser mode: EventSource reconnects by itself after a network failure and sends the last id
// it saw, and the host replays what it missed; after a refusal (the host restarted with a new
// session) it tries again every RETRY_MS. Switching organisation opens a new stream that starts
// after the last event received.
import { useEffect, useEffectEvent } from 'react';
import {
  EVENTS_PATH,
  eventNames,
  type DesktopEvents,
  type EventName,
} from '../../../preload/contract/event-names.ts';
import type * as EventsContractModule from '../../../preload/contract/events.ts';
import type { EventPayload } from '../../../preload/contract/events.ts';

declare global {
  interface Window {
    desktopEvents?: DesktopEvents;
  }
}

/** A transport: starts delivering raw `(name, payload)` pairs, and follows the window's org. */
export interface EventTransport {
  start(deliver: (name: unknown, payload: unknown) => void): void;
  setScope(orgId: string | null): void;
}

type Handler = (payload: unknown) => void;

export interface EventHub {
  on<N extends EventName>(name: N, handler: (payload: EventPayload<N>) => void): () => void;
  setScope(orgId: string | null): void;
}

/** The event contract's schemas, which the hub checks every event against. */
export type EventsContract = Pick<typeof EventsContractModule, 'events' | 'parseAppEvent'>;

/**
 * The contract loaded when the first event arrives: its schemas (and the org, health-watch and
 * notification schemas they build on) are not evaluated while the window starts (issue 33).
 * Events that arrive meanwhile wait for it, in order.
 */
const loadContract = (): Promise<EventsContract> => import('../../../preload/contract/events.ts');

export function createEventHub(
  transport: EventTransport,
  warn: (message: string) => void = (message) => console.warn(`[events] ${message}`),
  contract: EventsContract | (() => Promise<EventsContract>) = loadContract,
): EventHub {
  const handlers = new Map<EventName, Set<Handler>>();
  const kept = new Map<EventName, unknown[]>();
  let started = false;
  let loaded = typeof contract === 'function' ? null : contract;
  const waiting: [unknown, unknown][] = [];

  function arrive(name: unknown, payload: unknown): void {
    if (loaded) return receive(loaded, name, payload);
    waiting.push([name, payload]);
    if (waiting.length > 1 || typeof contract !== 'function') return;
    contract().then(
      (module) => {
        loaded = module;
        for (const [n, p] of waiting.splice(0)) receive(module, n, p);
      },
      (error: unknown) => {
        warn(
          `dropped ${waiting.length} event(s): the event contract did not load (${String(error)})`,
        );
        waiting.length = 0;
      },
    );
  }

  function receive({ events, parseAppEvent }: EventsContract, name: unknown, payload: unknown) {
    const event = parseAppEvent(name, payload);
    if (!event) {
      warn(`dropped an event that does not match the contract (${String(name).slice(0, 40)})`);
      return;
    }
    const replay = events[event.name].replay;
    if (replay === 'all') kept.set(event.name, [...(kept.get(event.name) ?? []), event.payload]);
    if (replay === 'latest') kept.set(event.name, [event.payload]);
    for (const handler of [...(handlers.get(event.name) ?? [])]) {
      try {
        handler(event.payload);
      } catch (error) {
        warn(`a handler of ${event.name} failed: ${String(error)}`);
      }
    }
  }

  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<Handler>();
      handlers.set(name, set);
      const entry = handler as Handler;
      set.add(entry);
      for (const payload of kept.get(name) ?? []) entry(payload);
      if (!started) {
        started = true;
        transport.start(arrive);
      }
      return () => {
        set.delete(entry);
      };
    },
    setScope: (orgId) => transport.setScope(orgId),
  };
}

/** Electron: the preload's API, one listener per event name of the contract. */
export function electronEventTransport(api: DesktopEvents): EventTransport {
  return {
    start(deliver) {
      for (const name of eventNames) api.onEvent(name, (payload) => deliver(name, payload));
    },
    setScope: (orgId) => api.setScope(orgId),
  };
}

export const RETRY_MS = 10_000;

interface EventSourceLike {
  onmessage: ((message: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
  close(): void;
}

/**
 * Runs `fn` once the page has loaded: a long-lived stream opened earlier holds one of the
 * browser's six connections to the host while the start-up chunks still load.
 */
function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') setTimeout(fn, 0);
  else window.addEventListener('load', () => setTimeout(fn, 0), { once: true });
}

/** Browser mode: `GET /events?org=…&after=…`, reopened when the organisation changes. */
export function sseEventTransport(
  open: (url: string) => EventSourceLike = (url) => new EventSource(url),
  schedule: (fn: () => void, ms: number) => unknown = (fn, ms) => setTimeout(fn, ms),
  whenLoaded: (fn: () => void) => void = afterLoad,
): EventTransport {
  let loaded = false;
  let source: EventSourceLike | null = null;
  let deliver: ((name: unknown, payload: unknown) => void) | null = null;
  let orgId: string | null = null;
  let lastId: string | null = null;
  let generation = 0;

  function connect(): void {
    source?.close();
    const mine = ++generation;
    const params = new URLSearchParams();
    if (orgId) params.set('org', orgId);
    if (lastId) params.set('after', lastId);
    const query = params.toString();
    const current = open(query ? `${EVENTS_PATH}?${query}` : EVENTS_PATH);
    source = current;
    current.onmessage = (message) => {
      if (message.lastEventId) lastId = message.lastEventId;
      let data: { name?: unknown; payload?: unknown };
      try {
        data = JSON.parse(message.data) as { name?: unknown; payload?: unknown };
      } catch {
        return;
      }
      deliver?.(data.name, data.payload);
    };
    current.onerror = () => {
      // CONNECTING: EventSource retries by itself. CLOSED: the host refused; try again later.
      if (current.readyState === 2)
        schedule(() => {
          if (mine === generation) connect();
        }, RETRY_MS);
    };
  }

  return {
    start(next) {
      deliver = next;
      whenLoaded(() => {
        loaded = true;
        connect();
      });
    },
    setScope(next) {
      if (next === orgId) return;
      orgId = next;
      if (deliver && loaded) connect();
    },
  };
}

let hub: EventHub | null = null;

/** The window's event hub, created on first use for the transport this window has. */
export function appEvents(): EventHub {
  hub ??= createEventHub(
    window.desktopEvents ? electronEventTransport(window.desktopEvents) : sseEventTransport(),
  );
  return hub;
}

/** Calls `handler` for each `name` event while the component is mounted. */
export function useAppEvent<N extends EventName>(
  name: N,
  handler: (payload: EventPayload<N>) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => appEvents().on(name, (payload) => onEvent(payload)), [name]);
}

/** Tells main which organisation this window shows (org-scoped events follow it). */
export function useEventScope(orgId: string | null): void {
  useEffect(() => appEvents().setScope(orgId), [orgId]);
}
