// `npm test` / `npm run verify`: the one gate. Typecheck (each process), lint (zero warnings),
// format check, unit + integration tests (vitest), build, end-to-end tests in browser mode
// (Playwright + Debian Chromium), the Electron e2e (skips itself without a binary) and the
// benchmarks. Every step runs even after a failure, so one run shows everything that is wrong.
// The checks (typecheck, lint, format) and the build run beside the unit and integration tests,
// which keep only one of the CI machine's two cores busy for most of their time; the memory
// benchmark runs beside the e2e tests.
// On Linux it re-runs itself inside a private D-Bus session with an unlocked gnome-keyring, so
// keychain tests use a real Secret Service and never touch the developer's own keyring.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const resultsDir = path.join(repoRoot, 'out/test-results');

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

if (
  process.platform === 'linux' &&
  !process.env.MCD_KEYRING_READY &&
  onPath('dbus-run-session') &&
  onPath('gnome-keyring-daemon')
) {
  const self = `MCD_KEYRING_READY=1 MCD_REQUIRE_KEYCHAIN=1 exec "${process.execPath}" "${fileURLToPath(import.meta.url)}" ${process.argv
    .slice(2)
    .map((a) => `'${a}'`)
    .join(' ')}`;
  // A keyring of our own in a temp folder: an existing login keyring (other password) would make
  // the daemon prompt, and tests must never write into the developer's keyring anyway.
  const keyringHome = mkdtempSync(path.join(os.tmpdir(), 'mcd-keyring-'));
  const inner = `printf 'mcd-test' | XDG_DATA_HOME='${keyringHome}' gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; ${self}`;
  const run = spawnSync('dbus-run-session', ['--', 'sh', '-c', inner], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  rmSync(keyringHome, { recursive: true, force: true });
  process.exit(run.status ?? 1);
}

const benchmarksWanted =
  existsSync(path.join(repoRoot, 'tests/bench/run.ts')) && !process.argv.includes('--no-bench');

interface Step {
  name: string;
  command: string;
  args: string[];
  when?: () => boolean;
  /**
   * Runs in the background, one after another with the other background steps, beside the
   * foreground steps up to and including the unit tests (whose Sandbox tests hold one core); its
   * output is printed whole when it ends.
   */
  background?: true;
  /**
   * Runs beside the foreground step of this name, from its start, and is awaited when it ends;
   * its output is printed whole then.
   */
  beside?: string;
  /** A file the step must write (under out/test-results): a run that wrote none failed. */
  writes?: string;
  /** Environment variables of this step only. */
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b'], background: true },
  // Beside the tests too: of out/ they read only the Sandbox template, made before (`prepare`).
  {
    name: 'build',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts/build.ts')],
    background: true,
  },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'], background: true },
  {
    name: 'import cycles',
    command: process.execPath,
    args: [path.join(repoRoot, 'scripts/lint/import-cycles.ts')],
    background: true,
  },
  {
    name: 'format',
    command: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
    background: true,
  },
  {
    name: 'unit + integration',
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(resultsDir, 'vitest.json')}`,
    ],
    // A vitest whose global setup never settles exits 0 having run nothing.
    writes: 'vitest.json',
    // The console replay's large seed (about a minute to build in memory) runs in the benchmark
    // stage instead, on a copy of the large database that stage seeds anyway (tests/bench/run.ts).
    env: { MCD_REPLAY_SCALES: 'small' },
  },
  { name: 'e2e (browser mode)', command: bin('playwright'), args: ['test'], writes: 'e2e.json' },
  {
    name: 'e2e (Electron)',
    command: bin('playwright'),
    args: ['test', '-c', 'playwright.electron.config.ts'],
    when: () => existsSync(path.join(repoRoot, 'playwright.electron.config.ts')),
  },
  // Memory, not time, and three minutes of it: beside the e2e tests, which it does not disturb
  // (a switch of organisation every 20 s) and whose processes do not change its figure.
  {
    name: 'memory benchmark',
    command: process.execPath,
    args: [path.join(repoRoot, 'tests/bench/run.ts'), 'memory', '--results=memory.json'],
    beside: 'e2e (browser mode)',
    when: () => benchmarksWanted,
  },
  {
    name: 'benchmarks',
    command: process.execPath,
    args: [path.join(repoRoot, 'tests/bench/run.ts'), '--except=memory', '--merge=memory.json'],
    when: () => benchmarksWanted,
  },
];

function countVitest(): { passed: number; failed: number; skipped: number } {
  const file = path.join(resultsDir, 'vitest.json');
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightTest {
  status: string;
  annotations?: { type: string; description?: string }[];
  results?: {
    error?: { message?: string; location?: { file: string; line: number } };
  }[];
}

/** Each failed attempt's first line of error and where it stopped, for the summary. */
function attemptErrors(test: PlaywrightTest): string[] {
  return (test.results ?? []).flatMap((result, attempt) => {
    const error = result.error;
    if (!error) return [];
    // eslint-disable-next-line no-control-regex
    const plain = (error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
    const first = plain.split('\n').find((line) => line.trim() !== '') ?? '(no message)';
    const at = error.location
      ? ` (${path.basename(error.location.file)}:${error.location.line})`
      : '';
    return [`try ${attempt + 1}: ${first.trim().slice(0, 300)}${at}`];
  });
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  suites: PlaywrightSuite[];
}

function readPlaywright(name: string): PlaywrightReport | null {
  const file = path.join(resultsDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport) : null;
}

function countPlaywright(name: string): { passed: number; failed: number; skipped: number } {
  const r = readPlaywright(name);
  if (!r) return { passed: 0, failed: 0, skipped: 0 };
  return {
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  };
}

// The tests that failed, and those that passed only on their retry, by file:line and title: the
// end of the log is often all that reaches the reader of a CI run, so the summary names them.
function unhappyTests(): { status: 'failed' | 'flaky'; name: string; errors?: string[] }[] {
  const found: { status: 'failed' | 'flaky'; name: string; errors?: string[] }[] = [];
  const vitest = path.join(resultsDir, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8')) as {
      testResults?: { name: string; assertionResults?: { status: string; fullName: string }[] }[];
    };
    for (const file of r.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed')
          found.push({
            status: 'failed',
            name: `${path.relative(repoRoot, file.name)} › ${t.fullName}`,
          });
  }
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const status =
          t.status === 'unexpected' ? 'failed' : t.status === 'flaky' ? 'flaky' : undefined;
        if (status)
          found.push({
            status,
            name: `${spec.file}:${spec.line} › ${spec.title}`,
            errors: attemptErrors(t),
          });
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const name of ['e2e.json', 'e2e-electron.json'])
    for (const suite of readPlaywright(name)?.suites ?? []) walk(suite);
  return found;
}

/** The e2e tests that skipped themselves, counted by the reason they gave. */
function skipReasons(): Map<string, number> {
  const reasons = new Map<string, number>();
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        if (t.status !== 'skipped') continue;
        const why =
          t.annotations?.find((a) => a.type === 'skip')?.description ?? '(no reason given)';
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const name of ['e2e.json', 'e2e-electron.json'])
    for (const suite of readPlaywright(name)?.suites ?? []) walk(suite);
  return reasons;
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
type Outcome = { name: string; ok: boolean; seconds: number; skipped?: boolean; busy?: number };

/** The machine's CPU time so far, busy and in all, over every core (ms). */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy, total };
}
const stepEnv = { ...process.env, FORCE_COLOR: '0', BENCH_QUICK: '1' };

/** Runs a step to its end: its output shown as it comes, or kept in `log` and shown at the end. */
function run(step: Step, log?: string): Promise<Outcome> {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const fd = log ? openSync(log, 'w') : undefined;
  if (!log) console.log(`\n━━ ${step.name} ━━`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: repoRoot,
      env: { ...stepEnv, ...step.env },
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
    });
    let failure = '';
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      const cpuAfter = cpuTimes();
      const busy = (cpuAfter.busy - cpuBefore.busy) / Math.max(1, cpuAfter.total - cpuBefore.total);
      if (log && fd !== undefined) {
        closeSync(fd);
        const output = `${readFileSync(log, 'utf8')}${failure}`.trimEnd();
        console.log(`\n━━ ${step.name} (beside the tests, ${seconds.toFixed(1)} s) ━━\n${output}`);
      }
      resolve({ name: step.name, ok, seconds, busy });
    };
    child.once('error', (error) => {
      failure = `\n${String(error)}`;
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

const present = (step: Step) => !step.when || step.when();
const absent = (step: Step): Outcome => ({ name: step.name, ok: true, seconds: 0, skipped: true });

// First and alone, the Sandbox template that the integration tests' global setup and the build
// both want: made here once, so that neither seeds it while the other does.
const prepare: Step = {
  name: 'sandbox template',
  command: process.execPath,
  args: [path.join(repoRoot, 'scripts/build.ts'), '--sandbox-template'],
};
const prepared = await run(prepare);
// The checks (typecheck, lint, format) and the build run one after another on one core while the
// unit and integration tests, whose Sandbox tests run one file at a time, use the other. When the
// tests end first, a second lane takes the checks still waiting, so no core sits idle until the
// e2e tests (which need the build) start.
const background = steps.filter((s) => s.background);
const foreground = steps.filter((s) => !s.background && !s.beside);
// The checks are awaited after the first foreground step that takes a while: the tests.
const joinAfter = foreground.findIndex((s) => s.writes === 'vitest.json');
const waiting = [...background];
const checksDone: Outcome[] = [];
async function checksLane(): Promise<void> {
  for (let step = waiting.shift(); step; step = waiting.shift())
    checksDone.push(
      present(step) ? await run(step, path.join(resultsDir, `${step.name}.log`)) : absent(step),
    );
}
const firstLane = checksLane();
const outcomes: Outcome[] = [prepared];
for (const [index, step] of foreground.entries()) {
  const besides = steps
    .filter((s) => s.beside === step.name)
    .map((s) =>
      present(s) ? run(s, path.join(resultsDir, `${s.name}.log`)) : Promise.resolve(absent(s)),
    );
  const outcome = present(step) ? await run(step) : absent(step);
  if (!outcome.skipped && step.writes && !existsSync(path.join(resultsDir, step.writes))) {
    console.log(`verify: ${step.name} wrote no ${step.writes}: counted as failed`);
    outcome.ok = false;
  }
  outcomes.push(outcome, ...(await Promise.all(besides)));
  if (index === joinAfter) {
    await Promise.all([firstLane, checksLane()]);
    outcomes.unshift(...background.map((b) => checksDone.find((o) => o.name === b.name)!));
  }
}

console.log('\n━━ summary ━━');
/** A step's line: how it ended, its time and how busy the whole machine was meanwhile. */
function summaryLine(o: Outcome): string {
  const mark = o.skipped ? 'skip' : o.ok ? 'ok  ' : 'FAIL';
  if (o.skipped) return `${mark}  ${o.name.padEnd(22)} (not present)`;
  const busy = o.busy === undefined ? '' : `   machine ${Math.round(o.busy * 100)} % busy`;
  return `${mark}  ${o.name.padEnd(22)} ${o.seconds.toFixed(1).padStart(6)} s${busy}`;
}
for (const o of outcomes) console.log(summaryLine(o));
const counts = [
  countVitest(),
  countPlaywright('e2e.json'),
  countPlaywright('e2e-electron.json'),
].reduce(
  (a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failedSteps = outcomes.filter((o) => !o.ok);
if (failedSteps.length > 0 && counts.failed === 0) counts.failed = failedSteps.length; // a gate (lint, build…) failed
for (const t of unhappyTests()) {
  console.log(`${t.status === 'failed' ? 'failed' : 'flaky '}  ${t.name}`);
  for (const line of t.errors ?? []) console.log(`          ${line}`);
}
for (const [why, count] of skipReasons())
  console.log(`skipped ${String(count).padStart(2)}  e2e: ${why}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
