// The benchmark stage's fuzz step (issue 39 item 12): the host fuzz with new random seeds, in quick
// mode. `npm test`'s fuzz runs only fixed and regression seeds (tests/integration/fuzz/fuzz-plan.ts),
// so a case nobody has seen cannot fail a landing; the new seeds run here, and what they find is
// REPORTED with the seed — printed and written to tests/bench/results/fuzz-findings.json — without
// failing the run. A finding becomes an issue and an entry of regression-seeds.json.
//
// `MCD_BENCH_FUZZ_SEEDS` (default 2, quick 1) and `MCD_BENCH_FUZZ_RUNS` (cases per seed, default 2,000, quick 1,000)
// size it; `MCD_BENCH_FUZZ_SEEDS=0` skips it.
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IntegrationRun } from './integration-run.ts';

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

export const FUZZ_FILE = 'tests/integration/fuzz/host-fuzz.test.ts';

/** The new random seeds of this stage and their cases each. */
export function fuzzStepPlan(): { seeds: number[]; runs: number } {
  // Quick mode (npm test's bench stage): one seed of 1,000 cases, to keep CI's run short.
  const quick = Boolean(process.env.BENCH_QUICK);
  const count = positive(process.env.MCD_BENCH_FUZZ_SEEDS, quick ? 1 : 2);
  const runs = positive(process.env.MCD_BENCH_FUZZ_RUNS, quick ? 1_000 : 2_000) || 2_000;
  return { seeds: Array.from({ length: count }, () => randomInt(0, 2 ** 31 - 1)), runs };
}

/** The environment of one fuzz run: its seed alone, `runs` cases. */
export const fuzzEnv = (seed: number, runs: number) => ({
  MCD_FUZZ_SEED: String(seed),
  MCD_FUZZ_RUNS: String(runs),
});

/** One seed's findings from its vitest run; never throws for what the fuzz finds. */
export function fuzzRunFindings(run: IntegrationRun, seed: number, runs: number): FuzzFinding[] {
  const found = findingsOf(run.output, seed, runs, run.passed(FUZZ_FILE) ? 0 : (run.status ?? 1));
  console.log(found.length ? `   ${found.length} finding(s)` : '   nothing found');
  return found;
}

/** Writes fuzz-findings.json and prints each finding with how to replay it. */
export function reportFuzzFindings(
  resultsDir: string,
  plan: { seeds: number[]; runs: number },
  findings: FuzzFinding[],
): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'fuzz-findings.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs: plan.runs, seeds: plan.seeds.length, findings }, null, 2)}\n`,
  );
  for (const f of findings)
    console.log(
      `\nFUZZ FINDING (reported, not failing the run) — seed ${f.seed}, replay: MCD_FUZZ_SEED=${f.seed} MCD_FUZZ_RUNS=${f.runs} node scripts/launch.js vitest run tests/integration/fuzz/host-fuzz.test.ts\n${f.summary}\nAdd it to tests/integration/fuzz/regression-seeds.json once an issue is filed.`,
    );
}
