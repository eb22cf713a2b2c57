// Export of what is on screen (issue 37, item 1 and its acceptance): three different lists, each
// exported as CSV, give a file whose header is the table's visible column headers in their order,
// whose values are the displayed ones (labels, names; never JSON or `[object Object]`), named
// `<organisation>-<screen>[-<filters>]-<YYYY-MM-DD-HHmm>.csv`. The Sandbox organisation is
// named 'Sandbox' (electron/orgs/org-registry.ts), so every name starts with 'sandbox-'.
import { expect, test } from './fixtures.ts';
import { exportList, loadedTable, visibleHeaders } from './helpers/tables.ts';
import { parseCsv } from '../../renderer/src/lib/export/csv.ts';

const STAMP = String.raw`\d{4}-\d{2}-\d{2}-\d{4}`;

function noObjects(records: readonly string[][]): void {
  for (const record of records)
    for (const value of record) {
      expect(value).not.toContain('[object Object]');
      expect(value.startsWith('{')).toBe(false);
    }
}

test('three lists export their visible columns, named after the organisation', async ({ page }) => {
  test.setTimeout(180_000);
  const lists = [
    {
      url: '/settings/canaries?org=sandbox',
      table: 'Health Checks',
      name: new RegExp(`^sandbox-health-checks-${STAMP}\\.csv$`),
    },
    {
      // The time range always applies (the last 7 days): the name says so.
      url: '/playbooks/runs?org=sandbox',
      table: 'Playbook Runs',
      name: new RegExp(`^sandbox-playbook-runs-7-days-${STAMP}\\.csv$`),
    },
    {
      // A filter on: its label is in the name, and the Status cells are labels, not wire values.
      url: '/notifications?org=sandbox&status=repeat-interval%3A1',
      table: 'Notifications',
      name: new RegExp(`^sandbox-notifications-repeated-${STAMP}\\.csv$`),
    },
  ];
  for (const list of lists) {
    await page.goto(list.url);
    const table = await loadedTable(page, list.table);
    const headers = await visibleHeaders(table);
    expect(headers.length, list.table).toBeGreaterThan(3);
    const file = await exportList(page, 'CSV');
    expect(file.name).toMatch(list.name);
    const records = parseCsv(file.text);
    expect(records[0], list.table).toEqual(headers);
    noObjects(records.slice(1));
    if (list.table === 'Notifications') {
      const status = headers.indexOf('Status');
      expect(records.length).toBeGreaterThan(1);
      expect(new Set(records.slice(1).map((r) => r[status]))).toEqual(new Set(['Repeated']));
    }
  }
});

test('a JSON export is keyed by the column headers', async ({ page }) => {
  await page.goto('/settings/canaries?org=sandbox');
  const table = await loadedTable(page, 'Health Checks');
  const headers = await visibleHeaders(table);
  const file = await exportList(page, 'JSON');
  expect(file.name).toMatch(new RegExp(`^sandbox-health-checks-${STAMP}\\.json$`));
  const rows = JSON.parse(file.text) as Record<string, unknown>[];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(Object.keys(row)).toEqual(headers);
    for (const value of Object.values(row))
      expect(value === null || typeof value !== 'object').toBe(true);
  }
});
