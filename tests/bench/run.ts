// `npm run bench`: runs every `tests/bench/*.bench.ts` one after another (never in parallel, so
// they do not disturb each other's timings), collects their BENCH_RESULT lines into
// tests/bench/results/latest.json, and fails when a budget is broken. Then, in one vitest run, the
// console replay on the large seed and the host fuzz with a new random seed (fuzz-step.ts), whose
// findings are reported with their seed but never fail the run. BENCH_QUICK=1 (`npm test`) asks
// every script for its short form: fewer runs, no comparison-only methods, warm-ups only where the
// script has not warmed the same screen already and only as much of a run as warms what it
// measures; every budget stays.
// `npm test` runs the memory benchmark beside the e2e tests (it measures memory, not time, and
// takes three minutes): `run.ts memory --results=memory.json` there, then here
// `--except=memory --merge=memory.json`, which leaves it out and adds its results to latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_LINE, LARGE_SANDBOX_DIR, type Verdict } from './bench-lib.ts';
import {
  FUZZ_FILE,
  fuzzEnv,
  fuzzRunFindings,
  fuzzStepPlan,
  reportFuzzFindings,
  type FuzzFinding,
} from './fuzz-step.ts';
import { runIntegrationFiles } from './integration-run.ts';

const dir = import.meta.dirname;
const repoRoot = path.resolve(dir, '../..');
const REPLAY_FILE = 'tests/integration/replay/console-replay.test.ts';
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** The value of `--name=value`, if given. */
const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const except = option('except');
const resultsFile = path.join(dir, 'results', option('results') ?? 'latest.json');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .filter((f) => except === undefined || !f.includes(except))
  .sort()
  // First: its measured large seed is the one the later benchmarks read (LARGE_SANDBOX_DIR).
  .sort((a, b) => Number(b === 'sandbox-db.bench.ts') - Number(a === 'sandbox-db.bench.ts'));

const results: { file: string; scenario: string; machine: string; verdicts: Verdict[] }[] = [];
const failures: string[] = [];
/** Seconds each script took, printed at the end: what the CI stage's time is made of. */
const took: string[] = [];
for (const file of files) {
  console.log(`\n── ${file}`);
  const started = performance.now();
  const run = spawnSync(process.execPath, [path.join(dir, file)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  took.push(`${file} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const lines = (run.stdout ?? '').split('\n');
  for (const line of lines) if (line && !line.startsWith(BENCH_LINE)) console.log(line);
  if (run.status !== 0) failures.push(`${file} exited with ${run.status}`);
  for (const line of lines.filter((l) => l.startsWith(BENCH_LINE))) {
    const parsed = JSON.parse(line.slice(BENCH_LINE.length)) as {
      scenario: string;
      machine: string;
      verdicts: Verdict[];
    };
    results.push({ file, ...parsed });
    for (const v of parsed.verdicts)
      if (!v.ok)
        failures.push(
          `${parsed.scenario} › ${v.name}: median ${v.median} ${v.unit} against a budget of ${v.budget}`,
        );
  }
}
console.log(`\nbenchmark scripts took: ${took.join(', ')}`);

const merge = option('merge');
if (merge) {
  const file = path.join(dir, 'results', merge);
  if (existsSync(file))
    results.push(
      ...(JSON.parse(readFileSync(file, 'utf8')) as { results: typeof results }).results,
    );
  else console.log(`\nno ${file} to merge: its benchmark wrote no results`);
}
mkdirSync(path.join(dir, 'results'), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);

// The console replay on the large seed (tests/integration/replay), moved here from the unit and
// integration stage of `npm test`, which replays the small seed only: on a copy of the large
// database sandbox-db.bench.ts seeded, it takes seconds instead of a minute's seeding in memory.
// A failure fails the stage like a broken budget. It shares one vitest run with the fuzz's first
// seed (integration-run.ts). Named benchmarks only (`npm run bench -- topology`) leave the replay
// and the fuzz out unless they are named too.
const replayWanted = only.length === 0 || only.includes('replay');
const largeSeeded = existsSync(path.join(LARGE_SANDBOX_DIR, 'PG_VERSION'));
if (replayWanted && !largeSeeded)
  failures.push(
    `no large database in ${LARGE_SANDBOX_DIR} for the console replay (sandbox-db.bench.ts seeds it)`,
  );
const replay = replayWanted && largeSeeded;
const fuzz = only.length === 0 || only.includes('fuzz') ? fuzzStepPlan() : { seeds: [], runs: 0 };
const findings: FuzzFinding[] = [];
// One vitest run a fuzz seed, the first with the replay; the replay alone when no fuzz is wanted.
const vitestRuns: { seed?: number; withReplay: boolean }[] = fuzz.seeds.length
  ? fuzz.seeds.map((seed, i) => ({ seed, withReplay: replay && i === 0 }))
  : replay
    ? [{ withReplay: true }]
    : [];
for (const { seed, withReplay } of vitestRuns) {
  if (withReplay)
    console.log(`\n── console replay on the large seed (a copy of ${LARGE_SANDBOX_DIR})`);
  if (seed !== undefined) console.log(`\n── host fuzz, random seed ${seed} (${fuzz.runs} cases)`);
  const started = performance.now();
  const run = runIntegrationFiles(
    repoRoot,
    [...(withReplay ? [REPLAY_FILE] : []), ...(seed === undefined ? [] : [FUZZ_FILE])],
    {
      ...(withReplay
        ? { MCD_REPLAY_SCALES: 'large', MCD_REPLAY_LARGE_DIR: LARGE_SANDBOX_DIR }
        : {}),
      ...(seed === undefined ? {} : fuzzEnv(seed, fuzz.runs)),
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (withReplay) {
    const ok = run.passed(REPLAY_FILE);
    console.log(
      run.output
        .trim()
        .split('\n')
        .slice(ok ? -8 : -80)
        .join('\n'),
    );
    if (!ok) failures.push(`the console replay on the large seed failed (exit ${run.status})`);
  }
  if (seed !== undefined) findings.push(...fuzzRunFindings(run, seed, fuzz.runs));
  const what = [withReplay ? 'console replay' : '', seed === undefined ? '' : 'fuzz seed'];
  console.log(`${what.filter(Boolean).join(' + ')}: ${seconds} s`);
}
if (fuzz.seeds.length > 0) {
  reportFuzzFindings(path.join(dir, 'results'), fuzz, findings);
  console.log(`\nfuzz step: ${findings.length} finding(s) reported (not a failure)`);
}
if (failures.length) {
  console.log(`\nbenchmarks over budget or failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nbenchmarks: ${results.reduce((n, r) => n + r.verdicts.length, 0)} metrics within budget (${files.length} scripts)`,
);
