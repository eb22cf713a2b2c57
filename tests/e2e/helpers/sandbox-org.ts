// Opens every page of a test on the Sandbox organisation. A worker's host is shared by its specs,
// and a fresh page otherwise opens on the most recently used organisation — which an earlier spec
// (isolation, organisations) may have added and left offline.
import type { Page } from '@playwright/test';
import { CURRENT_ORG_KEY } from '../../../preload/contract/initial-org.ts';

export async function onSandbox(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, 'sandbox');
  }, CURRENT_ORG_KEY);
}
