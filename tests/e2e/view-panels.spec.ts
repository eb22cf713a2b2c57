// A view's panels, cells and cards (spec 4-views §2.5, §2.6) in the dev-only widget gallery,
// in both themes at 1280×800: every panel type on screen with its texts, the cells' formats and
// filters, the cards; screenshots go to test-results for a person to look at.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { onlyForScreenshots } from './helpers/screenshots.ts';

const GALLERY = process.env.GALLERY_URL ?? 'http://127.0.0.1:5199/gallery.html';
test.use({ viewport: { width: 1280, height: 800 } });

async function open(page: Page, theme: 'light' | 'dark') {
  await page.goto(`${GALLERY}?theme=${theme}&section=view-panels`);
  const section = page.getByRole('region', { name: 'View panels, cells and cards' });
  await expect(section).toBeVisible();
  return section;
}

for (const theme of ['light', 'dark'] as const) {
  test(`panels of every type (${theme})`, async ({ page }, info) => {
    if (theme === 'dark') onlyForScreenshots();
    const section = await open(page, theme);
    const panel = (name: string) => section.getByRole('region', { name, exact: true });
    await expect(panel('Configs')).toContainText('1,284');
    await expect(panel('Monthly cost')).toContainText('48,211 USD');
    await expect(panel('Mean time to recover')).toContainText('1h 30m');
    await expect(panel('Cluster CPU').getByRole('img', { name: 'Cluster CPU: 76%' })).toBeVisible();
    await expect(panel('Node usage').getByRole('meter')).toHaveCount(3);
    await expect(panel('Node usage')).toContainText('93%');
    await expect(panel('By type').getByRole('list', { name: 'Legend' })).toContainText('others');
    await expect(panel('Top namespaces')).toContainText('payments · 42');
    await expect(panel('Note')).toContainText('Costs are the last 30 days, in USD.');
    await expect(panel('Cluster')).toContainText('eu-west-1');
    await expect(panel('Cost per day')).toContainText('env=prod');
    await expect(panel('Empty series')).toContainText('No data available for timeseries chart.');
    await expect(panel('Backups').getByText('No backup', { exact: true })).toBeVisible();
    await expect(panel('Backups (compact)').getByRole('img').first()).toBeVisible();
    await panel('Configs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`panels-${theme}.png`) });
    await panel('Backups').scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`panels-lower-${theme}.png`) });
  });

  test(`cells and cards (${theme})`, async ({ page }, info) => {
    if (theme === 'dark') onlyForScreenshots();
    const section = await open(page, theme);
    const table = section.getByRole('table', { name: 'View cells' });
    await expect(table.getByRole('link', { name: 'payments-api' })).toHaveAttribute(
      'href',
      '/catalog/payments-api',
    );
    await expect(table).toContainText('512 MB');
    await expect(table).toContainText('1.5 cores');
    await expect(table).toContainText('Unhealthy');
    await expect(table.getByRole('button', { name: 'Exclude app=payments' })).toHaveCount(1);
    await expect(section.locator('.mc-view-card')).toHaveCount(2);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`cells-${theme}.png`) });
    await section.locator('.mc-view-card').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`cards-${theme}.png`) });
  });
}
