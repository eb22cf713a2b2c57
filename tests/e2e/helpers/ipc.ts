// Calls a main-process channel the way the page does in browser mode (POST /ipc/<channel> with
// the session cookie of `request`): the value on success, an error naming the channel otherwise.
import type { APIRequestContext, Page } from '@playwright/test';
import { EVENTS_PATH } from '../../../preload/contract/event-names.ts';

export async function ipc(
  request: APIRequestContext,
  channel: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/ipc/${channel}`, { data });
  const body = (await response.json()) as {
    ok: boolean;
    value?: Record<string, unknown>;
    error?: { message: string };
  };
  if (!body.ok) throw new Error(`${channel}: ${body.error?.message}`);
  return body.value ?? {};
}

/**
 * Resolves once the page's event stream for `orgId` is open (browser mode's `GET /events?org=…`,
 * which the host subscribes before it answers): from then on, that organisation's events reach
 * the page. Arm it before the navigation that opens the stream; an event the host sends before
 * then is in the notification history, but no toast shows it.
 */
export function eventStreamOpened(page: Page, orgId: string): Promise<unknown> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === EVENTS_PATH && url.searchParams.get('org') === orgId;
  });
}
