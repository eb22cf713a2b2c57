// A list screen's first read leaves as its sidebar entry is pressed (a route's `prefetch: 'list'`,
// app/routing/prefetch-screen.ts), and the screen then finds it: each of these screens, opened
// from the sidebar with the pointer resting on the entry first, asks the server for its page once.
// A prefetch that read another page than the screen's (a filter default, a sort, a narrowing the
// screen adds) would show as a second request to the same endpoint.
import { expect, test } from './fixtures.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { loadedTable } from './helpers/tables.ts';

test.use({ viewport: { width: 1280, height: 800 } });
test.beforeEach(async ({ page }) => onSandbox(page));

const ENTRIES: readonly { entry: string; table: string; inSettings: boolean }[] = [
  { entry: 'Incidents', table: 'Incidents', inSettings: false },
  { entry: 'Agents', table: 'Agents', inSettings: true },
  { entry: 'Connections', table: 'Connections', inSettings: true },
  { entry: 'Event Queue', table: 'Event Queue', inSettings: true },
  { entry: 'Feature Flags', table: 'Feature Flags', inSettings: true },
  { entry: 'Scopes', table: 'Scopes', inSettings: true },
  { entry: 'Tokens', table: 'Tokens', inSettings: true },
  { entry: 'Users', table: 'Users', inSettings: true },
  { entry: 'Views', table: 'Views', inSettings: true },
];

test('a list screen opened from the sidebar reads its first page once', async ({ page }) => {
  await page.goto('/health');
  const sidebar = page.getByRole('navigation');
  for (const { entry, table, inSettings } of ENTRIES) {
    await test.step(entry, async () => {
      await page.goto('/health');
      await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
      if (inSettings) await sidebar.getByRole('button', { name: 'Settings', exact: true }).click();
      const link = sidebar.getByRole('link', { name: entry, exact: true });
      const reads: string[] = [];
      const record = (request: { url: () => string; method: () => string }) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.includes('/api/')) reads.push(url.pathname);
      };
      page.on('request', record);
      await link.hover();
      await link.click();
      const list = await loadedTable(page, table);
      await expect(list).toBeVisible();
      page.off('request', record);
      const twice = reads.filter((path, i) => reads.indexOf(path) !== i);
      expect(twice, `${entry}: endpoints read more than once`).toEqual([]);
      expect(reads.length, `${entry}: its list was read`).toBeGreaterThan(0);
    });
  }
});

test('a pointer resting on a sidebar entry starts its first read before the press', async ({
  page,
}) => {
  await page.goto('/health');
  await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
  const sidebar = page.getByRole('navigation');
  await sidebar.getByRole('button', { name: 'Settings', exact: true }).click();
  const link = sidebar.getByRole('link', { name: 'Agents', exact: true });
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/api/db/agents_summary'))
      reads.push(url.search);
  });
  // The read leaves while the pointer rests, with no press yet; the press then finds it.
  const rested = page.waitForRequest((r) => r.url().includes('/api/db/agents_summary'));
  await link.hover();
  await rested;
  expect(reads).toHaveLength(1);
  await expect(page).toHaveURL(/\/health/);
  await link.click();
  await expect(await loadedTable(page, 'Agents')).toBeVisible();
  expect(reads, 'the screen used the read its entry started').toHaveLength(1);
});

test('opening the Settings group starts loading the screens it lists, before any is reached', async ({
  page,
}) => {
  // No idle time, so nothing but the opening loads them (the idle preloader waits for idle time).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const modules: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(\w+Page)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) modules.push(name);
  });
  await page.goto('/health');
  await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
  expect(modules).not.toContain('AgentsPage');
  // From the keyboard, so that no pointer passes over an entry on its way.
  const settings = page.getByRole('navigation').getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => ['AgentsPage', 'UsersPage', 'TokensPage'].filter((m) => !modules.includes(m)))
    .toEqual([]);
  await expect(page).toHaveURL(/\/health/);
});
