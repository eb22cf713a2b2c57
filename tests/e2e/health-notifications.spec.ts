// Check notifications in browser mode (issue 20 item 3): the Sandbox polled every minute (set in
// the organisation dialog), a check turned unhealthy in its database raises one notification —
// a web Notification (the permission granted, the constructor recorded by an init script) and a
// toast in the page — whose 'Silence 1 h' creates the silence in the Sandbox and shows it on the
// open silences screen without a reload; the notification's click opens the check.
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';
import { DB, dbRows, holdSandboxChecks } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { loadedTable } from './helpers/tables.ts';

const SHOTS = process.env.NOTIFY_SHOTS;

interface Recorded {
  title: string;
  body: string | undefined;
  tag: string | undefined;
}
declare global {
  interface Window {
    __notifications?: Recorded[];
    __notificationObjects?: Notification[];
    __notReloaded?: boolean;
  }
}

test('a check turning unhealthy notifies once; Silence 1 h shows on the open silences screen', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications']);
  await onSandbox(page);
  await page.addInitScript(() => {
    const Real = window.Notification;
    window.__notifications = [];
    window.__notificationObjects = [];
    window.Notification = new Proxy(Real, {
      construct(target, args: [string, NotificationOptions?]) {
        const [title, options] = args;
        window.__notifications?.push({ title, body: options?.body, tag: options?.tag });
        const made = new target(title, options);
        window.__notificationObjects?.push(made);
        return made;
      },
    });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/notifications/silences?org=sandbox');
  await loadedTable(page, 'Silences');

  const [check] = await dbRows<{ id: string; name: string }>(
    page.request,
    'checks?select=id,name&status=eq.healthy&deleted_at=is.null&order=name.asc&limit=1',
  );
  expect(check).toBeDefined();
  const { id, name } = check!;
  const setCheck = (data: Record<string, unknown>) =>
    page.request.patch(`${DB}/checks?id=eq.${id}`, { data, headers: { Prefer: 'return=minimal' } });

  // The ticker's own flips could fold this check's notification into a summary toast.
  const release = await holdSandboxChecks(page.request);
  try {
    // The interval, in the organisation dialog: saved as soon as it is picked.
    await page.getByTestId('org-switcher').click();
    await page.getByRole('option', { name: 'Manage organisations…' }).click();
    await page
      .getByRole('dialog', { name: 'Manage organisations' })
      .getByRole('button', { name: 'Edit Sandbox' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sandbox' });
    const interval = dialog.getByLabel('Notify when a check turns unhealthy');
    await expect(interval).toHaveValue('0');
    await interval.selectOption({ label: 'Every minute' });
    await expect(dialog.getByRole('button', { name: 'Check now' })).toBeEnabled();
    await expect
      .poll(async () => {
        const { orgs } = (await ipc(page.request, 'orgs:list', {})) as {
          orgs: { id: string; healthWatchMinutes?: number }[];
        };
        return orgs.find((org) => org.id === 'sandbox')?.healthWatchMinutes;
      })
      .toBe(1);
    await dialog.getByRole('button', { name: 'Check now' }).click();
    await expect(dialog.getByText(/Checked: /)).toBeVisible();
    await dialog.getByRole('region', { name: 'Health notifications' }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/org-dialog-interval.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A poll now records the state (a baseline, or a comparison after the one the interval began).
    const before = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(before.polled).toBe(true);
    await page.evaluate(() => (window.__notReloaded = true));

    // The check turns unhealthy; the ticker leaves it alone (its next run is far away).
    expect(
      (await setCheck({ status: 'unhealthy', next_runtime: '2999-01-01T00:00:00Z' })).ok(),
    ).toBe(true);
    const after = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(after.notified).toBeGreaterThanOrEqual(1);

    const title = `${name} is unhealthy`;
    await expect
      .poll(() => page.evaluate(() => window.__notifications ?? []))
      .toContainEqual(expect.objectContaining({ title, body: 'Check in Sandbox' }));
    const toast = page.locator('.bp6-toast').filter({ hasText: title });
    await expect(toast).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notification-toast.png` });
    // Still unhealthy at the next poll: the same event, nothing new.
    await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(
      (await page.evaluate(() => window.__notifications ?? [])).filter((n) => n.title === title),
    ).toHaveLength(1);

    await toast.getByRole('button', { name: 'Silence 1 h' }).click();
    await expect(page.getByText(`${name} silenced for 1 hour.`)).toBeVisible();
    const stored = await dbRows<{ check_id: string; until: string; source: string }>(
      page.request,
      `notification_silences?select=check_id,until,source&check_id=eq.${id}&deleted_at=is.null`,
    );
    expect(stored).toHaveLength(1);
    expect(Date.parse(stored[0]!.until) - Date.now()).toBeGreaterThan(50 * 60_000);
    // The open silences screen shows it, without a reload.
    const table = page.getByRole('table', { name: 'Silences' });
    await expect(
      table.getByRole('row').filter({ hasText: name }).filter({ hasText: 'desktop notification' }),
    ).toHaveCount(1);
    expect(await page.evaluate(() => window.__notReloaded)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/silence-shown.png` });

    // The notification's click opens the check.
    await page.evaluate((wanted) => {
      const shown = window.__notificationObjects?.find((n) => n.title === wanted);
      shown?.onclick?.(new Event('click'));
    }, title);
    await expect(page).toHaveURL(new RegExp(`/health\\?checkId=${id}`));
    await expect(page.getByRole('dialog')).toBeVisible();
  } finally {
    await release();
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
    await setCheck({ status: 'healthy', next_runtime: null });
    await page.request.patch(`${DB}/notification_silences?check_id=eq.${id}&deleted_at=is.null`, {
      data: { deleted_at: new Date().toISOString() },
    });
  }
});

// Issue 32, 19: a grouped notification every minute stacked over the page header and stayed
// until closed, and 'Open Health' opened Health unfiltered. Summaries now sit bottom right,
// clear of the header, a newer one replacing the older, and open the unhealthy checks, latest
// to turn first.
test('summaries replace each other bottom right, clear of the header, and open what they name', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // A list that fills the window: the toasts over its last rows must let them scroll clear.
  await page.goto('/notifications?org=sandbox');
  const list = await loadedTable(page, 'Notifications');
  const checks = await dbRows<{ id: string }>(
    page.request,
    'checks?select=id&status=eq.healthy&deleted_at=is.null&order=name.desc&limit=8',
  );
  expect(checks).toHaveLength(8);
  const turn = (ids: string[], status: string) =>
    page.request.patch(`${DB}/checks?id=in.(${ids.join(',')})`, {
      data: { status, next_runtime: status === 'healthy' ? null : '2999-01-01T00:00:00Z' },
      headers: { Prefer: 'return=minimal' },
    });
  const ids = checks.map((c) => c.id);
  try {
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 1 } });
    await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    const summaries = page.locator('.bp6-toast').filter({ hasText: /checks turned unhealthy/ });
    for (const batch of [ids.slice(0, 4), ids.slice(4)]) {
      expect((await turn(batch, 'unhealthy')).ok()).toBe(true);
      const polled = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
      expect(polled.notified).toBeGreaterThanOrEqual(1);
      await expect(summaries).toHaveCount(1);
    }
    const toast = summaries.first();
    const header = await page.locator('.mcd-topbar').boundingBox();
    const box = await toast.boundingBox();
    expect(box && header && box.y > header.y + header.height).toBe(true);
    expect(box && box.x + box.width > 1280 / 2).toBe(true);
    // Raised above the pager, the toast covers the rows' right end: scrolled to its end, the
    // table's last row shows above the toast.
    const scroller = page.locator('.mc-table-scroll').filter({ has: list });
    await expect
      .poll(async () => {
        await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        const last = await list.locator('tbody tr').last().boundingBox();
        const over = await toast.boundingBox();
        return last && over ? Math.round(last.y + last.height - over.y) : null;
      })
      .toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notification-summary.png` });
    await toast.getByRole('button', { name: 'Open Health' }).click();
    await expect(page).toHaveURL(/\/health\?.*hidePassing=true/);
    await expect(page).toHaveURL(/sortBy=transition&sortOrder=desc/);
  } finally {
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
    await turn(ids, 'healthy');
  }
});
