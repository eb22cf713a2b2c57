// The `configs` playbook parameter (spec 4 §2.13) in the run form, against the seeded sandbox
// ('Annotate Catalog Items', deployments only): the search box, checkable results with the
// keyboard, the chips, the two hints, 'Use query', the required message, the value sent, and the
// run's Params dialog showing the checked items as catalog links.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const PLAYBOOK = 'Annotate Catalog Items';
const SHOTS = 'test-results/screenshots/playbooks-configs';

async function openRunForm(page: Page): Promise<Locator> {
  const answer = await page.request.get(
    '/org/sandbox/api/db/checks?type=eq.http&deleted_at=is.null&select=id&limit=1',
  );
  const [check] = (await answer.json()) as { id: string }[];
  await page.goto(`/health?org=sandbox&checkId=${check!.id}&timeRange=1h`);
  const playbooks = page.getByRole('dialog').getByRole('button', { name: 'Playbooks' });
  // The worker's Sandbox may still be starting on a busy machine.
  await expect(playbooks).toBeVisible({ timeout: 60_000 });
  await playbooks.click();
  // Every element that takes the focus from the choice on (the menu must not hand it back).
  await page.evaluate(() => {
    const took: string[] = [];
    Object.assign(window, { focusTakers: took });
    document.addEventListener('focusin', (e) => took.push((e.target as HTMLElement).innerText));
  });
  await page.getByRole('menuitem', { name: PLAYBOOK }).click();
  const form = page.getByRole('dialog', { name: PLAYBOOK });
  await expect(form.getByLabel('Catalog Items')).toBeVisible();
  return form;
}

/** Names of the elements that took the focus since the playbook was chosen. */
function focusTakers(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { focusTakers: string[] }).focusTakers);
}

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.screenshot({ path: `${SHOTS}/${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('check two deployments with the keyboard, run, and read them back as links', async ({
  page,
}) => {
  const form = await openRunForm(page);
  const search = form.getByLabel('Catalog Items');
  await expect(search).toHaveAttribute(
    'placeholder',
    'Search catalog e.g. type=Kubernetes::Deployment grafana',
  );
  // Empty: the run is refused with the required message.
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(form.locator('.mc-playbook-param-configs')).toContainText('This field is required');

  const results = form.getByRole('listbox');
  const options = results.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const first = (await options.nth(0).locator('.mc-configs-param-name').textContent()) ?? '';
  const second = (await options.nth(1).locator('.mc-configs-param-name').textContent()) ?? '';
  expect(first && second).toBeTruthy();
  // Arrows move, Enter checks, Escape stays in the dialog. The closed menu's button never took
  // the focus back from the form (it did at the end of the menu's closing transition, and the
  // form's focus trap then moved it to the form's frame, where Escape closed the form).
  await search.focus();
  await expect(page.getByRole('menu', { name: 'Playbooks' })).toHaveCount(0);
  expect(await focusTakers(page)).not.toContain('Playbooks');
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form).toBeVisible();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  // The checked items as chips, by name.
  const chips = form.locator('.mc-configs-param-chips');
  await expect(chips.getByText(first, { exact: true })).toBeVisible();
  await expect(chips.getByText(second, { exact: true })).toBeVisible();
  await expect(
    form.getByText(
      'Running against 2 selected catalog item(s). Uncheck all to run against the search query instead.',
    ),
  ).toBeVisible();
  await shots(page, 'checked');

  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  const runId = /runs\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const stored = await page.request.get(
    `/org/sandbox/api/db/playbook_runs?id=eq.${runId}&select=parameters`,
  );
  const [row] = (await stored.json()) as { parameters: { configs: string } }[];
  expect(row!.parameters.configs).toMatch(/^\{"search":"id=[0-9a-f-]{36};id=[0-9a-f-]{36}"\}$/);

  await page.getByRole('button', { name: 'Params' }).click();
  const params = page.getByRole('dialog', { name: 'Params' });
  const links = params.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('href', /\/catalog\/[0-9a-f-]{36}/);
});

test('a typed search runs as a query: its hint, Use query, and the value sent', async ({
  page,
}) => {
  const form = await openRunForm(page);
  const search = form.getByLabel('Catalog Items');
  await search.fill('type=Kubernetes::Deployment');
  await expect(form.getByRole('listbox').getByRole('option').first()).toBeVisible();
  // Check one, then 'Use query' unchecks it: the run is against the query again.
  await form.getByRole('listbox').getByRole('option').first().click();
  await expect(form.getByText(/^Running against 1 selected catalog item/)).toBeVisible();
  await form.getByRole('button', { name: 'Use query' }).click();
  await expect(
    form.getByText(
      'Running against every catalog item the query "type=Kubernetes::Deployment" finds.',
    ),
  ).toBeVisible();
  await shots(page, 'query');
  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  const runId = /runs\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const stored = await page.request.get(
    `/org/sandbox/api/db/playbook_runs?id=eq.${runId}&select=parameters`,
  );
  const [row] = (await stored.json()) as { parameters: { configs: string } }[];
  expect(row!.parameters.configs).toBe('{"search":"type=Kubernetes::Deployment"}');
});
