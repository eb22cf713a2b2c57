// Waits until main holds the Sandbox organisation's offline cache with every `needle` in it (the
// persister writes a moment after the screen shows its data), so a test can go offline after.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

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
