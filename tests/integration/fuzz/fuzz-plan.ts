// Which seeds the host fuzz runs (issue 39 item 12). In `npm test` the fuzz must not fail a landing
// by chance, so it never draws a seed: it runs the fixed seeds and every seed that ever found a bug
// (regression-seeds.json), the same cases every time. New random seeds run in the benchmark stage
// (tests/bench/fuzz-step.ts), which reports what they find with the seed instead of failing; a
// finding then becomes an issue and an entry of regression-seeds.json.
//
// `MCD_FUZZ_SEED=<seed>` (with `MCD_FUZZ_RUNS=<n>`) runs that one seed alone, as before: a replay.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';

export const DEFAULT_FUZZ_RUNS = 10_000;
/** Of a run's cases, the share that are IPC calls; the rest are gateway requests. */
const IPC_SHARE = 0.55;

const Phase = z.enum(['ipc', 'gateway']);
export type FuzzPhase = z.infer<typeof Phase>;

const SeedsFile = z.object({
  fixed: z.array(z.object({ seed: z.number().int(), runs: z.number().int().positive() })),
  regressions: z.array(
    z.object({
      seed: z.number().int(),
      /** The MCD_FUZZ_RUNS it was found with (the cases of a seed depend only on it and the seed). */
      runs: z.number().int().positive(),
      phase: Phase,
      /** The failing case's number (`#n` in the report); null: the whole phase is run again. */
      case: z.number().int().nonnegative().nullable(),
      found: z.string().min(1),
      /** `open` while the bug is not fixed on this branch (the run is expected to find it). */
      status: z.enum(['fixed', 'open']),
    }),
  ),
});
export type SeedsFile = z.infer<typeof SeedsFile>;
export type Regression = SeedsFile['regressions'][number];

export const SEEDS_FILE = path.join(import.meta.dirname, 'regression-seeds.json');

export function readSeedsFile(file = SEEDS_FILE): SeedsFile {
  return SeedsFile.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** One seed's share of the fuzz: how many cases of each phase, or only some of them. */
export interface FuzzRun {
  label: string;
  seed: number;
  /** The MCD_FUZZ_RUNS its cases were drawn with: what a replay passes. */
  runs: number;
  ipcRuns: number;
  gatewayRuns: number;
  /** When set, only these case numbers of the phase are sent (a regression case alone). */
  only?: { phase: FuzzPhase; cases: number[] };
  open?: boolean;
}

export function splitRuns(total: number): { ipcRuns: number; gatewayRuns: number } {
  const ipcRuns = Math.ceil(total * IPC_SHARE);
  return { ipcRuns, gatewayRuns: total - ipcRuns };
}

/** The replay seed of `MCD_FUZZ_SEED`, or null. */
function replaySeed(env: NodeJS.ProcessEnv): number | null {
  const raw = env.MCD_FUZZ_SEED;
  if (raw === undefined || raw === '') return null;
  const seed = Number(raw);
  if (!Number.isInteger(seed)) throw new Error(`MCD_FUZZ_SEED is not an integer: ${raw}`);
  return seed;
}

function runsFrom(env: NodeJS.ProcessEnv, fallback: number): number {
  const value = Number(env.MCD_FUZZ_RUNS ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The seeds of this fuzz run: a replay, or the fixed seeds and the regression cases. */
export function fuzzPlan(env: NodeJS.ProcessEnv = process.env, file = readSeedsFile()): FuzzRun[] {
  const replay = replaySeed(env);
  if (replay !== null)
    return [
      {
        label: `seed ${replay}`,
        seed: replay,
        runs: runsFrom(env, DEFAULT_FUZZ_RUNS),
        ...splitRuns(runsFrom(env, DEFAULT_FUZZ_RUNS)),
      },
    ];
  const fixed = file.fixed.map(({ seed, runs }) => ({
    label: `fixed seed ${seed}`,
    seed,
    runs,
    ...splitRuns(runs),
  }));
  const regressions = file.regressions.map((r): FuzzRun => {
    const { ipcRuns, gatewayRuns } = splitRuns(r.runs);
    return {
      label: `regression seed ${r.seed}${r.case === null ? '' : ` ${r.phase} #${r.case}`} (${r.found})`,
      seed: r.seed,
      runs: r.runs,
      // Only the phase that found it; with a case number, just the cases up to it are generated.
      ipcRuns: r.phase === 'ipc' ? (r.case === null ? ipcRuns : r.case + 1) : 0,
      gatewayRuns: r.phase === 'gateway' ? (r.case === null ? gatewayRuns : r.case + 1) : 0,
      ...(r.case === null ? {} : { only: { phase: r.phase, cases: [r.case] } }),
      ...(r.status === 'open' ? { open: true } : {}),
    };
  });
  return [...fixed, ...regressions];
}

/** The generated cases of one phase of a run (the gateway draws from seed + 1, as it always did). */
export function casesOf<T>(
  run: FuzzRun,
  phase: FuzzPhase,
  arbitrary: fc.Arbitrary<T>,
): { index: number; value: T }[] {
  const numRuns = phase === 'ipc' ? run.ipcRuns : run.gatewayRuns;
  if (numRuns === 0) return [];
  // fast-check's sample is a prefix of one stream: case n is the same whatever the count after it.
  const values = fc.sample(arbitrary, { seed: phase === 'ipc' ? run.seed : run.seed + 1, numRuns });
  const wanted = run.only?.phase === phase ? new Set(run.only.cases) : null;
  return values
    .map((value, index) => ({ index, value }))
    .filter(({ index }) => wanted === null || wanted.has(index));
}
