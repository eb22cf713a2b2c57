// The window while the embedded Sandbox is still starting (issue 22 item 3): the stage main
// reports (`sandbox:stage`, over the host's event stream) with its step and a progress bar, not a
// bare spinner. The sign-in check is held back so the waiting screen stays; the stream carries
// one stage event as main would send it. Screenshots in light and dark at 1280×800.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

async function holdSignInWithStage(page: Page, stage: string, step: number, steps: number) {
  // No cached console in front of the wait (an earlier spec of this worker may have left one).
  await page.route('**/ipc/cache:readInitial', (route) =>
    route.fulfill({ json: { ok: true, value: { orgId: null, read: { status: 'miss' } } } }),
  );
  await page.route('**/ipc/cache:read', (route) =>
    route.fulfill({ json: { ok: true, value: { status: 'miss' } } }),
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ipc/auth:status', async (route) => {
    await released;
    await route.continue();
  });
  // The host's event stream only (`/events?org=…`), not a bundle file named events-*.js.
  await page.route(
    (url) => url.pathname === '/events',
    (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: `retry: 60000\nid: t:1\ndata: ${JSON.stringify({
          name: 'sandbox:stage',
          payload: { stage, step, steps },
        })}\n\n`,
      }),
  );
  return release;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a slow Sandbox start names its stage and step (${scheme})`, async ({ page }) => {
    if (scheme === 'dark') onlyForScreenshots();
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdSignInWithStage(page, 'rebasing', 2, 3);
    await page.goto('/health');
    const status = page.getByRole('status').filter({ hasText: 'Step 2 of 3' });
    await expect(status).toContainText('Bringing the demo data up to today', { timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: 'Step 2 of 3' })).toBeVisible();
    await expect(page.getByText('Connecting to Sandbox…')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/sandbox-start-${scheme}.png` });
    release();
    await expect(page.getByText('Connecting to Sandbox…')).toHaveCount(0, { timeout: 30_000 });
  });
}
