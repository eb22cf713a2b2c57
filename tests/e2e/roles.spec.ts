// The spec's role table on the screens (spec 1 §6, issue 32 item 2), signed in for real as a
// viewer and as a responder on a sandbox of their own: each reads notifications (history, rules,
// silences), job history, the event queue, integrations, agents and catalog scrapers without a
// Forbidden page, and is offered no write on them — no Add, no create form from `?addAgent=true`,
// no Edit into the check's settings. Light and dark screenshots of each screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { eventStreamOpened, ipc } from './helpers/ipc.ts';

const SHOTS = 'test-results/screenshots/roles';
test.use({ viewport: { width: 1280, height: 800 } });

let sandbox: ExtraSandbox;
test.beforeAll(async () => {
  sandbox = await startExtraSandbox();
});
test.afterAll(disposeExtraSandboxes);

/** An organisation on the sandbox, signed in with the role's own email and password. */
const signedInAs = (page: Page, role: string): Promise<string> =>
  addSandboxOrg(page.request, { name: `As ${role}`, sandbox, role });

/** Screens the table lets every role read, with the write each must not offer. */
const SCREENS = [
  { name: 'notifications', path: '/notifications', write: null },
  { name: 'rules', path: '/notifications/rules', write: 'Add Notification' },
  { name: 'silences', path: '/notifications/silences', write: 'Add Silence' },
  { name: 'jobs', path: '/settings/jobs', write: null },
  { name: 'event-queue', path: '/settings/event-queue-status', write: null },
  { name: 'integrations', path: '/settings/integrations', write: 'Add Integration' },
  { name: 'agents', path: '/agents?addAgent=true', write: 'Add agent' },
  { name: 'scrapers', path: '/catalog/scrapers', write: 'Add Catalog Scraper' },
];

async function expectReadOnly(page: Page, orgId: string, role: string, dark: boolean) {
  for (const screen of SCREENS) {
    const sep = screen.path.includes('?') ? '&' : '?';
    await page.goto(`${screen.path}${sep}org=${orgId}`);
    const table = page.locator('.mc-table[aria-busy="false"]').first();
    await expect(table, `${role} ${screen.path}`).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Forbidden'), `${role} ${screen.path}`).toHaveCount(0);
    await expect(page.getByText('You do not have permission to access this page')).toHaveCount(0);
    if (screen.write)
      await expect(page.getByRole('button', { name: screen.write, exact: true })).toHaveCount(0);
    // `?addAgent=true` (and any create form) opens nothing for someone who may not write.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({
      path: `${SHOTS}/${role}-${screen.name}-${dark ? 'dark' : 'light'}.png`,
    });
  }
}

for (const role of ['viewer', 'responder']) {
  test(`a ${role} reads the monitoring screens without being offered a write`, async ({ page }) => {
    test.setTimeout(240_000);
    const orgId = await signedInAs(page, role);
    await expectReadOnly(page, orgId, role, false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectReadOnly(page, orgId, role, true);
    await page.emulateMedia({ colorScheme: 'light' });

    // The check modal: no Edit into the canary's settings, no Run Now for a viewer.
    const [check] = await sandbox.rows<{ id: string }>(
      'checks',
      'select=id&deleted_at=is.null&limit=1',
    );
    await page.goto(`/health?checkId=${check!.id}&org=${orgId}`);
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible({ timeout: 60_000 });
    await expect(modal.getByText('Forbidden')).toHaveCount(0);
    await expect(modal.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Run Now' })).toHaveCount(
      role === 'viewer' ? 0 : 1,
    );
    await page.screenshot({ path: `${SHOTS}/${role}-check-modal-light.png` });
    await ipc(page.request, 'orgs:remove', { id: orgId });
  });
}

test("a viewer's check notification offers no 'Silence 1 h', only to open the check", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orgId = await signedInAs(page, 'viewer');
  await ipc(page.request, 'orgs:update', { id: orgId, patch: { healthWatchMinutes: 1 } });
  const stream = eventStreamOpened(page, orgId);
  await page.goto(`/health?org=${orgId}`);
  await stream;
  const [check] = await sandbox.rows<{ id: string; name: string }>(
    'checks',
    'select=id,name&status=eq.healthy&deleted_at=is.null&order=name.asc&limit=1',
  );
  expect((await ipc(page.request, 'healthWatch:pollNow', { orgId })).polled).toBe(true);
  // The check turns unhealthy; the ticker leaves it alone (its next run is far away).
  const patched = await fetch(`${sandbox.url}/db/checks?id=eq.${check!.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'unhealthy', next_runtime: '2999-01-01T00:00:00Z' }),
  });
  expect(patched.ok).toBe(true);
  expect((await ipc(page.request, 'healthWatch:pollNow', { orgId })).notified).toBeGreaterThan(0);
  const toast = page.locator('.bp6-toast').filter({ hasText: `${check!.name} is unhealthy` });
  await expect(toast).toHaveCount(1);
  await expect(toast.getByRole('button', { name: 'Open check' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Silence 1 h' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/viewer-notification-toast-light.png` });
  await ipc(page.request, 'orgs:remove', { id: orgId });
});

test('an editor reads users and connections without a write on them (spec 1 §6)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orgId = await signedInAs(page, 'editor');
  for (const [path, add] of [
    ['/settings/users', 'Invite User'],
    ['/settings/connections', 'Add Connection'],
  ] as const) {
    await page.goto(`${path}?org=${orgId}`);
    const table = page.locator('.mc-table[aria-busy="false"]').first();
    await expect(table).toBeVisible({ timeout: 60_000 });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('Forbidden')).toHaveCount(0);
    await expect(page.getByRole('button', { name: add })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/editor-${path.split('/').pop()}-light.png` });
  }
  await ipc(page.request, 'orgs:remove', { id: orgId });
});
