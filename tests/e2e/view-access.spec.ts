// A view the user may not read (spec 4-views §6): the Sandbox refuses it with 403 'access denied to
// view {ns}/{name}' and leaves it out of a parent's sections (its seeded rule keeps the responders
// from `mc/cloud-costs`, tests/integration/sandbox/view-access.test.ts). The worker's session is
// an admin's, whom no such rule refuses, so the Sandbox's answers to a responder are replayed:
// the view page then shows its forbidden state, and the dashboard leaves the cost section out.
import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { clearCache } from './helpers/offline-cache.ts';
import { fetchThrough } from './helpers/route-fetch.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = 'test-results/screenshots/views';
mkdirSync(SHOTS, { recursive: true });
const SLOW = { timeout: 60_000 };
const DENIED = { status: 403, json: { error: 'access denied to view mc/cloud-costs' } };

test.beforeEach(async ({ page }) => {
  test.slow();
  await onSandbox(page);
  // The answers replayed below must be the page's: an earlier test's visit to the dashboard left
  // its sections (the cost view's among them) in the worker's offline cache.
  await clearCache(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

const shots = (page: Page, name: string) => shotsLightDark(page, SHOTS, `views-${name}`);

test('a view the user may not read shows the forbidden state', async ({ page }) => {
  const [row] = await dbRows<{ id: string }>(page.request, 'views?name=eq.cloud-costs&select=id');
  await page.route(`**/org/sandbox/api/view/metadata/${row!.id}*`, (route) =>
    route.fulfill(DENIED),
  );
  await page.goto(`/views/${row!.id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Forbidden' });
  await expect(alert).toContainText('You do not have permission to access this page', SLOW);
  await expect(page.getByText('View Error')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spend, last 30 days' })).toHaveCount(0);
  await shots(page, 'forbidden');
});

test('the dashboard leaves out the section the user may not read, and does not ask for it', async ({
  page,
}) => {
  await page.route('**/org/sandbox/api/dashboard*', async (route: Route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as { sectionResults?: Record<string, unknown> };
    delete body.sectionResults?.['mc/cloud-costs'];
    await route.fulfill({ response, json: body });
  });
  // The server left the section out of the results because this user may not read it (spec
  // 4-views §3): running it again would only be refused, so the page must not ask.
  const asked: string[] = [];
  await page.route('**/org/sandbox/api/view/mc/cloud-costs*', (route) => {
    asked.push(route.request().url());
    return route.fulfill(DENIED);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Unhealthy items' })).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Cloud spend' })).toHaveCount(0);
  await expect(page.getByText('Forbidden')).toHaveCount(0);
  expect(asked).toEqual([]);
  await shots(page, 'left-out-section');
});
