// Issue 39 item 12: the fuzz in `npm test` cannot fail a landing by chance — it runs the same seeds
// every time (fixed ones and every seed that ever found a bug), no more cases than before — and the
// benchmark stage's random seeds report their findings with the seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../bench/fuzz-step.ts';
import { casesOf, DEFAULT_FUZZ_RUNS, fuzzPlan, readSeedsFile } from './fuzz-plan.ts';

const sent = (plan: ReturnType<typeof fuzzPlan>) =>
  plan.reduce((n, r) => n + (r.only ? r.only.cases.length : r.ipcRuns + r.gatewayRuns), 0);

describe('the fuzz plan of npm test', () => {
  it('draws no seed: the same fixed and regression seeds every run', () => {
    const plan = fuzzPlan({});
    expect(fuzzPlan({})).toEqual(plan);
    const file = readSeedsFile();
    expect(plan.map((r) => r.seed)).toEqual([
      ...file.fixed.map((f) => f.seed),
      ...file.regressions.map((r) => r.seed),
    ]);
    // The header case the fuzz found (issue 39) is kept as a regression case.
    expect(file.regressions.map((r) => r.seed)).toContain(931803683);
  });

  it('sends no more cases than the single random seed did', () => {
    expect(sent(fuzzPlan({}))).toBeLessThanOrEqual(DEFAULT_FUZZ_RUNS);
  });

  it('replays one seed alone with MCD_FUZZ_SEED, as before', () => {
    expect(fuzzPlan({ MCD_FUZZ_SEED: '42', MCD_FUZZ_RUNS: '100' })).toEqual([
      // The split of the single-seed fuzz, unchanged (55 % of 100, rounded up as before).
      { label: 'seed 42', seed: 42, runs: 100, ipcRuns: 56, gatewayRuns: 44 },
    ]);
    expect(() => fuzzPlan({ MCD_FUZZ_SEED: 'x' })).toThrow(/not an integer/);
  });

  it('a regression case alone is the very case its seed drew in the full run', () => {
    const arbitrary = fc.record({ path: fc.string(), n: fc.integer() });
    const full = fc.sample(arbitrary, { seed: 7, numRuns: 50 });
    const alone = casesOf(
      {
        label: 'r',
        seed: 7,
        runs: 90,
        ipcRuns: 31,
        gatewayRuns: 0,
        only: { phase: 'ipc', cases: [30] },
      },
      'ipc',
      arbitrary,
    );
    expect(alone).toEqual([{ index: 30, value: full[30] }]);
    // The gateway phase draws from seed + 1.
    const gateway = casesOf(
      { label: 'g', seed: 6, runs: 4, ipcRuns: 0, gatewayRuns: 4 },
      'gateway',
      arbitrary,
    );
    expect(gateway.map((c) => c.value)).toEqual(full.slice(0, 4));
  });
});

describe('the benchmark stage’s fuzz findings', () => {
  it('are read from the fuzz’s output with their seed, and a run that died is reported too', () => {
    const output = [
      ' FAIL  tests/integration/fuzz/host-fuzz.test.ts > host fuzz > gateway',
      '\u001b[31mAssertionError: FUZZ_FINDING seed=123 gateway: 1 case(s) failed in seed 123; replay with MCD_FUZZ_SEED=123 MCD_FUZZ_RUNS=2000\u001b[39m',
      '#17 host answered 500',
      '  request: GET /org/x',
    ].join('\n');
    const [finding, ...rest] = findingsOf(output, 123, 2000, 1);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ seed: 123, runs: 2000 });
    expect(finding?.summary).toMatch(
      /^FUZZ_FINDING seed=123 gateway: 1 case\(s\)[^\n]*\n#17 host answered 500/,
    );
    expect(findingsOf('all passed', 5, 2000, 0)).toEqual([]);
    expect(findingsOf('Error: listen EADDRINUSE', 5, 2000, 1)).toEqual([
      expect.objectContaining({ seed: 5, summary: expect.stringMatching(/exit code 1/) as string }),
    ]);
  });
});
