// Playwright fixtures for browser mode: each worker starts the real host CLI as a child process
// (fresh user-data folder, known one-time token), exchanges the token for the session cookie once,
// and hands every test a page that already carries that cookie.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  request,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { narrowRoutes } from './helpers/narrow-routes.ts';
import { HOST_NODE_FLAGS, hostCli, hostEnv } from '../../electron/host/bundled-host.ts';

export interface BrowserModeHost {
  origin: string;
  userDataDir: string;
  cookie: Cookie;
  process: ChildProcess;
  /**
   * The link of the next confirmation page the host prints (`confirmation page: …`, browser mode's
   * main-drawn confirmation, electron/host/confirm-pages.ts); helpers/confirm.ts answers it.
   */
  nextConfirmation(): Promise<string>;
}

/** Hands out, in order, each `confirmation page: <url>` line the host prints on stdout. */
function confirmationLinks(child: ChildProcess): () => Promise<string> {
  const seen: string[] = [];
  const waiting: ((url: string) => void)[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const url = /^confirmation page: (http:\/\/\S+)/.exec(line)?.[1];
      if (!url) continue;
      const next = waiting.shift();
      if (next) next(url);
      else seen.push(url);
    }
  });
  return () => {
    const url = seen.shift();
    return url ? Promise.resolve(url) : new Promise((resolve) => waiting.push(resolve));
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The host as `npm start` runs it: the build's bundle when it is up to date, else the source. */
const HOST_CLI = hostCli(repoRoot);

export async function startBrowserMode(
  extraArgs: string[] = [],
  userDataDir?: string,
): Promise<BrowserModeHost> {
  const dir = userDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'mcd-e2e-'));
  // Start the Sandbox organisation from the database seeded once in global-setup.ts.
  const template = path.join(repoRoot, 'out/e2e-sandbox-template');
  if (!userDataDir && existsSync(template))
    cpSync(template, path.join(dir, 'sandbox'), { recursive: true });
  const home = process.env.HOME?.startsWith(os.tmpdir())
    ? process.env.HOME
    : path.join(dir, 'home');
  const token = randomBytes(24).toString('base64url');
  const child = spawn(
    process.execPath,
    [
      ...HOST_NODE_FLAGS,
      HOST_CLI,
      '--port',
      '0',
      '--user-data',
      dir,
      '--no-open',
      // One argument: a base64url token begins with '-' once in 64 starts, and `--token -x…`
      // is refused as ambiguous ("Browser mode could not start").
      `--token=${token}`,
      ...extraArgs,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Kubeconfig exports and anything else under ~ stay in a temp folder: the test's own HOME
      // when it already set one there, else one inside the host's user-data folder.
      // The host's Sandbox serves the worker's every test: V8 may optimise it (playwright.config.ts
      // keeps the one-test Sandboxes a spec starts on the baseline compiler).
      env: hostEnv({
        ...process.env,
        HOME: home,
        USERPROFILE: home,
        MCD_SANDBOX_LIFTOFF: undefined,
      }),
    },
  );
  const nextConfirmation = confirmationLinks(child);
  let output = '';
  const launchUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`browser mode did not start in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready: (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code}:\n${output}`));
    });
  });
  const origin = new URL(launchUrl).origin;
  const api = await request.newContext({ maxRedirects: 0 });
  const answer = await api.get(launchUrl);
  const state = await api.storageState();
  await api.dispose();
  const cookie = state.cookies.find((c) => c.name === `mcd_session_${new URL(origin).port}`);
  if (answer.status() !== 303 || !cookie)
    throw new Error(`the launch link did not grant a session (status ${answer.status()})`);
  return { origin, userDataDir: dir, cookie, process: child, nextConfirmation };
}

/**
 * Waits until the host's Sandbox organisation answers a signed-in request, so that a worker's
 * first test (often a retry) does not spend its own time limits on the Sandbox starting: on a
 * busy machine that took 17 s, and the first screen waited for it.
 */
async function sandboxAnswers(host: BrowserModeHost): Promise<void> {
  const api = await request.newContext({
    baseURL: host.origin,
    extraHTTPHeaders: {
      cookie: `${host.cookie.name}=${host.cookie.value}`,
      'x-mcd-request': 'fetch',
    },
  });
  try {
    const deadline = Date.now() + 180_000;
    let last = 'no answer';
    while (Date.now() < deadline) {
      const answer = await api
        .get('/org/sandbox/api/auth/whoami', { timeout: 60_000 })
        .catch((error: unknown) => String(error));
      if (typeof answer !== 'string' && answer.ok()) return;
      last = typeof answer === 'string' ? answer : `status ${answer.status()}`;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the worker's Sandbox did not answer in 180 s (${last})`);
  } finally {
    await api.dispose();
  }
}

export async function stopBrowserMode(host: BrowserModeHost, removeData = true): Promise<void> {
  if (host.process.exitCode === null) {
    const exited = new Promise((resolve) => host.process.once('exit', resolve));
    host.process.kill('SIGTERM');
    await exited;
  }
  if (removeData) rmSync(host.userDataDir, { recursive: true, force: true });
}

/**
 * The screenshots a test writes to a file (`page.screenshot({ path })`) are for the developer who
 * opens them. On CI nobody does, and on its 2-core machine each costs 0.5–1 s of CPU, several
 * seconds for a light-and-dark pair under load: CI leaves them out unless MCD_E2E_SHOTS=1, and
 * with them the switches of theme made only to photograph both (helpers/screenshots.ts; the
 * themes are tested in theme.spec.ts). A screenshot a test reads back (no `path`) is taken.
 */
export const writeShots = !process.env.CI || process.env.MCD_E2E_SHOTS === '1';

/** Playwright's own screenshot of a failed test's pages: always taken. */
const FAILURE_SHOT = /test-failed-\d+\.png$/;

function skipWrittenShots(page: Page): void {
  const take = page.screenshot.bind(page);
  page.screenshot = (options) =>
    options?.path && !FAILURE_SHOT.test(options.path)
      ? Promise.resolve(Buffer.alloc(0))
      : take(options);
}

/**
 * One browser context per worker, shared by its tests, unless a file asks for its own
 * (`test.use({ freshContext: true })`: it installs a fake clock, or adds init scripts to the
 * context). A fresh context starts with an empty HTTP cache, so every test paid for downloading
 * and compiling the whole bundle again: about 2 s of CPU of the ~9 s a test costs on the 2-core
 * machine. Between tests the shared context is put back as a new one would be: its pages closed,
 * routes and permissions removed, online, and the cookies, local storage and IndexedDB of every
 * origin it visited cleared; only the cache of immutable assets stays.
 */
interface SharedContext {
  context: BrowserContext;
  /** Not a test's: keeps the renderer process of the host's site alive between tests. */
  keeper: Page;
  /** Every origin its pages requested since the last clearing. */
  origins: Set<string>;
  headers: Record<string, string>;
}

async function resetSharedContext({ context, keeper, headers }: SharedContext) {
  await Promise.all(
    context
      .pages()
      .filter((p) => p !== keeper)
      .map((p) => p.close()),
  );
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await context.setExtraHTTPHeaders(headers);
}

async function clearOrigins(page: Page, origins: Set<string>) {
  if (origins.size === 0) return;
  const cdp = await page.context().newCDPSession(page);
  for (const origin of origins)
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
    });
  await cdp.detach();
  origins.clear();
}

export const test = base.extend<
  { signedIn: void; freshContext: boolean },
  { host: BrowserModeHost; sharedContext: SharedContext }
>({
  freshContext: [false, { option: true }],
  sharedContext: [
    async ({ browser, host }, use, workerInfo) => {
      const { viewport, contextOptions, extraHTTPHeaders } = workerInfo.project.use;
      const context = await browser.newContext({
        ...contextOptions,
        viewport,
        extraHTTPHeaders,
        baseURL: host.origin,
      });
      const origins = new Set<string>();
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
      });
      // A page of the host's site kept open for the worker's life: with `--process-per-site`
      // (playwright.config.ts) every test's page joins its renderer process instead of starting
      // one, whose fresh memory this machine makes slow to touch (docs/architecture.md › Tests).
      const keeper = await context.newPage();
      await keeper.goto(`${host.origin}/favicon.ico`).catch(() => undefined);
      await use({ context, keeper, origins, headers: extraHTTPHeaders ?? {} });
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, sharedContext, freshContext, contextOptions, viewport, baseURL, extraHTTPHeaders },
    use,
  ) => {
    const context = freshContext
      ? await browser.newContext({ ...contextOptions, viewport, baseURL, extraHTTPHeaders })
      : sharedContext.context;
    if (!writeShots) {
      // The shared context's keeper page is never photographed: wrapping it again every test
      // would only grow its chain of wrappers.
      context
        .pages()
        .filter((p) => freshContext || p !== sharedContext.keeper)
        .forEach(skipWrittenShots);
      context.on('page', skipWrittenShots);
    }
    context.on('page', narrowRoutes);
    await use(context);
    context.off('page', narrowRoutes);
    if (freshContext) await context.close();
    else {
      context.off('page', skipWrittenShots);
      await resetSharedContext(sharedContext);
    }
  },
  page: async ({ context, sharedContext, freshContext, viewport }, use) => {
    const page = await context.newPage();
    narrowRoutes(page);
    if (!freshContext) {
      await clearOrigins(page, sharedContext.origins);
      if (viewport) await page.setViewportSize(viewport);
    }
    await use(page);
  },
  host: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host = await startBrowserMode();
      await sandboxAnswers(host);
      await use(host);
      await stopBrowserMode(host);
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ host }, use) => use(host.origin),
  signedIn: [
    async ({ context, host }, use) => {
      await context.addCookies([host.cookie]);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
