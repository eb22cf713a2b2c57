// Screenshots of a page in both themes, for the specs that look at what they build.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, writeShots } from '../fixtures.ts';

/**
 * Light and dark screenshots of the page as it is, into `dir` (`<name>-light.png`, `-dark.png`).
 * Where no screenshot is written (CI), nothing: each switch of theme restyles the whole page, three
 * switches per call. Measured on four specs that call it often (views, mcp, notification-centre,
 * views-across; 3 workers, 2 cores): 82 CPU-seconds with the switches, 54 without; the whole e2e
 * stage went from 392 s to 369 s. The themes themselves are tested in theme.spec.ts.
 */
export async function shotsLightDark(page: Page, dir: string, name: string) {
  if (!writeShots) return;
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  await page.screenshot({ path: path.join(dir, `${name}-light.png`) });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: path.join(dir, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
}

/**
 * Skips, where no screenshot is written (CI without MCD_E2E_SHOTS=1), a test that only opens
 * screens another test already checks in order to photograph them in another theme: the themes
 * themselves are tested in theme.spec.ts, and every list screen at 1280×800 in list-fit.spec.ts.
 */
export function onlyForScreenshots(): void {
  test.skip(
    !writeShots,
    'screenshots only: CI writes none unless MCD_E2E_SHOTS=1 (themes: theme.spec.ts)',
  );
}
