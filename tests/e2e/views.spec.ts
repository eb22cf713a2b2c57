// Views against the Sandbox (spec 4-views, issue 34): the dashboard view as the landing page,
// the sidebar's view entries (dashboard first), a view with variables (a change runs the view
// again, rewrites the URL, survives a reload), a user who may not read views led elsewhere, a
// view as a tab of a deployment, and a visited view shown offline. Screenshots in both themes.
import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForCached } from './helpers/offline-cache.ts';
import { fetchThrough } from './helpers/route-fetch.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';
import { chooseOtherValue } from './helpers/view-variables.ts';

test.beforeEach(async ({ page }) => {
  // A view's first run queries the Sandbox, which other workers' specs keep busy.
  test.slow();
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

const SHOTS = 'test-results/screenshots/views';
mkdirSync(SHOTS, { recursive: true });
const SLOW = { timeout: 60_000 };

async function viewId(page: Page, name: string): Promise<string> {
  const [row] = await dbRows<{ id: string }>(page.request, `views?name=eq.${name}&select=id`);
  expect(row).toBeDefined();
  return row!.id;
}

const shots = (page: Page, name: string) => shotsLightDark(page, SHOTS, `views-${name}`);

test('the dashboard view is the landing page, first in the sidebar', async ({ page }) => {
  // Nothing the landing asks for is missing, and nothing logs an error (the acceptance walk saw
  // one 404 at `/`; the page no longer asks for a favicon).
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') missing.push(`${m.text()} ${JSON.stringify(m.location())}`);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Unhealthy items' })).toBeVisible(SLOW);
  expect(missing).toEqual([]);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const labels = await nav.getByRole('list').first().getByRole('link').allTextContents();
  expect(labels[0]).toBe('Home');
  expect(labels).toEqual(expect.arrayContaining(['Health', 'Cluster overview', 'Platform review']));
  expect(labels).not.toContain('Dashboard');
  expect(labels).not.toContain('Failing checks');
  expect(labels.indexOf('Cluster overview')).toBeGreaterThan(labels.indexOf('Health'));
  await expect(page.getByText(/^Last refreshed:/)).toBeVisible();
  await shots(page, 'dashboard');
});

test('a variable change runs the view, rewrites the URL and survives a reload', async ({
  page,
}) => {
  await page.goto('/view/mc/cluster-overview');
  const table = page.getByRole('table', { name: 'Cluster overview' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(SLOW);
  await expect(page).toHaveTitle(/^Cluster overview — /);
  // The table's text without its relative times: '9 hours ago' may turn '10 hours ago' while the
  // test waits on a busy machine, and the rows are what must change and survive the reload.
  const rows = async () =>
    (await table.innerText()).replace(/\b(just now|\d+ (second|minute|hour|day)s? ago)\b/g, '…');
  const before = await rows();
  const chosen = await chooseOtherValue(page, 'Cluster');
  await expect(page).toHaveURL(new RegExp(`viewvar__cluster=${encodeURIComponent(chosen)}`));
  await expect.poll(rows, SLOW).not.toBe(before);
  const after = await rows();
  await shots(page, 'cluster-overview');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cluster' })).toHaveText(chosen, SLOW);
  await expect.poll(rows, SLOW).toBe(after);
});

test('the namespace view shows cards, the review view its sections', async ({ page }) => {
  await page.goto('/view/mc/namespace');
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute(
    'aria-pressed',
    'true',
    SLOW,
  );
  // The top bar names the view, not the route ('View').
  await expect(page.locator('.mcd-page-title')).toHaveText('Namespace');
  // A card's footer times say what they are, the exact time on hover.
  const footer = page.locator('.mc-view-card footer').first();
  await expect(footer.locator('.mc-view-card-footer-item')).toHaveText([
    /^Created \S/,
    /^Updated \S/,
  ]);
  await expect(footer.locator('time').first()).toHaveAttribute('title', /^\d{4}-\d{2}-\d{2} /);
  await shots(page, 'namespace-cards');
  // The native sections ask for their lists with the section's filters.
  const changesCall = page.waitForRequest(
    (r) =>
      r.method() === 'POST' &&
      r.url().includes('/catalog/changes') &&
      /"config_type":"Kubernetes::Deployment"/.test(r.postData() ?? '') &&
      /"type":"!BackOff"/.test(r.postData() ?? ''),
    SLOW,
  );
  const nodesCall = page.waitForRequest(
    (r) =>
      decodeURIComponent(r.url()).includes('type=eq.Kubernetes::Node') &&
      /health=not\.in\.\(.?healthy/.test(decodeURIComponent(r.url())),
    SLOW,
  );
  await page.goto(`/views/${await viewId(page, 'platform-review')}`);
  const section = page.getByRole('region', { name: 'Failing checks' });
  await expect(section).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Cloud spend' })).toBeVisible();
  await expect(page.locator('.mcd-page-title')).toHaveText('Platform review');
  // The section's header names its table: the table has no heading of its own.
  await expect(section.getByRole('table', { name: 'Failing checks' })).toBeVisible(SLOW);
  await expect(section.getByRole('heading', { name: 'Failing checks' })).toHaveCount(0);
  await shots(page, 'platform-review');
  // The native sections embed the lists themselves, filtered by the section's filters.
  await Promise.all([changesCall, nodesCall]);
  const changes = page.getByRole('region', { name: 'Deployment changes' });
  await expect(changes.getByRole('table', { name: 'Config changes' })).toBeVisible(SLOW);
  const nodes = page.getByRole('region', { name: 'Nodes not healthy' });
  await expect(nodes.getByRole('table', { name: 'Configs' })).toBeVisible(SLOW);
  await changes.scrollIntoViewIfNeeded();
  await shots(page, 'platform-review-lists');
  await nodes.scrollIntoViewIfNeeded();
  await shots(page, 'platform-review-nodes');
  const header = section.getByRole('button', { name: 'Failing checks' });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  // By name alone too, the top bar names the view.
  await page.goto('/view/platform-review');
  await expect(page.getByRole('region', { name: 'Failing checks' })).toBeVisible(SLOW);
  await expect(page.locator('.mcd-page-title')).toHaveText('Platform review');
});

test('a user who may not read views lands on the first area they may read', async ({ page }) => {
  await page.route('**/org/sandbox/api/auth/whoami**', async (route: Route) => {
    const response = await fetchThrough(route);
    const body = (await response.json()) as {
      payload: { roles: string[]; permissions?: unknown };
    };
    body.payload.roles = ['viewer'];
    body.payload.permissions = [{ object: 'views', action: 'read', deny: true }];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/health/, SLOW);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
  const labels = await nav.getByRole('list').first().getByRole('link').allTextContents();
  expect(labels).not.toContain('Home');
  expect(labels).not.toContain('Cluster overview');
});

test('a deployment opens on its view tab, in the item frame, first among its tabs', async ({
  page,
}) => {
  const [deployment] = await dbRows<{ id: string }>(
    page.request,
    'config_items?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id&limit=1',
  );
  const id = await viewId(page, 'deployment');
  // The item's index opens its first tab, the view (spec 4-views §2.10).
  await page.goto(`/catalog/${deployment!.id}`);
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment!.id}/view/${id}$`), SLOW);
  await expect(page).toHaveTitle(/^Config View - Rollout — /, SLOW);
  await expect(page.getByText('No view data')).toHaveCount(0);
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toHaveText('Rollout');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Catalog');
  const tab = page.getByRole('tabpanel', { name: 'Rollout' });
  await expect(tab).toBeVisible();
  // The top bar names the view; the tab names its table, which has no heading of its own.
  await expect(page.locator('.mcd-page-title')).toHaveText('Rollout');
  await expect(tab.getByRole('table', { name: 'Rollout' })).toBeVisible(SLOW);
  await expect(tab.getByRole('heading', { name: 'Rollout' })).toHaveCount(0);
  await shots(page, 'deployment-tab');
  // Config is a tab of its own, which the index no longer shows.
  await page.getByRole('tab', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment!.id}/config$`));
  await expect(page.getByRole('tabpanel', { name: 'Config' })).toBeVisible();
  await tabs.first().click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}$`));
});

test('a visited view shows offline from the organisation cache', async ({ page }) => {
  await page.goto('/view/mc/cluster-overview');
  const table = page.getByRole('table', { name: 'Cluster overview' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(SLOW);
  await expect(page.locator('.mcd-page-title')).toHaveText('Cluster overview');
  await waitForCached(page, '"views","lookup"', '"views","metadata"', '"views","rows"');
  await page.route('**/org/sandbox/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText(/^Offline/).first()).toBeVisible(SLOW);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
