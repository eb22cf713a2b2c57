// The playbooks page against the sandbox (spec 3 §2.10, §5, §8): cards by category ('Other' when
// none), the playbook form's validation texts, create, run from the card (resource first, then
// the parameters) and follow the run until its step is final with logs, edit, delete; playbooks
// managed by a CRD cannot be edited here.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { escapeDialog } from './helpers/escape.ts';

const SHOTS = '/tmp/shots-playbooks';

/** Replaces a Monaco editor's text as a paste does (typing would auto-indent and auto-close). */
async function replaceCode(page: Page, editor: Locator, text: string) {
  await expect(editor).toHaveAttribute('data-ready', 'true');
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  if (!text) return;
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const helper = (dialog: Locator, field: string) =>
  dialog.locator(`.mc-pb-form-${field} .bp6-form-helper-text`);

const SPEC = `configs:
  - types:
      - Kubernetes::Deployment
parameters:
  - name: message
    label: Message
    default: hello
actions:
  - name: greet
    exec:
      script: echo {{.params.message}}
`;

test('create a playbook, run it from its card, edit and delete it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/playbooks?org=sandbox');
  const kubernetes = page.getByRole('region', { name: 'Kubernetes' });
  await expect(kubernetes.getByRole('article', { name: 'Restart Deployment' })).toBeVisible({
    timeout: 30_000,
  });
  // Seeded from a CRD: not editable here.
  await expect(page.getByRole('button', { name: 'Edit Restart Deployment' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/playbooks.png` });

  // The form's validation texts.
  await page.getByRole('button', { name: 'Create Playbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Playbook' });
  const spec = dialog.locator('.mc-code-editor');
  await replaceCode(page, spec, '');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(helper(dialog, 'title')).toHaveText('This field is required');
  await expect(helper(dialog, 'spec')).toHaveText('This field is required');
  await replaceCode(page, spec, 'actions: [');
  await expect(helper(dialog, 'spec')).toContainText('Invalid YAML: ');
  await replaceCode(page, spec, 'parameters: []');
  await expect(helper(dialog, 'spec')).toHaveText('spec.actions: is required');
  await replaceCode(page, spec, 'actions:\n  - name: greet\n');
  await expect(helper(dialog, 'spec')).toContainText('spec.actions[0]: needs one of exec, http');
  await replaceCode(page, spec, SPEC);
  await expect(helper(dialog, 'spec')).toHaveCount(0);
  const title = `E2E Greeter ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await expect(helper(dialog, 'title')).toHaveCount(0);
  await dialog.getByLabel('Category').fill('E2E');
  await dialog.getByLabel('Description').fill('Says hello to a deployment');
  await page.screenshot({ path: `${SHOTS}/playbook-form.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Playbook Spec created successfully')).toBeVisible();
  const card = page.getByRole('region', { name: 'E2E' }).getByRole('article', { name: title });
  await expect(card).toContainText('Says hello to a deployment');

  // Run from the card: the resource first, then the parameters with their defaults.
  await card.getByRole('button', { name: `Run ${title}` }).click();
  const run = page.getByRole('dialog', { name: title });
  await expect(run.getByRole('button', { name: 'Next' })).toBeDisabled();
  await run.getByRole('button', { name: /^Config: / }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await run.getByRole('button', { name: 'Next' }).click();
  await expect(run.getByLabel('Message')).toHaveValue('hello');
  await run.getByLabel('Message').fill('hi there');
  await run.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('dd[aria-label="Status"]')).toHaveText(/^(Completed|Failed)$/, {
    timeout: 45_000,
  });
  const output = page.getByRole('region', { name: 'Output of greet' });
  await expect(output.getByLabel('Logs', { exact: true })).toContainText('INFO  executing');
  await page.getByRole('button', { name: 'Params' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Params' }).getByRole('row', { name: 'message hi there' }),
  ).toBeVisible();
  await escapeDialog(page.getByRole('dialog', { name: 'Params' }));

  // Edit.
  await page.goto('/playbooks?org=sandbox');
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Source')).toHaveValue('UI');
  await edit.getByLabel('Title').fill(`${title} v2`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Playbook Spec updated successfully')).toBeVisible();
  const edited = page.getByRole('article', { name: `${title} v2` });
  await expect(edited).toBeVisible();

  // Delete.
  await edited.getByRole('button', { name: `Delete ${title} v2` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${title} v2 deleted successfully`)).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} v2` })).toHaveCount(0);
});

test("a playbook without category is listed under 'Other'; the server's refusal is toasted", async ({
  page,
}) => {
  await page.goto('/playbooks?org=sandbox');
  await page.getByRole('button', { name: 'Create Playbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Playbook' });
  await replaceCode(page, dialog.locator('.mc-code-editor'), SPEC);
  const title = `E2E Uncategorised ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  // A refusal of the server reaches the user as its message.
  await page.route('**/api/db/playbooks*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { error: 'playbook validation failed: spec.actions[0].exec.script is required' },
        })
      : route.continue(),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('playbook validation failed: spec.actions[0].exec.script is required'),
  ).toBeVisible();
  await page.unroute('**/api/db/playbooks*');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Playbook Spec created successfully')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Other' }).getByRole('article', { name: title }),
  ).toBeVisible();
});
