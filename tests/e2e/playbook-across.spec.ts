// One playbook run in several organisations (issue 36 item 4): from the run dialog, 'Also run in'
// offers the organisations with a playbook of the same name (one without it is disabled, saying
// so); one confirmation names the production organisation before anything is sent; the run
// reaches the Sandbox's and East's databases, and West, stopped after it was chosen, is reported
// not started with its reason. Each started run links to its page in its organisation.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
  type ExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = '/tmp/shots-pbacross';
mkdirSync(SHOTS, { recursive: true });

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

/** Soft-deletes a playbook in an extra sandbox, straight through its /db API. */
async function dropPlaybook(sandbox: ExtraSandbox, name: string) {
  // The sandbox takes a playbook's update by its id only.
  const [row] = await sandbox.rows<{ id: string }>('playbooks', `name=eq.${name}&select=id`);
  const response = await fetch(`${sandbox.url}/db/playbooks?id=eq.${row!.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deleted_at: new Date().toISOString() }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** Opens a playbook's run dialog from its card and picks the first config offered. */
async function openRun(page: Page, category: string, title: string) {
  await page.goto('/playbooks?org=sandbox');
  const card = page.getByRole('region', { name: category }).getByRole('article', { name: title });
  await card.getByRole('button', { name: `Run ${title}` }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: /^Config: / }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

test('a run in three organisations: production named once, each outcome shown', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [east, west] = await startExtraSandboxes({}, {});
  const suffix = randomUUID().slice(0, 8);
  const eastName = `East ${suffix}`;
  const westName = `West ${suffix}`;
  const idEast = await addSandboxOrg(page.request, { name: eastName, sandbox: east! });
  const idWest = await addSandboxOrg(page.request, { name: westName, sandbox: west! });
  const marked = await ipc(page.request, 'orgs:update', {
    id: idEast,
    patch: { environment: 'production' },
  });
  expect(marked.environment).toBe('production');
  // West is said to be staging, whatever the host guessed for its address.
  await ipc(page.request, 'orgs:update', { id: idWest, patch: { environment: 'staging' } });
  await onSandbox(page);

  try {
    await dropPlaybook(west!, 'reboot-ec2-instance');
    // West has no such playbook: listed, disabled, saying so; East may be chosen.
    let dialog = await openRun(page, 'AWS', 'Reboot EC2 Instance');
    await expect(
      dialog.getByRole('checkbox', {
        name: `${westName} (no playbook named mission-control/reboot-ec2-instance)`,
      }),
    ).toBeDisabled({ timeout: 30_000 });
    await expect(dialog.getByRole('checkbox', { name: eastName, exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The same label everywhere; East (production) and West chosen.
    dialog = await openRun(page, 'AWS', 'Snapshot RDS Instance');
    const label = `e2e-${suffix}`;
    await dialog.getByLabel('Snapshot label').fill(label);
    for (const name of [eastName, westName]) {
      const box = dialog.getByRole('checkbox', { name, exact: true });
      await expect(box).toBeEnabled({ timeout: 30_000 });
      // Blueprint's indicator covers the input: the label's box takes the click.
      await box.check({ force: true });
      await expect(box).toBeChecked();
    }
    await shotsLightDark(page, SHOTS, 'run-dialog');

    // West goes down after it was chosen; one confirmation names the production organisation.
    await west!.stop();
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Run a playbook in production' });
    await expect(confirm).toBeVisible();
    const production = confirm.getByRole('list', { name: 'Production organisations' });
    await expect(production.getByRole('listitem')).toHaveCount(1);
    await expect(production).toContainText(eastName);
    await expect(confirm).toContainText(
      `Runs the playbook Snapshot RDS Instance in 3 organisations, also in Sandbox, ${westName}`,
    );
    const go = confirm.getByRole('button', { name: 'Run in 3 organisations' });
    await expect(go).toBeDisabled();
    await confirm.getByRole('textbox', { name: `Type ${eastName} to confirm` }).fill(eastName);
    await expect(go).toBeEnabled();
    await shotsLightDark(page, SHOTS, 'production-confirm');
    await go.click();

    // Two started, West not, with its reason; nothing hidden.
    const outcome = dialog
      .getByRole('status')
      .filter({ hasText: 'The playbook run was started in 2 of 3 organisations' });
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    const item = (name: string) => outcome.getByRole('listitem').filter({ hasText: `${name}:` });
    await expect(item('Sandbox')).toContainText('Sandbox: started');
    await expect(item(eastName)).toContainText(`${eastName}: started`);
    await expect(item(westName)).toContainText(new RegExp(`${westName}: not started — \\S`));
    await expect(
      dialog.getByRole('checkbox', { name: `${eastName} (run started)` }),
    ).toBeDisabled();
    await shotsLightDark(page, SHOTS, 'run-outcome');

    // Each started run is in its own database, with the same parameters.
    const runIdOf = async (name: string) => {
      const href = await item(name).getByRole('link', { name: 'Open run' }).getAttribute('href');
      return String(href).split('/').pop()!;
    };
    const sandboxRun = await runIdOf('Sandbox');
    const eastRun = await runIdOf(eastName);
    type Run = { id: string; parameters: Record<string, string> };
    const here = await dbRows<Run>(
      page.request,
      `playbook_runs?id=eq.${sandboxRun}&select=id,parameters`,
    );
    expect(here.map((r) => r.parameters.label)).toEqual([label]);
    const there = await east!.rows<Run>('playbook_runs', `id=eq.${eastRun}&select=id,parameters`);
    expect(there.map((r) => r.parameters.label)).toEqual([label]);

    // East's link opens its run in East.
    await item(eastName).getByRole('link', { name: 'Open run' }).click();
    await expect(page).toHaveURL(new RegExp(`/playbooks/runs/${eastRun}`));
    await expect(page.getByTestId('org-switcher')).toContainText(eastName, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Snapshot RDS Instance' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await ipc(page.request, 'orgs:remove', { id: idEast }).catch(() => undefined);
    await ipc(page.request, 'orgs:remove', { id: idWest }).catch(() => undefined);
  }
});
