// The console shell in browser mode: sidebar per role and feature flag, collapse persisted in
// main's settings, user menu versions, platform error pages, guards, redirects, refresh, theme.
// Org services and the org backend are stood in by helpers/mock-backend.ts; app:info and
// settings:* are the real host's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { mockBackend } from './helpers/mock-backend.ts';

const pkg = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
) as { version: string };

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

test.beforeEach(async ({ page }) => {
  // Start every test expanded: the flag lives in the worker's host, across tests.
  await page.request.post('/ipc/settings:set', { data: { sidebarCollapsed: false } });
});

test('admin sees every sidebar item and the Settings submenu', async ({ page }) => {
  await mockBackend(page);
  // No dashboard view on this backend (404): `/` leads to the first readable area.
  await page.goto('/');
  await expect(page).toHaveURL(/\/health/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  for (const label of ['Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = nav.getByRole('list', { name: 'Settings' });
  const labels = await settings.getByRole('link').allTextContents();
  expect(labels.slice(0, 7)).toEqual([
    'Connections',
    'Jobs History',
    'Feature Flags',
    'Log Backends',
    'Event Queue',
    'Agents',
    'Integrations',
  ]);
  const rest = labels.slice(7);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  expect(rest).toContain('Health Checks');
  // The top bar names the route's screen (placeholder or real, whichever this build has).
  await expect(page.locator('.mcd-page-title')).toHaveText('Health');
  await page.screenshot(shot('shell-expanded-light'));
});

test('a viewer sees no Settings, and a settings route they cannot read is Unauthorized', async ({
  page,
}) => {
  await mockBackend(page, { roles: { acme: ['viewer'] } });
  await page.goto('/health');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/settings/connections');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
});

test('health.disable hides Health from the sidebar and its route', async ({ page }) => {
  await mockBackend(page, { properties: { acme: [{ name: 'health.disable', value: 'true' }] } });
  await page.goto('/health?checkId=abc&timeRange=1h');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Incidents' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Health' })).toHaveCount(0);
  await expect(
    page.getByText('The "health" feature is disabled in this organisation.'),
  ).toBeVisible();
  // Health checks settings inherit the parent flag.
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(nav.getByRole('link', { name: 'Health Checks' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Jobs History' })).toHaveCount(0);
});

test('health links keep their query parameters; /configs redirects to /catalog', async ({
  page,
}) => {
  await mockBackend(page);
  await page.goto('/health?checkId=abc&timeRange=1h');
  await expect(page.locator('.mcd-page-title')).toHaveText('Health');
  expect(new URL(page.url()).searchParams.get('checkId')).toBe('abc');
  expect(new URL(page.url()).searchParams.get('timeRange')).toBe('1h');
  await page.goto('/configs?configType=Kubernetes::Pod');
  await expect(page).toHaveURL(/\/catalog\?configType=Kubernetes(%3A%3A|::)Pod$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the sidebar collapse is kept by main across a reload', async ({ page }) => {
  await mockBackend(page);
  await page.goto('/topology');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveCSS('width', '224px');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav).toHaveCSS('width', '56px');
  await page.screenshot(shot('shell-collapsed-light'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCSS(
    'width',
    '56px',
  );
  const settings = (await (await page.request.post('/ipc/settings:get', { data: {} })).json()) as {
    value: { sidebarCollapsed: boolean };
  };
  expect(settings.value.sidebarCollapsed).toBe(true);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav).toHaveCSS('width', '224px');
});

test('below 1024 px an outside click collapses the sidebar', async ({ page }) => {
  await mockBackend(page);
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('/topology');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveCSS('width', '224px');
  await page.locator('#main-content').click({ position: { x: 300, y: 300 } });
  await expect(nav).toHaveCSS('width', '56px');
});

test('the user menu greets the user and shows the app and backend versions, labelled', async ({
  page,
}) => {
  await mockBackend(page, { backendVersion: 'v0.0.1234' });
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  const menu = page.getByRole('menu', { name: 'User menu' });
  await expect(menu.getByText('Hi Ada Admin')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `App version ${pkg.version}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Backend version v0.0.1234' })).toBeVisible();
  await expect(menu.getByTestId('backend-version')).toHaveText('v0.0.1234');
  await expect(menu.getByText('Profile settings')).toBeVisible();
  await page.screenshot(shot('user-menu'));
  await menu.getByText('Profile settings').click();
  await expect(page).toHaveURL(/\/profile-settings$/);
  // The page may render while the menu still fades out ('Hi Ada Admin' is its heading).
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ada Admin', exact: true })).toBeVisible();
});

test('the user menu offers the kubeconfig only to roles that may download it (issue 32, a)', async ({
  page,
}) => {
  // GET /api/kubeconfig needs kubernetes-proxy:create (reference §4.11): admin and editor only.
  for (const [role, offered] of [
    ['viewer', false],
    ['responder', false],
    ['commander', false],
    ['editor', true],
  ] as const) {
    await mockBackend(page, { roles: { acme: [role] } });
    await page.goto('/topology');
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await expect(menu.getByRole('menuitem', { name: 'Profile settings' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Download kubeconfig…' })).toHaveCount(
      offered ? 1 : 0,
    );
    if (role === 'viewer') await page.screenshot(shot('user-menu-viewer'));
    await page.keyboard.press('Escape');
  }
});

test('/error shows the bad-session text or Unknown error, with a way back', async ({ page }) => {
  await page.goto('/error?error_code=BAD_SESSION');
  await expect(
    page.getByText(
      'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
    ),
  ).toBeVisible();
  await page.goto('/error?error_code=OTHER');
  await expect(page.getByText('Unknown error')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
});

test('refresh re-fetches the current org data', async ({ page }) => {
  const backend = await mockBackend(page);
  await page.goto('/topology');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const before = backend.calls.filter((c) => c === 'acme:/api/properties').length;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(() => backend.calls.filter((c) => c === 'acme:/api/properties').length)
    .toBeGreaterThan(before);
});

test('the help menu opens About with the app version and mode', async ({ page }) => {
  await mockBackend(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'About Mission Control Desktop' }).click();
  await expect(page.getByTestId('app-version')).toHaveText(pkg.version);
  await expect(page.getByTestId('app-mode')).toHaveText('browser');
  await expect(page.getByRole('dialog')).toContainText('v0.0.900');
});

test('the docs link opens the help page through main', async ({ page }) => {
  const backend = await mockBackend(page);
  await page.goto('/topology');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: /Documentation/ }).click();
  await expect
    .poll(() => backend.external)
    .toEqual(['https://flanksource.com/docs/installation/saas/agent']);
});

test('routes wait for feature flags before rendering', async ({ page }) => {
  await mockBackend(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/org/acme/api/properties', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.goto('/incidents');
  await expect(page.getByRole('status', { name: 'Loading the console' })).toBeVisible();
  await expect(page.locator('#main-content')).toHaveCount(0);
  release();
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('.mcd-page-title')).toHaveText('Incidents');
});

test('dark theme follows the OS', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await mockBackend(page);
  await page.goto('/topology');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  // Icon paths load on first use; wait for them so the screenshot shows the real sidebar.
  await expect(page.locator('[data-testid="sidebar"] svg').first()).toBeVisible();
  await page.screenshot(shot('shell-expanded-dark'));
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.screenshot(shot('shell-collapsed-dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
});

test('an unexpected network failure toasts the spec text once and the console still renders', async ({
  page,
}) => {
  await mockBackend(page);
  await page.route('**/org/acme/api/properties', (route) =>
    route.fulfill({
      status: 504,
      headers: { 'x-mcd-gateway-error': '1' },
      json: {
        kind: 'timeout',
        message: 'No answer in 30 s',
        orgId: 'acme',
        status: null,
        tls: null,
      },
    }),
  );
  await page.goto('/topology');
  await expect(page.getByText('Request timed out. Please try again.')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.screenshot(shot('network-toast'));
});

test('keyboard users can skip to the content and open Settings from the keyboard', async ({
  page,
}) => {
  await mockBackend(page);
  await page.goto('/topology');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const settings = page.getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Connections' })).toBeFocused();
});

test('the Sandbox organisation opens signed in, with its user and backend version', async ({
  page,
}) => {
  const list = (await (await page.request.post('/ipc/orgs:list', { data: {} })).json()) as {
    ok: boolean;
    value?: { orgs: { id: string; name: string }[] };
  };
  test.skip(
    !list.value?.orgs.some((org) => org.id === 'sandbox'),
    'this host runs without the embedded sandbox',
  );
  test.setTimeout(120_000);
  await page.goto('/?org=sandbox');
  // The landing page's dashboard view puts its own title in front once it has loaded.
  await expect(page).toHaveTitle(/(^|— )Sandbox — Mission Control$/);
  // The worker's first use starts the sandbox (the gate says "Connecting to Sandbox…" meanwhile).
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({
    timeout: 90_000,
  });
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByTestId('backend-version')).not.toHaveText('unknown');
  await expect(page.getByRole('menu', { name: 'User menu' })).toContainText(/^Hi /);
  await page.screenshot(shot('sandbox-user-menu'));
});
