// Scope impersonation (spec 5-access §2.3, issue 35): an admin impersonates one scope from the user
// menu; the catalog list and the health list then show fewer rows, the top bar says so, another
// organisation still shows everything, and Reset (or the mark's end button) restores the lists. A
// viewer (no `rbac` read) is not offered the entry. Light and dark screenshots of the dialog and
// the mark at 1280x800.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { loadedTable } from './helpers/tables.ts';
import { counted } from '../../renderer/src/lib/format/count.ts';

const SHOTS = 'test-results/screenshots/impersonation';
test.use({ viewport: { width: 1280, height: 800 } });

let other: ExtraSandbox;
test.beforeAll(async () => {
  other = await startExtraSandbox();
});
test.afterAll(disposeExtraSandboxes);

const PODS = '/catalog?configType=Kubernetes::Pod';
const CHECKS = '/health?hidePassing=false&groupBy=none';
const MARK = /^Scope impersonation is active \(1 scope\)$/;

/** The pods list's total ('{n} rows' under the table). */
async function podsTotal(page: Page, orgId: string): Promise<number> {
  await page.goto(`${PODS}&org=${orgId}`);
  await loadedTable(page, 'Configs');
  const total = page.locator('.mc-table-pagination-total');
  return Number(/[\d,]+/.exec((await total.textContent()) ?? '')?.[0]?.replaceAll(',', ''));
}

/** The health list's check count (its 'All (n)' tab). */
async function checksTotal(page: Page, orgId: string): Promise<number> {
  await page.goto(`${CHECKS}&org=${orgId}`);
  await loadedTable(page, 'Health checks');
  const all = page.getByRole('tab').first();
  await expect(all).toHaveText(/^All \(\d+\)$/, { timeout: 60_000 });
  return Number(/\d+/.exec((await all.textContent()) ?? '')?.[0]);
}

async function openImpersonation(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Impersonate Scope/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate Scope' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin impersonates a scope: fewer configs and checks, marked, other org untouched', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const otherOrg = await addSandboxOrg(page.request, { name: 'Other sandbox', sandbox: other });
  const podsBefore = await podsTotal(page, 'sandbox');
  const checksBefore = await checksTotal(page, 'sandbox');
  expect(podsBefore).toBeGreaterThan(0);
  expect(checksBefore).toBeGreaterThan(0);

  const dialog = await openImpersonation(page);
  await expect(dialog.getByText('Select existing scopes to impersonate.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /-workloads$/ }).check({ force: true });
  await shoot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  const mark = page.getByRole('status').filter({ hasText: MARK });
  await expect(mark).toBeVisible();
  await shoot(page, 'mark-health');

  const checksDuring = await checksTotal(page, 'sandbox');
  expect(checksDuring).toBeLessThan(checksBefore);
  const podsDuring = await podsTotal(page, 'sandbox');
  expect(podsDuring).toBeGreaterThan(0);
  expect(podsDuring).toBeLessThan(podsBefore);
  await expect(mark).toBeVisible();
  await shoot(page, 'mark-catalog');

  // A reload keeps the choice (the window's session).
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: MARK })).toBeVisible({
    timeout: 60_000,
  });

  // The other organisation is not impersonating: no mark, every pod.
  expect(await podsTotal(page, otherOrg)).toBe(podsBefore);
  await expect(page.getByText(MARK)).toHaveCount(0);

  // Back to the first: the dialog shows the choice and Reset ends it.
  expect(await podsTotal(page, 'sandbox')).toBe(podsDuring);
  const again = await openImpersonation(page);
  await expect(again.getByText(MARK)).toBeVisible();
  await expect(again.getByRole('checkbox', { name: /-workloads$/ })).toBeChecked();
  await again.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(MARK)).toHaveCount(0);
  await expect(page.locator('.mc-table-pagination-total')).toHaveText(counted(podsBefore, 'row'), {
    timeout: 60_000,
  });
  expect(await checksTotal(page, 'sandbox')).toBe(checksBefore);
});

test('the mark ends impersonation in one click', async ({ page }) => {
  test.setTimeout(180_000);
  const before = await podsTotal(page, 'sandbox');
  expect(before).toBeGreaterThan(0);
  const dialog = await openImpersonation(page);
  await dialog.getByRole('checkbox', { name: /-workloads$/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const total = page.locator('.mc-table-pagination-total');
  await expect(total).not.toHaveText(counted(before, 'row'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'End scope impersonation' }).click();
  await expect(page.getByText(MARK)).toHaveCount(0);
  await expect(total).toHaveText(counted(before, 'row'), { timeout: 60_000 });
});

test('a viewer is not offered Impersonate Scope', async ({ page }) => {
  test.setTimeout(180_000);
  const orgId = await addSandboxOrg(page.request, {
    name: 'As viewer',
    sandbox: other,
    role: 'viewer',
  });
  await page.goto(`/health?org=${orgId}`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('menuitem', { name: /Impersonate Scope/ })).toHaveCount(0);
});

test('custom targets: an empty target is refused; configs by wildcard show every pod and no check', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const pods = await podsTotal(page, 'sandbox');
  expect(pods).toBeGreaterThan(0);
  const dialog = await openImpersonation(page);
  await dialog.getByText('Custom Targets', { exact: true }).click();
  await expect(dialog.getByText('Define custom targets to impersonate.')).toBeVisible();
  const target = dialog.getByRole('group', { name: 'Target 1' });
  await expect(target.getByLabel('Resource Type')).toHaveValue('config');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(/^Target cannot be empty/).first()).toBeVisible();
  await target.getByText('Match all (wildcard)').click();
  await shoot(page, 'dialog-custom-targets');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  const mark = page
    .getByRole('status')
    .filter({ hasText: 'Scope impersonation is active (custom targets)' });
  await expect(mark).toBeVisible();

  // Only configs are named: every pod shows, and no check (a type without an entry shows nothing).
  expect(await podsTotal(page, 'sandbox')).toBe(pods);
  await page.goto(`${CHECKS}&org=sandbox`);
  await expect(page.getByText('No data available').first()).toBeVisible({ timeout: 60_000 });

  // The dialog opens on the targets as written; Reset ends it and the checks come back.
  const again = await openImpersonation(page);
  await expect(again.getByText('Define custom targets to impersonate.')).toBeVisible();
  await again.getByRole('button', { name: 'Reset' }).click();
  await expect(mark).toHaveCount(0);
  expect(await checksTotal(page, 'sandbox')).toBeGreaterThan(0);
});
