// Links that travel (issue 36 item 1), with three organisations, one of them stopped: a link
// copied in install A opens the same screen in install B, a second browser-mode host with its own
// user data, where the same backends were added under other names (so other ids); a link to an
// address B does not have offers 'Add organisation at <address>' with the address filled in and
// opens its screen after sign-in; a web console URL pasted into the window opens its screen.
import type { Page } from '@playwright/test';
import { expect, startBrowserMode, stopBrowserMode, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandboxes,
} from './helpers/extra-sandbox.ts';
import { shotsLightDark } from './helpers/screenshots.ts';

const SHOTS = 'test-results/screenshots/links';
const open = (link: string) => `/open?link=${encodeURIComponent(link)}`;
const switcher = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Organisation: ${name}`) });
const runsTable = (page: Page) => page.getByRole('table', { name: 'Playbook Runs' });

/** A paste into the window outside any field, as Ctrl+V there delivers it. */
async function pasteIntoWindow(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('a link copied in one install opens the same screen in another, by address', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  const [europe, stopped] = await startExtraSandboxes({}, {});
  const orgA = await addSandboxOrg(page.request, { name: 'Team EU', sandbox: europe! });
  await addSandboxOrg(page.request, { name: 'Team US', sandbox: stopped!, signIn: false });
  // Install B: its own user data; at first it knows only the backend that is about to stop
  // (adding asks the backend, so it is added while it answers).
  const hostB = await startBrowserMode();
  try {
    // Install A: a filtered screen of Team EU, and its link by address.
    await page.goto(`/playbooks/runs?status=failed&org=${orgA}`);
    await expect(runsTable(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^missioncontrol:\/\/open\?url=/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(decodeURIComponent(link.split('url=')[1]!)).toBe(
      `${europe!.url}/playbooks/runs?status=failed`,
    );

    const contextB = await browser.newContext({ baseURL: hostB.origin });
    await contextB.addCookies([hostB.cookie]);
    const pageB = await contextB.newPage();
    await pageB.setViewportSize({ width: 1280, height: 800 });
    await addSandboxOrg(pageB.request, { name: 'US (down)', sandbox: stopped!, signIn: false });
    await stopped!.stop();

    // Unknown address: offered with the address filled in; added and signed in, the link opens.
    await pageB.goto(open(link));
    const add = pageB.getByRole('button', { name: `Add organisation at ${europe!.url}` });
    await expect(add).toBeVisible({ timeout: 90_000 });
    await expect(pageB.getByTestId('deep-link-refusal')).toContainText(
      `No organisation in this app is at ${europe!.url}.`,
    );
    await shotsLightDark(pageB, SHOTS, 'unknown-address');
    await add.click();
    const dialog = pageB.getByRole('dialog', { name: 'Add organisation' });
    await expect(dialog.getByLabel('Address')).toHaveValue(europe!.url);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Europe');
    await dialog.getByRole('button', { name: 'Add organisation' }).click();
    const form = pageB.getByRole('form', { name: 'Sign in' });
    const sessionOnly = pageB.getByRole('button', { name: 'Use session-only credentials' });
    await expect(form.or(sessionOnly)).toBeVisible({ timeout: 30_000 });
    if (await sessionOnly.isVisible()) await sessionOnly.click();
    await form.getByLabel('Access token').fill(europe!.token);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(pageB).toHaveURL(/\/playbooks\/runs\?status=failed$/, { timeout: 30_000 });
    await expect(switcher(pageB, 'Europe')).toBeVisible();
    await expect(runsTable(pageB)).toBeVisible();

    // The same link again, now known: straight to the screen, in B's organisation named Europe.
    await pageB.goto('/incidents');
    await pageB.goto(open(link));
    await expect(pageB).toHaveURL(/\/playbooks\/runs\?status=failed$/, { timeout: 30_000 });
    await expect(switcher(pageB, 'Europe')).toBeVisible();

    // A web console URL pasted into the window (not into a field) opens its screen.
    await pageB.goto('/health');
    await expect(switcher(pageB, 'Europe')).toBeVisible({ timeout: 30_000 });
    await pasteIntoWindow(pageB, `${europe!.url}/incidents`);
    await expect(pageB).toHaveURL(/\/incidents$/, { timeout: 30_000 });
    await expect(switcher(pageB, 'Europe')).toBeVisible();
    // Other text, or a paste into a field, is left alone.
    await pasteIntoWindow(pageB, 'https://example.com/blog');
    await expect(pageB).toHaveURL(/\/incidents$/);
    await contextB.close();
  } finally {
    await stopBrowserMode(hostB);
  }
});
