// Organisation isolation end to end (issue 4; reliability A.3 #42, #44): two real sandboxes with
// different seeds behind two organisations, org A's backend answering 2 s late. Switching to B
// while A's requests are in flight never shows any of A's check names in B; and the renderer never
// holds a credential — no Authorization header on its requests, no token in its DOM, storage or
// cookies, nor in any plain file under the user-data folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSandbox, type SpawnedSandbox } from '../../electron/sandbox/spawn.ts';
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';

let sandboxA: SpawnedSandbox;
let sandboxB: SpawnedSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [sandboxA, sandboxB] = await Promise.all([
    spawnSandbox({ seed: 11, delayMs: 2000, tickerMs: 0, timeoutMs: 200_000 }),
    spawnSandbox({ seed: 22, tickerMs: 0, timeoutMs: 200_000 }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([sandboxA?.stop(), sandboxB?.stop()]);
});

/** Check and canary names: what the health dashboard shows (canary names are its group rows). */
async function checkNames(sandbox: SpawnedSandbox): Promise<Set<string>> {
  const names = new Set<string>();
  for (const table of ['checks', 'canaries']) {
    const response = await fetch(`${sandbox.url}/db/${table}?select=name&limit=2000`, {
      headers: { authorization: `Bearer ${sandbox.token}` },
    });
    for (const row of (await response.json()) as { name: string }[]) names.add(row.name);
  }
  return names;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test('switching to B while A answers late never shows A in B, and the renderer holds no token', async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  const namesA = await checkNames(sandboxA);
  const namesB = await checkNames(sandboxB);
  const onlyA = [...namesA].filter((name) => !namesB.has(name));
  expect(onlyA.length).toBeGreaterThan(10);

  const orgA = await ipc(page.request, 'orgs:add', {
    name: 'Org A',
    url: sandboxA.url,
    prefix: '',
  });
  const orgB = await ipc(page.request, 'orgs:add', {
    name: 'Org B',
    url: sandboxB.url,
    prefix: '',
  });
  await ipc(page.request, 'auth:signIn', {
    orgId: orgA.id,
    method: 'token',
    token: sandboxA.token,
  });
  await ipc(page.request, 'auth:signIn', {
    orgId: orgB.id,
    method: 'token',
    token: sandboxB.token,
  });

  const authorised: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) authorised.push(request.url());
  });

  // Open A's health dashboard (its answers are 2 s late), then switch to B at once.
  await page.goto(`/health?org=${String(orgA.id)}&hidePassing=false`);
  await expect(page.getByTestId('org-switcher')).toContainText('Org A');
  // Ctrl+<n> switches directly (Sandbox is 1, A is 2, B is 3).
  await page.keyboard.press('Control+3');
  await expect(page.getByTestId('org-switcher')).toContainText('Org B');
  await page.goto(`/health?hidePassing=false`);

  // Watch B's page for 5 s: A's late answers must have nowhere to render.
  const snapshots: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    snapshots.push(await page.evaluate(() => document.body.innerText));
    await page.waitForTimeout(100);
  }
  const leaked = onlyA.filter((name) => snapshots.some((text) => text.includes(name)));
  expect(leaked).toEqual([]);
  // Positive control: B's own names do show, so the watch above could have seen A's.
  expect([...namesB].some((name) => snapshots.at(-1)?.includes(name))).toBe(true);

  // No credential in the renderer: headers, DOM, storage, cookies.
  expect(authorised).toEqual([]);
  const renderer = await page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  for (const token of [sandboxA.token, sandboxB.token]) {
    for (const [where, text] of Object.entries(renderer))
      expect(text.includes(token), `token in ${where}`).toBe(false);
  }
  // …nor in any plain file main wrote (the sandbox's own database keeps only hashes; the cache is encrypted).
  for (const file of filesUnder(host.userDataDir)) {
    if (statSync(file).size > 8 * 1024 * 1024) continue;
    const text = readFileSync(file).toString('latin1');
    for (const token of [sandboxA.token, sandboxB.token])
      expect(text.includes(token), `token in ${file}`).toBe(false);
  }
});
