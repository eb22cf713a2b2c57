// Issue 18 item 7: kill -9 in the middle of a write. A child Node process runs the app's own
// services (crash-writer.ts: password sign-in minting device tokens, signing in again, large
// secrets in encrypted files, settings, sign-out) against a fake backend and is killed with
// SIGKILL at a seeded random moment. Then the next start (the same services, in this process)
// must find: no corrupt file (nothing set aside, every JSON file parses, no temp file left),
// readable secrets (a large one is one whole value that was written), a readable registry, and no
// orphaned token (every token the backend still holds is recorded in the registry), and signing
// in and out again leaves the backend with no token at all.
// MCD_CRASH_SEED=<n> repeats a run; MCD_CRASH_TRIALS=<n> changes the number of trials.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../../../electron/gateway/testing/fake-backend.ts';
import { createOrgServices } from '../../../electron/orgs/org-services.ts';
import { removeStaleTempFiles } from '../../../electron/secrets/write-file-atomic.ts';
import { openSettingsStore } from '../../../electron/settings/settings-store.ts';
import {
  fileKeytar,
  isWholeBigSecret,
  keychainFileOf,
  ORG_ID,
  seededRandom,
  USER,
} from './crash-support.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SEED = Number(process.env.MCD_CRASH_SEED ?? 18_7);
const TRIALS = Number(process.env.MCD_CRASH_TRIALS ?? 200);
const LANES = 4;
/** The kill comes this long after the child reported it was ready, at most. */
const MAX_DELAY_MS = 200;

const root = mkdtempSync(path.join(os.tmpdir(), 'mcd-crash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const node = createNodeTransport();
afterAll(() => node.close());

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

/** Starts the writer, kills it `delayMs` after it is ready (or wherever it is if it never is). */
async function runAndKill(
  userDataDir: string,
  backend: FakeMissionControl,
  seed: number,
  delayMs: number,
) {
  const child = spawn(
    process.execPath,
    [path.join(here, 'crash-writer.ts'), userDataDir, backend.url, String(seed)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    new Promise<void>((resolve) => child.stdout.once('data', () => resolve())),
    exited,
  ]);
  if (child.exitCode !== null) throw new Error(`the writer exited by itself: ${stderr}`);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  child.kill('SIGKILL');
  await exited;
  return stderr;
}

/** The next start after the kill, and everything it must find. */
async function checkNextStart(userDataDir: string, backend: FakeMissionControl, trial: string) {
  const notices: string[] = [];
  const keychainFile = keychainFileOf(userDataDir);
  // The keychain stand-in is the OS's business: its own half-written temp file is not ours.
  removeStaleTempFiles(path.dirname(keychainFile));
  if (existsSync(keychainFile)) JSON.parse(readFileSync(keychainFile, 'utf8'));
  openSettingsStore({ dir: userDataDir, notify: (m) => notices.push(m) }).get();
  const services = createOrgServices({
    userDataDir,
    keytar: fileKeytar(keychainFile),
    transport: node.transport,
    homeDir: path.join(userDataDir, 'home'),
    hostname: 'crash-test',
    notify: (m) => notices.push(m),
  });
  try {
    expect(notices, `${trial}: a file was repaired at start`).toEqual([]);
    for (const file of filesUnder(userDataDir)) {
      const name = path.basename(file);
      expect(name, `${trial}: left behind`).not.toMatch(/\.tmp$|\.tmp-|\.corrupt-/);
      if (name.endsWith('.json') || name.endsWith('.json.bak'))
        expect(
          (): unknown => JSON.parse(readFileSync(file, 'utf8')),
          `${trial}: ${name}`,
        ).not.toThrow();
      if (name.endsWith('.secret'))
        expect(statSync(file).size, `${trial}: ${name}`).toBeGreaterThan(33);
    }
    const record = services.registry.require(ORG_ID);
    const token = await services.secrets.get(ORG_ID, 'token');
    const kubeconfig = await services.secrets.get(ORG_ID, 'kubeconfig');
    if (kubeconfig !== null) expect(isWholeBigSecret(kubeconfig), trial).toBe(true);
    // No orphan: every token the backend holds is one the registry knows of.
    const recorded = new Set(
      [record.deviceToken, ...record.pendingDeviceTokens].flatMap((t) => (t ? [t.name] : [])),
    );
    for (const entry of backend.tokens.values())
      expect(recorded.has(entry.name), `${trial}: orphaned token "${entry.name}"`).toBe(true);
    // A token in the keychain is the recorded device token's (or revoked: sign-in needed).
    if (token) {
      const live = [...backend.tokens.values()].find((entry) => entry.token === token);
      if (live) expect(live.name, trial).toBe(record.deviceToken?.name);
    }
    // And all of them can be revoked: sign in (which revokes the leftovers), then sign out.
    await services.auth.signIn({ orgId: ORG_ID, method: 'password', ...USER });
    const out = await services.auth.signOut(ORG_ID);
    expect(out.revoked, trial).toBe(true);
    expect(
      [...backend.tokens.values()].map((t) => t.name),
      trial,
    ).toEqual([]);
    expect(services.registry.require(ORG_ID).pendingDeviceTokens, trial).toEqual([]);
  } finally {
    await services.close();
  }
}

describe('kill -9 in the middle of a write', () => {
  it(`leaves a readable, revocable state at every point (${TRIALS} trials, seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const plan = Array.from({ length: TRIALS }, (_, i) => ({
      i,
      lane: i % LANES,
      delayMs: Math.floor(random() * MAX_DELAY_MS),
      seed: Math.floor(random() * 2 ** 31),
    }));
    const lanes = await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        const backend = await startFakeMissionControl({
          prefix: '/api',
          users: { [USER.email]: USER.password },
        });
        const userDataDir = path.join(root, `lane-${lane}`);
        mkdirSync(userDataDir, { recursive: true });
        return { backend, userDataDir };
      }),
    );
    try {
      await Promise.all(
        lanes.map(async ({ backend, userDataDir }, lane) => {
          for (const trial of plan.filter((t) => t.lane === lane)) {
            const name = `seed ${SEED} trial ${trial.i} (kill after ${trial.delayMs} ms)`;
            await runAndKill(userDataDir, backend, trial.seed, trial.delayMs);
            await checkNextStart(userDataDir, backend, name);
          }
        }),
      );
    } finally {
      await Promise.all(lanes.map(({ backend }) => backend.close()));
    }
  }, 120_000);
});
