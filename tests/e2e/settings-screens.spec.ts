// Every Settings screen opens on the Sandbox in the light and the dark theme at 1280×800 with its
// heading and data (a smoke pass over the family; each screen's own spec tests its behaviour).
// The screenshots are what the issue asks to look at.
import { expect, test } from './fixtures.ts';

const SCREENS: readonly { path: string; heading: string; shows: string }[] = [
  { path: '/settings/connections', heading: 'Connections', shows: 'postgres-main' },
  { path: '/settings/integrations', heading: 'Integrations', shows: 'Catalog Scraper' },
  { path: '/settings/jobs', heading: 'Jobs History', shows: 'Job Name' },
  { path: '/settings/feature-flags', heading: 'Feature Flags', shows: 'scraper.concurrency' },
  { path: '/settings/event-queue-status', heading: 'Event Queue', shows: 'Pending' },
  { path: '/settings/agents', heading: 'Agents', shows: 'Name' },
  { path: '/settings/users', heading: 'Users', shows: 'viewer@sandbox.local' },
  { path: '/settings/canaries', heading: 'Health Checks', shows: 'Schedule' },
  { path: '/settings/config_scrapers', heading: 'Catalog Scrapers', shows: 'Schedule' },
  { path: '/settings/topologies', heading: 'Topologies', shows: 'Schedule' },
  { path: '/settings/teams', heading: 'Teams', shows: 'Name' },
  { path: '/settings/incident_rules', heading: 'Incident Rules', shows: 'Name' },
  { path: '/settings/logging_backends', heading: 'Log Backends', shows: 'Name' },
];

test('every Settings screen renders in the light and the dark theme', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const screen of SCREENS) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${screen.path}?org=sandbox`);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(screen.shows, { exact: true }).first()).toBeVisible();
    const name = screen.path.split('/').pop() ?? 'screen';
    await page.screenshot({ path: `test-results/screenshots/settings-${name}-light.png` });
    // The theme follows the OS's colour scheme without a reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.screenshot({ path: `test-results/screenshots/settings-${name}-dark.png` });
  }
});
