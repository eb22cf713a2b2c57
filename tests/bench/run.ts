// `npm run bench`: runs every `tests/bench/*.bench.ts` one after another (never in parallel, so
// they do not disturb each other's timings), collects their BENCH_RESULT lines into
// tests/bench/results/latest.json, and fails when a budget is broken. Then the host fuzz with new
// random seeds (fuzz-step.ts), whose findings are reported with their seed but never fail the run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_LINE, LARGE_SANDBOX_DIR, type Verdict } from './bench-lib.ts';
import { runFuzzStep } from './fuzz-step.ts';

const dir = import.meta.dirname;
const repoRoot = path.resolve(dir, '../..');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
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

// The console replay on the large seed (tests/integration/replay), moved here from the unit and
// integration stage of `npm test`, which replays the small seed only: on a copy of the large
// database sandbox-db.bench.ts seeded, it takes seconds instead of a minute's seeding in memory.
// A failure fails the stage like a broken budget.
if (
  (only.length === 0 || only.includes('replay')) &&
  !existsSync(path.join(LARGE_SANDBOX_DIR, 'PG_VERSION'))
) {
  failures.push(
    `no large database in ${LARGE_SANDBOX_DIR} for the console replay (sandbox-db.bench.ts seeds it)`,
  );
} else if (only.length === 0 || only.includes('replay')) {
  console.log(`\n── console replay on the large seed (a copy of ${LARGE_SANDBOX_DIR})`);
  const started = performance.now();
  const replay = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'integration',
      'tests/integration/replay/console-replay.test.ts',
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, MCD_REPLAY_SCALES: 'large', MCD_REPLAY_LARGE_DIR: LARGE_SANDBOX_DIR },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${replay.stdout}\n${replay.stderr}`.trim().split('\n');
  console.log(output.slice(replay.status === 0 ? -6 : -80).join('\n'));
  console.log(`console replay: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (replay.status !== 0)
    failures.push(`the console replay on the large seed failed (exit ${replay.status})`);
}
mkdirSync(path.join(dir, 'results'), { recursive: true });
writeFileSync(
  path.join(dir, 'results', 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
// Named benchmarks only (`npm run bench -- topology`) leave the fuzz out unless it is named too.
if (only.length === 0 || only.includes('fuzz')) {
  const started = performance.now();
  const findings = runFuzzStep(repoRoot, path.join(dir, 'results'));
  console.log(
    `\nfuzz step: ${findings.length} finding(s) reported in ${((performance.now() - started) / 1000).toFixed(0)} s (not a failure)`,
  );
}
if (failures.length) {
  console.log(`\nbenchmarks over budget or failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nbenchmarks: ${results.reduce((n, r) => n + r.verdicts.length, 0)} metrics within budget (${files.length} scripts)`,
);
