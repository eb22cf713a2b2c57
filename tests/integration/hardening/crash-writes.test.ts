// Issue 18 item 7 / issue 39 item 10: kill -9 in the middle of a write. A few kill trials
// (kill-trials.ts) with a fixed seed: the writer runs the app's own modules (settings, the org
// registry, the offline cache, a large secret, the exported kubeconfig, device-token sign-in and
// sign-out) and is killed with SIGKILL at a seeded random moment; the next start must find no
// corrupt file, no lost version (each tracked value is the last one confirmed or the one being
// written), no temp file left behind, no orphaned token, and signing in and out must still work.
// The 1,000-trial run is the benchmark stage's (tests/bench/kill-trials.bench.ts); here the count
// stays small so a loaded machine runs it well within the timeout.
// MCD_CRASH_SEED=<n> / MCD_CRASH_TRIALS=<n> change the seed and the number of trials.
import { describe, expect, it } from 'vitest';
import { runKillTrials } from './kill-trials.ts';

const SEED = Number(process.env.MCD_CRASH_SEED ?? 18_7);
const TRIALS = Number(process.env.MCD_CRASH_TRIALS ?? 20);

describe('kill -9 in the middle of a write', () => {
  it(`leaves every file whole and every written version in place (${TRIALS} trials, seed ${SEED})`, async () => {
    const result = await runKillTrials({ trials: TRIALS, seed: SEED });
    expect(result.corrupt, 'corrupt files').toEqual([]);
    expect(result.lost, 'lost versions').toEqual([]);
    expect(result.other, 'tokens and sign-in').toEqual([]);
  }, 120_000);
});
