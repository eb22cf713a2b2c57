// Organisation isolation end to end (issue 4; reliability A.3 #42, #44; issue 18 item 11): two real
// sandboxes with different seeds behind two organisations. Org A's health summary is held in
// flight (answered only when the test says) while the user switches to B with the keyboard, in
// the same page — no reload. Then A's answer is let through: none of A's check names may ever
// appear on screen (a MutationObserver watches every node the page adds), B's Health screen shows
// B, and B's offline cache, written after A's answer was let go, holds nothing of A. And the
// renderer never holds a credential — no Authorization header on its requests, no token in its
// DOM, storage or cookies, nor in any plain file under the user-data folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Request, Route } from '@playwright/test';
import { spawnSandbox, type SpawnedSandbox } from '../../electron/sandbox/spawn.ts';
import { expect, test } from './fixtures.ts';
import { ipc } from './helpers/ipc.ts';
import { fetchThrough } from './helpers/route-fetch.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

let sandboxA: SpawnedSandbox;
let sandboxB: SpawnedSandbox;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [sandboxA, sandboxB] = await Promise.all([
    spawnSandbox({ seed: 11, tickerMs: 0, timeoutMs: 200_000 }),
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

/** B's offline cache as main holds it ('' before the first write). */
async function cachedPayload(
  request: Parameters<typeof ipc>[0],
  orgId: string,
): Promise<{ payload: string; writtenAt: number }> {
  const read = await ipc(request, 'cache:read', { orgId });
  return read.status === 'hit'
    ? { payload: String(read.payload), writtenAt: Number(read.writtenAt) }
    : { payload: '', writtenAt: 0 };
}

test("switching to B while A's request is in flight: A's late answer never shows in B nor lands in B's cache; no token in the renderer", async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  const namesA = await checkNames(sandboxA);
  const namesB = await checkNames(sandboxB);
  // Names only A has, and that no name of B contains (so a match can only be A's).
  const onlyA = [...namesA].filter((name) => ![...namesB].some((b) => b.includes(name)));
  const onlyB = [...namesB].filter((name) => ![...namesA].some((a) => a.includes(name)));
  expect(onlyA.length).toBeGreaterThan(10);
  expect(onlyB.length).toBeGreaterThan(10);

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
  const signIn = (orgId: unknown, token: string) =>
    ipc(page.request, 'auth:signIn', { orgId, method: 'token', token });
  // Without a session D-Bus (plain CI) main reports the keychain unusable: take session-only.
  await signIn(orgA.id, sandboxA.token).catch(async (error: unknown) => {
    if (!String(error).includes('keychain')) throw error;
    await ipc(page.request, 'auth:useSessionOnly', {});
    await signIn(orgA.id, sandboxA.token);
  });
  await signIn(orgB.id, sandboxB.token);
  // Ctrl+<n> switches to the n-th visible organisation (1–9): earlier specs of this worker may
  // have left organisations, so A and B go first.
  await ipc(page.request, 'orgs:reorder', { ids: [orgA.id, orgB.id] });
  const { orgs } = (await ipc(page.request, 'orgs:list', {})) as {
    orgs: { id: string; hidden: boolean }[];
  };
  const positionOfB = orgs.filter((org) => !org.hidden).findIndex((org) => org.id === orgB.id) + 1;
  expect(positionOfB).toBeGreaterThan(0);
  expect(positionOfB).toBeLessThan(10);

  const authorised: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) authorised.push(request.url());
  });

  // Every text node the page ever shows is checked for A's names, from the first paint on.
  await page.addInitScript((names: string[]) => {
    const seen: string[] = [];
    (window as unknown as { __leakedNames: string[] }).__leakedNames = seen;
    const check = (node: Node) => {
      const text = node.textContent ?? '';
      if (!text) return;
      for (const name of names) if (text.includes(name) && !seen.includes(name)) seen.push(name);
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') check(mutation.target);
        mutation.addedNodes.forEach(check);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, onlyA);

  // A's health summary is held until the test lets it go; whatever happens to it is recorded.
  const summaryOfA = `/org/${String(orgA.id)}/api/canary/api/summary`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const inFlight = new Promise<void>((resolve) => (held = resolve));
  const settled = new Promise<string>((resolve) => {
    const isHeld = (r: Request) => new URL(r.url()).pathname === summaryOfA;
    page.on('requestfinished', (r) => isHeld(r) && resolve('answered'));
    page.on('requestfailed', (r) => isHeld(r) && resolve(`failed: ${r.failure()?.errorText}`));
  });
  await page.route(
    (url) => url.pathname === summaryOfA,
    async (route: Route) => {
      held();
      await released;
      try {
        // A's real answer, late: after the user is on B.
        await route.fulfill({ response: await fetchThrough(route) });
      } catch {
        // The page gave up on the request (the switch cancelled it): nothing to deliver.
      }
    },
    { times: 1 },
  );

  await page.goto(`/health?org=${String(orgA.id)}&hidePassing=false`);
  await expect(page.getByTestId('org-switcher')).toContainText('Org A');
  await inFlight;

  // The switch, in the same page, with A's request still open.
  await page.keyboard.press(`Control+${positionOfB}`);
  await expect(page.getByTestId('org-switcher')).toContainText('Org B');

  // Now A answers; wait until the browser is done with that request (answered or cancelled).
  const releasedAt = Date.now();
  release();
  const outcome = await settled;
  test.info().annotations.push({
    type: "org A's late answer",
    description: outcome,
  });
  // The switch cancelled A's request (reliability row 42): the page stopped waiting for it.
  expect(outcome, "A's request after the switch").toMatch(/^failed: .*ABORTED/);

  // B's Health screen, reached inside the app: B's checks only. The switch goes to B's home, a
  // navigation that can commit after the switcher shows B; a click before it would be undone.
  await expect(page.getByRole('main').getByRole('region', { name: 'Home' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Health' })
    .click();
  await expect(page.getByRole('main', { name: 'Health checks' })).toBeVisible({ timeout: 30_000 });
  if (await page.getByLabel('Hide Passing').isChecked())
    await page.getByText('Hide Passing', { exact: true }).click();
  const body = page.locator('body');
  const onScreen = async () => {
    const text = await body.innerText();
    return {
      ofA: onlyA.filter((name) => text.includes(name)),
      ofB: onlyB.filter((name) => text.includes(name)),
    };
  };
  // Wait for the screen to show checks (whosever they are), then: none of A's, and B's do show.
  await expect
    .poll(
      async () => {
        const shown = await onScreen();
        return shown.ofA.length + shown.ofB.length > 0;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const drawn = await page.evaluate(
    () => (window as unknown as { __leakedNames: string[] }).__leakedNames,
  );
  expect(drawn, 'names of org A drawn on the page').toEqual([]);
  expect((await onScreen()).ofA, "names of org A on B's Health screen").toEqual([]);
  expect((await onScreen()).ofB.length, "B's own checks on B's Health screen").toBeGreaterThan(0);
  await expect(page.getByTestId('org-switcher')).toContainText('Org B');

  // B's offline cache, written after A's answer was let go, holds B's checks and none of A's.
  await expect
    .poll(
      async () => {
        const cached = await cachedPayload(page.request, String(orgB.id));
        return (
          cached.writtenAt > releasedAt &&
          cached.payload.includes('"queryKey":["health","summary",')
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const cachedB = (await cachedPayload(page.request, String(orgB.id))).payload;
  expect(
    onlyA.filter((name) => cachedB.includes(name)),
    "names of org A in B's offline cache",
  ).toEqual([]);
  expect(onlyB.some((name) => cachedB.includes(name))).toBe(true);

  // Not once did a name of A reach the page, up to the end.
  const leaked = await page.evaluate(
    () => (window as unknown as { __leakedNames: string[] }).__leakedNames,
  );
  expect(leaked).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/isolation-b-after-a-late-answer.png` });

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
  // Nor a built-in identity session (issue 19: Kratos session tokens and cookies stay in main;
  // identity-kratos.spec.ts checks the flows themselves).
  for (const [where, text] of Object.entries(renderer)) {
    expect(text, `identity session in ${where}`).not.toMatch(/ory_st_|ory_kratos_session/);
  }
  // …nor in any plain file main wrote (the sandbox's own database keeps only hashes; the cache is encrypted).
  for (const file of filesUnder(host.userDataDir)) {
    if (statSync(file).size > 8 * 1024 * 1024) continue;
    const text = readFileSync(file).toString('latin1');
    for (const token of [sandboxA.token, sandboxB.token])
      expect(text.includes(token), `token in ${file}`).toBe(false);
    expect(text, `identity session in ${file}`).not.toMatch(/ory_st_[A-Za-z0-9_-]{8,}/);
  }
});
