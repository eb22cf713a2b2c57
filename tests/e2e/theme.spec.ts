// The theme setting (issue: a desktop app for real, item 6): System follows the OS, Light and
// Dark force it, the choice applies at once and is kept by main across a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

test.beforeEach(async ({ page }) => {
  await page.request.post('/ipc/settings:set', { data: { theme: 'system' } });
});
test.afterEach(async ({ page }) => {
  await page.request.post('/ipc/settings:set', { data: { theme: 'system' } });
});

async function chooseTheme(page: Page, choice: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /^Theme/ }).hover();
  await page.getByRole('option', { name: choice }).click();
  await page.keyboard.press('Escape');
}

test('System follows the OS; Light and Dark override it and are kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings/event-queue-status?org=sandbox');
  await expect(page.getByRole('heading', { name: 'Event Queue' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);

  await chooseTheme(page, 'Light');
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await page.screenshot(shot('theme-light-over-dark-os'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Event Queue' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);

  await page.emulateMedia({ colorScheme: 'light' });
  await chooseTheme(page, 'Dark');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot(shot('theme-dark'));

  await chooseTheme(page, 'System');
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
});
