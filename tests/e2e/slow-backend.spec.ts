// Reliability row 6: a backend that does not answer. The screen waiting for it shows its loading
// state, and leaving the screen cancels the request (the page stops waiting; the gateway then
// closes its connection to the backend — electron/gateway/gateway-faults.test.ts).
import type { Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

test('leaving a screen whose request hangs cancels that request', async ({ page }) => {
  const isHeld = (url: URL) => url.pathname.endsWith('/api/db/connections');
  let held!: () => void;
  const inFlight = new Promise<void>((resolve) => (held = resolve));
  const outcome = new Promise<string>((resolve) => {
    page.on('requestfinished', (r: Request) => isHeld(new URL(r.url())) && resolve('answered'));
    page.on('requestfailed', (r: Request) =>
      isHeld(new URL(r.url())) ? resolve(`failed: ${r.failure()?.errorText}`) : undefined,
    );
  });
  // The backend never answers the list.
  await page.route(isHeld, (_route: Route) => held());

  await page.goto('/settings/connections?org=sandbox');
  await inFlight;
  await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Feature Flags' })
    .click();
  await expect(page.getByRole('heading', { name: 'Feature Flags' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await outcome).toMatch(/^failed: .*ABORTED/);
});
