// Bad server data on a list built on the resource kit (issue 18 item 8): rows of the wrong shape
// are skipped and the list says how many; a repeated id shows both rows under unique keys and
// says so; a 429 with Retry-After is retried when the server asked, and the screen says when.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

const CONNECTIONS = '**/org/sandbox/api/db/connections?**';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

test('a list keeps its good rows, says how many it could not read, and flags a repeated id', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(CONNECTIONS, async (route: Route) => {
    const response = await fetchThrough(route);
    const rows = (await response.json()) as Record<string, unknown>[];
    const first = rows[0]!;
    const bad = [
      { ...first, id: 'bad-1', name: null },
      { ...first, id: 'bad-2', type: 42 },
    ];
    await route.fulfill({ response, json: [...rows, ...bad, { ...first }] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/connections?org=sandbox');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByText('postgres-main', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  const notice = page.locator('.mc-table-notice');
  await expect(notice).toContainText('2 rows could not be read and are not shown.');
  await expect(notice).toContainText('1 row has the same id as another row; both are shown.');
  const firstName = await table.locator('tbody tr').first().locator('td').first().innerText();
  await expect(table.locator('tbody tr').filter({ hasText: firstName })).toHaveCount(2);
  await expect(table.locator('tr.mc-table-duplicate-row')).toHaveCount(1);
  expect(warnings.some((w) => /connections\b.*: name: .*\(row \d+ of the answer\)/.test(w))).toBe(
    true,
  );
  expect(warnings.some((w) => /connections\b.*: type: .*\(row \d+ of the answer\)/.test(w))).toBe(
    true,
  );
  await page.screenshot({ path: `${SHOTS}/bad-rows-notice.png` });
});

test('a 429 with Retry-After is retried after the wait, and the list says when', async ({
  page,
}) => {
  let answered = 0;
  await page.route(CONNECTIONS, async (route: Route) => {
    answered += 1;
    if (answered === 1)
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '2', 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'rate limited' }),
      });
    else await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/connections?org=sandbox');
  const waiting = page.getByRole('status').filter({ hasText: 'asked to wait' });
  await expect(waiting).toContainText(
    /The server is busy \(HTTP 429\) and asked to wait; trying again at \d{2}:\d{2}:\d{2}\./,
    { timeout: 30_000 },
  );
  await page.screenshot({ path: `${SHOTS}/retry-after-notice.png` });
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByText('postgres-main', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(waiting).toHaveCount(0);
  expect(answered).toBeGreaterThanOrEqual(2);
});

test('a page past the last one (416) moves the list to its last page, without an error', async ({
  page,
}) => {
  let refused = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/db/connections?') && response.status() === 416) refused += 1;
  });
  await page.goto('/settings/connections?org=sandbox&pageIndex=40');
  const table = page.getByRole('table', { name: 'Connections' });
  await expect(table.getByText('postgres-main', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).not.toHaveURL(/pageIndex=40/);
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
