// The data tabs of a config item against the Sandbox (spec 2 §2, issue 15): Changes (paged by 50,
// more near the bottom; the details dialog with its diff), Insights (no Catalog column; the
// detail panel with the message sanitised and cut to 500 characters), Relationships (direction
// toggle rules; a row opens the related item), Playbooks and Checks. Screenshots in both themes.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onlyForScreenshots } from './helpers/screenshots.ts';
import { bodyRows, dbDelete, dbInsert, dbRows, DB } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { escapeDialog } from './helpers/escape.ts';

test.beforeEach(({ page }) => onSandbox(page));

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => ({ path: `${SHOTS}/catalog-tab-${name}.png` });
// The relationship walk of a busy config can take a while on a loaded CI machine.
const SLOW = { timeout: 45_000 };

async function count(request: APIRequestContext, path: string): Promise<number> {
  const answer = await request.get(`${DB}/${path}`, { headers: { Prefer: 'count=exact' } });
  expect(answer.ok()).toBe(true);
  return Number((answer.headers()['content-range'] ?? '').split('/')[1]);
}

async function openTab(page: Page, id: string, tab: string, table: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/catalog/${id}/${tab}`);
  const located = page.getByRole('table', { name: table });
  await expect(located).toBeVisible({ timeout: 30_000 });
  return located;
}

test('Changes: newest first, 50 at a time with more near the bottom; a row opens its diff', async ({
  page,
}) => {
  const [diff] = await dbRows<{ id: string; config_id: string; summary: string }>(
    page.request,
    'config_changes?diff=like.*replicas*&select=id,config_id,summary&order=created_at.desc&limit=1',
  );
  const configId = diff!.config_id;
  // Enough old changes to need a second page; removed again afterwards.
  const extra = Array.from({ length: 55 }, (_, i) => ({
    config_id: configId,
    change_type: 'E2EPaging',
    summary: `e2e paging change ${i}`,
    severity: 'info',
    source: 'e2e',
    created_at: new Date(Date.now() - (60 + i) * 86_400_000).toISOString(),
  }));
  await dbInsert(page.request, 'config_changes', extra);
  try {
    const total = await count(page.request, `config_changes?config_id=eq.${configId}&limit=1`);
    expect(total).toBeGreaterThan(50);
    const table = await openTab(page, configId, 'changes', 'Config changes');
    await expect(bodyRows(table)).toHaveCount(50);
    await expect(page.getByText(`50 of ${total}`)).toBeVisible();
    const headers = await table.locator('thead th:not(.mc-table-chooser-cell)').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Change Type',
      'Summary',
      'Severity',
      'Source',
      'Created By',
      'Age',
    ]);
    await page.screenshot(shot('changes-light'));

    // Scrolling to the bottom loads the rest.
    await table.evaluate((el) => {
      const box = el.closest('.mcd-query-table-scroll');
      if (box) box.scrollTop = box.scrollHeight;
    });
    await expect(bodyRows(table)).toHaveCount(total);
    await expect(page.getByText(`${total} rows`)).toBeVisible();
    await expect(bodyRows(table).last()).toContainText('e2e paging change 54');

    // The diff change opens the dialog with a coloured unified diff.
    await table.evaluate((el) => {
      const box = el.closest('.mcd-query-table-scroll');
      if (box) box.scrollTop = 0;
    });
    await bodyRows(table).filter({ hasText: diff!.summary }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const diffPane = dialog.getByRole('region', { name: 'Diff' });
    await expect(diffPane.locator('.mc-diff-remove')).toContainText('-    replicas:');
    await expect(diffPane.locator('.mc-diff-add')).toContainText('+    replicas:');
    await expect(dialog.getByRole('region', { name: 'Patches' })).toContainText('"replicas"');
    const [config] = await dbRows<{ name: string; type: string }>(
      page.request,
      `config_items?id=eq.${configId}&select=name,type`,
    );
    await expect(dialog).toContainText(config!.name);
    await expect(dialog).toContainText(config!.type);
    await page.screenshot(shot('change-dialog-light'));
    await escapeDialog(dialog);
    await expect(dialog).toBeHidden();
  } finally {
    await dbDelete(
      page.request,
      `config_changes?config_id=eq.${configId}&change_type=eq.E2EPaging`,
    );
  }
});

test('Insights: the per-item columns, and a detail panel with the message sanitised and cut', async ({
  page,
}) => {
  const [some] = await dbRows<{ config_id: string }>(
    page.request,
    'config_analysis?select=config_id&order=first_observed.desc&limit=1',
  );
  const configId = some!.config_id;
  const long = 'A'.repeat(600);
  await dbInsert(page.request, 'config_analysis', {
    config_id: configId,
    analyzer: 'e2e-sanitise',
    analysis_type: 'security',
    severity: 'critical',
    status: 'open',
    summary: 'E2E long finding',
    message: `<script>window.__insightRan = true</script><p><b>${long}</b></p>`,
    first_observed: new Date().toISOString(),
    last_observed: new Date().toISOString(),
  });
  try {
    const total = await count(
      page.request,
      `config_analysis?config_id=eq.${configId}&status=eq.open&limit=1`,
    );
    const table = await openTab(page, configId, 'insights', 'Config insights');
    await expect(bodyRows(table)).toHaveCount(Math.min(total, 50));
    const headers = await table.locator('thead th:not(.mc-table-chooser-cell)').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Type',
      'Analyzer',
      'Severity',
      'Status',
      'First Observed',
      'Last Observed',
    ]);
    await page.screenshot(shot('insights-light'));

    await bodyRows(table).filter({ hasText: 'e2e-sanitise' }).click();
    const panel = page.getByRole('region', { name: 'Insight details' });
    await expect(panel).toBeVisible();
    const message = panel.getByTestId('insight-message');
    await expect(message).toHaveText(`${'A'.repeat(500)}…`);
    await expect(panel.getByText('The message is cut to its first 500 characters.')).toBeVisible();
    expect(await message.locator('b, p, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __insightRan?: boolean }).__insightRan)).toBe(
      undefined,
    );
    await expect(panel).toContainText('Critical');
    await page.screenshot(shot('insight-panel-light'));
  } finally {
    await dbDelete(page.request, 'config_analysis?analyzer=eq.e2e-sanitise');
  }
});

// Issue 32 (sre walk): the catalog list's Insights column counts open insights; the tab listed
// every insight and its badge counted them all. Both now show the open ones, the Status filter
// the others.
test('Insights: open ones by default, as the catalog counts them; Status shows the others', async ({
  page,
}) => {
  const [some] = await dbRows<{ config_id: string }>(
    page.request,
    'config_analysis?select=config_id&status=eq.open&order=first_observed.desc&limit=1',
  );
  const configId = some!.config_id;
  const now = new Date().toISOString();
  await dbInsert(page.request, 'config_analysis', {
    config_id: configId,
    analyzer: 'e2e-resolved',
    analysis_type: 'security',
    severity: 'low',
    status: 'resolved',
    summary: 'E2E resolved finding',
    first_observed: now,
    last_observed: now,
  });
  try {
    const where = `config_analysis?config_id=eq.${configId}&limit=1`;
    const open = await count(page.request, `${where}&status=eq.open`);
    const all = await count(page.request, where);
    expect(all).toBeGreaterThan(open);
    const table = await openTab(page, configId, 'insights', 'Config insights');
    const badge = page.getByRole('tab', { name: /^Insights/ });
    await expect(bodyRows(table)).toHaveCount(Math.min(open, 50));
    await expect(badge).toHaveText(`Insights${open}`);
    await expect(bodyRows(table).filter({ hasText: 'e2e-resolved' })).toHaveCount(0);
    const status = page.getByRole('toolbar', { name: 'Config insight filters' });
    await expect(status.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    await status.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(page).toHaveURL(/status=/);
    await expect(bodyRows(table)).toHaveCount(Math.min(all, 50));
    await expect(badge).toHaveText(`Insights${all}`);
  } finally {
    await dbDelete(page.request, 'config_analysis?analyzer=eq.e2e-resolved');
  }
});

test('Relationships: direction toggles keep one direction on; a row opens the related item', async ({
  page,
}) => {
  const [link] = await dbRows<{ config_id: string }>(
    page.request,
    'config_relationships?relation=eq.NodePod&deleted_at=is.null&select=config_id&limit=1',
  );
  const configId = link!.config_id;
  const related = await dbRows<{ id: string }>(
    page.request,
    `rpc/related_configs_recursive?config_id=${configId}&include_deleted_configs=false&max_depth=10&type_filter=outgoing&incoming_relation=hard&outgoing_relation=hard`,
  );
  const expected = related.filter((r) => r.id !== configId).length;
  expect(expected).toBeGreaterThan(0);
  const table = await openTab(page, configId, 'relationships', 'Related configs');
  await expect(bodyRows(table)).toHaveCount(Math.min(expected, 200), SLOW);
  await page.screenshot(shot('relationships-light'));

  const toggle = (name: string) => page.getByText(name, { exact: true }).click();
  const outgoing = page.getByLabel('Outgoing');
  const incoming = page.getByLabel('Incoming');
  const soft = page.getByLabel('Soft');
  // Outgoing alone cannot be switched off.
  await expect(outgoing).toBeChecked();
  await expect(incoming).not.toBeChecked();
  await expect(outgoing).toBeDisabled();
  // With Incoming on, Outgoing may go off.
  // The switches follow the URL, which updates in a transition: click, then wait for the state.
  await toggle('Incoming');
  await expect(incoming).toBeChecked();
  await expect(page).toHaveURL(/incoming=true/);
  await expect(outgoing).toBeEnabled();
  await toggle('Outgoing');
  await expect(outgoing).not.toBeChecked();
  await expect(page).toHaveURL(/outgoing=false/);
  // Turning Incoming off forces Outgoing back on.
  await toggle('Incoming');
  await expect(incoming).not.toBeChecked();
  await expect(outgoing).toBeChecked();
  await expect(page).not.toHaveURL(/outgoing=false|incoming=true/);
  await toggle('Soft');
  await expect(soft).toBeChecked();
  await expect(page).toHaveURL(/relation=soft/);
  await expect(bodyRows(table).first()).toBeVisible(SLOW);

  // A row opens the related item.
  const first = bodyRows(table).first();
  const href = await first.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/catalog\/[0-9a-f-]+$/);
  await first.locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Relationships: the badge counts the rows; Type, Health and Status narrow them', async ({
  page,
}) => {
  const [link] = await dbRows<{ config_id: string }>(
    page.request,
    'config_relationships?relation=eq.NodePod&deleted_at=is.null&select=config_id&limit=1',
  );
  const table = await openTab(page, link!.config_id, 'relationships', 'Related configs');
  await expect(bodyRows(table).first()).toBeVisible(SLOW);
  const rows = await bodyRows(table).count();
  const badge = page.getByRole('tab', { name: /^Relationships/ });
  await expect(badge).toHaveText(`Relationships${rows}`);
  // The badge follows the rows as the directions widen them.
  await page.getByText('Incoming', { exact: true }).click();
  await expect(page).toHaveURL(/incoming=true/);
  await expect
    .poll(
      async () => (await badge.textContent()) === `Relationships${await bodyRows(table).count()}`,
      SLOW,
    )
    .toBe(true);
  const bar = page.getByRole('toolbar', { name: 'Related config filters' });
  for (const name of ['Type', 'Health', 'Status'])
    await expect(bar.getByText(name, { exact: true })).toBeVisible();
  const type = (await bodyRows(table).first().locator('td').nth(1).innerText()).trim();
  await bar.getByLabel('Type').selectOption(type);
  await expect(page).toHaveURL(/configTypes=/);
  const types = await bodyRows(table).locator('td:nth-child(2)').allInnerTexts();
  expect(new Set(types.map((t) => t.trim()))).toEqual(new Set([type]));
  await expect(badge).toHaveText(`Relationships${types.length}`);
});

test('Playbooks: the runs on this item, each opening its run', async ({ page }) => {
  const [run] = await dbRows<{ config_id: string }>(
    page.request,
    'playbook_runs?config_id=not.is.null&parent_id=is.null&select=config_id&limit=1',
  );
  const configId = run!.config_id;
  const total = await count(
    page.request,
    `playbook_runs?config_id=eq.${configId}&parent_id=is.null&limit=1`,
  );
  const [newest] = await dbRows<{ id: string }>(
    page.request,
    `playbook_runs?config_id=eq.${configId}&parent_id=is.null&select=id&order=created_at.desc&limit=1`,
  );
  const table = await openTab(page, configId, 'playbooks', 'Playbook runs');
  await expect(bodyRows(table)).toHaveCount(Math.min(total, 50));
  await page.screenshot(shot('playbooks-light'));
  await bodyRows(table).first().locator('td').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/playbooks/runs/${newest!.id}$`));
});

test('Checks: the checks of this item with health, each opening on the health dashboard', async ({
  page,
}) => {
  const [link] = await dbRows<{ config_id: string }>(
    page.request,
    'check_config_relationships?select=config_id&limit=1',
  );
  const configId = link!.config_id;
  const checks = await dbRows<{ id: string; name: string }>(
    page.request,
    `check_summary_for_config?config_id=eq.${configId}&order=name.asc`,
  );
  expect(checks.length).toBeGreaterThan(0);
  const table = await openTab(page, configId, 'checks', 'Config checks');
  await expect(bodyRows(table)).toHaveCount(checks.length);
  await expect(bodyRows(table).first()).toContainText(checks[0]!.name);
  await page.screenshot(shot('checks-light'));
  await bodyRows(table).first().click();
  await expect(page).toHaveURL(new RegExp(`/health\\?checkId=${checks[0]!.id}$`));
});

test('an item with nothing of a kind says so', async ({ page }) => {
  const [lonely] = await dbRows<{ id: string }>(
    page.request,
    'config_items?select=id&type=eq.Kubernetes::Namespace&limit=1',
  );
  const checks = await dbRows<unknown>(
    page.request,
    `check_summary_for_config?config_id=eq.${lonely!.id}`,
  );
  test.skip(checks.length > 0, 'the seeded namespace has checks');
  const table = await openTab(page, lonely!.id, 'checks', 'Config checks');
  await expect(table.getByText('No data available')).toBeVisible();
});

test('every tab in the dark theme', async ({ page }) => {
  onlyForScreenshots();
  await page.emulateMedia({ colorScheme: 'dark' });
  const [change] = await dbRows<{ config_id: string; summary: string }>(
    page.request,
    'config_changes?diff=like.*replicas*&select=config_id,summary&limit=1',
  );
  const [insight] = await dbRows<{ config_id: string }>(
    page.request,
    'config_analysis?select=config_id&limit=1',
  );
  const [link] = await dbRows<{ config_id: string }>(
    page.request,
    'config_relationships?relation=eq.NodePod&select=config_id&limit=1',
  );
  const [run] = await dbRows<{ config_id: string }>(
    page.request,
    'playbook_runs?config_id=not.is.null&parent_id=is.null&select=config_id&limit=1',
  );
  const [check] = await dbRows<{ config_id: string }>(
    page.request,
    'check_config_relationships?select=config_id&limit=1',
  );
  const tabs: [string, string, string][] = [
    [change!.config_id, 'changes', 'Config changes'],
    [insight!.config_id, 'insights', 'Config insights'],
    [link!.config_id, 'relationships', 'Related configs'],
    [run!.config_id, 'playbooks', 'Playbook runs'],
    [check!.config_id, 'checks', 'Config checks'],
  ];
  for (const [id, tab, name] of tabs) {
    const table = await openTab(page, id, tab, name);
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await expect(bodyRows(table).first()).toBeVisible(SLOW);
    await page.screenshot(shot(`${tab}-dark`));
    if (tab === 'changes') {
      await bodyRows(table).filter({ hasText: change!.summary }).first().click();
      await expect(page.getByRole('region', { name: 'Diff' })).toBeVisible();
      await page.screenshot(shot('change-dialog-dark'));
      await escapeDialog(page.getByRole('dialog'));
    }
    if (tab === 'insights') {
      await bodyRows(table).first().click();
      await expect(page.getByRole('region', { name: 'Insight details' })).toBeVisible();
      await page.screenshot(shot('insight-panel-dark'));
      await page.keyboard.press('Escape');
    }
  }
});
