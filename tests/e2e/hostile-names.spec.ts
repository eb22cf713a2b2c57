// Reliability row 17: names from the API in any script and of any length. A list shows a name of
// 10,000 characters cut with an ellipsis (the whole name as the cell's tooltip) without widening
// the page; a right-to-left name reads right to left in its own cell; zero-width joiners, emoji,
// control characters and a right-to-left override cannot spill into other cells.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

test.beforeEach(({ page }) => onSandbox(page));

const CONNECTIONS = '**/org/sandbox/api/db/connections?**';
const LONG = `long-${'x'.repeat(10_000)}`;
const ARABIC = 'قاعدة بيانات الإنتاج';
const OVERRIDE = 'invoice\u202Efdp.exe';
const FAMILY = 'team 👩‍👩‍👧‍👦 db\u200d';
const CONTROL = 'bell\u0007null\u0000esc\u001b[31mred';
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

test('odd names stay in their cells: cut with a tooltip, right-to-left, isolated', async ({
  page,
}) => {
  await page.route(CONNECTIONS, async (route: Route) => {
    const response = await fetchThrough(route);
    const rows = (await response.json()) as Record<string, unknown>[];
    const first = rows[0]!;
    const odd = [LONG, ARABIC, OVERRIDE, FAMILY, CONTROL].map((name, i) => ({
      ...first,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      name,
    }));
    await route.fulfill({ response, json: [...odd, ...rows] });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/connections?org=sandbox');
  const table = page.getByRole('table', { name: 'Connections' });
  const cellOf = (text: string) => table.locator('td').filter({ hasText: text }).first();
  await expect(cellOf('long-xxxx')).toBeVisible({ timeout: 30_000 });

  // Nothing widens the page past the window.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The long name is cut, and its whole text is the tooltip once the pointer is on it.
  const long = cellOf('long-xxxx');
  expect(await long.evaluate((td) => td.scrollWidth > td.clientWidth)).toBe(true);
  await long.hover();
  await expect(long).toHaveAttribute('title', LONG);
  // A cell that is not cut gets no tooltip.
  const arabic = cellOf(ARABIC);
  await arabic.hover();
  await expect(arabic).not.toHaveAttribute('title', /.+/);

  // Direction comes from each cell's own text.
  expect(await arabic.evaluate((td) => getComputedStyle(td).direction)).toBe('rtl');
  expect(await long.evaluate((td) => getComputedStyle(td).direction)).toBe('ltr');

  // An override inside one name does not reorder the cell after it, and every odd row has its
  // own cells (nothing merged, nothing lost).
  for (const name of [OVERRIDE, FAMILY]) await expect(cellOf(name)).toHaveCount(1);
  const overrideRow = table.locator('tbody tr').filter({ hasText: 'invoice' }).first();
  const cells = await overrideRow.locator('td').allInnerTexts();
  expect(cells.length).toBeGreaterThan(1);
  expect(cells.slice(1).join('')).not.toContain('\u202E');
  await expect(table.locator('tbody tr').filter({ hasText: 'bell' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/hostile-names.png` });
});
