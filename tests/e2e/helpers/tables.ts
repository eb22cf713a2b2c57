// The data table named `name` once it holds data: its loading skeleton has rows too, so waiting
// for a row alone can click a placeholder. The first query of a fresh sandbox copy can take a
// while on a busy machine, hence the long wait.
import { expect, type Locator, type Page } from '@playwright/test';

export async function loadedTable(page: Page, name: string, timeout = 60_000): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(page.locator('.mc-table[aria-busy="false"]').filter({ has: table })).toBeVisible({
    timeout,
  });
  return table;
}
