// Calls a main-process channel the way the page does in browser mode (POST /ipc/<channel> with
// the session cookie of `request`): the value on success, an error naming the channel otherwise.
import type { APIRequestContext } from '@playwright/test';

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
