// What an SRE sees is right (issue 32, items f–h), against the seeded Sandbox at 1280×800: a check
// linked without a range opens on the range its last run calls for, the catalog summary exports,
// and toasts keep clear of the pager and the page's actions.
import { expect, test } from './fixtures.ts';
import { dbRows } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';
import { checkRangeForLastRun } from '../../renderer/src/features/health/check-range.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/sre-${name}.png` });
const LOAD = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  await onSandbox(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a check linked without a range opens on the range its last run calls for (f)', async ({
  page,
}) => {
  // The seed's restore drill runs every 6 hours and last ran over 3 hours ago.
  const [drill] = await dbRows<{ id: string; last_runtime: string }>(
    page.request,
    'checks?name=eq.postgres-restore-drill&select=id,last_runtime',
  );
  const expected = checkRangeForLastRun(drill!.last_runtime);
  expect(expected).not.toBe('1h');
  await page.goto(`/health?checkId=${drill!.id}`);
  const dialog = page.getByRole('dialog');
  const range = dialog.getByRole('combobox', { name: 'Time Range' });
  await expect(range).toHaveValue(expected, LOAD);
  await page.screenshot(shot('check-default-range'));
  // A range the link names is kept.
  await page.goto(`/health?checkId=${drill!.id}&timeRange=1h`);
  await expect(dialog.getByRole('combobox', { name: 'Time Range' })).toHaveValue('1h', LOAD);
});
