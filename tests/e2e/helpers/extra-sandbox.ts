// Sandboxes a spec starts beside the worker's own Sandbox: more organisations backed by real
// sandbox processes, which the spec can stop and bring back (same port, data folder and token), so
// "offline" is what a user meets — the backend gone, connections refused. Used by specs with more
// than one organisation (offline-sandbox, fleet-inbox, compare…):
//
//   const extra = await startExtraSandbox({ seed: 22 });
//   const orgId = await addSandboxOrg(page.request, { name: 'Org B', sandbox: extra });
//   await extra.stop();          // offline
//   await extra.start();         // back, same address and data
//   await disposeExtraSandboxes(); // in afterAll: stops every one and removes its data folder
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { spawnSandbox, type SpawnedSandbox } from '../../../electron/sandbox/spawn.ts';
import { SANDBOX_TEMPLATE_DIR } from '../global-setup.ts';
import { ipc } from './ipc.ts';

export interface ExtraSandboxOptions {
  /** Another seed than the template's gives other data (seeded at start, slower); default: the template. */
  seed?: number;
  /** Answers are delayed by this much (a slow organisation). */
  delayMs?: number;
}

/** A sandbox the test can stop and bring back on the same address with the same data and token. */
export interface ExtraSandbox {
  /** The running process, or null while stopped. */
  current: SpawnedSandbox | null;
  /** Its address (kept while stopped: a restart binds the same port). */
  url: string;
  token: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its data folder. */
  dispose(): Promise<void>;
  /** Rows of its /db API, straight from the sandbox (not through the app). */
  rows<T>(table: string, query: string): Promise<T[]>;
  /** Inserts rows through its /db API (straight, not through the app). */
  insert(table: string, rows: unknown): Promise<void>;
}

const started = new Set<ExtraSandbox>();

export async function startExtraSandbox(opts: ExtraSandboxOptions = {}): Promise<ExtraSandbox> {
  const { seed, delayMs } = opts;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mcd-extra-sandbox-'));
  // The default seed is already in the template global-setup made; another seed is seeded here.
  if (seed === undefined) cpSync(SANDBOX_TEMPLATE_DIR, dataDir, { recursive: true });
  // Hex: a token starting with '-' would read as an option on the sandbox's command line.
  const token = randomBytes(24).toString('hex');
  let port = 0;
  const sandbox: ExtraSandbox = {
    current: null,
    url: '',
    token,
    async start() {
      if (sandbox.current) return;
      sandbox.current = await spawnSandbox({
        port,
        dataDir,
        token,
        tickerMs: 0,
        timeoutMs: 200_000,
        ...(seed === undefined ? {} : { seed }),
        ...(delayMs ? { delayMs } : {}),
      });
      sandbox.url = sandbox.current.url;
      port = Number(new URL(sandbox.url).port);
    },
    async stop() {
      const running = sandbox.current;
      sandbox.current = null;
      await running?.stop();
    },
    async dispose() {
      started.delete(sandbox);
      await sandbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async rows<T>(table: string, query: string): Promise<T[]> {
      const response = await fetch(`${sandbox.url}/db/${table}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${table}?${query}: ${response.status}`);
      return (await response.json()) as T[];
    },
    async insert(table: string, rows: unknown): Promise<void> {
      const response = await fetch(`${sandbox.url}/db/${table}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
      });
      if (!response.ok)
        throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
    },
  };
  started.add(sandbox);
  try {
    await sandbox.start();
  } catch (error) {
    await sandbox.dispose();
    throw error;
  }
  return sandbox;
}

/** Starts several at once; all settle before a failure is reported, and the started ones are disposed. */
export async function startExtraSandboxes(...opts: ExtraSandboxOptions[]): Promise<ExtraSandbox[]> {
  const settled = await Promise.allSettled(opts.map((o) => startExtraSandbox(o)));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    for (const s of settled) if (s.status === 'fulfilled') await s.value.dispose();
    throw failed.reason;
  }
  return settled.map((s) => (s as PromiseFulfilledResult<ExtraSandbox>).value);
}

/** Stops every extra sandbox still running in this worker and removes its data (afterAll). */
export async function disposeExtraSandboxes(): Promise<void> {
  for (const sandbox of [...started]) await sandbox.dispose();
}

/**
 * Signs `orgId` in to the sandbox: with its token (as the sign-in dialog does with a token), or as
 * one of its seeded people (`{role}@sandbox.local`) through the basic form when `role` is given.
 */
export async function signInSandboxOrg(
  request: APIRequestContext,
  orgId: string,
  sandbox: Pick<ExtraSandbox, 'token'>,
  role?: string,
): Promise<void> {
  const signIn = () =>
    ipc(
      request,
      'auth:signIn',
      role
        ? { orgId, method: 'basic', username: `${role}@sandbox.local`, password: 'sandbox' }
        : { orgId, method: 'token', token: sandbox.token },
    );
  try {
    await signIn();
  } catch (error) {
    // Without a session D-Bus (plain CI) main reports the keychain unusable: take session-only.
    if (!String(error).includes('keychain')) throw error;
    await ipc(request, 'auth:useSessionOnly', {});
    await signIn();
  }
}

/** Adds the sandbox as an organisation through IPC and signs in; resolves to the organisation id. */
export async function addSandboxOrg(
  request: APIRequestContext,
  {
    name,
    sandbox,
    signIn = true,
    role,
    environment,
  }: {
    name: string;
    sandbox: Pick<ExtraSandbox, 'url' | 'token'>;
    signIn?: boolean;
    /** Sign in as `{role}@sandbox.local` instead of with the sandbox's token. */
    role?: string;
    /** production, staging, development or custom: the organisation's colour follows it. */
    environment?: string;
  },
): Promise<string> {
  const org = await ipc(request, 'orgs:add', {
    name,
    url: sandbox.url,
    prefix: '',
    ...(environment ? { environment } : {}),
  });
  const orgId = String(org.id);
  if (signIn) await signInSandboxOrg(request, orgId, sandbox, role);
  return orgId;
}
