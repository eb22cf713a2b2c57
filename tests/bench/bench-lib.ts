// Shared by every benchmark script: timing with warm-up, medians and p95, and one JSON line per
// scenario that tests/bench/run.ts reads to apply the budget rule of performance.md B.4 (fail when
// the median exceeds the budget by more than 20% or any run exceeds twice the budget).
import os from 'node:os';
import path from 'node:path';

export interface Metric {
  name: string;
  unit: 'ms' | 'MB' | 'count';
  samples: number[];
  /** Target from ../shared/reference/performance.md (or the issue); omitted = report only. */
  budget?: number;
  /**
   * A performance.md target printed with its verdict but never failing the run — `budget` is then
   * the regression gate, with room for this VM's slow hours. Judged by the same B.4 rule as a
   * budget; a median over it but within that tolerance is printed as such.
   */
  target?: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Runs `fn` `warmup` times (discarded), then `runs` times; returns milliseconds per run. */
export async function time(
  fn: () => unknown,
  options: { runs?: number; warmup?: number } = {},
): Promise<number[]> {
  const { runs = 5, warmup = 1 } = options;
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

export interface Verdict {
  name: string;
  unit: string;
  runs: number;
  median: number;
  p95: number;
  max: number;
  budget: number | null;
  ok: boolean;
  target: number | null;
  /** B.4's rule: median within 20 % of the target, no run over twice it. */
  targetMet: boolean | null;
  /** The median itself at or under the target. */
  targetMetStrictly: boolean | null;
}

/** performance.md B.4: the median may exceed `limit` by 20 %, no run may exceed twice it. */
function withinB4(med: number, max: number, limit: number): boolean {
  return med <= limit * 1.2 && max <= limit * 2;
}

export function judge(metric: Metric): Verdict {
  const med = median(metric.samples);
  const max = Math.max(...metric.samples);
  const ok = metric.budget === undefined || withinB4(med, max, metric.budget);
  return {
    name: metric.name,
    unit: metric.unit,
    runs: metric.samples.length,
    median: Number(med.toFixed(2)),
    p95: Number(percentile(metric.samples, 95).toFixed(2)),
    max: Number(max.toFixed(2)),
    budget: metric.budget ?? null,
    ok,
    target: metric.target ?? null,
    targetMet: metric.target === undefined ? null : withinB4(med, max, metric.target),
    targetMetStrictly: metric.target === undefined ? null : med <= metric.target,
  };
}

export const BENCH_LINE = 'BENCH_RESULT ';

/**
 * The large seed's data folder, shared by the benchmarks that read it: seeded by the first that
 * finds none (sandbox-db.bench.ts, which run.ts runs first, seeds it as its measured run).
 */
export const LARGE_SANDBOX_DIR =
  process.env.SANDBOX_BENCH_DIR ?? path.join(os.tmpdir(), 'mc-sandbox-bench-large');

/** 'met', 'met within B.4's tolerance (median +N %)' or 'NOT MET'. */
export function targetText(
  v: Pick<Verdict, 'median' | 'target' | 'targetMet' | 'targetMetStrictly'>,
): string {
  if (!v.targetMet || v.target === null) return 'NOT MET';
  if (v.targetMetStrictly) return 'met';
  const over = Math.round((v.median / v.target - 1) * 100);
  return `met within B.4's tolerance (median +${over} %, no run over twice the target)`;
}

/** Prints the scenario's verdicts as one machine-readable line plus a readable table. */
export function report(scenario: string, metrics: readonly Metric[]): Verdict[] {
  const verdicts = metrics.map(judge);
  for (const v of verdicts) {
    let budget = v.budget === null ? 'report only' : `budget ${v.budget} ${v.unit}`;
    if (v.target !== null)
      budget += `; performance.md target ${v.target} ${v.unit}: ${targetText(v)}`;
    console.log(
      `${v.ok ? 'ok  ' : 'OVER'} ${scenario} › ${v.name}: median ${v.median} ${v.unit}, p95 ${v.p95}, max ${v.max} (${v.runs} runs; ${budget})`,
    );
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.versions.node}`;
  console.log(`${BENCH_LINE}${JSON.stringify({ scenario, machine, verdicts })}`);
  return verdicts;
}
