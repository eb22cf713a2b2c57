// Agents screen against the sandbox (browser mode, admin): the list's columns and page sizes, the
// create form (required name, 'Agent created', installation instructions with Flux and Helm tabs),
// editing through ?id=, and delete with its two questions ending in 'Agent deleted'.
import { expect, test } from './fixtures.ts';
import { answerConfirmation } from './helpers/confirm.ts';
import { expectColumns } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

test('list, create with install instructions, edit and delete an agent', async ({
  page,
  context,
  host,
}) => {
  await page.goto('/agents');
  const table = page.getByRole('table', { name: 'Agents' });
  // The first agents_summary query of a fresh sandbox copy can take several seconds.
  await expect(table.locator('tbody tr').first()).toContainText(/Online|Offline/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Agents', exact: true }).first()).toBeVisible();
  await expectColumns(table, [
    'Name',
    'Configs',
    'Checks',
    'Scrapers',
    'Playbook Runs',
    'Status',
    'Last Pushed',
    'Created At',
    'Updated At',
    'Created By',
  ]);
  const sizes = await page.getByLabel('Rows per page').locator('option').allTextContents();
  expect(sizes).toEqual(['50', '100', '200']);
  await page.screenshot(shot('agents'));

  await page.getByRole('button', { name: 'Add agent' }).click();
  await expect(page).toHaveURL(/addAgent=true/);
  const form = page.getByRole('dialog', { name: 'Create new agent' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  const name = `e2e-agent-${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByText('Kubernetes').click();
  await expect(form.getByLabel('Scrape interval')).toHaveValue('30m');
  // The one-year token is minted only once the user confirmed on the host's own page.
  await form.getByRole('button', { name: 'Create' }).click();
  await answerConfirmation(host, context, 'Cancel');
  await expect(
    page.getByText('The agent was not created: the confirmation was declined.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await answerConfirmation(host, context, 'Create agent', {
    message: `Create the agent "${name}" on Sandbox?`,
  });
  await expect(page.getByText('Agent created')).toBeVisible();
  const install = page.getByRole('dialog', { name: 'Installation Instructions' });
  await expect(install.getByRole('tab', { name: 'Flux' })).toBeVisible();
  await expect(install.getByLabel('Flux manifest')).toContainText(`agentName: ${name}`);
  await install.getByRole('tab', { name: 'Helm CLI' }).click();
  await expect(install.getByLabel('Helm command')).toContainText(`upstream.agentName='${name}'`);
  await expect(install.getByLabel('Helm command')).toContainText('kubernetes.interval');
  // The upstream host is the Sandbox's real backend address, never a placeholder.
  await expect(install.getByLabel('Helm command')).toContainText(
    /upstream\.host='http:\/\/127\.0\.0\.1:\d+'/,
  );
  await expect(install.getByLabel('Helm command')).toContainText("upstream.username='token'");
  await page.screenshot(shot('agents-install'));
  await install.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/addAgent/);

  await table.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}/);
  const edit = page.getByRole('dialog', { name });
  await expect(edit.getByLabel('Name')).toBeDisabled();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Would you like to delete resources created by agent?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByText('Are you sure you want to delete agent?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page.getByText('Agent deleted')).toBeVisible();
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('the settings route opens an agent by id', async ({ page }) => {
  const answer = await page.request.get(
    '/org/sandbox/api/db/agents_summary?select=id,name&name=neq.local&limit=1',
  );
  const [agent] = (await answer.json()) as { id: string; name: string }[];
  await page.goto(`/settings/agents?id=${agent!.id}`);
  await expect(page.getByRole('dialog', { name: agent!.name })).toBeVisible();
});
