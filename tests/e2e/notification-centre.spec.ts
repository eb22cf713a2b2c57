// The notification centre (issue 36 item 2), browser mode on the Sandbox: a check turning
// unhealthy is recorded in main's history; the top bar's bell shows the unread count and opens the
// drawer, whose entry opens the check (filtered) and is marked read. With quiet hours covering
// now, no toast appears but the entry is still recorded. Polls are triggered with
// `healthWatch:pollNow`, never waited for.
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';
import { DB, dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = '/tmp/shots-bell';

const hhmm = (hour: number) => `${String((hour + 24) % 24).padStart(2, '0')}:00`;

test('a check turning unhealthy is in the drawer, opens filtered; quiet hours keep history without a toast', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const checks = await dbRows<{ id: string; name: string }>(
    page.request,
    'checks?select=id,name&status=eq.healthy&deleted_at=is.null&order=name.asc&limit=2',
  );
  expect(checks).toHaveLength(2);
  const [loud, quiet] = checks as [{ id: string; name: string }, { id: string; name: string }];
  const turn = (id: string, status: string) =>
    page.request.patch(`${DB}/checks?id=eq.${id}`, {
      data: { status, next_runtime: status === 'healthy' ? null : '2999-01-01T00:00:00Z' },
      headers: { Prefer: 'return=minimal' },
    });
  try {
    await ipc(page.request, 'notificationCentre:clear', {});
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 1 } });
    await page.goto('/health?org=sandbox');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    await bell.click();
    const drawer = page.locator('.mcd-nc-drawer');
    await expect(drawer.getByText('No notifications in the last 7 days')).toBeVisible();
    await shotsLightDark(page, SHOTS, 'drawer-empty');
    await page.keyboard.press('Escape');

    // Baseline, then the check turns unhealthy: one notification, recorded.
    expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' })).polled).toBe(
      true,
    );
    expect((await turn(loud.id, 'unhealthy')).ok()).toBe(true);
    const polled = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(polled.notified).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('notification-bell-count')).toHaveText('1');
    await expect(
      page.locator('.bp6-toast').filter({ hasText: `${loud.name} is unhealthy` }),
    ).toHaveCount(1);

    // Quiet hours covering now: recorded, not shown.
    const hour = new Date().getHours();
    await ipc(page.request, 'orgs:update', {
      id: 'sandbox',
      patch: {
        notificationRules: {
          kinds: { check: true, incident: true },
          severityFloor: 'high',
          quietHours: { from: hhmm(hour - 1), to: hhmm(hour + 2) },
          osNotifications: true,
        },
      },
    });
    expect((await turn(quiet.id, 'unhealthy')).ok()).toBe(true);
    expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' })).notified).toBe(1);
    await expect(page.getByTestId('notification-bell-count')).toHaveText('2');
    await expect(
      page.locator('.bp6-toast').filter({ hasText: `${quiet.name} is unhealthy` }),
    ).toHaveCount(0);

    await bell.click();
    const entries = drawer.getByTestId('notification-entry');
    await expect(entries).toHaveCount(2);
    // Newest first: the quiet one, marked as held back.
    await expect(entries.first()).toContainText(`${quiet.name} is unhealthy`);
    await expect(entries.first()).toContainText('Quiet');
    await expect(entries.first()).toContainText('Sandbox');
    await shotsLightDark(page, SHOTS, 'drawer');

    await entries.filter({ hasText: `${loud.name} is unhealthy` }).click();
    await expect(page).toHaveURL(new RegExp(`/health\\?checkId=${loud.id}`));
    await expect(page.getByTestId('notification-bell-count')).toHaveText('1');
    await shotsLightDark(page, SHOTS, 'bell');

    await bell.click();
    await drawer.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    const history = (await ipc(page.request, 'notificationCentre:list', {})) as {
      entries: { read: boolean }[];
    };
    expect(history.entries.every((entry) => entry.read)).toBe(true);
  } finally {
    await ipc(page.request, 'orgs:update', {
      id: 'sandbox',
      patch: {
        healthWatchMinutes: 0,
        notificationRules: {
          kinds: { check: true, incident: true },
          severityFloor: 'high',
          quietHours: null,
          osNotifications: true,
        },
      },
    });
    await turn(loud.id, 'healthy');
    await turn(quiet.id, 'healthy');
    await ipc(page.request, 'notificationCentre:clear', {});
  }
});
