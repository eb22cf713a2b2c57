// Catalog scrapers against the Sandbox (spec 2 §2 'Scrapers', spec 3 §2.2 and §2.4): the tab, the
// config scrapers list with their job status, a row opening /catalog/scrapers/{id} (Spec and Job
// History under Catalog › Scrapers), the links to a scraper from a config item and from Jobs
// History, a viewer's read-only page, and a missing scraper; light and dark screenshots.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { expectColumns, loadedTable } from './helpers/tables.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots';
const SCRAPER_URL = /\/catalog\/scrapers\/[0-9a-f-]{36}$/;

const scrapersTable = (page: Page) => loadedTable(page, 'Catalog Scrapers');

/** The breadcrumb and tabs of a scraper's page once it has loaded. */
async function expectScraperPage(page: Page, name?: string) {
  await expect(page).toHaveURL(SCRAPER_URL);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).last();
  await expect(crumbs.getByRole('link', { name: 'Catalog', exact: true })).toHaveAttribute(
    'href',
    '/catalog',
  );
  await expect(crumbs.getByRole('link', { name: 'Scrapers', exact: true })).toHaveAttribute(
    'href',
    '/catalog/scrapers',
  );
  if (name) await expect(crumbs).toContainText(name);
  await expect(page.getByRole('tab', { name: 'Spec' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Job History' })).toBeVisible();
}

test('the Scrapers tab lists the config scrapers; a row opens its page', async ({ page }) => {
  await page.goto('/catalog');
  const tabs = page.getByRole('tablist', { name: 'Catalog sections' });
  await tabs.getByRole('tab', { name: 'Scrapers' }).click();
  await expect(page).toHaveURL(/\/catalog\/scrapers$/);
  await expect(tabs.getByRole('tab', { name: 'Scrapers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab', { name: 'Catalog' })).toHaveAttribute(
    'aria-selected',
    'false',
  );

  const table = await scrapersTable(page);
  await expectColumns(table, [
    'Name',
    'Source',
    'Schedule',
    'Job Status',
    'Last Run',
    'Created By',
  ]);
  await expect(page.getByRole('button', { name: 'Add Catalog Scraper' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // Sorting stays on this screen, in the URL.
  await table.getByRole('columnheader', { name: 'Name', exact: true }).getByRole('button').click();
  await expect(page).toHaveURL(/\/catalog\/scrapers\?.*sortBy=name&sortOrder=asc/);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('body')).toHaveClass(
      scheme === 'dark' ? /bp6-dark/ : /^(?!.*bp6-dark)/,
    );
    await page.screenshot({ path: `${SHOTS}/catalog-scrapers-list-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Read once the rows are drawn again: the sort's refetch shows skeleton rows meanwhile.
  const firstName = table.locator('tbody tr td:first-child').first();
  await expect(firstName).toHaveText(/\S/);
  const name = (await firstName.textContent()) ?? '';
  await table.locator('tbody tr').first().click();
  await expectScraperPage(page, name.trim());
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name.trim());
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/catalog-scrapers-item-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('tab', { name: 'Job History' }).click();
  await expect(page.getByRole('table', { name: 'Job History' })).toBeVisible();

  // Back to the list through the breadcrumb.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .last()
    .getByRole('link', { name: 'Scrapers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/catalog\/scrapers$/);
  await scrapersTable(page);
});

test("a config item's Scraper link opens the scraper", async ({ page }) => {
  const answer = await page.request.get(
    '/org/sandbox/api/db/config_items?select=id,scraper_id&scraper_id=not.is.null&deleted_at=is.null&type=eq.Kubernetes::Deployment&limit=1',
  );
  expect(answer.ok()).toBe(true);
  const [item] = (await answer.json()) as { id: string; scraper_id: string }[];
  expect(item).toBeDefined();

  await page.goto(`/catalog/${item!.id}`);
  const sidebar = page.getByRole('complementary', { name: 'Config details' });
  const link = sidebar.locator(`a[href="/catalog/scrapers/${item!.scraper_id}"]`);
  await expect(link).toBeVisible({ timeout: 30_000 });
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(`/catalog/scrapers/${item!.scraper_id}`);
  await expectScraperPage(page, name.trim());
});

test("a scraper's job in Jobs History links to the scraper", async ({ page }) => {
  await page.goto(
    '/settings/jobs?resourceType=config_scraper&status=all&rangeType=relative&display=30%20days&range=now-30d',
  );
  const table = await loadedTable(page, 'Jobs History');
  const link = table.locator('a[href^="/catalog/scrapers/"]').first();
  await expect(link).toBeVisible();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expectScraperPage(page, name.trim());
});

test('a viewer reads a scraper without write actions', async ({ page }) => {
  await withRoles(page, ['viewer']);
  await page.goto('/catalog/scrapers');
  const table = await scrapersTable(page);
  await expect(page.getByRole('button', { name: 'Add Catalog Scraper' })).toHaveCount(0);
  await table.locator('tbody tr').first().click();
  await expectScraperPage(page);
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('a missing scraper reads No resources found', async ({ page }) => {
  await page.goto('/catalog/scrapers/00000000-0000-7000-8000-00000000dead');
  await expect(page.getByText('No resources found')).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .last()
      .getByRole('link', { name: 'Scrapers', exact: true }),
  ).toBeVisible();
});
