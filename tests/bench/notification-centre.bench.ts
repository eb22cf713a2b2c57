// Renderer benchmark of the notification centre (issue 36's acceptance): with 5,000 entries in
// the history, the drawer opens in < 100 ms. Headless Debian Chromium against the production
// bundle (`npm run build` first) and the browser-mode host. The history is main's own file
// (`notification-history.json` in the host's user-data folder, the store's format), written
// while the host is stopped: five organisations (the Sandbox and four added through `orgs:add`),
// 1,000 entries each, over the last 6 days, checks and incidents, a quarter unread.
// Measured in the page: the click on the bell (its event's timeStamp) → the drawer's first
// entries painted (two frames after they are in the DOM). The history is already read by then
// (the bell shows its unread count), as it is whenever a user clicks the bell. Each run opens and
// closes the drawer in the same page. Target 100 ms; the gate (budget) at 400 ms, so that only a
// real regression (all 5,000 rows rendered again) fails on this shared 2-core VM.
// BENCH_QUICK=1: 1 warm-up + 5 runs; otherwise 2 + 15. BENCH_SHOTS=<folder>: screenshots too.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { HistoryEntry } from '../../preload/contract/notification-centre.ts';
import { startBrowserMode, stopBrowserMode } from '../e2e/fixtures.ts';
import { report } from './bench-lib.ts';
import {
  hostIpc,
  isolateCache,
  isQuick,
  launchChromium,
  newSignedInContext,
  repeat,
  startHost,
} from './browser/renderer-bench.ts';
import { intercept } from './browser/intercept.ts';

const ENTRIES = 5000;
const runs = isQuick() ? 5 : 15;
const warmup = isQuick() ? 1 : 2;
const SEVERITIES = ['critical', 'high', 'blocker', 'medium'] as const;

/** 5,000 entries over the organisations, newest first, spread over the last 6 days. */
function history(orgIds: readonly string[], now: number): HistoryEntry[] {
  const span = 6 * 24 * 60 * 60_000;
  return Array.from({ length: ENTRIES }, (_, i) => {
    const orgId = orgIds[i % orgIds.length] ?? 'sandbox';
    const incident = i % 3 === 0;
    const at = new Date(now - Math.round((i / ENTRIES) * span)).toISOString();
    return incident
      ? {
          id: `${orgId}:incident:${i}`,
          orgId,
          kind: 'incident' as const,
          title: `Incident ${i}: elevated error rate on checkout-service`,
          body: `New incident in bench organisation ${orgId}`,
          severity: SEVERITIES[i % SEVERITIES.length] ?? 'high',
          at,
          read: i % 4 !== 0,
          route: `/incidents/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        }
      : {
          id: `${orgId}:check-${i}:${now - i}`,
          orgId,
          kind: 'check' as const,
          title: `payments-api-health-${i} is unhealthy`,
          body: `Check in bench organisation ${orgId}`,
          severity: null,
          at,
          read: i % 4 !== 0,
          route: `/health?checkId=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          ...(i % 7 === 0 ? { silent: true } : {}),
        };
  });
}

/** Clicks the bell and resolves with click → first entries painted, measured in the page. */
async function openDrawer(page: Page): Promise<number> {
  await page.evaluate(() => {
    const probe: { clickAt: number | null; paintedAt: number | null } = {
      clickAt: null,
      paintedAt: null,
    };
    (window as unknown as { __ncOpen: typeof probe }).__ncOpen = probe;
    const bell = document.querySelector('[data-testid="notification-bell"]');
    bell?.addEventListener('click', (event) => (probe.clickAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const seen = () => document.querySelector('.mcd-nc-drawer [data-testid="notification-entry"]');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => (probe.paintedAt = performance.now())),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('notification-bell').click();
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __ncOpen?: { clickAt: number; paintedAt: number } })
        .__ncOpen;
      return probe?.paintedAt != null && probe.clickAt != null
        ? probe.paintedAt - probe.clickAt
        : null;
    },
    null,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

// 1. A host to add the organisations through its real IPC (their probe answered by a stand-in).
const probeServer = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ Version: 'bench' }));
});
await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
const { port } = probeServer.address() as AddressInfo;
const first = await startHost();
const browser = await launchChromium();
let userDataDir = first.userDataDir;
try {
  const orgIds = ['sandbox'];
  {
    const setup = await newSignedInContext(browser, first);
    for (const name of ['Bench West', 'Bench East', 'Bench North', 'Bench South']) {
      const { id } = await hostIpc<{ id: string }>(setup, 'orgs:add', {
        name,
        url: `http://127.0.0.1:${port}`,
        prefix: '',
      });
      orgIds.push(id);
    }
    await setup.close();
    await stopBrowserMode(first, false);
  }
  // 2. Main's history file, written while no host holds it; the host reads it on start.
  writeFileSync(
    path.join(userDataDir, 'notification-history.json'),
    JSON.stringify({ version: 1, entries: history(orgIds, Date.now()) }),
  );
  const host = await startBrowserMode([], userDataDir);
  userDataDir = host.userDataDir;
  try {
    const context = await newSignedInContext(browser, host);
    const page = await context.newPage();
    await isolateCache(page);
    // The organisations added here have no backend: every read of theirs answers 404.
    await intercept(
      page,
      '*/org/*',
      (request) => request.fulfill({ status: 404 }),
      (url) => orgIds.slice(1).some((id) => url.pathname.startsWith(`/org/${id}/`)),
    );
    await page.goto('/settings/users?org=sandbox');
    const listed = await hostIpc<{ entries: unknown[] }>(context, 'notificationCentre:list', {});
    if (listed.entries.length !== ENTRIES)
      throw new Error(`the host kept ${listed.entries.length} entries, not ${ENTRIES}`);
    // The bell has read the history (its unread count shows), and the page has settled.
    await page.getByTestId('notification-bell-count').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(2000);
    const drawer = page.locator('.mcd-nc-drawer');
    const samples = await repeat('notification centre', { runs, warmup }, async () => {
      const ms = await openDrawer(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached', timeout: 30_000 });
      await page.waitForTimeout(300);
      return ms;
    });
    const rows = await (async () => {
      await page.getByTestId('notification-bell').click();
      await drawer.getByTestId('notification-entry').first().waitFor();
      return drawer.getByTestId('notification-entry').count();
    })();
    console.log(`  entries in the DOM with the drawer open: ${rows} of ${ENTRIES}`);
    // BENCH_SHOTS=<folder>: the drawer with its 5,000 entries, light and dark, for a look.
    const shots = process.env.BENCH_SHOTS;
    if (shots) {
      await drawer.getByTestId('notification-entry').nth(2).focus();
      await page.waitForTimeout(500);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(shots, `drawer-5000-${scheme}.png`) });
      }
    }
    report('Notification centre', [
      {
        name: `drawer open: click on the bell → first entries painted (${ENTRIES.toLocaleString('en')} entries)`,
        unit: 'ms',
        samples,
        target: 100,
        budget: 400,
      },
    ]);
    await context.close();
  } finally {
    await stopBrowserMode(host);
  }
} finally {
  await browser.close();
  probeServer.close();
}
