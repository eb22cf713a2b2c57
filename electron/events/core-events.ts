// Where main's existing services become events, so core.ts only wires: start-up notices become
// `app:notice` (kept for every window that opens later), and the IPC calls that change the
// organisation list or a sign-in state announce `orgs:changed` to every window, so a second
// window (or browser tab) re-reads the list instead of showing a stale one.
import { randomUUID } from 'node:crypto';
import type { Notice } from '../../preload/contract/events.ts';
import type { Handlers } from '../ipc/router.ts';
import type { EventBus } from './event-bus.ts';

/** A notice main raised while starting, before any window could subscribe. */
export function publishNotice(
  bus: EventBus,
  notice: Omit<Notice, 'id'>,
  log?: (message: string, error?: unknown) => void,
): void {
  try {
    bus.publish('app:notice', { id: randomUUID(), ...notice });
  } catch (error) {
    log?.('a start-up notice could not be published', error);
  }
}

/**
 * A notice for the windows open now only, never replayed to a window opened later (a hint about
 * something under way, such as a confirmation page waiting for an answer).
 */
export function publishPassingNotice(bus: EventBus, notice: Omit<Notice, 'id'>): void {
  bus.publish('app:notice', { id: randomUUID(), ...notice }, { keep: false });
}

type OrgChangingChannel =
  'orgs:add' | 'orgs:update' | 'orgs:remove' | 'orgs:reorder' | 'auth:signIn' | 'auth:signOut';

/** The org a successful call changed, or undefined for the list as a whole; null: nothing to say. */
const changedOrg: {
  [C in OrgChangingChannel]: (
    request: Parameters<Handlers[C]>[0],
    response: Awaited<ReturnType<Handlers[C]>>,
  ) => string | undefined | null;
} = {
  'orgs:add': (_request, org) => org.id,
  // Switching organisation marks it used: the list's order changes for nobody else to see.
  'orgs:update': (request) =>
    Object.keys(request.patch).every((key) => key === 'used') ? null : request.id,
  'orgs:remove': (request) => request.id,
  'orgs:reorder': () => undefined,
  'auth:signIn': (request) => request.orgId,
  'auth:signOut': (request) => request.orgId,
};

/** Wraps the handlers that change organisations so each success publishes `orgs:changed`. */
export function announceOrgChanges(
  handlers: Handlers,
  bus: EventBus,
  log?: (message: string, error?: unknown) => void,
): Handlers {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const channel of Object.keys(changedOrg) as OrgChangingChannel[]) {
    const handler = handlers[channel] as (request: unknown, sender: unknown) => unknown;
    const which = changedOrg[channel] as (
      request: unknown,
      response: unknown,
    ) => string | undefined | null;
    wrapped[channel] = async (request: unknown, sender: unknown) => {
      const response = await handler(request, sender);
      try {
        const orgId = which(request, response);
        if (orgId !== null) bus.publish('orgs:changed', orgId === undefined ? {} : { orgId });
      } catch (error) {
        log?.(`${channel} succeeded but orgs:changed could not be published`, error);
      }
      return response;
    };
  }
  return wrapped as Handlers;
}
