// Behaviour of the shared widgets, driven through the dev-only gallery page
// (renderer/gallery.html, built into out/gallery by `npm run build` and served by `vite preview`).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { escapeDialog } from './helpers/escape.ts';

const GALLERY = process.env.GALLERY_URL ?? 'http://127.0.0.1:5199/gallery.html';

/** The gallery with only the section of the widget under test (`?section=`, GalleryPage.tsx). */
async function open(page: Page, section: string): Promise<void> {
  await page.goto(`${GALLERY}?section=${section}`);
  await expect(page.getByRole('heading', { name: 'Widget gallery' })).toBeVisible();
}

const rangeParams = (page: Page) => page.getByTestId('range-params');

test.describe('time-range picker', () => {
  test('shows the placeholder text without a range', async ({ page }) => {
    await open(page, 'time');
    await expect(page.getByRole('button', { name: 'Please select time range' })).toBeVisible();
  });

  test('absolute range: Submit waits for both ends, flags invalid dates, remembers the range', async ({
    page,
  }) => {
    await open(page, 'time');
    await page.getByRole('button', { name: 'Last 1 hour' }).click();
    const panel = page.getByRole('dialog', { name: 'Time range' });
    const submit = panel.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await panel.getByLabel('From', { exact: true }).fill('2024-01-01 00:00');
    await expect(submit).toBeDisabled();
    await panel.getByLabel('To', { exact: true }).fill('2024-02-31');
    await expect(panel.getByText('Invalid date')).toBeVisible();
    await expect(submit).toBeDisabled();
    await panel.getByLabel('To', { exact: true }).fill('2024-01-02 12:00');
    await expect(panel.getByText('Invalid date')).toHaveCount(0);
    await submit.click();
    await expect(panel).toBeHidden();
    await expect(rangeParams(page)).toContainText('rangeType=absolute');
    await expect(
      page.getByRole('button', { name: '2024-01-01 00:00 to 2024-01-02 12:00' }),
    ).toBeVisible();

    await page.getByRole('button', { name: '2024-01-01 00:00 to 2024-01-02 12:00' }).click();
    await expect(panel.getByRole('menu', { name: 'Recently used absolute ranges' })).toContainText(
      '2024-01-01 00:00 to 2024-01-02 12:00',
    );
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(rangeParams(page)).toHaveText('query=api');
    await expect(page.getByRole('button', { name: 'Please select time range' })).toHaveCount(2);
  });

  test('relative presets and quick ranges', async ({ page }) => {
    await open(page, 'time');
    await page.getByRole('button', { name: 'Last 1 hour' }).click();
    await page.getByRole('menuitem', { name: 'Last 7 days' }).click();
    await expect(rangeParams(page)).toHaveText(
      'query=api&rangeType=relative&display=7+days&range=now-7d',
    );
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    // On a busy machine a press while the panel is still opening can focus the switch without
    // switching it (CI, once): pressed again until it reads Future.
    const future = page.getByRole('radio', { name: 'Future' });
    await expect(async () => {
      await future.click();
      await expect(future).toBeChecked({ timeout: 2_000 });
    }).toPass();
    await page.getByRole('menuitem', { name: 'Next 5 years' }).click();
    await expect(rangeParams(page)).toContainText('range=now%2B5y');
    await page.getByRole('button', { name: 'Next 5 years' }).click();
    await page.getByRole('menuitem', { name: 'Yesterday', exact: true }).click();
    await expect(rangeParams(page)).toContainText(
      'rangeType=mapped&display=Yesterday&from=now-1d%2Fd&to=now-1d%2Fd',
    );
  });
});

test.describe('auto-refresh selector', () => {
  test('disables fast rates for long ranges and persists the choice', async ({ page }) => {
    await open(page, 'time');
    const select = page.getByRole('combobox', { name: 'Auto refresh' });
    // The sample range is 1 hour: 15s and 30s are off, 2m is on.
    await expect(select.locator('option[value="15s"]')).toBeDisabled();
    await expect(select.locator('option[value="30s"]')).toBeDisabled();
    await expect(select.locator('option[value="2m"]')).toBeEnabled();
    await select.selectOption('2m');
    await expect(page.getByTestId('refresh-ms')).toHaveText('120000');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Auto refresh' })).toHaveValue('2m');
    // At 3 hours 2m and 3m are off too, and a stored 2m falls back to None.
    await page.getByRole('button', { name: 'Last 1 hour' }).click();
    await page.getByRole('menuitem', { name: 'Last 3 hours' }).click();
    await expect(select.locator('option[value="3m"]')).toBeDisabled();
    await expect(select).toHaveValue('None');
  });
});

test.describe('data table', () => {
  test('pagination with bounded page jump and page sizes', async ({ page }) => {
    await open(page, 'table');
    const table = page.locator('section#table');
    // Blueprint's switch hides the native input behind its indicator; click the label as a person would.
    await table.locator('label', { hasText: 'Group by namespace' }).click();
    await expect(table.getByRole('checkbox', { name: 'Group by namespace' })).not.toBeChecked();
    await expect(table.getByText('Page 1 of 200')).toBeVisible();
    const jump = table.getByRole('textbox', { name: /Go to page/ });
    await jump.fill('201');
    await expect(jump).toHaveAttribute('aria-invalid', 'true');
    await jump.press('Enter');
    await expect(table.getByText('Page 1 of 200')).toBeVisible();
    await jump.fill('200');
    await jump.press('Enter');
    await expect(table.getByText('Page 200 of 200')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'http-check-09999' })).toBeVisible();
    await table.getByRole('combobox', { name: 'Rows per page' }).selectOption('1000');
    await expect(table.getByText('Page 1 of 10')).toBeVisible();
    // 1000 rows on a page are virtualised: far fewer rows than that are in the DOM.
    expect(await table.locator('tbody tr').count()).toBeLessThan(200);
  });

  test('client sorting and expandable groups', async ({ page }) => {
    await open(page, 'table');
    const table = page.locator('section#table');
    const group = table.getByRole('button', { name: /default \d+\/\d+/ });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('cell', { name: 'http-check-00000' })).toBeVisible();
    await table.getByRole('button', { name: 'Checks' }).click();
    await expect(table.getByRole('columnheader', { name: 'Checks' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getByRole('cell', { name: 'http-check-09995' })).toBeVisible();
  });

  test('page size and sort persist in session storage', async ({ page }) => {
    await open(page, 'table');
    const table = page.locator('section#table');
    await table.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await table.getByRole('button', { name: 'Latency' }).click();
    await page.reload();
    await expect(table.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await expect(table.getByRole('columnheader', { name: 'Latency' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('server mode reports sort and page changes instead of sorting itself', async ({ page }) => {
    await open(page, 'table');
    const table = page.locator('section#table-server');
    const request = page.getByTestId('server-request');
    await expect(request).toHaveText('{"pageIndex":0,"pageSize":10}');
    await table.getByRole('button', { name: 'Next page' }).click();
    await expect(request).toHaveText('{"pageIndex":1,"pageSize":10}');
    await expect(table.getByRole('cell', { name: 'http-check-00010' })).toBeVisible();
    await table.getByRole('button', { name: 'Checks' }).click();
    await expect(request).toHaveText(
      '{"pageIndex":0,"pageSize":10,"sort":{"id":"name","desc":false}}',
    );
    await expect(table.getByText('Page 1 of 1000')).toBeVisible();
  });

  test('virtualised rows, virtual pagination, skeleton and empty state', async ({ page }) => {
    await open(page, 'table');
    const all = page.locator('section#table-virtual');
    expect(await all.locator('tbody tr').count()).toBeLessThan(120);
    const infinite = page.locator('section#table-infinite');
    await expect(page.getByTestId('virtual-page-size')).toHaveText('50');
    await infinite.locator('.mc-table-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByTestId('virtual-page-size')).toHaveText('100');
    await expect(page.getByRole('table', { name: 'Empty table' })).toContainText(
      'No data available',
    );
    await expect(
      page.getByRole('table', { name: 'Loading table' }).locator('.bp6-skeleton'),
    ).toHaveCount(15);
  });
});

test.describe('inputs', () => {
  test('dropdown filtering, windowing and empty states', async ({ page }) => {
    await open(page, 'inputs');
    await page.getByRole('button', { name: 'Namespace' }).click();
    const listbox = page.getByRole('listbox');
    expect(await listbox.getByRole('option').count()).toBeLessThan(40);
    await page.getByRole('combobox', { name: 'Filter Namespace' }).fill('namespace-49');
    await expect(listbox.getByRole('option')).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Filter Namespace' }).fill('zzz');
    await expect(page.getByText('No options found')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Resource search' }).click();
    await expect(page.getByText('Start typing to search')).toBeVisible();
  });

  test('text input submits on Enter; key-value editor adds and removes rows', async ({ page }) => {
    await open(page, 'inputs');
    const search = page.getByRole('searchbox', { name: 'Search checks' });
    await search.fill('api');
    await expect(page.getByTestId('submitted')).toHaveText('(nothing)');
    await search.press('Enter');
    await expect(page.getByTestId('submitted')).toHaveText('api');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Key 3' }).fill('tier');
    await page.getByRole('textbox', { name: 'Value 3' }).fill('web');
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    await expect(page.getByTestId('kv-map')).toHaveText('{"team":"payments","tier":"web"}');
  });

  test('label filter is tri-state and condenses at four', async ({ page }) => {
    await open(page, 'time');
    await page.getByRole('button', { name: /^Labels/ }).click();
    await page.getByRole('radio', { name: 'Include env=staging' }).click();
    await expect(page.getByRole('button', { name: /^Labels/ })).toContainText(
      'env=prod, !team=search, env=staging',
    );
    await page.getByRole('radio', { name: 'Exclude tier=backend' }).click();
    await expect(page.getByRole('button', { name: /^Labels/ })).toContainText('4 selected');
    await page.getByRole('radio', { name: 'None env=prod' }).click();
    await expect(page.getByTestId('labels-param')).toHaveText(
      'env%3Dstaging:1,team%3Dsearch:-1,tier%3Dbackend:-1',
    );
  });

  test('modals open in each size and close with Escape', async ({ page }) => {
    await open(page, 'inputs');
    for (const size of ['small', 'medium', 'large', 'full']) {
      await page.getByRole('button', { name: `Open ${size} modal` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveClass(new RegExp(`mc-modal-${size}`));
      await expect(dialog).toContainText('<img src=x onerror=alert(1)>');
      await escapeDialog(dialog);
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('display widgets', () => {
  test('relative time hides out-of-window values and never shows NaN', async ({ page }) => {
    await open(page, 'display');
    const times = page.getByTestId('relative-times');
    await expect(times).toContainText('3 h ago: 3 hours ago');
    await expect(times).toContainText('9 days ago: (hidden)');
    await expect(times).toContainText('epoch 0: unknown time');
    await expect(times).toContainText('year 9999: unknown time');
    await expect(page.locator('body')).not.toContainText('NaN');
  });

  test('clipboard helper toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'display');
    await page.getByRole('button', { name: 'Copy to clipboard', exact: true }).click();
    await expect(page.getByText('Copied to clipboard', { exact: true }).last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('check-0001');
  });

  test('follows the OS dark theme', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await open(page, 'display');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await context.close();
  });
});

test.describe('code editor', () => {
  test('loads Monaco lazily and applies only valid yaml', async ({ page }) => {
    await open(page, 'editor');
    const editor = page.locator('.mc-code-editor').first();
    await expect(editor).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('a: 1');
    await expect(page.getByTestId('applied-yaml')).toHaveText('{"a":1}');
    // One more key makes the yaml invalid ("a: 1:"): the last valid value stays applied.
    await page.keyboard.type(':');
    await page.waitForTimeout(300);
    await expect(editor.locator('.view-lines')).toContainText('a: 1:');
    await expect(page.getByTestId('applied-yaml')).toHaveText('{"a":1}');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await expect(page.getByTestId('applied-yaml')).toHaveText('{"a":12}');
  });
});
