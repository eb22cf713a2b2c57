// Kill trials (issue 18 item 7, issue 39 item 10): a child Node process runs the app's own modules
// (crash-writer.ts: settings, the org registry, the offline cache, a large secret, the exported
// kubeconfig, device-token sign-in and sign-out) against a fake backend and is killed with SIGKILL
// at a seeded random moment; then the next start (kill-check.ts, the same modules in this process)
// opens the folder and records every corrupt file, every lost version and every other problem.
// Used by `npm test` (crash-writes.test.ts: a few trials, fixed seed) and by the benchmark stage
// (tests/bench/kill-trials.bench.ts: 1,000 trials, 100 in quick mode). Plain Node, no vitest.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackendTransport } from '../../../electron/gateway/backend-fetch.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import {
  startFakeMissionControl,
  type FakeMissionControl,
} from '../../../electron/gateway/testing/fake-backend.ts';
import { seededRandom, USER } from './crash-support.ts';
import {
  applyJournalLines,
  checkNextStart,
  newJournal,
  type Journal,
  type Problems,
} from './kill-check.ts';

export interface KillTrialsOptions {
  trials: number;
  seed: number;
  /** Trials run in this many folders at once (each a writer and its checks, one after another). */
  lanes?: number;
  /** The kill comes this long after the writer reported it was ready, at most. */
  maxDelayMs?: number;
  /** After each trial, with its problems (each prefixed with the trial's name). */
  onTrial?: (done: number, problems: Problems) => void;
}

export interface KillTrialsResult extends Problems {
  trials: number;
  seed: number;
}

const WRITER = path.join(import.meta.dirname, 'crash-writer.ts');

/** Starts the writer, kills it `delayMs` after it is ready; returns what it printed. */
async function runAndKill(
  userDataDir: string,
  backend: FakeMissionControl,
  seed: number,
  delayMs: number,
): Promise<{ lines: string[]; exitedByItself: string | null }> {
  const child = spawn(process.execPath, [WRITER, userDataDir, backend.url, String(seed)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.startsWith('ready\n')) resolve();
    }),
  );
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await Promise.race([ready, exited]);
  const exitedByItself = child.exitCode !== null ? `the writer exited by itself: ${stderr}` : null;
  if (!exitedByItself) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    child.kill('SIGKILL');
  }
  await exited; // 'close': stdout is read to its end, every line the writer printed is here
  // A line cut off by the kill has no newline: it was never a confirmation.
  const lines = stdout.split('\n').slice(1, -1);
  return { lines, exitedByItself };
}

interface Lane {
  backend: FakeMissionControl;
  userDataDir: string;
  journal: Journal;
}

async function openLane(root: string, index: number): Promise<Lane> {
  const backend = await startFakeMissionControl({
    prefix: '/api',
    users: { [USER.email]: USER.password },
  });
  const userDataDir = path.join(root, `lane-${index}`);
  mkdirSync(userDataDir, { recursive: true });
  return { backend, userDataDir, journal: newJournal() };
}

/** One kill and the next start; the problems are named after the trial, for a replay. */
async function trial(
  lane: Lane,
  transport: BackendTransport,
  plan: { name: string; seed: number; delayMs: number },
): Promise<Problems> {
  const run = await runAndKill(lane.userDataDir, lane.backend, plan.seed, plan.delayMs);
  applyJournalLines(lane.journal, run.lines);
  const problems = await checkNextStart(lane.userDataDir, lane.backend, transport, lane.journal);
  if (run.exitedByItself) problems.other.push(run.exitedByItself);
  const named = (list: string[]) => list.map((p) => `${plan.name}: ${p}`);
  return {
    corrupt: named(problems.corrupt),
    lost: named(problems.lost),
    other: named(problems.other),
  };
}

export async function runKillTrials(options: KillTrialsOptions): Promise<KillTrialsResult> {
  const { trials, seed, lanes: laneCount = 4, maxDelayMs = 200 } = options;
  const random = seededRandom(seed);
  const plan = Array.from({ length: trials }, (_, i) => {
    const delayMs = Math.floor(random() * maxDelayMs);
    return {
      i,
      delayMs,
      seed: Math.floor(random() * 2 ** 31),
      name: `seed ${seed} trial ${i} (kill after ${delayMs} ms)`,
    };
  });
  const result: KillTrialsResult = { trials, seed, corrupt: [], lost: [], other: [] };
  const root = mkdtempSync(path.join(os.tmpdir(), 'mcd-kill-'));
  const node = createNodeTransport();
  const lanes = await Promise.all(Array.from({ length: laneCount }, (_, i) => openLane(root, i)));
  let done = 0;
  try {
    await Promise.all(
      lanes.map(async (lane, index) => {
        for (const next of plan.filter((t) => t.i % laneCount === index)) {
          const problems = await trial(lane, node.transport, next);
          result.corrupt.push(...problems.corrupt);
          result.lost.push(...problems.lost);
          result.other.push(...problems.other);
          options.onTrial?.(++done, problems);
        }
      }),
    );
  } finally {
    await Promise.all(lanes.map(({ backend }) => backend.close()));
    await node.close();
    rmSync(root, { recursive: true, force: true });
  }
  return result;
}
