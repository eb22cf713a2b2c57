// A view's variables bar in e2e: picks another value of one variable than the one shown.
import type { Page } from '@playwright/test';

/** Opens the variable `label`'s dropdown and picks its first value other than the shown one and
 * 'All'; returns the value picked. */
export async function chooseOtherValue(page: Page, label: string): Promise<string> {
  const dropdown = page.getByRole('button', { name: label });
  const current = (await dropdown.innerText()).trim();
  await dropdown.click();
  const other = page
    .locator('.bp6-popover-content')
    .getByRole('option')
    .filter({ hasNotText: current })
    .filter({ hasNotText: 'All' })
    .first();
  const chosen = (await other.innerText()).trim();
  await other.click();
  return chosen;
}
