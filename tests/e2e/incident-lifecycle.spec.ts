// One incident's whole life cycle driven through the UI as an incident commander would (issue 16
// acceptance): created from the list (with the empty-title validation text), config evidence
// linked from the catalog, hypotheses three levels deep, a comment with a mention, a person and
// a team's email responder, status moves through the definition-of-done dialog (its validation
// text, Submit, Skip), Close and Reopen, each step in the changelog (as many entries as history
// rows), and the same incident read by a viewer with every write control disabled.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withRoles } from './helpers/roles.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = 'test-results/screenshots';
const DOD = 'Add contributing factors to definition of done';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const side = (page: Page) => page.getByRole('complementary', { name: 'Incident details' });
const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

async function status(page: Page, id: string): Promise<string> {
  const [row] = await dbRows<{ status: string }>(
    page.request,
    `incidents?id=eq.${id}&select=status`,
  );
  return row!.status;
}

/** Picks `option` in a wizard dropdown whose button reads '<label>: <current>'. */
async function choose(scope: Locator, page: Page, label: string, option: string | RegExp) {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function openIncident(page: Page, id: string, title: string) {
  await page.goto(`/incidents/${id}?comments=true`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
}

test('an incident from creation to reopening, each step in the changelog; a viewer only reads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = `Checkout lifecycle e2e ${Date.now().toString(36)}`;
  const [person] = await dbRows<{ id: string; name: string }>(
    page.request,
    'people?select=id,name&email=not.is.null&deleted_at=is.null&order=name&limit=1',
  );
  const configs = await dbRows<{ id: string; name: string }>(
    page.request,
    'config_detail?select=id,name&type=eq.Kubernetes::Deployment&deleted_at=is.null&order=name.asc&limit=1',
  );
  const config = configs[0]!;

  // 1. Create from the list: the empty title is refused, then the incident opens.
  await page.goto('/incidents');
  await page.getByRole('button', { name: 'Create New Incident' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Incident' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This field is required')).toBeVisible();
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('Checkout p99 above 2 s');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  expect(await status(page, id)).toBe('open');

  // 2. Config evidence linked from the catalog item, with its selected line.
  const evidence = `Seen in the catalog for ${title}`;
  await page.goto(`/catalog/${config.id}?selected=2`);
  await expect(page.getByRole('button', { name: 'Line 2', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 30_000 },
  );
  await page
    .getByRole('complementary', { name: 'Config details' })
    .getByRole('button', { name: 'Link to incident' })
    .click();
  const link = page.getByRole('dialog', { name: `Link ${config.name} to Incident` });
  await link.getByRole('button', { name: /^Incident:/ }).click();
  await page.getByLabel('Filter Incident').fill(title);
  await page
    .locator('.bp6-select-popover')
    .getByRole('option', { name: new RegExp(escape(title)) })
    .click();
  await link.getByLabel('Description').fill(evidence);
  await link.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('Config linked to the incident')).toBeVisible();
  await expect(link).toHaveCount(0);

  await openIncident(page, id, title);
  const root = page.getByRole('listitem', { name: `Root cause: ${title}` });
  await expect(root.getByRole('listitem', { name: `Evidence: ${evidence}` })).toBeVisible();

  // 3. Hypotheses three levels deep: root → factor → solution.
  const factorTitle = 'Connection pool exhausted';
  const solutionTitle = 'Raise the pool size';
  await root.getByRole('button', { name: 'Add factor' }).click();
  await page.getByRole('textbox', { name: 'Title of the new factor' }).fill(factorTitle);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const factor = root.getByRole('listitem', { name: `Factor: ${factorTitle}` });
  await expect(factor).toBeVisible();
  await factor.getByRole('button', { name: 'Add solution' }).click();
  await page.getByRole('textbox', { name: 'Title of the new solution' }).fill(solutionTitle);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(factor.getByRole('listitem', { name: `Solution: ${solutionTitle}` })).toBeVisible();
  await expect
    .poll(async () =>
      (
        await dbRows<{ type: string }>(
          page.request,
          `hypotheses?incident_id=eq.${id}&select=type&order=created_at`,
        )
      ).map((h) => h.type),
    )
    .toEqual(['root', 'factor', 'solution']);
  await page.screenshot({ path: `${SHOTS}/lifecycle-plan-light.png` });

  // 4. A comment on the factor mentioning a person, stored as @[Name](user:id).
  await page.getByRole('tab', { name: 'Comments' }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  const box = comments.getByRole('textbox');
  await box.fill('Looping in ');
  await box.pressSequentially(`@${person!.name.slice(0, 3)}`);
  await comments.getByRole('option', { name: new RegExp(escape(person!.name)) }).click();
  await box.pressSequentially('to check the pool');
  await comments
    .getByRole('combobox', { name: 'Hypothesis' })
    .selectOption({ label: `Factor: ${factorTitle}` });
  await comments.getByRole('button', { name: 'Send' }).click();
  const stored = `Looping in @[${person!.name}](user:${person!.id}) to check the pool`;
  await expect(
    comments
      .getByRole('list', { name: 'All comments' })
      .locator('.mc-mention', { hasText: `@${person!.name}` }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (
        await dbRows<{ comment: string }>(
          page.request,
          `comments?incident_id=eq.${id}&select=comment`,
        )
      ).map((c) => c.comment),
    )
    .toEqual([stored]);
  await page.screenshot({ path: `${SHOTS}/lifecycle-comments-light.png` });

  // 5. Responders: a person, then the Checkout team by email ('To' fixed by the team).
  const field = page.locator('.mcd-responders-field');
  await field.getByRole('button', { name: 'Add Responders' }).click();
  const wizard = page.getByRole('dialog');
  await choose(wizard, page, 'Person', new RegExp(`^${escape(person!.name)}`));
  await wizard.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Responder added successfully').first()).toBeVisible();
  await expect(wizard).toHaveCount(0);
  await expect(field.getByRole('button', { name: `${person!.name} (Person)` })).toBeVisible();

  await field.getByRole('button', { name: 'Add Responders' }).click();
  await choose(wizard, page, 'Team', 'Checkout');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard
    .getByRole('group', { name: 'Responder Types' })
    .getByRole('button', { name: 'Email' })
    .click();
  await expect(wizard.getByLabel('To')).toHaveValue('checkout-oncall@acme.example');
  await expect(wizard.getByLabel('To')).toBeDisabled();
  await wizard.getByLabel('Subject').fill(`Join ${title}`);
  await wizard.getByLabel('Body').fill('Bridge is open in #inc-checkout.');
  await page.screenshot({ path: `${SHOTS}/lifecycle-responder-email-light.png` });
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toHaveCount(0);
  await expect(field.getByRole('button', { name: 'Checkout (Email)' })).toBeVisible();
  const responders = await dbRows<{
    type: string;
    person_id: string | null;
    properties: Record<string, string> | null;
  }>(
    page.request,
    `responders?incident_id=eq.${id}&select=type,person_id,properties&order=created_at`,
  );
  expect(responders).toHaveLength(2);
  expect(responders[0]).toMatchObject({ type: 'person', person_id: person!.id });
  expect(responders[1]).toMatchObject({
    type: 'system',
    properties: {
      responderType: 'email',
      to: 'checkout-oncall@acme.example',
      subject: `Join ${title}`,
      body: 'Bridge is open in #inc-checkout.',
    },
  });

  // 6. Status: investigating at once; mitigated through the definition of done; resolved skipped.
  const select = side(page).getByLabel('Status');
  await select.selectOption('investigating');
  await expect.poll(() => status(page, id)).toBe('investigating');
  await expect(select).toHaveValue('investigating');

  const dod = page.getByRole('dialog', { name: DOD });
  await select.selectOption('mitigated');
  await expect(dod).toBeVisible();
  await dod.getByRole('button', { name: 'Submit' }).click();
  await expect(dod.getByText('Please select atleast one evidence')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lifecycle-dod-dialog-light.png` });
  await dod.getByText(evidence).click();
  await dod.getByRole('button', { name: 'Submit' }).click();
  await expect(dod).toBeHidden();
  await expect.poll(() => status(page, id)).toBe('mitigated');
  await expect(select).toHaveValue('mitigated');
  const [marked] = await dbRows<{ definition_of_done: boolean }>(
    page.request,
    `evidences?config_id=eq.${config.id}&description=eq.${encodeURIComponent(evidence)}&select=definition_of_done`,
  );
  expect(marked!.definition_of_done).toBe(true);

  await select.selectOption('resolved');
  await dod.getByRole('button', { name: 'Skip' }).click();
  await expect(dod).toBeHidden();
  await expect.poll(() => status(page, id)).toBe('resolved');
  await expect(select).toHaveValue('resolved');

  // 7. Close, then Reopen.
  const header = page.locator('.mcd-detail-header');
  await header.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect.poll(() => status(page, id)).toBe('closed');
  await header.getByRole('button', { name: 'Reopen' }).click();
  await expect(header.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect.poll(() => status(page, id)).toBe('open');
  await expect(select).toHaveValue('open');

  // 8. The changelog: one entry per history row, each step in its sentence.
  const history = await dbRows<{ type: string }>(
    page.request,
    `incident_histories?incident_id=eq.${id}&select=type`,
  );
  expect(history.map((h) => h.type).sort()).toEqual(
    [
      'incident.created',
      'hypothesis.created',
      'evidence.created',
      'hypothesis.created',
      'hypothesis.created',
      'responder.commented',
      'responder.created',
      'responder.created',
      'incident.status_updated',
      'evidence.done_definition_added',
      'incident.status_updated',
      'incident.status_updated',
      'incident.status_updated',
      'incident.status_updated',
    ].sort(),
  );
  await page.getByRole('button', { name: 'Changelog', exact: true }).click();
  const entries = page.getByRole('list', { name: 'Changelog' }).getByRole('listitem');
  await expect(entries).toHaveCount(history.length);
  const target = `${evidence} (${config.name})`;
  const sentences = [
    'created the incident',
    `created hypothesis '${title}'`,
    `created hypothesis '${factorTitle}'`,
    `created hypothesis '${solutionTitle}'`,
    `added evidence ${target}`,
    // The changelog shows a mention as the name, as the comments do.
    `commented: Looping in @${person!.name} to check the pool`,
    `added ${person!.name} as a responder`,
    'added Checkout as a responder',
    'changed the status to Investigating',
    `added evidence ${target} to the definition of done`,
    'changed the status to Mitigated',
    'changed the status to Resolved',
    'changed the status to Closed',
    'changed the status to Open',
  ];
  for (const sentence of sentences)
    await expect(entries.filter({ hasText: sentence }), sentence).toHaveCount(
      sentence === `added evidence ${target}` ? 2 : 1,
    );
  await expect(entries.first()).toContainText('changed the status to Open');
  await page.screenshot({ path: `${SHOTS}/lifecycle-changelog-light.png` });

  // 9. A viewer opens the same incident: the values are disabled, write actions not shown.
  await withRoles(page, ['viewer']);
  await openIncident(page, id, title);
  await expect(side(page).getByLabel('Status')).toBeDisabled();
  await expect(side(page).getByLabel('Type')).toBeDisabled();
  await expect(side(page).getByLabel('Priority')).toBeDisabled();
  await expect(header.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  const responderField = page.locator('.mcd-responders-field');
  await expect(responderField.getByRole('button', { name: person!.name })).toBeVisible();
  await expect(responderField.getByRole('button', { name: 'Add Responders' })).toHaveCount(0);
  await expect(
    responderField.getByRole('button', { name: `Delete responder ${person!.name}` }),
  ).toHaveCount(0);
  const plan = page.getByRole('region', { name: 'Action plan' });
  await expect(plan.getByRole('combobox', { name: `Status of ${factorTitle}` })).toBeDisabled();
  await expect(plan.getByRole('listitem', { name: `Evidence: ${evidence}` })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Add factor' })).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'Add solution' })).toHaveCount(0);
  await expect(plan.getByRole('button', { name: `Actions of evidence ${evidence}` })).toHaveCount(
    0,
  );
  await page.screenshot({ path: `${SHOTS}/lifecycle-viewer-plan-light.png` });
  await page.getByRole('tab', { name: 'Comments' }).click();
  const viewerComments = page.getByRole('region', { name: 'Comments' });
  await expect(viewerComments.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await expect(viewerComments.getByRole('textbox')).toHaveCount(0);
  await expect(
    viewerComments.locator('.mc-mention', { hasText: `@${person!.name}` }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lifecycle-viewer-comments-light.png` });
});
