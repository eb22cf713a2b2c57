// Acting across organisations (issue 36 item 4): one silence, by filter, added to several
// organisations at once reaches each one's database; with one of them stopped, the page says
// which got it and which did not, and why.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = 'test-results/screenshots/act-across';

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('one silence by filter reaches two more organisations; a stopped one is reported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [east, west] = await startExtraSandboxes({}, {});
  const suffix = randomUUID().slice(0, 8);
  const idEast = await addSandboxOrg(page.request, { name: `East ${suffix}`, sandbox: east! });
  const idWest = await addSandboxOrg(page.request, { name: `West ${suffix}`, sandbox: west! });
  await onSandbox(page);
  const silenced = async (where: 'sandbox' | 'east' | 'west', filter: string) => {
    const query = `filter=eq.${encodeURIComponent(filter)}&select=id,filter`;
    if (where === 'sandbox') return dbRows(page.request, `notification_silences?${query}`);
    return (where === 'east' ? east! : west!).rows('notification_silences', query);
  };
  const addAcross = async (filter: string, reason: string) => {
    await page.goto('/notifications/silences/add?org=sandbox');
    await page.getByText('Filter', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Filter' }).fill(filter);
    // Blueprint's indicator covers the input: the label's box takes the click.
    await page.getByRole('checkbox', { name: `East ${suffix}` }).check({ force: true });
    await page.getByRole('checkbox', { name: `West ${suffix}` }).check({ force: true });
    await page.getByLabel('Reason').fill(reason);
  };

  try {
    // All three answer: the silence is in each database.
    const filter = `check.name.startsWith("e2e-${suffix}")`;
    await addAcross(filter, `maintenance ${suffix}`);
    await shotsLightDark(page, SHOTS, 'add-silence-filter');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Silence added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/notifications\/silences(\?|$)/);
    for (const where of ['sandbox', 'east', 'west'] as const)
      await expect.poll(async () => (await silenced(where, filter)).length).toBe(1);

    // West is down: East and the Sandbox get it, West is named with its reason, nothing hidden.
    await west!.stop();
    const second = `${filter} && check.type == "http"`;
    await addAcross(second, `second ${suffix}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'The silence was added in 2 of 3' });
    await expect(outcome).toBeVisible({ timeout: 30_000 });
    await expect(outcome).toContainText(`East ${suffix}: added`);
    await expect(outcome).toContainText(`West ${suffix}: not added`);
    await expect(outcome).toContainText('Sandbox: added');
    await shotsLightDark(page, SHOTS, 'add-silence-partly');
    expect(await silenced('sandbox', second)).toHaveLength(1);
    expect(await silenced('east', second)).toHaveLength(1);
    await west!.start();
    expect(await silenced('west', second)).toHaveLength(0);
    // Save again: only West, where it was not added, gets it now; nothing doubles.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Silence added successfully')).toBeVisible({ timeout: 30_000 });
    for (const where of ['sandbox', 'east', 'west'] as const)
      expect(await silenced(where, second)).toHaveLength(1);
  } finally {
    await ipc(page.request, 'orgs:remove', { id: idEast }).catch(() => undefined);
    await ipc(page.request, 'orgs:remove', { id: idWest }).catch(() => undefined);
  }
});
