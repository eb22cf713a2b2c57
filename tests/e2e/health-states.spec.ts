// Every state of the health and agents screens (issue 6, item 5) against the real sandbox with
// single answers replaced at the network edge: loading skeleton, empty state, inline error plus
// toast, the Forbidden text for a 403, Run Now hidden from a viewer, and the auto-refresh rates a
// one-hour range forbids.
import { expect, test } from './fixtures.ts';
import type { Page, Route } from '@playwright/test';
import { withRoles } from './helpers/roles.ts';
import { escapeDialog } from './helpers/escape.ts';

const SUMMARY = '**/org/sandbox/api/canary/api/summary**';

/** Earlier tests of this worker leave an offline cache, which would paint instead of a skeleton. */
async function withoutOfflineCache(page: Page) {
  const cleared = await page.request.post('/ipc/cache:clear', { data: { orgId: 'sandbox' } });
  expect(cleared.ok()).toBe(true);
}

async function firstCheckId(page: Page): Promise<string> {
  const answer = await page.request.get('/org/sandbox/api/canary/api/summary');
  const body = (await answer.json()) as { checks_summary?: { id: string }[] };
  return body.checks_summary![0]!.id;
}

test('the dashboard shows a skeleton while loading, then the checks', async ({ page }) => {
  await withoutOfflineCache(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUMMARY, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto('/health?hidePassing=false');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(
    page.locator('.mc-table[aria-busy="true"] .mc-table-skeleton').first(),
  ).toBeVisible();
  release();
  await expect(page.locator('.mc-table[aria-busy="false"]')).toBeVisible();
  // In the body: the header's column chooser is a collapsed button too.
  await expect(
    table.locator('tbody').getByRole('button', { expanded: false }).first(),
  ).toBeVisible();
  await expect(page.locator('.mc-table-skeleton')).toHaveCount(0);
});

test('no checks reads "No data available"', async ({ page }) => {
  await page.route(SUMMARY, (route) => route.fulfill({ json: { checks_summary: [] } }));
  await page.goto('/health');
  await expect(page.getByText('No data available')).toBeVisible();
  await expect(page.getByRole('tab').first()).toHaveText('All (0)');
  // The cards say it too.
  await page.goto('/health?layout=card');
  await expect(page.getByText('No data available')).toBeVisible();
});

test('a failing summary is shown inline and toasted; a 403 reads Forbidden', async ({ page }) => {
  await page.route(SUMMARY, (route) =>
    route.fulfill({ status: 500, json: { error: 'summary exploded: pq: relation missing' } }),
  );
  await page.goto('/health');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load health checks' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('summary exploded');
  await expect(page.locator('.bp6-toast').filter({ hasText: 'summary exploded' })).toBeVisible();

  await page.unroute(SUMMARY);
  await page.route(SUMMARY, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'text/plain',
      body: 'unauthorized. Access Denied',
    }),
  );
  await page.goto('/health');
  await expect(page.getByRole('alert').filter({ hasText: 'Forbidden' })).toContainText(
    'You do not have permission to access this page',
  );
});

test('a failing history request toasts and shows the error in the tab', async ({ page }) => {
  const id = await firstCheckId(page);
  await page.route('**/org/sandbox/api/db/check_statuses**', (route) =>
    route.fulfill({ status: 500, json: { message: 'history store unavailable' } }),
  );
  await page.goto(`/health?checkId=${id}&timeRange=1h`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('history store unavailable');
  await expect(
    page.locator('.bp6-toast').filter({ hasText: 'history store unavailable' }),
  ).toBeVisible();
});

test('a viewer sees no Run Now nor Link to Incident; the Time Range bounds the rates', async ({
  page,
}) => {
  const id = await firstCheckId(page);
  await withRoles(page, ['viewer']);
  await page.goto(`/health?checkId=${id}&timeRange=1h`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'History' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Link to Incident' })).toHaveCount(0);
  await escapeDialog(dialog);
  await expect(dialog).toBeHidden();

  const rates = page.getByLabel('Auto refresh');
  for (const [rate, disabled] of [
    ['15s', true],
    ['30s', true],
    ['60s', false],
    ['2m', false],
  ] as const) {
    const option = rates.locator(`option[value="${rate}"]`);
    if (disabled) await expect(option).toBeDisabled();
    else await expect(option).toBeEnabled();
  }
  // The dashboard's own Time Range (spec 1 §2): at 15 minutes every rate is offered.
  const range = page
    .getByRole('main', { name: 'Health checks' })
    .getByRole('combobox', { name: 'Time Range' });
  await expect(range).toHaveValue('1h');
  await range.selectOption({ label: 'Last 15 minutes' });
  await expect(page).toHaveURL(/timeRange=15m/);
  for (const rate of ['15s', '30s'])
    await expect(rates.locator(`option[value="${rate}"]`)).toBeEnabled();
  await range.selectOption({ label: 'Last 3 hours' });
  for (const rate of ['15s', '30s', '2m', '3m'])
    await expect(rates.locator(`option[value="${rate}"]`)).toBeDisabled();
});

test('agents: skeleton, then "No data available" when there are none', async ({ page }) => {
  await withoutOfflineCache(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/org/sandbox/api/db/agents_summary**', async (route) => {
    await held;
    await route.fulfill({ json: [], headers: { 'Content-Range': '*/0' } });
  });
  await page.goto('/agents');
  await expect(page.locator('.mc-table-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByText('No data available')).toBeVisible();
});
