// The offline cache's writes and clears become `cache:changed`, so a window that indexes every
// organisation's cache (the command palette) re-reads the one that changed instead of polling.
// The event names the organisation only; the data stays in main until a window reads it.
import type { Handlers } from '../ipc/router.ts';
import type { EventBus } from './event-bus.ts';

type CacheChangingChannel = 'cache:write' | 'cache:clear';
const CHANGING: readonly CacheChangingChannel[] = ['cache:write', 'cache:clear'];

/** Wraps the cache handlers that change a blob so each success publishes `cache:changed`. */
export function announceCacheChanges<H extends Pick<Handlers, CacheChangingChannel>>(
  handlers: H,
  bus: EventBus,
  log?: (message: string, error?: unknown) => void,
): H {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const channel of CHANGING) {
    const handler = handlers[channel] as (request: { orgId: string }, sender: unknown) => unknown;
    wrapped[channel] = async (request: { orgId: string }, sender: unknown) => {
      const response = await handler(request, sender);
      try {
        bus.publish('cache:changed', { orgId: request.orgId });
      } catch (error) {
        log?.(`${channel} succeeded but cache:changed could not be published`, error);
      }
      return response;
    };
  }
  return wrapped as H;
}
