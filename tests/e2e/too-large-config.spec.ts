// Reliability row 12 above the cap: a config document larger than its route's size cap never
// reaches the page. The config page says how large it is against the cap and offers "Save to
// file", which (browser mode) downloads the same read from the host, streamed from the backend
// with the org's credential added in main: the file holds exactly the backend's bytes. The caps
// are lowered for this worker's host through MCD_RESPONSE_CAPS instead of writing 100 MB rows.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  startBrowserMode,
  stopBrowserMode,
  test as base,
  type BrowserModeHost,
} from './fixtures.ts';
import { dbInsert } from './helpers/sandbox-db.ts';
import { onSandbox } from './helpers/sandbox-org.ts';

const SHOTS = '/tmp/shots-sizecap';
/** Config documents above 2 KB are not rendered; every other route keeps its usual cap. */
const CONFIG_CAP = 2048;

// A host of its own: the knob is read once, when the host builds its gateway at start.
const test = base.extend<object, { host: BrowserModeHost }>({
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const before = process.env.MCD_RESPONSE_CAPS;
      process.env.MCD_RESPONSE_CAPS = `config-document=${CONFIG_CAP}`;
      let host: BrowserModeHost;
      try {
        host = await startBrowserMode();
      } finally {
        if (before === undefined) delete process.env.MCD_RESPONSE_CAPS;
        else process.env.MCD_RESPONSE_CAPS = before;
      }
      await use(host);
      await stopBrowserMode(host);
    },
    { scope: 'worker' },
  ],
});

test.beforeEach(({ page }) => onSandbox(page));

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    else await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The Sandbox backend's own answer to a UI path, asked directly as its admin (no gateway, no cap). */
async function backendBytes(page: Page, uiPath: string): Promise<Buffer> {
  const listed = await page.request.post('/ipc/orgs:list', { data: {} });
  const { value } = (await listed.json()) as {
    value: { orgs: { id: string; baseUrl: string; prefix: string }[] };
  };
  const sandbox = value.orgs.find((org) => org.id === 'sandbox');
  expect(sandbox, 'the Sandbox organisation').toBeDefined();
  const url = `${sandbox!.baseUrl}${sandbox!.prefix}${uiPath.replace(/^\/api/, '')}`;
  const answer = await page.request.get(url, {
    headers: {
      accept: 'application/json',
      authorization: `Basic ${Buffer.from('admin@sandbox.local:sandbox').toString('base64')}`,
    },
  });
  expect(answer.ok(), `${url}: ${answer.status()}`).toBe(true);
  return answer.body();
}

test('a config above its cap shows its size and the cap, and Save to file saves exactly its bytes', async ({
  page,
}) => {
  const id = randomUUID();
  const keys: Record<string, string> = {};
  for (let i = 0; i < 60; i++) keys[`KEY_${i}`] = `value-${i}-${'v'.repeat(40)}`;
  await dbInsert(page.request, 'config_items', {
    id,
    name: `too-large-${id.slice(0, 8)}`,
    config_class: 'ConfigMap',
    type: 'Kubernetes::ConfigMap',
    config: { kind: 'ConfigMap', data: keys },
  });

  const detail = page.waitForResponse(
    (response) => response.url().includes('/api/db/config_detail') && response.status() === 502,
  );
  await page.goto(`/catalog/${id}`);
  const answer = await detail;
  const request = new URL(answer.url());
  const alert = page.getByRole('alert').filter({ hasText: 'Too large to show here' });
  await expect(alert).toContainText(/This response is (\d+(\.\d)? KB, above|larger than) the 2 KB/);
  await expect(alert).toContainText('this view renders.');
  await expect(page.getByRole('region', { name: 'Config body' })).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await shoot(page, 'config-too-large');

  const download = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Save to file' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`config-${id}.json`);
  const file = await readFile(await saved.path());
  const expected = await backendBytes(
    page,
    `${request.pathname.replace(/^\/org\/sandbox/, '')}${request.search}`,
  );
  expect(expected.byteLength).toBeGreaterThan(CONFIG_CAP);
  expect(file.equals(expected)).toBe(true);
  expect(JSON.parse(file.toString('utf8'))).toMatchObject([{ id, config: { kind: 'ConfigMap' } }]);
});

test('lists and summaries keep their own cap: the catalog list still loads', async ({ page }) => {
  // The 2 KB cap is config documents' only; the checks list (the default cap) is unaffected.
  const answer = await page.request.get('/org/sandbox/api/db/checks?select=*&limit=50');
  expect(answer.ok()).toBe(true);
  expect((await answer.body()).byteLength).toBeGreaterThan(CONFIG_CAP);
});
