// Kill trials in the benchmark stage (issue 39 item 10): the app's writer (settings, org registry,
// offline cache, secrets, exported kubeconfig) killed with SIGKILL at random points and started
// again, 1,000 trials (40 with BENCH_QUICK=1, as `npm test` runs this stage, ~0.6 s each). Reported as a figure
// — "kill trials: N trials, X corrupt, Y lost (target 0)" — and as metrics in latest.json with a
// budget of 0: any corrupt file or lost version fails the run. Other problems (an orphaned token, a
// sign-in that no longer works) are printed and reported without failing it; `npm test`'s
// crash-writes.test.ts fails on them. A new random seed each run, printed for a replay:
// MCD_CRASH_SEED=<n> MCD_KILL_TRIALS=<n> node scripts/launch.js tests/bench/kill-trials.bench.ts
import { randomInt } from 'node:crypto';
import { runKillTrials } from '../integration/hardening/kill-trials.ts';
import { report } from './bench-lib.ts';

const quick = Boolean(process.env.BENCH_QUICK);
const trials = Number(process.env.MCD_KILL_TRIALS ?? (quick ? 40 : 1_000));
const seed = Number(process.env.MCD_CRASH_SEED ?? randomInt(0, 2 ** 31 - 1));
/** At most this many problems of each kind are printed in full. */
const SHOWN = 10;

console.log(`kill trials: ${trials} trials, seed ${seed}${quick ? ' (BENCH_QUICK)' : ''}`);
const started = performance.now();
const result = await runKillTrials({
  trials,
  seed,
  onTrial: (done) => {
    if (done % 100 === 0) console.log(`   ${done} / ${trials}`);
  },
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);
for (const [kind, list] of [
  ['corrupt', result.corrupt],
  ['lost', result.lost],
  ['other', result.other],
] as const)
  for (const problem of list.slice(0, SHOWN)) console.log(`   ${kind}: ${problem}`);
console.log(
  `kill trials: ${trials} trials, ${result.corrupt.length} corrupt, ${result.lost.length} lost (target 0); ${result.other.length} other problem(s); ${seconds} s`,
);
report('kill trials', [
  { name: 'trials', unit: 'count', samples: [trials] },
  { name: 'corrupt files', unit: 'count', samples: [result.corrupt.length], budget: 0 },
  { name: 'lost versions', unit: 'count', samples: [result.lost.length], budget: 0 },
  { name: 'other problems', unit: 'count', samples: [result.other.length] },
]);
