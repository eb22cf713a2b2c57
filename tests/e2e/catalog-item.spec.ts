// A config item against the Sandbox (spec 2 §2, issue 15): breadcrumb, tab badges and tab URLs,
// line selection kept in the URL across a reload, 'Details not found', the deleted marker and
// the 'Last scraped' warning, 'Link to incident' (hidden with the incidents feature off), and the
// cached item read offline.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForCached } from './helpers/offline-cache.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

test.beforeEach(({ page }) => onSandbox(page));

const DETAIL = '**/org/sandbox/api/db/config_detail?**';

interface Item {
  id: string;
  name: string;
  type: string;
  summary: {
    changes: number;
    analysis: number;
    relationships: number;
    playbook_runs: number;
    checks: number;
  };
}

/**
 * A deployment with changes: a body of a few dozen lines and counts on its tabs. Deployments have
 * a view tab, which `/catalog/{id}` opens on (views.spec.ts): their Config tab is `…/config`.
 */
async function deployment(page: Page): Promise<Item> {
  const answer = await page.request.get(
    '/org/sandbox/api/db/config_detail?select=id,name,type,summary&type=eq.Kubernetes::Deployment&deleted_at=is.null&order=name.asc&limit=20',
  );
  expect(answer.ok()).toBe(true);
  const rows = (await answer.json()) as Item[];
  const item = rows.find((r) => r.summary.changes > 0) ?? rows[0];
  expect(item).toBeDefined();
  return item!;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Config details' });
const line = (page: Page, n: number) =>
  page.getByRole('button', { name: `Line ${n}`, exact: true });

/** Answers config_detail with the real row changed by `patch`. */
function patchDetail(patch: Record<string, unknown>) {
  return async (route: Route) => {
    try {
      const response = await fetchThrough(route);
      const rows = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({ response, json: rows.map((r) => ({ ...r, ...patch })) });
    } catch (error) {
      // A reload, or the end of the test, while a background read was being patched disposes
      // its answer: nobody waits for that read any more. Anything else is a real failure.
      if (!/disposed|closed|Test ended/.test(String(error))) throw error;
    }
  };
}

test('breadcrumb, tabs with their counts, and a URL per tab', async ({ page }) => {
  const item = await deployment(page);
  await page.goto(`/catalog/${item.id}/config`);
  const crumbs = page.locator('.mcd-detail-crumbs');
  await expect(crumbs.getByRole('link', { name: 'Catalog', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const type = crumbs.getByRole('link', { name: item.type });
  await expect(type).toHaveAttribute(
    'href',
    `/catalog?configType=${encodeURIComponent(item.type)}`,
  );
  await expect(crumbs).toContainText(item.name);

  const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(tab('Config')).toHaveAttribute('aria-selected', 'true');
  const counts: [string, string, number][] = [
    ['Changes', 'changes', item.summary.changes],
    ['Insights', 'insights', item.summary.analysis],
    ['Relationships', 'relationships', item.summary.relationships],
    ['Playbooks', 'playbooks', item.summary.playbook_runs],
    ['Checks', 'checks', item.summary.checks],
  ];
  // The Relationships badge counts the rows its tab lists (catalog-item-tabs.spec.ts), not the
  // summary's figure.
  for (const [label, , count] of counts)
    await expect(tab(label)).toHaveText(
      label === 'Relationships'
        ? /^Relationships\d+$/
        : `${label}${count > 999 ? `${Math.floor(count / 1000)}k+` : count}`,
    );

  for (const [label, segment] of counts) {
    await tab(label).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${item.id}/${segment}$`));
    await expect(tab(label)).toHaveAttribute('aria-selected', 'true');
  }
  await tab('Config').click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${item.id}/config$`));
  await expect(page.getByRole('region', { name: 'Config body' })).toBeVisible();

  await page.goto(`/catalog/${item.id}/relationships`);
  await expect(tab('Relationships')).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await page.goto(`/catalog/${item.id}/no-such-tab`);
  await expect(page.getByText('Tab not found')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Show the config' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${item.id}/config$`));

  await crumbs.getByRole('link', { name: item.type }).click();
  await expect(page).toHaveURL(/\/catalog\?configType=Kubernetes%3A%3ADeployment$/);
});

test('selected lines live in the URL as repeated parameters and survive a reload', async ({
  page,
}) => {
  const item = await deployment(page);
  await page.goto(`/catalog/${item.id}/config`);
  await expect(line(page, 3)).toBeVisible({ timeout: 30_000 });
  await line(page, 3).click();
  await expect(page).toHaveURL(/\?selected=3$/);
  await line(page, 5).click({ modifiers: ['Shift'] });
  await expect(page).toHaveURL(/\?selected=3&selected=4&selected=5$/);
  await line(page, 4).click();
  await expect(page).toHaveURL(/\?selected=3&selected=5$/);

  await page.reload();
  await expect(line(page, 3)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(line(page, 5)).toHaveAttribute('aria-pressed', 'true');
  await expect(line(page, 4)).toHaveAttribute('aria-pressed', 'false');
  const selected = sidebar(page).getByRole('list', { name: 'Selected lines' });
  await expect(selected.getByRole('listitem')).toHaveCount(2);

  await sidebar(page).getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${item.id}/config$`));
  await expect(line(page, 3)).toHaveAttribute('aria-pressed', 'false');
  await expect(selected).toHaveCount(0);
});

test('a missing item reads Details not found', async ({ page }) => {
  await page.goto('/catalog/00000000-0000-7000-8000-00000000dead');
  await expect(page.getByText('Details not found')).toBeVisible({ timeout: 30_000 });
});

test('a refused or failed answer with nothing cached reads inline', async ({ page }) => {
  await page.route(DETAIL, (route) =>
    route.fulfill({ status: 403, json: { message: 'not allowed' } }),
  );
  // Ids no other test visits: nothing of them is in the offline cache to show instead.
  await page.goto('/catalog/00000000-0000-7000-8000-0000000e0403');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible({
    timeout: 30_000,
  });
  await page.unroute(DETAIL);
  await page.route(DETAIL, (route) => route.fulfill({ status: 500, json: { error: 'db down' } }));
  await page.goto('/catalog/00000000-0000-7000-8000-0000000e0500');
  const inline = page.getByRole('alert').filter({ hasText: 'Could not load this catalog item' });
  await expect(inline).toBeVisible({ timeout: 30_000 });
  await expect(inline).toContainText('db down');
});

test('a deleted item is marked; a stale scrape of a live item warns', async ({ page }) => {
  const item = await deployment(page);
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
  await page.route(DETAIL, patchDetail({ deleted_at: threeDaysAgo }));
  await page.goto(`/catalog/${item.id}/config`);
  const marker = page.locator('.mcd-detail-crumbs').getByLabel('Deleted');
  await expect(marker).toBeVisible({ timeout: 30_000 });
  // The item's view tabs arrive after the marker and move it: hover again until the tooltip shows.
  await expect(async () => {
    await marker.hover();
    await expect(page.getByText('Deleted: 3 days ago')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sidebar(page).getByRole('heading', { name: 'Deleted' })).toBeVisible();
  await expect(sidebar(page).getByText('3 days ago', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText(/^Last scraped \d/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/shots/catalog-item-deleted.png' });

  await page.unroute(DETAIL);
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString();
  await page.route(DETAIL, patchDetail({ deleted_at: null, last_scraped_time: twoHoursAgo }));
  await page.reload();
  // A busy CI machine once took longer than 30 s for the reload's item and its tabs' reads.
  await expect(sidebar(page).getByText('Last scraped 2 hours ago')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('.mcd-detail-crumbs').getByLabel('Deleted')).toHaveCount(0);
});

test('cost: the totals that exist, the change badge, and the breakdown with all three', async ({
  page,
}) => {
  const item = await deployment(page);
  const cost = {
    cost_per_minute: 0.0104,
    cost_total_1d: 15,
    cost_total_7d: 70,
    cost_total_30d: 300,
  };
  await page.route(DETAIL, patchDetail(cost));
  await page.goto(`/catalog/${item.id}/config`);
  const panel = sidebar(page).getByRole('region', { name: 'Cost' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // Today 15 against a 30-day daily average of 10: +50 %.
  await expect(panel.getByText('+50%')).toBeVisible();
  await expect(panel).toContainText('$15.0');
  await expect(panel).toContainText('$300');
  // Clicked again until the popover opens: a click while the item's tabs still settle is lost.
  const breakdown = page.locator('.mc-ci-cost-popover');
  await expect(async () => {
    if (!(await breakdown.isVisible()))
      await panel.getByRole('button', { name: 'Cost breakdown' }).click();
    await expect(breakdown).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(breakdown).toContainText('$10.00');

  await page.unroute(DETAIL);
  await page.route(DETAIL, patchDetail({ ...cost, cost_total_1d: 10.5, cost_total_7d: null }));
  await page.reload();
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Cost breakdown' })).toHaveCount(0);
  await expect(panel.getByText(/%|x$/)).toHaveCount(0);

  await page.unroute(DETAIL);
  const none = {
    cost_per_minute: null,
    cost_total_1d: null,
    cost_total_7d: null,
    cost_total_30d: null,
  };
  await page.route(DETAIL, patchDetail(none));
  await page.reload();
  await expect(sidebar(page).getByRole('heading', { name: 'Details' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel).toHaveCount(0);
});

test('Link to incident attaches the item and its selected lines as config evidence', async ({
  page,
}) => {
  const item = await deployment(page);
  await page.goto(`/catalog/${item.id}?selected=2`);
  await expect(line(page, 2)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await sidebar(page).getByRole('button', { name: 'Link to incident' }).click();
  const dialog = page.getByRole('dialog', { name: `Link ${item.name} to Incident` });
  await expect(dialog.getByRole('button', { name: 'Link' })).toBeDisabled();
  await expect(dialog.getByText('Line 2 go with the evidence.')).toBeVisible();
  await dialog.getByRole('button', { name: /^Incident:/ }).click();
  const option = page
    .locator('.bp6-select-popover')
    .getByRole('option', { disabled: false })
    .first();
  await option.click();
  await dialog.getByLabel('Description').fill('e2e: seen in the catalog');
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('Config linked to the incident')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const answer = await page.request.get(
    `/org/sandbox/api/db/evidences?select=type,description,evidence&config_id=eq.${item.id}&type=eq.config`,
  );
  const rows = (await answer.json()) as {
    description: string;
    evidence: { selected_lines?: Record<string, string> };
  }[];
  const mine = rows.find((r) => r.description === 'e2e: seen in the catalog');
  expect(Object.keys(mine?.evidence.selected_lines ?? {})).toEqual(['2']);
  // The incidents panel lists the incidents it is now evidence in.
  const linked = (await (
    await page.request.get(`/org/sandbox/api/db/incidents_by_config?config_id=eq.${item.id}`)
  ).json()) as { title: string }[];
  expect(linked.length).toBeGreaterThan(0);
  const panel = sidebar(page).getByRole('region', { name: 'Incidents' });
  await expect(panel.getByRole('link', { name: linked[0]!.title, exact: true })).toBeVisible();
});

test('offline: the cached item reads under the banner and Link to incident is disabled', async ({
  page,
}) => {
  const item = await deployment(page);
  await page.goto(`/catalog/${item.id}/config`);
  await expect(line(page, 1)).toBeVisible({ timeout: 30_000 });
  await waitForCached(page, `"catalog-item","detail",{"id":"${item.id}"}`);

  await page.route('**/org/**', (route) => route.abort('internetdisconnected'));
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByText(/^Offline — showing data from/)).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.mcd-detail-crumbs')).toContainText(item.name);
  await expect(line(page, 1)).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Link to incident' })).toBeDisabled();
});

test('the item page in light and dark at 1280×800', async ({ page }) => {
  const item = await deployment(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/catalog/${item.id}?selected=4&selected=5&selected=6`);
    await expect(line(page, 5)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(sidebar(page).getByRole('heading', { name: 'Details' })).toBeVisible();
    if (scheme === 'dark') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.screenshot({ path: `/tmp/shots/catalog-item-${scheme}.png` });
  }
  await page.getByRole('tab', { name: /^Changes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${item.id}/changes$`));
  await page.screenshot({ path: '/tmp/shots/catalog-item-changes-dark.png' });
  // The details can be put away for the wider tables, and stay away on this device.
  await page.getByRole('button', { name: 'Hide Config details' }).click();
  await expect(sidebar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show Config details' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(sidebar(page)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/catalog-item-changes-wide-dark.png' });
  await page.getByRole('button', { name: 'Show Config details' }).click();
  await expect(sidebar(page)).toBeVisible();
});

test('with incidents turned off, the action and the incidents panel are hidden', async ({
  page,
}) => {
  await page.route('**/org/sandbox/api/properties**', async (route) => {
    const response = await fetchThrough(route);
    const properties = (await response.json()) as { name: string; value: string }[];
    await route.fulfill({
      response,
      json: [...properties, { name: 'incidents.disable', value: 'true' }],
    });
  });
  const item = await deployment(page);
  await page.goto(`/catalog/${item.id}/config`);
  await expect(sidebar(page).getByRole('heading', { name: 'Details' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(sidebar(page).getByRole('heading', { name: 'Playbook runs' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Link to incident' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('heading', { name: 'Incidents' })).toHaveCount(0);
  // The flags are kept in the offline cache: leave the real ones there for the specs after this.
  await page.unroute('**/org/sandbox/api/properties**');
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Link to incident' })).toBeVisible({
    timeout: 30_000,
  });
});
