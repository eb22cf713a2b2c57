// The connection doctor in the organisation dialog, against the real host and Sandbox: every
// step runs in main and reads back as passed, skipped with a reason, or failed with a fix (the
// failing cases — refused port, self-signed certificate, refused credential — are exercised
// against real servers in tests/integration/orgs/connection-doctor.test.ts).
import { expect, test } from './fixtures.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

test('the organisation dialog diagnoses the Sandbox step by step', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Manage organisations…' }).click();
  await page
    .getByRole('dialog', { name: 'Manage organisations' })
    .getByRole('button', { name: 'Edit Sandbox' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sandbox' });
  const doctor = dialog.getByRole('region', { name: 'Connection doctor' });
  await doctor.getByRole('button', { name: 'Diagnose connection' }).click();
  await expect(doctor.getByRole('status')).toHaveText('Every step passed');
  const steps = doctor.getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('Name lookup');
  await expect(steps.nth(0)).toContainText('127.0.0.1 is an IP address');
  await expect(doctor.locator('[data-step="http"]')).toHaveAttribute('data-status', 'pass');
  await expect(doctor.locator('[data-step="sign-in"]')).toContainText('Signed in as');
  await expect(doctor.locator('[data-step="tls"]')).toContainText('Plain HTTP: no certificate');
  await page.screenshot(shot('connection-doctor'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('connection-doctor-dark'));
});
