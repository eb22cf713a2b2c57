// Users against the sandbox (spec 3 §2.8, §5, §8): the list, invite with every validation
// message and the Invite Link dialog, edit with its toast, delete after the spec's question.
import { expect, test } from './fixtures.ts';
import { answerConfirmation } from './helpers/confirm.ts';

test('users: invite, edit and delete a user', async ({ page, context, host }) => {
  await page.goto('/settings/users?org=sandbox');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('cell', { name: 'viewer@sandbox.local' })).toBeVisible({
    timeout: 30_000,
  });
  for (const header of ['Name', 'Email', 'Roles', 'State', 'Created At'])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // Each row's actions sit behind its ⋯ button, in the last column.
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByRole('button', { name: 'Invite' }).click();
  for (const text of [
    'Please provide valid first name',
    'Please provide valid last name',
    'Please provide valid email',
    'Please select any role',
  ])
    await expect(dialog.getByText(text)).toBeVisible();
  const email = `e2e.${Date.now()}@acme.example`;
  await dialog.getByLabel('First name').fill('Nia');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email').fill('nia@');
  await expect(dialog.getByText('Entered value does not match email format')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('editor');
  // The invitation link sets a password: sent only once confirmed on the host's own page.
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await answerConfirmation(host, context, 'Cancel', { message: `Invite ${email} to Sandbox?` });
  await expect(
    page.getByText('The invitation was not sent: the confirmation was declined.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await answerConfirmation(host, context, 'Send invitation');
  const linkDialog = page.getByRole('dialog', { name: 'Invite Link' });
  await expect(linkDialog).toContainText(/\/login\?invite=[0-9a-f-]{36}/);
  await page.screenshot({ path: 'test-results/screenshots/users-invite-link.png' });
  await linkDialog.getByRole('button', { name: 'Close' }).click();

  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('editor');
  await row.getByRole('button', { name: 'Actions for Nia Okafor' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Nia Okafor' });
  await edit.getByLabel('Last name').fill('Okafor-Reyes');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Nia Okafor-Reyes updated successfully')).toBeVisible();
  await expect(row).toContainText('Nia Okafor-Reyes');

  await row.getByRole('button', { name: 'Actions for Nia Okafor-Reyes' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this user ?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('user deleted successfully')).toBeVisible();
  await expect(table.getByRole('cell', { name: email })).toHaveCount(0);
});
