// The connection doctor in the organisation dialog, against the real host: every step runs in
// main and reads back as passed, skipped with a reason, or failed with a fix. The Sandbox passes
// every step; an organisation whose port is closed fails at the connection, one behind a
// self-signed certificate fails at TLS naming the untrusted certificate, and one refused for a
// wrong password fails at the sign-in (issue 21: "the doctor names the failing step"). The
// organisations a test adds are removed again: specs share a worker's host.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { generateSelfSignedCertificate } from '../../electron/sandbox/tls.ts';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';

const shot = (name: string) => ({ path: `test-results/screenshots/${name}.png` });

/** Answers `/api/about` like Mission Control, so the organisation can be added. */
const answerAbout: Parameters<typeof createHttpServer>[1] = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"Version":"v0.0.0-e2e"}');
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Opens the organisation's dialog and runs the doctor; the doctor's region. */
async function diagnose(page: Page, name: string): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('org-switcher').click();
  await page.getByRole('option', { name: 'Manage organisations…' }).click();
  await page
    .getByRole('dialog', { name: 'Manage organisations' })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const doctor = page
    .getByRole('dialog', { name: `Edit ${name}` })
    .getByRole('region', { name: 'Connection doctor' });
  await doctor.getByRole('button', { name: 'Diagnose connection' }).click();
  await expect(doctor.getByRole('status')).toBeVisible({ timeout: 30_000 });
  return doctor;
}

const step = (doctor: Locator, id: string) => doctor.locator(`[data-step="${id}"]`);

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('the organisation dialog diagnoses the Sandbox step by step', async ({ page }) => {
  const doctor = await diagnose(page, 'Sandbox');
  await expect(doctor.getByRole('status')).toHaveText('Every step passed');
  const steps = doctor.getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.nth(0)).toContainText('Name lookup');
  await expect(steps.nth(0)).toContainText('127.0.0.1 is an IP address');
  await expect(step(doctor, 'http')).toHaveAttribute('data-status', 'pass');
  await expect(step(doctor, 'sign-in')).toContainText('Signed in as');
  await expect(step(doctor, 'tls')).toContainText('Plain HTTP: no certificate');
  await page.screenshot(shot('connection-doctor'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot(shot('connection-doctor-dark'));
});

test('a refused port fails at the connection, with the fix', async ({ page }) => {
  // Added while something answers there, then closed: nothing listens on the port any more.
  const server = createHttpServer(answerAbout);
  const port = await listen(server);
  const org = await ipc(page.request, 'orgs:add', {
    name: 'Doctor Refused',
    url: `http://127.0.0.1:${port}`,
    prefix: '',
  });
  await close(server);
  try {
    const doctor = await diagnose(page, 'Doctor Refused');
    await expect(doctor.getByRole('status')).toHaveText('Connection failed');
    await expect(step(doctor, 'dns')).toHaveAttribute('data-status', 'pass');
    await expect(step(doctor, 'tcp')).toHaveAttribute('data-status', 'fail');
    await expect(step(doctor, 'tcp')).toContainText('ECONNREFUSED');
    await expect(step(doctor, 'tcp')).toContainText(
      `Nothing listens on port ${port} there: check the port`,
    );
    for (const later of ['tls', 'http', 'sign-in'])
      await expect(step(doctor, later)).toHaveAttribute('data-status', 'skip');
    await expect(step(doctor, 'http')).toContainText('Not tried: Connection failed');
    await doctor.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.screenshot(shot('connection-doctor-refused'));
  } finally {
    await ipc(page.request, 'orgs:remove', { id: org.id }).catch(() => undefined);
  }
});

test('a self-signed certificate fails at TLS, naming the untrusted certificate', async ({
  page,
}) => {
  const certificate = generateSelfSignedCertificate('Doctor Self-Signed');
  const server = createHttpsServer({ cert: certificate.cert, key: certificate.key }, answerAbout);
  const port = await listen(server);
  // Added with its certificate as the CA bundle (the add probe must pass), then the bundle is
  // taken away: the address stays, so nothing is probed again, and the certificate is untrusted.
  const org = await ipc(page.request, 'orgs:add', {
    name: 'Doctor Self-Signed',
    url: `https://127.0.0.1:${port}`,
    prefix: '',
    caBundle: certificate.cert,
  });
  const dropBundle = () =>
    ipc(page.request, 'orgs:update', { id: org.id, patch: { caBundle: null } });
  await dropBundle().catch(async (error: unknown) => {
    // Without a session D-Bus (plain CI) main reports the keychain unusable: take session-only.
    if (!String(error).includes('keychain')) throw error;
    await ipc(page.request, 'auth:useSessionOnly', {});
    await dropBundle();
  });
  try {
    const doctor = await diagnose(page, 'Doctor Self-Signed');
    await expect(doctor.getByRole('status')).toHaveText('TLS certificate failed');
    await expect(step(doctor, 'tcp')).toHaveAttribute('data-status', 'pass');
    await expect(step(doctor, 'tls')).toHaveAttribute('data-status', 'fail');
    await expect(step(doctor, 'tls')).toContainText(/self[- ]signed|SELF_SIGNED/i);
    await expect(step(doctor, 'tls')).toContainText(
      'The certificate is signed by a CA this machine does not trust: add that CA (PEM) as the organisation’s CA bundle.',
    );
    await expect(step(doctor, 'http')).toHaveAttribute('data-status', 'skip');
    await doctor.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.screenshot(shot('connection-doctor-self-signed'));
  } finally {
    await ipc(page.request, 'orgs:remove', { id: org.id }).catch(() => undefined);
    await close(server);
  }
});

test('a wrong password fails at the sign-in, with the fix', async ({ page }) => {
  test.setTimeout(240_000);
  const extra = await startExtraSandbox();
  const orgId = await addSandboxOrg(page.request, {
    name: 'Doctor Password',
    sandbox: extra,
    signIn: false,
  });
  try {
    // A sign-in with a wrong password is refused, and nothing is kept.
    await expect(
      ipc(page.request, 'auth:signIn', {
        orgId,
        method: 'basic',
        username: 'admin@local',
        password: 'not-the-password',
      }),
    ).rejects.toThrow(/user name or password was not accepted/);
    const doctor = await diagnose(page, 'Doctor Password');
    await expect(doctor.getByRole('status')).toHaveText('Sign-in failed');
    for (const passed of ['dns', 'tcp', 'http'])
      await expect(step(doctor, passed)).toHaveAttribute('data-status', 'pass');
    await expect(step(doctor, 'sign-in')).toHaveAttribute('data-status', 'fail');
    await expect(step(doctor, 'sign-in')).toContainText(
      'Sign in again: a wrong password or a revoked token is refused here.',
    );
    await doctor.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.screenshot(shot('connection-doctor-wrong-password'));
  } finally {
    await ipc(page.request, 'orgs:remove', { id: orgId }).catch(() => undefined);
  }
});
