// The notification centre (issue 36 item 2), browser mode on the Sandbox: a check turning
// unhealthy is recorded in main's history; the top bar's bell shows the unread count and opens the
// drawer, whose entry opens the check (filtered) and is marked read. With quiet hours covering
// now, no toast appears but the entry is still recorded. Polls are triggered with
// `healthWatch:pollNow`, never waited for. In a second organisation: a new incident (with its
// severity) and a failed playbook run are in the drawer and open there.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { DB, dbRows, holdSandboxChecks } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = '/tmp/shots-bell';

interface Entry {
  title: string;
  read: boolean;
  silent?: boolean;
}
const history = async (page: Page) =>
  ((await ipc(page.request, 'notificationCentre:list', {})) as { entries: Entry[] }).entries;

/** The bell shows the history's unread count. */
async function expectUnreadShown(page: Page) {
  await expect
    .poll(async () => {
      const unread = (await history(page)).filter((e) => !e.read).length;
      const shown = await page
        .getByTestId('notification-bell-count')
        .textContent({ timeout: 1000 })
        .catch(() => '0');
      return shown === String(unread);
    })
    .toBe(true);
}

async function expectRecorded(page: Page, title: string) {
  await expect
    .poll(async () => (await history(page)).some((e) => e.title.includes(title)))
    .toBe(true);
  await expectUnreadShown(page);
}

/** One toast shown, then held by the pointer as a reader would (a toast leaves after 10 s; a
 * busy machine can spend that on the next steps). The pointer goes straight to it: toasts that
 * arrive meanwhile move it, and waiting for it to stand still could wait past the test's end. */
async function expectToast(toast: Locator) {
  await expect(toast).toHaveCount(1);
  await toast.hover({ force: true, timeout: 5_000 });
}

/** The drawer at rest against the window's right edge (it slides in), before a screenshot. */
async function drawerSettled(page: Page) {
  await expect
    .poll(async () => {
      const box = await page.locator('.mcd-nc-drawer').boundingBox();
      return box === null ? null : Math.round(box.x + box.width);
    })
    .toBe(page.viewportSize()?.width);
}

const hhmm = (hour: number) => `${String((hour + 24) % 24).padStart(2, '0')}:00`;

test('a check turning unhealthy is in the drawer, opens filtered; quiet hours keep history without a toast', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const healthy = await dbRows<{ id: string; name: string }>(
    page.request,
    'checks?select=id,name&status=eq.healthy&deleted_at=is.null&order=name.asc&limit=40',
  );
  // Two of them at random: a check that notified in the last 15 minutes (another run) stays quiet.
  const start = Math.floor(Math.random() * (healthy.length - 1));
  const checks = healthy.slice(start, start + 2);
  expect(checks).toHaveLength(2);
  const [loud, quiet] = checks as [{ id: string; name: string }, { id: string; name: string }];
  // Frozen: the Sandbox's ticker leaves the check alone (its next run is far away).
  const turn = (id: string, status: string, frozen = true) =>
    page.request.patch(`${DB}/checks?id=eq.${id}`, {
      data: { status, next_runtime: frozen ? '2999-01-01T00:00:00Z' : null },
      headers: { Prefer: 'return=minimal' },
    });
  // The ticker's own flips could fold this test's notification into a summary toast.
  const release = await holdSandboxChecks(page.request);
  try {
    // Both checks healthy and frozen before the baseline, so only this test turns them.
    for (const check of checks) expect((await turn(check.id, 'healthy')).ok()).toBe(true);
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 1 } });
    // A watch an earlier test of the worker left running may have seen the ticker turn checks: a
    // poll takes them in (the next is a minute away), then the history starts empty.
    await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    await ipc(page.request, 'notificationCentre:clear', {});
    await page.goto('/health?org=sandbox');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    await bell.click();
    const drawer = page.locator('.mcd-nc-drawer');
    await expect(drawer.getByText('No notifications in the last 7 days')).toBeVisible();
    await drawerSettled(page);
    await shotsLightDark(page, SHOTS, 'drawer-empty');
    await page.keyboard.press('Escape');

    // Baseline, then the check turns unhealthy: one notification, recorded.
    expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' })).polled).toBe(
      true,
    );
    expect((await turn(loud.id, 'unhealthy')).ok()).toBe(true);
    const polled = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(polled.notified).toBeGreaterThanOrEqual(1);
    // The bell counts what the history holds.
    await expectRecorded(page, `${loud.name} is unhealthy`);
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
    // A poll takes in whatever turned since (the checks are held from the ticker), so the next one
    // sees the quiet check turn alone (more than three turning at once fold into one summary).
    await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect((await turn(quiet.id, 'unhealthy')).ok()).toBe(true);
    const quietPoll = await ipc(page.request, 'healthWatch:pollNow', { orgId: 'sandbox' });
    expect(quietPoll.notified).toBeGreaterThanOrEqual(1);
    await expectRecorded(page, `${quiet.name} is unhealthy`);
    await expect(
      page.locator('.bp6-toast').filter({ hasText: `${quiet.name} is unhealthy` }),
    ).toHaveCount(0);

    await shotsLightDark(page, SHOTS, 'bell');
    await bell.click();
    const entries = drawer.getByTestId('notification-entry');
    // Newest first: the quiet one (held back, marked so) above the loud one. Checks the ticker
    // turned meanwhile may sit between them.
    const quietEntry = entries.filter({ hasText: `${quiet.name} is unhealthy` });
    await expect(quietEntry).toContainText('Quiet');
    await expect(quietEntry).toContainText('Sandbox');
    await expect
      .poll(async () => {
        const titles = await entries.allTextContents();
        const at = (name: string) => titles.findIndex((t) => t.includes(`${name} is unhealthy`));
        return at(quiet.name) >= 0 && at(quiet.name) < at(loud.name);
      })
      .toBe(true);
    await expect(entries.filter({ hasText: `${loud.name} is unhealthy` })).not.toContainText(
      'Quiet',
    );
    await drawerSettled(page);
    await shotsLightDark(page, SHOTS, 'drawer');

    await entries.filter({ hasText: `${loud.name} is unhealthy` }).click();
    await expect(page).toHaveURL(new RegExp(`/health\\?checkId=${loud.id}`));
    // The check opens in its dialog, which covers the top bar: closed before the bell is used.
    const checkDialog = page.getByRole('dialog', { name: loud.name });
    await expect(checkDialog).toBeVisible();
    await escapeDialog(checkDialog);
    await expect(checkDialog).toHaveCount(0);
    await expect
      .poll(async () => (await history(page)).find((e) => e.title.startsWith(loud.name))?.read)
      .toBe(true);
    await expectUnreadShown(page);

    // No poll from here on: nothing new arrives while all is marked read.
    await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
    await bell.click();
    await drawer.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('notification-bell-count')).toHaveCount(0);
    expect((await history(page)).every((entry) => entry.read)).toBe(true);
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
    await release();
    await turn(loud.id, 'healthy', false);
    await turn(quiet.id, 'healthy', false);
    await ipc(page.request, 'notificationCentre:clear', {});
  }
});

test.describe('a second organisation', () => {
  let orgB: ExtraSandbox;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    [orgB] = (await startExtraSandboxes({})) as [ExtraSandbox];
  });
  test.afterAll(async () => {
    await disposeExtraSandboxes();
  });

  test('an incident created in a second organisation is in the drawer with its severity and opens there', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await onSandbox(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const suffix = randomUUID().slice(0, 8);
    const idB = await addSandboxOrg(page.request, { name: `Bell B ${suffix}`, sandbox: orgB });
    try {
      // Only B is watched, so the history holds only what this test makes.
      await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 1 } });
      // The baseline: incidents already there notify nothing.
      expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: idB })).polled).toBe(true);
      const [commander] = await orgB.rows<{ id: string }>(
        'people',
        'email=eq.commander@sandbox.local&select=id',
      );
      const made = (severity: string) => ({
        id: randomUUID(),
        title: `Bell ${severity} ${suffix}`,
        description: 'raised for the notification centre',
        severity,
        type: 'availability',
        status: 'open',
        created_by: commander!.id,
        commander_id: commander!.id,
      });
      const critical = made('critical');
      const low = made('low'); // below the default floor (high): not recorded
      await orgB.insert('incidents', [critical, low]);
      expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: idB })).polled).toBe(true);
      await page.goto('/health?org=sandbox');
      await expectRecorded(page, critical.title);
      expect((await history(page)).some((e) => e.title.includes(low.title))).toBe(false);

      await page.getByTestId('notification-bell').click();
      const entry = page
        .locator('.mcd-nc-drawer')
        .getByTestId('notification-entry')
        .filter({ hasText: critical.title });
      await expect(entry).toContainText('Critical');
      await expect(entry).toContainText(`Bell B ${suffix}`);
      await drawerSettled(page);
      await shotsLightDark(page, SHOTS, 'drawer-incident');
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/incidents/${critical.id}`));
      await expect(page.getByText(critical.title).first()).toBeVisible();
    } finally {
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      await ipc(page.request, 'orgs:remove', { id: idB }).catch(() => undefined);
    }
  });

  test('a failed playbook run in a second organisation is in the drawer and opens that run there', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await onSandbox(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const suffix = randomUUID().slice(0, 8);
    const nameB = `Bell B ${suffix}`;
    const idB = await addSandboxOrg(page.request, { name: nameB, sandbox: orgB });
    try {
      await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 1 } });
      // The baseline: runs that failed already notify nothing.
      expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: idB })).polled).toBe(true);
      const [playbook] = await orgB.rows<{ id: string; title: string }>(
        'playbooks',
        'name=eq.delete-pod&select=id,title',
      );
      // As an agent reports it: a run of B that failed (B's own ticker may fail others meanwhile;
      // this one is told by its error).
      const run = {
        id: randomUUID(),
        playbook_id: playbook!.id,
        status: 'failed',
        start_time: new Date().toISOString(),
        end_time: new Date().toISOString(),
        error: `delete: exit status 1 (${suffix})`,
      };
      await orgB.insert('playbook_runs', [run]);
      expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: idB })).polled).toBe(true);
      await page.goto('/health?org=sandbox');
      await expect
        .poll(async () =>
          (
            (await ipc(page.request, 'notificationCentre:list', {})) as {
              entries: { body: string; kind: string; route: string }[];
            }
          ).entries.filter((e) => e.body.includes(run.error)),
        )
        .toEqual([
          expect.objectContaining({ kind: 'playbookFailed', route: `/playbooks/runs/${run.id}` }),
        ]);

      await page.getByTestId('notification-bell').click();
      const entry = page
        .locator('.mcd-nc-drawer')
        .getByTestId('notification-entry')
        .filter({ hasText: run.error });
      await expect(entry).toContainText(playbook!.title);
      await expect(entry).toContainText('Failed');
      await expect(entry).toContainText(nameB);
      await drawerSettled(page);
      await shotsLightDark(page, SHOTS, 'drawer-playbook-failed');
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/playbooks/runs/${run.id}`));
      // In B: the switcher names it, and the run (which only B has) is shown, failed.
      await expect(page.getByTestId('org-switcher')).toContainText(nameB);
      const heading = page.locator('.mc-pb-run-title');
      await expect(heading).toContainText(playbook!.title);
      await expect(heading).toContainText('Failed');
    } finally {
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      await ipc(page.request, 'orgs:remove', { id: idB }).catch(() => undefined);
    }
  });

  test('more than three notifications of one organisation in one poll fold into one toast that opens the drawer on it', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await onSandbox(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const suffix = randomUUID().slice(0, 8);
    const name = `Group B ${suffix}`;
    const idB = await addSandboxOrg(page.request, { name, sandbox: orgB });
    // B's sandbox has no ticker: only this test turns its checks.
    const checks = await orgB.rows<{ id: string; name: string }>(
      'checks',
      'select=id,name&status=eq.healthy&deleted_at=is.null&order=name.asc&limit=3',
    );
    expect(checks).toHaveLength(3);
    const turn = (id: string, status: string) =>
      page.request.patch(`/org/${idB}/api/db/checks?id=eq.${id}`, {
        data: { status },
        headers: { Prefer: 'return=minimal' },
      });
    try {
      await ipc(page.request, 'orgs:update', { id: 'sandbox', patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 1 } });
      expect((await ipc(page.request, 'healthWatch:pollNow', { orgId: idB })).polled).toBe(true);
      await page.goto('/health?org=sandbox');
      await expect(page.getByTestId('notification-bell')).toBeVisible();

      // One poll: three checks turn (three notifications; a fourth would make main's summary)
      // and two critical incidents are new: five notifications of B at once.
      for (const check of checks) expect((await turn(check.id, 'unhealthy')).ok()).toBe(true);
      const [commander] = await orgB.rows<{ id: string }>(
        'people',
        'email=eq.commander@sandbox.local&select=id',
      );
      await orgB.insert(
        'incidents',
        [1, 2].map((n) => ({
          id: randomUUID(),
          title: `Group ${n} ${suffix}`,
          description: 'raised for the grouped toast',
          severity: 'critical',
          type: 'availability',
          status: 'open',
          created_by: commander!.id,
          commander_id: commander!.id,
        })),
      );
      const polled = await ipc(page.request, 'healthWatch:pollNow', { orgId: idB });
      expect(polled.notified).toBe(3);

      const group = page
        .locator('.bp6-toast')
        .filter({ has: page.getByTestId('health-notification-group') });
      await expectToast(group);
      await expect(group).toContainText(`5 new notifications in ${name}`);
      // None of the five has a toast of its own.
      await expect(page.getByTestId('health-notification')).toHaveCount(0);
      await expectRecorded(page, `Group 2 ${suffix}`);
      await shotsLightDark(page, SHOTS, 'toast-grouped');
      await group.getByRole('button', { name: 'Show' }).click();

      const drawer = page.locator('.mcd-nc-drawer');
      await expect(drawer.getByTestId('notification-filter')).toContainText(name);
      const entries = drawer.getByTestId('notification-entry');
      await expect(entries).toHaveCount(5);
      for (const check of checks)
        await expect(entries.filter({ hasText: `${check.name} is unhealthy` })).toHaveCount(1);
      // Keyboard: one tab stop in the list, arrows move through it.
      await entries.first().focus();
      await page.keyboard.press('End');
      await expect(entries.last()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(entries.nth(3)).toBeFocused();
      await expect(entries.nth(3).locator('xpath=..')).toHaveAttribute('aria-posinset', '4');
      await expect(entries.nth(3).locator('xpath=..')).toHaveAttribute('aria-setsize', '5');
      await drawerSettled(page);
      await shotsLightDark(page, SHOTS, 'drawer-grouped');
      await drawer.getByRole('button', { name: 'Show all' }).click();
      await expect(drawer.getByTestId('notification-filter')).toHaveCount(0);
    } finally {
      await ipc(page.request, 'orgs:update', { id: idB, patch: { healthWatchMinutes: 0 } });
      await ipc(page.request, 'notificationCentre:clear', {});
      for (const check of checks) await turn(check.id, 'healthy');
      await ipc(page.request, 'orgs:remove', { id: idB }).catch(() => undefined);
    }
  });
});
