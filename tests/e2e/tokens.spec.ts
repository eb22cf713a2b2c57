// Access tokens against the Sandbox (spec 5-access §2.6): an admin creates a Read token, sees it
// once and its details; the token then reads and is refused a write on the Sandbox itself; a
// viewer reads the page. Screenshots in light and dark at 1280×800.
import { request as http } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { answerConfirmation } from './helpers/confirm.ts';
import { withRoles } from './helpers/roles.ts';
import { loadedTable } from './helpers/tables.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/tokens-${name}.png` });

for (const scheme of ['light', 'dark'] as const) {
  test(`an admin creates a Read token, shown once, that reads and cannot write (${scheme})`, async ({
    page,
    context,
    host,
  }) => {
    if (scheme === 'dark') onlyForScreenshots();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `e2e-read-${scheme}`;
    await page.goto('/settings/tokens?org=sandbox');
    const table = await loadedTable(page, 'Tokens');
    await expect(page.getByRole('checkbox', { name: 'Hide Agents' })).toBeChecked();
    for (const header of ['Name', 'Created By', 'Created', 'Expires At'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Create new token' }).click();
    const form = page.getByRole('dialog', { name: 'Create new token' });
    await form.getByRole('button', { name: 'Create Token' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await expect(form.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Read' }).first()).toBeChecked();
    await expect(form.getByText(/server then uses its default of 90 days/)).toBeVisible();
    const effect = form.getByLabel('Effective permissions');
    await expect(effect.getByRole('row', { name: /^catalog/ })).toContainText('read');
    await expect(effect.getByRole('row', { name: /^catalog/ })).not.toContainText('create');
    await page.screenshot(shot(`create-${scheme}`));
    await form.getByRole('button', { name: 'Create Token' }).click();
    // The token is a credential: main asks before minting it.
    await answerConfirmation(host, context, 'Create token', {
      message: `Create the access token "${name}" on Sandbox?`,
    });

    const result = page.getByRole('dialog', { name: 'Token Created Successfully' });
    await expect(result.getByText('Important Security Notice')).toBeVisible();
    const token = (await result.getByLabel('Access token').textContent()) ?? '';
    expect(token.split('.')).toHaveLength(5);
    await result.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByText('Token copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await result.getByRole('tab', { name: 'Direct HTTP' }).click();
    const curl = (await result.getByLabel('Direct HTTP configuration').textContent()) ?? '';
    expect(curl).toContain(`Authorization: Bearer ${token}`);
    await page.screenshot(shot(`created-${scheme}`));
    await result.getByRole('button', { name: 'Close' }).last().click();
    await expect(result).toBeHidden();
    await expect(page.getByText(token)).toHaveCount(0);

    // The Sandbox itself, with the bearer only: reads the catalog, refused a write.
    const base = /(https?:\/\/\S+)\/auth\/whoami/.exec(curl)?.[1] ?? '';
    expect(base).not.toBe('');
    const direct = await http.newContext({ ignoreHTTPSErrors: true });
    const auth = { Authorization: `Bearer ${token}` };
    const read = await direct.get(`${base}/db/config_items?select=id&limit=1`, { headers: auth });
    expect(read.status()).toBe(200);
    const write = await direct.patch(
      `${base}/db/config_items?id=eq.00000000-0000-0000-0000-000000000000`,
      { headers: { ...auth, 'Content-Type': 'application/json' }, data: { name: 'x' } },
    );
    expect(write.status()).toBe(403);
    expect(await write.text()).toBe('unauthorized. Access Denied');
    await direct.dispose();

    await table.getByRole('row', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(/[?&]id=/);
    const details = page.getByRole('dialog', { name: 'Token Details' });
    await expect(details).toContainText(name);
    const kept = details.getByRole('list', { name: 'Token Permissions' });
    await expect(kept.getByRole('listitem').filter({ hasText: 'catalog' })).toContainText('read');
    await expect(kept.getByRole('listitem').filter({ hasText: 'catalog' })).not.toContainText(
      'update',
    );
    await page.screenshot(shot(`details-${scheme}`));
    await details.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('Are you sure you want to delete this token? This action cannot be undone.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete Token' }).click();
    await expect(page.getByText('Token deleted successfully')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
}

test('a viewer reads the tokens page, without the create button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withRoles(page, ['viewer']);
  await page.goto('/settings/tokens?org=sandbox');
  await loadedTable(page, 'Tokens');
  await expect(page.getByRole('button', { name: 'Create new token' })).toHaveCount(0);
  await page.screenshot(shot('viewer'));
});
