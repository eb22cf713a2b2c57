// `npm run bench`: runs every `tests/bench/*.bench.ts` one after another (never in parallel, so
// they do not disturb each other's timings), collects their BENCH_RESULT lines into
// tests/bench/results/latest.json, and fails when a budget is broken. Then the host fuzz with new
// random seeds (fuzz-step.ts), whose findings are reported with their seed but never fail the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_LINE, type Verdict } from './bench-lib.ts';
import { runFuzzStep } from './fuzz-step.ts';

const dir = import.meta.dirname;
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
mkdirSync(path.join(dir, 'results'), { recursive: true });
writeFileSync(
  path.join(dir, 'results', 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
// Named benchmarks only (`npm run bench -- topology`) leave the fuzz out unless it is named too.
if (only.length === 0 || only.includes('fuzz')) {
  const started = performance.now();
  const findings = runFuzzStep(path.resolve(dir, '../..'), path.join(dir, 'results'));
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
