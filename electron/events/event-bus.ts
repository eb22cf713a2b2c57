// The one publisher of main → renderer events, in plain Node. Services call
// `publish(name, payload)`; the payload is checked against the contract
// (preload/contract/events.ts) and handed to every subscriber that may see it: all of them for an
// app-wide event, only those whose current organisation is the event's for an org-scoped one.
// Subscribers are transports' connections — an Electron window (electron/adapters/electron-events.ts)
// or a browser-mode SSE stream (electron/host/event-stream.ts) — and never see one another.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  events,
  type EventName,
  type EventPayload,
  type EventPayloadInput,
} from '../../preload/contract/events.ts';

/** One delivered event; `seq` increases per launch (`epoch`), so a reconnect can say where it was. */
export interface EventEnvelope<N extends EventName = EventName> {
  epoch: string;
  seq: number;
  name: N;
  payload: EventPayload<N>;
}

export interface SubscribeOptions {
  /** The organisation the window or connection shows; null: none yet (app-wide events only). */
  orgId: string | null;
  deliver: (envelope: EventEnvelope) => void;
  /**
   * Where a reconnecting stream left off (`<epoch>:<seq>` it last received): events after it that
   * the bus still holds are delivered again. Without it (or from another launch) a subscriber gets
   * the kept events (`replay: 'all' | 'latest'`).
   */
  after?: string | null;
}

export interface EventSubscription {
  /** The window switched organisation: org-scoped events follow it from now on. */
  setOrg(orgId: string | null): void;
  readonly orgId: string | null;
  close(): void;
}

export interface EventBus {
  readonly epoch: string;
  /** Validates and delivers; returns how many subscribers received it. Throws on a bad payload. */
  /**
   * Delivers to the open subscribers and keeps the event for later ones as the contract says
   * (`replay`); `{ keep: false }`: this one is for the windows open now only (a passing hint).
   */
  publish<N extends EventName>(
    name: N,
    payload: EventPayloadInput<N>,
    options?: { keep?: boolean },
  ): number;
  subscribe(options: SubscribeOptions): EventSubscription;
  /** How many subscribers are open (tests, diagnostics). */
  readonly size: number;
}

export class EventPayloadError extends Error {
  constructor(name: string, error: z.ZodError) {
    const detail = error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`Event ${name} has an invalid payload: ${detail}`);
    this.name = 'EventPayloadError';
  }
}

export interface EventBusOptions {
  /** Recent events kept for reconnecting streams. */
  historySize?: number;
  log?: (message: string, error?: unknown) => void;
  epoch?: string;
}

/** May a subscriber showing `orgId` receive this event? The scope rule of the contract. */
export function isDeliverable(
  envelope: Pick<EventEnvelope, 'name' | 'payload'>,
  orgId: string | null,
): boolean {
  if (events[envelope.name].scope === 'app') return true;
  const target = (envelope.payload as { orgId?: unknown }).orgId;
  return orgId !== null && typeof target === 'string' && target === orgId;
}

/** `<epoch>:<seq>` → the seq, when it is of this launch. */
export function parseCursor(cursor: string | null | undefined, epoch: string): number | null {
  if (!cursor) return null;
  const match = /^([A-Za-z0-9-]{1,64}):(\d{1,15})$/.exec(cursor);
  if (!match || match[1] !== epoch) return null;
  return Number(match[2]);
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const epoch = options.epoch ?? randomUUID();
  const historySize = options.historySize ?? 200;
  const log =
    options.log ?? ((message, error) => console.error(`[events] ${message}`, error ?? ''));
  const subscribers = new Set<{ orgId: string | null; deliver: SubscribeOptions['deliver'] }>();
  /** Recent events, oldest first. */
  const history: EventEnvelope[] = [];
  /** Events a later subscriber still gets (`replay` of the contract), in publish order. */
  let kept: EventEnvelope[] = [];
  let seq = 0;

  function send(
    subscriber: { orgId: string | null; deliver: SubscribeOptions['deliver'] },
    envelope: EventEnvelope,
  ): boolean {
    if (!isDeliverable(envelope, subscriber.orgId)) return false;
    try {
      subscriber.deliver(envelope);
      return true;
    } catch (error) {
      // A window closing while an event is on its way: its transport cleans up on its own.
      log(`could not deliver ${envelope.name}`, error);
      return false;
    }
  }

  function keep(envelope: EventEnvelope): void {
    const replay = events[envelope.name].replay;
    if (replay === 'none') return;
    if (replay === 'latest') kept = kept.filter((e) => e.name !== envelope.name);
    kept.push(envelope);
    // A handful of notices per launch at most; a runaway producer must not grow this without end.
    if (kept.length > 50) kept = kept.slice(-50);
  }

  return {
    epoch,
    get size() {
      return subscribers.size;
    },
    publish(name, payload, publishOptions) {
      const parsed = events[name].payload.safeParse(payload);
      if (!parsed.success) throw new EventPayloadError(name, parsed.error);
      seq += 1;
      const envelope = { epoch, seq, name, payload: parsed.data } as EventEnvelope;
      history.push(envelope);
      if (history.length > historySize) history.shift();
      if (publishOptions?.keep !== false) keep(envelope);
      let delivered = 0;
      for (const subscriber of [...subscribers]) if (send(subscriber, envelope)) delivered += 1;
      return delivered;
    },
    subscribe(subscribeOptions) {
      const subscriber = { orgId: subscribeOptions.orgId, deliver: subscribeOptions.deliver };
      const since = parseCursor(subscribeOptions.after, epoch);
      const oldest = history[0]?.seq ?? seq + 1;
      // Resume where the stream left off when the bus still holds every event since; otherwise
      // (first connection, another launch, too long away) start from the kept events.
      const replay =
        since !== null && since + 1 >= oldest
          ? history.filter((e) => e.seq > since)
          : kept.filter((e) => since === null || e.seq > since);
      subscribers.add(subscriber);
      for (const envelope of replay) send(subscriber, envelope);
      return {
        get orgId() {
          return subscriber.orgId;
        },
        setOrg(orgId) {
          subscriber.orgId = orgId;
        },
        close() {
          subscribers.delete(subscriber);
        },
      };
    },
  };
}
