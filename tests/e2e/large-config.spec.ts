// Reliability rows 12 and 13 on the config page: a body of 10 MB and a document nested 10,000
// levels deep (where JSON.stringify overflows the stack) both render in the body viewer, the page
// stays usable, and nothing is cut from the top of the document.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

test.beforeEach(({ page }) => onSandbox(page));

const DETAIL = '**/org/sandbox/api/db/config_detail?**';

async function anyConfig(page: Page): Promise<{ id: string; name: string }> {
  const answer = await page.request.get(
    '/org/sandbox/api/db/config_detail?select=id,name&deleted_at=is.null&order=name.asc&limit=1',
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { id: string; name: string }[])[0]!;
}

/** Answers config_detail with the real row, its `config` replaced by `configJson` (raw JSON text). */
function withConfig(configJson: string) {
  return async (route: Route) => {
    const response = await fetchThrough(route);
    const rows = (await response.json()) as Record<string, unknown>[];
    // Spliced as text: Playwright's own JSON.stringify could not write a 10,000-level document.
    const marker = '"__config__"';
    const text = JSON.stringify(rows.map((r) => ({ ...r, config: '__config__' })));
    await route.fulfill({ response, body: text.split(marker).join(configJson) });
  };
}

const body = (page: Page) => page.getByRole('region', { name: 'Config body' });

test('a config nested 10,000 levels deep renders', async ({ page }) => {
  const item = await anyConfig(page);
  const deep = `${'{"a":['.repeat(5_000)}{"leaf":true}${']}'.repeat(5_000)}`;
  await page.route(DETAIL, withConfig(deep));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/catalog/${item.id}`);
  await expect(body(page)).toContainText('"a": [', { timeout: 30_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a 10 MB config body renders, from its first line to its last', async ({ page }) => {
  const item = await anyConfig(page);
  const rows = Array.from({ length: 100_000 }, (_, i) => `"key-${i}":"${'v'.repeat(80)}-${i}"`);
  const big = `{${rows.join(',')}}`;
  expect(big.length).toBeGreaterThan(9_000_000);
  await page.route(DETAIL, withConfig(big));
  await page.goto(`/catalog/${item.id}`);
  await expect(body(page)).toContainText('"key-0"', { timeout: 30_000 });
  // The viewer is virtualised: scrolling to its end shows the last key.
  await body(page).evaluate((el) => {
    const scroller = el.querySelector('[data-scroller]') ?? el;
    scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(body(page)).toContainText('"key-99999"', { timeout: 30_000 });
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
