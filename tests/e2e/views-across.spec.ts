// A view across organisations (issue 34 item 5) with two organisations: the worker's Sandbox and
// a second sandbox with the same seeded views. The view page offers 'All organisations'; the
// cross-organisation page shows a card per organisation with its 'Last refreshed', the number
// panel once per organisation side by side, and one table with an Organisation column holding
// rows of both. When the second sandbox stops, its card turns offline and keeps its last rows
// (marked stale) while the Sandbox stays live. A variable chosen there runs both copies with it.
// Screenshots in both themes.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { waitForOrgCache } from './helpers/offline-cache.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { chooseOtherValue } from './helpers/view-variables.ts';

const SHOTS = 'test-results/screenshots/views';
mkdirSync(SHOTS, { recursive: true });
const SLOW = { timeout: 60_000 };

let orgB: ExtraSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  orgB = await startExtraSandbox();
});

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

async function shots(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/views-across-${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/views-across-${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

const card = (page: Page, orgId: string) => page.getByTestId(`across-org-${orgId}`);

test('the cross-organisation view with one organisation stopped', async ({ page }) => {
  test.setTimeout(240_000);
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nameB = `Views B ${randomUUID().slice(0, 8)}`;
  const idB = await addSandboxOrg(page.request, {
    name: nameB,
    sandbox: orgB,
    environment: 'staging',
  });

  // The view visited in B while it is the window's organisation: B's offline cache keeps it.
  await page.goto(`/view/mc/cluster-overview?org=${idB}`);
  await expect(
    page.getByRole('table', { name: 'Cluster overview' }).getByRole('row').nth(1),
  ).toBeVisible(SLOW);
  await waitForOrgCache(page.request, idB, ['"views","metadata"', '"views","rows"']);

  // The view page leads there once the other organisation is found to have the same view.
  await page.goto('/view/mc/cluster-overview?org=sandbox');
  const across = page.getByRole('button', { name: 'All organisations' });
  await expect(across).toBeVisible(SLOW);
  await across.click();
  await expect(page).toHaveURL(/\/views\/across\/mc\/cluster-overview/);

  // A card per organisation, each live with its own freshness.
  for (const id of ['sandbox', idB])
    await expect(card(page, id)).toHaveAttribute('data-status', 'live', SLOW);
  for (const id of ['sandbox', idB]) await expect(card(page, id)).toContainText(/Last refreshed:/);
  // The number panel once per organisation, side by side.
  const deployments = page.getByRole('region', { name: 'Deployments' });
  await expect(deployments.getByRole('region', { name: 'Sandbox', exact: true })).toBeVisible();
  await expect(deployments.getByRole('region', { name: nameB })).toBeVisible();
  // One table with rows of both, tagged with their organisation.
  const table = page.getByRole('table', { name: 'Cluster overview' });
  await expect(table.getByRole('columnheader', { name: 'Organisation' })).toBeVisible();
  await expect(table.getByText('Sandbox', { exact: true }).first()).toBeVisible(SLOW);
  await expect(table.getByText(nameB).first()).toBeVisible();
  await shots(page, 'live');

  // A variable chosen here runs every organisation's copy with it, and the URL keeps it.
  const before = await table.innerText();
  const chosen = await chooseOtherValue(page, 'Cluster');
  const chosenParam = `viewvar__cluster=${encodeURIComponent(chosen)}`;
  await expect(page).toHaveURL(new RegExp(chosenParam));
  await expect.poll(() => table.innerText(), SLOW).not.toBe(before);
  await expect(table.getByText('Sandbox', { exact: true }).first()).toBeVisible(SLOW);
  await expect(table.getByText(nameB).first()).toBeVisible(SLOW);
  await shots(page, 'variable');
  // The view page's choice goes along to this page.
  await page.goto(`/view/mc/cluster-overview?org=sandbox&${chosenParam}`);
  await page.getByRole('button', { name: 'All organisations' }).click(SLOW);
  await expect(page).toHaveURL(new RegExp(`/views/across/mc/cluster-overview\\?${chosenParam}`));
  await expect(page.getByRole('button', { name: 'Cluster' })).toHaveText(chosen, SLOW);

  // The dashboard across both: its gauge once per organisation too.
  await page.goto('/views/across/mc/mission-control-dashboard?org=sandbox');
  const gauge = page.getByRole('region', { name: 'Checks passing' });
  await expect(gauge.getByRole('region', { name: 'Sandbox', exact: true })).toBeVisible(SLOW);
  await expect(gauge.getByRole('region', { name: nameB })).toBeVisible(SLOW);
  await shots(page, 'dashboard');
  await page.goto('/views/across/mc/cluster-overview?org=sandbox');
  for (const id of ['sandbox', idB])
    await expect(card(page, id)).toHaveAttribute('data-status', 'live', SLOW);

  // B stops: its card says so and keeps its last data; the Sandbox stays live.
  await orgB.stop();
  await page.getByRole('button', { name: 'Refresh every organisation' }).click();
  await expect(card(page, idB)).toHaveAttribute('data-status', 'offline', SLOW);
  await expect(card(page, idB)).toHaveAttribute('data-stale', 'true');
  await expect(card(page, idB)).toContainText(`${nameB} cannot be reached`);
  await expect(card(page, idB)).toContainText(/data from \d{2}:\d{2}/);
  await expect(card(page, 'sandbox')).toHaveAttribute('data-status', 'live');
  await expect(table.getByText(nameB).first()).toBeVisible();
  await expect(table.getByText('stale').first()).toBeVisible();
  await expect(deployments.getByRole('region', { name: 'Sandbox', exact: true })).toBeVisible();
  await expect(
    deployments.getByRole('region', { name: new RegExp(`^${nameB} · as of \\d{2}:\\d{2}$`) }),
  ).toBeVisible();
  await shots(page, 'one-stopped');

  // Opened afresh with B still stopped: the Sandbox's copy is live; B's card says it cannot be
  // reached and shows what its offline cache kept of the view, rows included.
  await page.goto('/views/across/mc/cluster-overview?org=sandbox');
  await expect(card(page, 'sandbox')).toHaveAttribute('data-status', 'live', SLOW);
  await expect(card(page, idB)).toHaveAttribute('data-status', 'offline', SLOW);
  await expect(card(page, idB)).toContainText('Showing its offline cache', SLOW);
  await expect(table.getByText('Sandbox', { exact: true }).first()).toBeVisible(SLOW);
  await shots(page, 'opened-stopped');
  // B's kept rows, by the organisation filter (in the URL).
  await page.goto(`/views/across/mc/cluster-overview?org=sandbox&organisation=${idB}`);
  await expect(card(page, idB)).toContainText('Showing its offline cache', SLOW);
  await expect(table.getByText(nameB).first()).toBeVisible(SLOW);
  await expect(table.getByText('Sandbox', { exact: true })).toHaveCount(0);
});
