// Organisations in browser mode: switcher (click, Ctrl/Cmd+K, Ctrl/Cmd+<n>), per-org window title
// and colour band, add dialog validation, sign-in per method with the specific failure, gating
// screens, manage (remove confirmation), kubeconfig modal. Main's org services and the backend
// are stood in by helpers/mock-backend.ts.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  expect,
  startBrowserMode,
  stopBrowserMode,
  test,
  type BrowserModeHost,
} from './fixtures.ts';
import { mockBackend } from './helpers/mock-backend.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

const twoOrgs = [
  { id: 'acme', name: 'Acme Production', colour: '#cd4246' },
  { id: 'beta', name: 'Beta Staging', colour: '#238551', environment: 'staging' as const },
];

test('switching organisation changes title, colour band and the org the data comes from', async ({
  page,
}) => {
  const backend = await mockBackend(page, { orgs: twoOrgs });
  await page.goto('/?org=acme');
  await expect(page).toHaveTitle('Acme Production — Mission Control');
  await expect(page.getByTestId('org-colour-band')).toHaveCSS(
    'background-color',
    'rgb(205, 66, 70)',
  );
  await page.getByTestId('org-switcher').click();
  await expect(page.getByRole('listbox', { name: 'Organisations' })).toBeVisible();
  await page.screenshot(shot('org-switcher-open'));
  await page.getByRole('option', { name: /Beta Staging/ }).click();
  await expect(page).toHaveTitle('Beta Staging — Mission Control');
  await expect(page.getByTestId('org-colour-band')).toHaveCSS(
    'background-color',
    'rgb(35, 133, 81)',
  );
  await expect(page).toHaveURL(/\/health/);
  await expect.poll(() => backend.calls.includes('beta:/api/auth/whoami')).toBe(true);
  expect(backend.calls).toContain('orgs:update');
});

test('an organisation opened by ?org= is still the one shown after a reload', async ({ page }) => {
  await mockBackend(page, { orgs: twoOrgs });
  // Beta is the most recently used (mock-backend.ts); the link names Acme.
  await page.goto('/?org=acme');
  await expect(page).toHaveTitle('Acme Production — Mission Control');
  await expect(page).toHaveURL(/\/health$/);
  await page.reload();
  await expect(page.getByTestId('org-switcher')).toContainText('Acme Production');
  await expect(page).toHaveTitle('Acme Production — Mission Control');
});

test('Ctrl+K opens the switcher and Ctrl+2 switches to the second organisation', async ({
  page,
}) => {
  await mockBackend(page, { orgs: twoOrgs });
  await page.goto('/?org=acme');
  await expect(page.getByTestId('org-switcher')).toContainText('Acme Production');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Find an organisation' })).toBeFocused();
  await page.keyboard.type('beta');
  await expect(page.getByRole('option', { name: /Acme Production/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+2');
  await expect(page.getByTestId('org-switcher')).toContainText('Beta Staging');
  await page.keyboard.press('Control+1');
  await expect(page.getByTestId('org-switcher')).toContainText('Acme Production');
});

test('Open in new window opens the current organisation in a new tab (browser mode)', async ({
  page,
  context,
}) => {
  await mockBackend(page, { orgs: twoOrgs });
  await page.goto('/?org=beta');
  await expect(page.getByTestId('org-switcher')).toContainText('Beta Staging');
  await page.getByTestId('org-switcher').click();
  const opened = context.waitForEvent('page');
  await page.getByRole('option', { name: 'Open in new window' }).click();
  const tab = await opened;
  expect(new URL(tab.url()).search).toBe('?org=beta');
  await tab.close();
});

test('the add dialog refuses unsafe addresses with the validator reason', async ({ page }) => {
  await mockBackend(page);
  await page.goto('/');
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Add organisation…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add organisation' });
  const url = dialog.getByLabel('Address');
  const cases: [string, string][] = [
    ['javascript:alert(1)', '"javascript:" addresses are not allowed; use an https:// address.'],
    ['file:///etc/passwd', '"file:" addresses are not allowed; use an https:// address.'],
    ['data:text/html,hi', '"data:" addresses are not allowed; use an https:// address.'],
    [
      'http://mc.example.com',
      'Only https:// is allowed, except http:// to this computer (localhost or 127.0.0.1).',
    ],
    [
      'https://ada:secret@mc.example.com',
      'Do not put a user name or password in the address; sign in after adding the organisation.',
    ],
  ];
  for (const [value, reason] of cases) {
    await url.fill(value);
    await url.blur();
    await expect(dialog.getByText(reason)).toBeVisible();
  }
  await page.screenshot(shot('add-org-error'));
  await url.fill('http://localhost:8080');
  await url.blur();
  await expect(dialog.getByTestId('probe-result')).toContainText('Mission Control v0.0.900 found');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('sign-in shows the method form and the specific failure, then the console', async ({
  page,
}) => {
  const backend = await mockBackend(page, {
    orgs: [{ id: 'acme', name: 'Acme Production', signInMethod: 'password' }],
    auth: { acme: 'needs-sign-in' },
    signInError: 'The email or password is wrong.',
  });
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(page.getByRole('heading', { name: 'Sign in to Acme Production' })).toBeVisible();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Password').fill('nope');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The email or password is wrong.');
  await page.screenshot(shot('sign-in'));
  backend.signInError = null;
  await form.getByLabel('Password').fill('right');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a 401 mid-session re-checks only that org and asks to sign in over its console', async ({
  page,
}) => {
  const backend = await mockBackend(page, { orgs: twoOrgs });
  // Not `/`: the landing page redirects once the permissions are read, and a Refresh clicked
  // before that would be answered on the page it leaves.
  await page.goto('/health?org=acme');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The start-up reads have answered: a Refresh then sends new requests (one still on its way
  // would be joined, and answer before the 401 below is in place).
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).not.toHaveClass(/bp6-loading/);
  const checks = (orgId: string) =>
    backend.calls.filter((c) => c === `auth:status:${orgId}`).length;
  const acmeBefore = checks('acme');
  backend.auth.acme = 'needs-sign-in';
  await page.route('**/org/acme/api/properties', (route) =>
    route.fulfill({
      status: 401,
      headers: { 'x-mcd-gateway-error': '1' },
      json: {
        kind: 'needs-sign-in',
        message: 'Sign in again',
        orgId: 'acme',
        status: 401,
        tls: null,
      },
    }),
  );
  await refresh.click();
  // One sign-in dialog over the console, which stays (tests/e2e/reauth-mid-session.spec.ts).
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog.getByRole('heading', { name: 'Sign in to Acme Production' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(checks('acme')).toBeGreaterThan(acmeBefore);
  expect(checks('beta')).toBe(0);
  // No error toast for an expected sign-in request.
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
});

test('provisioning, keychain and unreachable states', async ({ page }) => {
  const backend = await mockBackend(page, { auth: { acme: 'provisioning' } });
  await page.goto('/');
  await expect(page.getByText('Please wait, instance provisioning in-progress ...')).toBeVisible();
  backend.auth.acme = 'keychain-unavailable';
  await page.reload();
  await expect(page.getByText('The system keychain is locked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use session-only credentials' })).toBeVisible();
  backend.auth.acme = 'unreachable';
  // Main could not reach the org, and neither can the page.
  await page.route('**/org/acme/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  // Unreachable: the console from the offline cache under the one offline banner, with main's
  // reason and Retry.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Offline —');
  // Whichever learned it first names the cause: main's sign-in check or the page's own request.
  await expect(banner).toContainText(/The server did not answer within 15 s\.|cannot be reached/);
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('an open switcher on the "Connecting…" screen stays open when the org connects', async ({
  page,
}) => {
  await mockBackend(page, { orgs: twoOrgs });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ipc/auth:status', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/?org=acme');
  await expect(page.getByText('Connecting to Acme Production…')).toBeVisible();
  await page.getByTestId('org-switcher').click();
  const list = page.getByRole('listbox', { name: 'Organisations' });
  await expect(list).toBeVisible();
  release();
  await expect(page.getByText('Acme Production is ready')).toBeVisible();
  await expect(list).toBeVisible();
  await expect(list.getByRole('option', { name: /Beta Staging/ })).toBeVisible();
  // Closing the list opens the console.
  await page.getByRole('combobox', { name: 'Find an organisation' }).press('Escape');
  await expect(list).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('no organisation shows the chooser', async ({ page }) => {
  await mockBackend(page, { orgs: [] });
  await page.goto('/');
  await expect(page.getByText('Add your first organisation')).toBeVisible();
  await page.getByRole('button', { name: 'Add organisation…' }).click();
  await expect(page.getByRole('dialog', { name: 'Add organisation' })).toBeVisible();
});

test('manage: removing asks first and names what is purged; the sandbox cannot be removed', async ({
  page,
}) => {
  await mockBackend(page, {
    orgs: [{ id: 'sandbox', name: 'Sandbox', colour: '#5f6b7c' }, ...twoOrgs],
  });
  await page.goto('/?org=acme');
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Manage organisations…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage organisations' });
  await expect(dialog.getByRole('button', { name: 'Remove Sandbox' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Move Sandbox up' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove Beta Staging' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Remove Beta Staging?');
  await expect(alert).toContainText('saved sign-in credentials and kubeconfig from the keychain');
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toHaveCount(0);
});

test('manage: reorder, hide and rename change the switcher', async ({ page }) => {
  await mockBackend(page, { orgs: twoOrgs });
  await page.goto('/?org=acme');
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Manage organisations…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage organisations' });
  await dialog.getByRole('button', { name: 'Move Beta Staging up' }).click();
  await expect(dialog.getByRole('button', { name: 'Move Beta Staging up' })).toBeDisabled();
  // From the keyboard: the switch's input sits under Blueprint's indicator for pointer events.
  const shown = dialog.getByRole('checkbox', { name: 'Show Beta Staging in the switcher' });
  await shown.focus();
  await page.keyboard.press('Space');
  await expect(shown).not.toBeChecked();
  await page.screenshot(shot('manage-orgs'));
  await dialog.getByRole('button', { name: 'Edit Acme Production' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Acme Production' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Acme Prod EU');
  // The address check answers asynchronously and adds a line, which moves Save: wait for it.
  await expect(edit.getByTestId('probe-result')).toBeVisible();
  await expect(edit.getByTestId('cache-size')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page).toHaveTitle('Acme Prod EU — Mission Control');
  await page.getByTestId('org-switcher').click();
  const options = page.getByRole('listbox', { name: 'Organisations' }).getByRole('option');
  await expect(options.first()).toContainText('Acme Prod EU');
  await expect(page.getByRole('option', { name: /Beta Staging/ })).toHaveCount(0);
});

test('kubeconfig modal: download, warnings, then the commands to copy', async ({ page }) => {
  await mockBackend(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByText('Download kubeconfig…').click();
  const dialog = page.getByRole('dialog', { name: 'Kubeconfig for Acme Production' });
  await expect(dialog.getByText('After step 1, the commands to run appear here.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Download kubeconfig' }).click();
  await expect(dialog.getByTestId('kubeconfig-path')).toContainText(
    '/home/ada/.kube/mission-control/acme.yaml',
  );
  await expect(dialog).toContainText('The server is on another host');
  await expect(dialog.getByLabel('Point kubectl at the file', { exact: true })).toHaveText(
    "export KUBECONFIG='/home/ada/.kube/mission-control/acme.yaml'",
  );
  await expect(dialog.getByLabel('List the canaries', { exact: true })).toHaveText(
    'kubectl get canaries',
  );
  await expect(dialog.getByRole('button', { name: 'Copy: List the canaries' })).toBeVisible();
  await page.screenshot(shot('kubeconfig-modal'));
});

// These tests reach main's real services; their host gets its own HOME so nothing they do lands
// in the real home directory.
const realServices = test.extend<object, { home: string; host: BrowserModeHost }>({
  home: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const home = mkdtempSync(path.join(os.tmpdir(), 'mcd-e2e-home-'));
      await use(home);
      rmSync(home, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  host: [
    async ({ home }, use) => {
      const previous = process.env.HOME;
      process.env.HOME = home;
      let host: BrowserModeHost;
      try {
        host = await startBrowserMode();
      } finally {
        if (previous === undefined) delete process.env.HOME;
        else process.env.HOME = previous;
      }
      await use(host);
      await stopBrowserMode(host);
    },
    { scope: 'worker' },
  ],
});

test('an organisation answer never loads as a page of the app', async ({ page }) => {
  // The browser marks a navigation `Sec-Fetch-Dest: document`: the gateway refuses it before
  // asking any backend, and its refusal cannot run as a document (CSP sandbox, nosniff).
  const answer = await page.goto('/org/sandbox/api/auth/whoami');
  expect(answer?.status()).toBe(400);
  const headers = answer?.headers() ?? {};
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(await answer?.text()).toContain('never as a page');
});

const KUBE_TOKEN = 'kube-secret-token-4242';
const LAB_KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
- name: lab
  cluster:
    server: https://127.0.0.1:6443
contexts:
- name: lab
  context:
    cluster: lab
    user: lab
current-context: lab
users:
- name: lab
  user:
    token: ${KUBE_TOKEN}
`;

realServices.describe('against the real organisation services', () => {
  // A tiny Mission Control stand-in on 127.0.0.1: /api/about answers, whoami wants a token.
  let server: Server;
  let origin = '';
  realServices.beforeAll(async () => {
    server = createServer((req, res) => {
      const url = req.url ?? '/';
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url === '/api/about') return send(200, { Version: 'v0.0.4242', appVersion: 'v0.0.4242' });
      if (url.startsWith('/api/auth/whoami')) {
        if (req.headers.authorization !== 'Bearer good-token')
          return send(401, { error: 'Unauthorized' });
        return send(200, {
          message: 'success',
          payload: {
            user: { id: 'u9', name: 'Grace Hopper', email: 'grace@example.com' },
            roles: ['admin'],
            permissions: [],
          },
        });
      }
      if (url.startsWith('/api/properties')) return send(200, []);
      if (url === '/api/broken') return send(500, { error: 'the database is down' });
      if (url === '/api/kubeconfig' && req.headers.authorization === 'Bearer good-token') {
        res.writeHead(200, { 'content-type': 'application/yaml' });
        return res.end(LAB_KUBECONFIG);
      }
      return send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  realServices.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  realServices('add an organisation, see its version, sign in with a token', async ({ page }) => {
    await page.goto('/');
    // A fresh host shows the chooser, or the Sandbox console once the sandbox is wired.
    const chooserAdd = page.getByRole('button', { name: 'Add organisation…' });
    const switcher = page.getByTestId('org-switcher');
    // Wait for the gate to settle: while the Sandbox starts, the "Connecting…" screen has its own
    // switcher, which is replaced (popover and all) when the console appears.
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await expect(chooserAdd.or(userMenu)).toBeVisible({ timeout: 90_000 });
    if (await userMenu.isVisible()) {
      await switcher.click();
      await page.getByRole('option', { name: 'Add organisation…' }).click();
    } else await chooserAdd.click();
    const dialog = page.getByRole('dialog', { name: 'Add organisation' });
    await dialog.getByLabel('Address').fill(origin);
    await dialog.getByLabel('Address').blur();
    await expect(dialog.getByTestId('probe-result')).toContainText(
      'Mission Control v0.0.4242 found',
    );
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Local Lab');
    await dialog.getByLabel('Environment').selectOption('development');
    await dialog.getByRole('button', { name: 'Add organisation' }).click();
    await expect(page).toHaveTitle('Local Lab — Mission Control');
    // Without a session D-Bus (plain CI) main reports the keychain unusable: take session-only.
    const heading = page.getByRole('heading', { name: 'Sign in to Local Lab' });
    const sessionOnly = page.getByRole('button', { name: 'Use session-only credentials' });
    await expect(heading.or(sessionOnly)).toBeVisible();
    if (await sessionOnly.isVisible()) {
      await page.screenshot(shot('keychain-unavailable'));
      await sessionOnly.click();
    }
    await expect(heading).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Access token').fill('bad-token');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('did not accept this access token');
    await form.getByLabel('Access token').fill('good-token');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByText('Hi Grace Hopper')).toBeVisible();
    await expect(page.getByTestId('backend-version')).toHaveText('v0.0.4242');
  });

  realServices('the Sandbox kubeconfig: download, then the commands', async ({ page, host }) => {
    const list = (await (await page.request.post('/ipc/orgs:list', { data: {} })).json()) as {
      value?: { orgs: { id: string }[] };
    };
    realServices.skip(
      !list.value?.orgs.some((org) => org.id === 'sandbox'),
      'no embedded sandbox here',
    );
    realServices.setTimeout(120_000);
    await page.goto('/?org=sandbox');
    // The worker's first use starts the sandbox.
    await page.getByRole('button', { name: 'User menu' }).click({ timeout: 90_000 });
    await page.getByText('Download kubeconfig…').click();
    const dialog = page.getByRole('dialog', { name: 'Kubeconfig for Sandbox' });
    const download = dialog.getByRole('button', { name: /Download kubeconfig|Save to file/ });
    await download.click();
    const commands = dialog.getByLabel('List the canaries', { exact: true });
    const retry = dialog.getByRole('button', { name: 'Use session-only credentials and retry' });
    await expect(commands.or(retry)).toBeVisible();
    if (await retry.isVisible()) await retry.click();
    await expect(commands).toHaveText(/kubectl .*get canaries/);
    await expect(dialog.getByLabel('Point kubectl at the file', { exact: true })).toContainText(
      'KUBECONFIG',
    );
    await page.screenshot(shot('kubeconfig-sandbox'));
    const saved = (await dialog.getByTestId('kubeconfig-path').locator('code').textContent()) ?? '';
    // Browser mode: main's own folder, never a path from the page, never ~/.kube/config.
    expect(path.dirname(saved)).toBe(path.join(host.userDataDir, 'kubeconfigs'));
    expect(statSync(saved).mode & 0o777).toBe(0o600);
  });
  realServices('the log file tells what happened and holds no secret', async ({ page, host }) => {
    const ipc = async <T>(channel: string, data: unknown): Promise<T> => {
      const body = (await (await page.request.post(`/ipc/${channel}`, { data })).json()) as {
        ok: boolean;
        value?: T;
        error?: { message: string };
      };
      if (!body.ok) throw new Error(`${channel}: ${body.error?.message}`);
      return body.value as T;
    };
    const { orgs } = await ipc<{ orgs: { id: string; baseUrl: string }[] }>('orgs:list', {});
    const orgId =
      orgs.find((org) => org.baseUrl.startsWith(origin))?.id ??
      (await ipc<{ id: string }>('orgs:add', { name: 'Log Lab', url: origin })).id;
    const signIn = () => ipc('auth:signIn', { orgId, method: 'token', token: 'good-token' });
    await signIn().catch(async (error: unknown) => {
      if (!String(error).includes('keychain')) throw error;
      await ipc('auth:useSessionOnly', {});
      await signIn();
    });
    await ipc('kubeconfig:regenerate', { orgId });
    await ipc('kubeconfig:export', { orgId });
    expect((await page.request.get(`/org/${orgId}/api/broken`)).status()).toBe(500);
    expect((await page.request.get('/org/no-such-org/api/about')).ok()).toBe(false);

    // Help → Show logs shows the same lines.
    await page.goto('/');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByText('Show logs').click();
    const dialog = page.getByRole('dialog', { name: 'Application logs' });
    await expect(dialog.getByTestId('log-file')).toHaveText(
      path.join(host.userDataDir, 'logs', 'main.log'),
    );
    const lines = dialog.getByRole('list', { name: 'Latest log lines' });
    await expect(lines).toContainText(`auth:signIn (${orgId}) done`);
    await expect(lines).toContainText(`gateway GET ${orgId} /api/broken answered 500`);
    await page.screenshot(shot('logs-dialog'));

    const log = readFileSync(path.join(host.userDataDir, 'logs', 'main.log'), 'utf8');
    expect(log).toContain(`kubeconfig:export (${orgId}) done`);
    expect(log).toContain('gateway GET no-such-org /api/about failed: unknown-org');
    for (const secret of ['good-token', KUBE_TOKEN, host.cookie.value])
      expect(log).not.toContain(secret);
  });
});
