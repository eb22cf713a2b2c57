// Waits until main holds the Sandbox organisation's offline cache with every `needle` in it (the
// persister writes a moment after the screen shows its data), so a test can go offline after.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { ipc } from './ipc.ts';

export async function waitForCached(page: Page, ...needles: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await page.request.post('/ipc/cache:read', { data: { orgId: 'sandbox' } });
        const read = (await answer.json()) as { value?: { payload?: unknown } };
        const payload = typeof read.value?.payload === 'string' ? read.value.payload : '';
        return needles.every((needle) => payload.includes(needle));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Empties the Sandbox organisation's cache in main before a test's first page load, so the
 * queries `waitForCached` then finds are this test's own and not an earlier test's in the worker.
 */
export async function clearCache(page: Page): Promise<void> {
  const answer = await page.request.post('/ipc/cache:clear', { data: { orgId: 'sandbox' } });
  expect(answer.ok()).toBe(true);
}

/** Waits until main's cache of any organisation `orgId` holds every `needle` (a failure lists the missing ones). */
export async function waitForOrgCache(
  request: APIRequestContext,
  orgId: string,
  needles: string[],
): Promise<void> {
  await expect
    .poll(
      async () => {
        const read = await ipc(request, 'cache:read', { orgId });
        const payload = typeof read.payload === 'string' ? read.payload : '';
        return needles.filter((needle) => !payload.includes(needle));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
}
