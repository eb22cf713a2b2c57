// The benchmark stage's fuzz step (issue 39 item 12): the host fuzz with new random seeds, in quick
// mode. `npm test`'s fuzz runs only fixed and regression seeds (tests/integration/fuzz/fuzz-plan.ts),
// so a case nobody has seen cannot fail a landing; the new seeds run here, and what they find is
// REPORTED with the seed — printed and written to tests/bench/results/fuzz-findings.json — without
// failing the run. A finding becomes an issue and an entry of regression-seeds.json.
//
// `MCD_BENCH_FUZZ_SEEDS` (default 2, quick 1) and `MCD_BENCH_FUZZ_RUNS` (cases per seed, default 2,000, quick 1,000)
// size it; `MCD_BENCH_FUZZ_SEEDS=0` skips it.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface FuzzFinding {
  seed: number;
  runs: number;
  /** The fuzz's own report (its first lines), or why the run ended without one. */
  summary: string;
}

const FINDING = /FUZZ_FINDING seed=(-?\d+) .*/;

/** The findings in one fuzz run's output; a failed run without any is reported as it is. */
export function findingsOf(
  output: string,
  seed: number,
  runs: number,
  exitCode: number | null,
): FuzzFinding[] {
  const lines = output.split('\n');
  const findings: FuzzFinding[] = [];
  lines.forEach((line, at) => {
    // Vitest prints an assertion's message with its own indentation and colours.
    // eslint-disable-next-line no-control-regex
    const text = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
    const match = FINDING.exec(text);
    if (!match) return;
    const head = match[0];
    const detail = lines
      .slice(at + 1, at + 7)
      .map((l) => l.trim())
      .join('\n');
    findings.push({ seed: Number(match[1]), runs, summary: `${head}\n${detail}`.trim() });
  });
  if (findings.length === 0 && exitCode !== 0)
    findings.push({
      seed,
      runs,
      summary: `the fuzz ended with exit code ${String(exitCode)} and no finding line; its output ends:\n${lines.slice(-15).join('\n')}`,
    });
  // The same report can be printed twice (the assertion and vitest's summary): keep one.
  return findings.filter(
    (f, i) =>
      findings.findIndex((g) => g.summary.split('\n')[0] === f.summary.split('\n')[0]) === i,
  );
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw ?? '');
  return Number.isInteger(value) && value >= 0 && raw !== '' && raw !== undefined
    ? value
    : fallback;
};

/** Runs the host fuzz once per new random seed; never throws for what the fuzz finds. */
export function runFuzzStep(repoRoot: string, resultsDir: string): FuzzFinding[] {
  // Quick mode (npm test's bench stage): one seed of 1,000 cases, to keep CI's run short.
  const quick = Boolean(process.env.BENCH_QUICK);
  const seeds = positive(process.env.MCD_BENCH_FUZZ_SEEDS, quick ? 1 : 2);
  const runs = positive(process.env.MCD_BENCH_FUZZ_RUNS, quick ? 1_000 : 2_000) || 2_000;
  const findings: FuzzFinding[] = [];
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  for (let i = 0; i < seeds; i++) {
    const seed = randomInt(0, 2 ** 31 - 1);
    console.log(`\n── host fuzz, random seed ${seed} (${runs} cases)`);
    const run = spawnSync(
      process.execPath,
      [vitest, 'run', 'tests/integration/fuzz/host-fuzz.test.ts'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, MCD_FUZZ_SEED: String(seed), MCD_FUZZ_RUNS: String(runs) },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const found = findingsOf(`${run.stdout}\n${run.stderr}`, seed, runs, run.status);
    console.log(found.length ? `   ${found.length} finding(s)` : '   nothing found');
    findings.push(...found);
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'fuzz-findings.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs, seeds, findings }, null, 2)}\n`,
  );
  for (const f of findings)
    console.log(
      `\nFUZZ FINDING (reported, not failing the run) — seed ${f.seed}, replay: MCD_FUZZ_SEED=${f.seed} MCD_FUZZ_RUNS=${f.runs} node scripts/launch.js vitest run tests/integration/fuzz/host-fuzz.test.ts\n${f.summary}\nAdd it to tests/integration/fuzz/regression-seeds.json once an issue is filed.`,
    );
  return findings;
}
