// The incident's action plan, evidence, definition of done and comments (spec 2 §2–§5, issue 16
// items 4, 5, 7): a three-level hypothesis tree built, re-statused and renamed and still there
// after a reload; every seeded evidence type rendered; evidence into and out of the definition of
// done and done / not done; the definition-of-done wizard's checks; a comment with a mention, its
// validation texts and the rollback when saving fails; a viewer changes nothing.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dbInsert, dbRows } from './helpers/sandbox-db.ts';
import { escapeDialog } from './helpers/escape.ts';
import { withRoles } from './helpers/roles.ts';

const SHOTS = 'test-results/screenshots';

interface Seeded {
  id: string;
  rootId: string;
  title: string;
}

async function me(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/org/sandbox/api/auth/whoami');
  const body = (await answer.json()) as { payload: { user: { id: string } } };
  return body.payload.user.id;
}

/** A fresh incident with its root hypothesis, so tests never fight over seeded rows. */
async function seedIncident(request: APIRequestContext, title: string): Promise<Seeded> {
  const user = await me(request);
  const id = randomUUID();
  const rootId = randomUUID();
  await dbInsert(request, 'incidents', {
    id,
    title,
    description: `${title} (e2e)`,
    severity: 'high',
    type: 'availability',
    status: 'open',
    created_by: user,
    commander_id: user,
  });
  await dbInsert(request, 'hypotheses', {
    id: rootId,
    incident_id: id,
    type: 'root',
    title,
    status: 'possible',
    created_by: user,
  });
  return { id, rootId, title };
}

async function seedFactorWithCheck(
  request: APIRequestContext,
  incident: Seeded,
): Promise<{ factorId: string; evidenceId: string; checkName: string }> {
  const user = await me(request);
  const [check] = await dbRows<{ id: string; name: string }>(
    request,
    'checks?select=id,name&deleted_at=is.null&order=name&limit=1',
  );
  const factorId = randomUUID();
  const evidenceId = randomUUID();
  await dbInsert(request, 'hypotheses', {
    id: factorId,
    incident_id: incident.id,
    parent_id: incident.rootId,
    type: 'factor',
    title: 'Upstream dependency degraded',
    status: 'likely',
    created_by: user,
  });
  await dbInsert(request, 'evidences', {
    id: evidenceId,
    hypothesis_id: factorId,
    type: 'check',
    description: 'Payment API check failing',
    check_id: check!.id,
    evidence: { id: check!.id },
    created_by: user,
  });
  return { factorId, evidenceId, checkName: check!.name };
}

async function openIncident(page: Page, id: string, query = ''): Promise<void> {
  await page.goto(`/incidents/${id}?org=sandbox${query}`);
  await expect(
    page
      .getByRole('region', { name: 'Action plan' })
      .or(page.getByRole('region', { name: 'Comments' })),
  ).toBeVisible({ timeout: 30_000 });
}

test('builds a three-level plan whose status and title changes survive a reload', async ({
  page,
}) => {
  const incident = await seedIncident(page.request, 'Checkout latency e2e plan');
  await openIncident(page, incident.id);
  const root = page.getByRole('listitem', { name: `Root cause: ${incident.title}` });
  await expect(root).toBeVisible();

  await root.getByRole('button', { name: 'Add factor' }).click();
  await page.getByRole('textbox', { name: 'Title of the new factor' }).fill('Disk full on db-1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const factor = root.getByRole('listitem', { name: 'Factor: Disk full on db-1' });
  await expect(factor).toBeVisible();
  // New hypotheses start as Possible.
  await expect(factor.getByRole('combobox', { name: 'Status of Disk full on db-1' })).toHaveValue(
    'possible',
  );

  await factor.getByRole('button', { name: 'Add solution' }).click();
  await page.getByRole('textbox', { name: 'Title of the new solution' }).fill('Grow the volume');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const solution = factor.getByRole('listitem', { name: 'Solution: Grow the volume' });
  await expect(solution).toBeVisible();

  await factor
    .getByRole('combobox', { name: 'Status of Disk full on db-1' })
    .selectOption('proven');
  await expect
    .poll(async () =>
      (
        await dbRows<{ status: string }>(
          page.request,
          `hypotheses?incident_id=eq.${incident.id}&type=eq.factor&select=status`,
        )
      ).map((h) => h.status),
    )
    .toEqual(['proven']);

  await solution
    .getByRole('textbox', { name: 'Title of solution' })
    .fill('Grow the volume to 200G');
  await expect
    .poll(async () =>
      (
        await dbRows<{ title: string }>(
          page.request,
          `hypotheses?incident_id=eq.${incident.id}&type=eq.solution&select=title`,
        )
      ).map((h) => h.title),
    )
    .toEqual(['Grow the volume to 200G']);

  await page.reload();
  const factorAgain = page
    .getByRole('listitem', { name: `Root cause: ${incident.title}` })
    .getByRole('listitem', { name: 'Factor: Disk full on db-1' });
  await expect(factorAgain.getByRole('combobox', { name: /^Status of/ }).first()).toHaveValue(
    'proven',
  );
  await expect(
    factorAgain.getByRole('listitem', { name: 'Solution: Grow the volume to 200G' }),
  ).toBeVisible();

  // Disprove from the menu.
  await factorAgain.getByRole('button', { name: 'Actions of Disk full on db-1' }).click();
  await page.getByRole('menuitem', { name: 'Disprove Hypothesis' }).click();
  await expect
    .poll(async () =>
      (
        await dbRows<{ status: string }>(
          page.request,
          `hypotheses?incident_id=eq.${incident.id}&type=eq.factor&select=status`,
        )
      ).map((h) => h.status),
    )
    .toEqual(['disproven']);

  // Delete the solution: its evidence and comments go with it.
  const solutionRow = await dbRows<{ id: string }>(
    page.request,
    `hypotheses?incident_id=eq.${incident.id}&type=eq.solution&select=id`,
  );
  await dbInsert(page.request, 'comments', {
    incident_id: incident.id,
    hypothesis_id: solutionRow[0]!.id,
    comment: 'will be removed',
    created_by: await me(page.request),
  });
  await page.reload();
  // The factor still has its solution: its Delete waits until that is gone.
  await page.getByRole('button', { name: 'Actions of Disk full on db-1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete Hypothesis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete hypothesis' });
  await expect(dialog.getByText('It has 1 child; delete those first.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-delete-hypothesis-light.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Actions of Grow the volume to 200G' }).click();
  await page.getByRole('menuitem', { name: 'Delete Hypothesis' }).click();
  await expect(dialog.getByRole('button', { name: 'Disprove' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: /^Solution:/ })).toHaveCount(0);
  expect(
    await dbRows(page.request, `comments?hypothesis_id=eq.${solutionRow[0]!.id}&select=id`),
  ).toEqual([]);
});

test('renders every kind of seeded evidence with its links and lines', async ({ page }) => {
  const rows = await dbRows<{ id: string; type: string; hypotheses: { incident_id: string } }>(
    page.request,
    'evidences?select=id,type,hypotheses(incident_id)',
  );
  const byIncident = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byIncident.get(row.hypotheses.incident_id) ?? new Set<string>();
    set.add(row.type);
    byIncident.set(row.hypotheses.incident_id, set);
  }
  const [incidentId, types] = [...byIncident.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
  const count = rows.filter((r) => r.hypotheses.incident_id === incidentId).length;

  await openIncident(page, incidentId, '&comments=true');
  const plan = page.getByRole('region', { name: 'Action plan' });
  await expect(plan.getByRole('listitem', { name: /^Evidence: / })).toHaveCount(count);
  if (types.has('check'))
    await expect(plan.locator('a[href*="/health?checkId="]').first()).toBeVisible();
  if (types.has('topology'))
    await expect(plan.locator('a[href*="/topology/"]').first()).toBeVisible();
  if (types.has('log'))
    await expect(
      plan
        .getByRole('list', { name: 'Evidence lines' })
        .filter({ hasText: 'upstream timeout' })
        .first(),
    ).toBeVisible();
  if (types.has('config_analysis') || types.has('config_change') || types.has('config'))
    await expect(plan.locator('a[href*="/catalog/"]').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-plan-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/incident-plan-dark.png` });
});

test('puts evidence into the definition of done, marks it done and takes it out', async ({
  page,
}) => {
  const incident = await seedIncident(page.request, 'Payments outage e2e dod');
  const { evidenceId, checkName } = await seedFactorWithCheck(page.request, incident);
  // Named by its description and the check it points at.
  const title = `Payment API check failing (${checkName})`;
  const evidence = async () =>
    (
      await dbRows<{ definition_of_done: boolean; done: boolean | null }>(
        page.request,
        `evidences?id=eq.${evidenceId}&select=definition_of_done,done`,
      )
    )[0];

  await openIncident(page, incident.id, '&comments=true');
  await page.getByRole('button', { name: 'Definition of done', exact: true }).click();
  await expect(page.getByText('There are no evidences provided for this incident')).toBeVisible();
  // The evidence outside the definition of done, view only, with the hypothesis it is on.
  await page.getByRole('button', { name: 'View evidence not in the definition of done' }).click();
  const others = page.getByRole('dialog', { name: 'Evidence not in the definition of done' });
  await expect(others.getByRole('listitem', { name: `Evidence: ${title}` })).toBeVisible();
  await expect(others.getByRole('button', { name: /^Actions of evidence/ })).toHaveCount(0);
  await escapeDialog(others);

  await page.getByRole('button', { name: 'Actions of evidence Payment API check failing' }).click();
  await page.getByRole('menuitem', { name: 'Add to definition of done' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Add to definition of done', exact: true })
    .click();
  await expect.poll(evidence).toMatchObject({ definition_of_done: true });

  const dodList = page.getByRole('list', { name: 'Definition of done evidence' });
  await expect(dodList.getByText('Payment API check failing')).toBeVisible();
  await dodList.getByText('Payment API check failing').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as resolved' }).click();
  await expect.poll(evidence).toMatchObject({ done: true });
  await expect(dodList.getByRole('checkbox')).toBeChecked();

  await page.getByRole('button', { name: 'Refresh definition of done' }).click();
  await expect(dodList.getByText('Payment API check failing')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-dod-panel-light.png` });

  await page.getByRole('button', { name: `Remove ${title} from definition of done` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect.poll(evidence).toMatchObject({ definition_of_done: false });
  await expect(page.getByText('There are no evidences provided for this incident')).toBeVisible();
});

test('the definition-of-done wizard checks each step', async ({ page }) => {
  const incident = await seedIncident(page.request, 'Queue backlog e2e wizard');
  await seedFactorWithCheck(page.request, incident);
  await openIncident(page, incident.id);
  await page.getByRole('button', { name: 'Definition of done', exact: true }).click();

  await page.getByRole('button', { name: 'Add to definition of done', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Add to definition of done' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please choose Automatic or Manual')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-dod-wizard-mode-light.png` });

  await wizard.getByText('Automatic', { exact: true }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please select atleast one evidence')).toBeVisible();
  await wizard.getByText('Payment API check failing').click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Use the example script' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Script (optional)' })).toHaveValue(
    'check.status == "healthy"',
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-dod-wizard-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/incident-dod-wizard-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Back' }).click();

  await wizard.getByText('Manual', { exact: true }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please describe what has to be done')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'What has to be done' }).fill('Postmortem published');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toBeHidden();
  await expect(
    page
      .getByRole('list', { name: 'Definition of done evidence' })
      .getByText('Postmortem published'),
  ).toBeVisible();
  const manual = await dbRows<{ type: string; definition_of_done: boolean }>(
    page.request,
    `evidences?hypothesis_id=eq.${incident.rootId}&select=type,definition_of_done`,
  );
  expect(manual).toEqual([{ type: 'comment', definition_of_done: true }]);
});

test('comments with a mention, their validation texts and the rollback on failure', async ({
  page,
}) => {
  const incident = await seedIncident(page.request, 'DNS failures e2e comments');
  const [person] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?select=id,name&email=not.is.null&deleted_at=is.null&order=name&limit=1',
  );
  await openIncident(page, incident.id, '&tab=comments');
  const comments = page.getByRole('region', { name: 'Comments' });
  const box = comments.getByRole('textbox');
  const send = comments.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  await box.click();
  await box.blur();
  await expect(comments.getByText('Please add comment details')).toBeVisible();

  await box.fill('Looping in ');
  await box.pressSequentially(`@${person!.name.slice(0, 3)}`);
  await comments.getByRole('option', { name: new RegExp(person!.name) }).click();
  // The box shows the name, not the markup it stores (issue 32, 18).
  await expect(box).toHaveValue(`Looping in @${person!.name} `);
  await box.pressSequentially('to check the resolver');
  await expect(box).toHaveValue(`Looping in @${person!.name} to check the resolver`);
  await send.click();
  await expect(comments.getByText('Please select any hypothesis')).toBeVisible();

  await comments
    .getByRole('combobox', { name: 'Hypothesis' })
    .selectOption({ label: `Root cause: ${incident.title}` });
  await send.click();
  const list = comments.getByRole('list', { name: 'All comments' });
  await expect(list.locator('.mc-mention', { hasText: `@${person!.name}` })).toBeVisible();
  await expect
    .poll(async () =>
      (
        await dbRows<{ comment: string }>(
          page.request,
          `comments?incident_id=eq.${incident.id}&select=comment`,
        )
      ).map((c) => c.comment),
    )
    .toEqual([`Looping in @[${person!.name}](user:${person!.id}) to check the resolver`]);

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'All comments' }).locator('.mc-mention', {
      hasText: `@${person!.name}`,
    }),
  ).toBeVisible({ timeout: 30_000 });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/incident-comments-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/incident-comments-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });

  // A failed save takes the comment back and returns the text to the box.
  await page.route('**/org/sandbox/api/db/comments**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'database unavailable' } })
      : route.fallback(),
  );
  await page
    .getByRole('combobox', { name: 'Hypothesis' })
    .selectOption({ label: `Root cause: ${incident.title}` });
  await page.getByRole('region', { name: 'Comments' }).getByRole('textbox').fill('This one fails');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('database unavailable')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments' }).getByRole('textbox')).toHaveValue(
    'This one fails',
  );
  await expect(
    page.getByRole('list', { name: 'All comments' }).getByText('This one fails'),
  ).toHaveCount(0);
});

test('a viewer reads the plan, evidence and comments but changes nothing', async ({ page }) => {
  const incident = await seedIncident(page.request, 'Viewer e2e plan');
  await seedFactorWithCheck(page.request, incident);
  await withRoles(page, ['viewer']);
  await openIncident(page, incident.id, '&comments=true');
  const plan = page.getByRole('region', { name: 'Action plan' });
  await expect(plan.getByRole('listitem', { name: /^Evidence: / })).toHaveCount(1);
  await expect(plan.getByRole('combobox', { name: /^Status of/ }).first()).toBeDisabled();
  await expect(plan.getByRole('textbox', { name: /^Title of/ }).first()).toBeDisabled();
  // Write actions are not offered to a viewer (spec 1 §6), as on every screen.
  await expect(plan.getByRole('button', { name: 'Add factor' })).toHaveCount(0);
  await expect(plan.getByRole('button', { name: /^Actions of/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Definition of done', exact: true }).click();
  await expect(page.getByText('There are no evidences provided for this incident')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add to definition of done', exact: true }),
  ).toHaveCount(0);

  await page.getByRole('tab', { name: 'Comments' }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet')).toBeVisible();
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expect(comments.getByRole('button', { name: 'Send' })).toHaveCount(0);
});
