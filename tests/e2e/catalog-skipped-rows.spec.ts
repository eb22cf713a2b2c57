// Bad server data on the global catalog lists (issue 18 item 8):
// rows of the wrong shape in an answer of /catalog/changes or /catalog/insights are skipped, the
// good ones still show, and the table says how many it could not read — as the resource kit's
// lists do (bad-server-data.spec.ts).
import { mkdirSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { bodyRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const LOAD = { timeout: 30_000 };

test('Changes: rows the list cannot read are left out and the table says how many', async ({
  page,
}) => {
  let served = 0;
  await page.route('**/org/sandbox/api/catalog/changes', async (route: Route) => {
    const response = await fetchThrough(route);
    const answer = (await response.json()) as { changes?: Record<string, unknown>[] };
    const first = answer.changes?.[0] ?? {};
    // No id, and a config id of the wrong type: both fail the row schema.
    const bad = [
      { ...first, id: undefined, summary: 'unreadable change 1' },
      { ...first, id: 'bad-change-2', config_id: 42, summary: 'unreadable change 2' },
    ];
    served = answer.changes?.length ?? 0;
    await route.fulfill({
      response,
      json: { ...answer, changes: [...bad, ...(answer.changes ?? [])] },
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog/changes');
  const table = page.getByRole('table', { name: 'Config changes' });
  await expect(bodyRows(table).first()).toBeVisible(LOAD);
  // Rows a previous test cached may paint first: the notice comes with the routed answer.
  const notice = page.locator('.mc-table-notice');
  await expect(notice).toContainText('2 rows could not be read and are not shown.', LOAD);
  expect(served).toBeGreaterThan(0);
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(table.getByText(/unreadable change/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/catalog-changes-skipped-rows.png` });
});

test('Insights: a row the list cannot read is left out and the table says so', async ({ page }) => {
  await page.route('**/org/sandbox/api/db/config_analysis_items?**', async (route: Route) => {
    const response = await fetchThrough(route);
    const rows = (await response.json()) as Record<string, unknown>[];
    const bad = { ...(rows[0] ?? {}), id: 17, message: 'unreadable insight' };
    await route.fulfill({ response, json: [bad, ...rows] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/catalog/insights');
  const table = page.getByRole('table', { name: 'Catalog insights' });
  await expect(bodyRows(table).first()).toBeVisible(LOAD);
  await expect(page.locator('.mc-table-notice')).toContainText(
    '1 row could not be read and is not shown.',
    LOAD,
  );
  await page.screenshot({ path: `${SHOTS}/catalog-insights-skipped-rows.png` });
});
