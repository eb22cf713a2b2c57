// Benchmark of the sandbox database layer (issue 3): time to generate and load the large seeded
// world into a fresh data dir, and time to start from an existing data dir (open + first query),
// for the large and the default small world. Plain Node script:
//   node tests/bench/sandbox-db.bench.ts [--seed-runs N] [--reopen-runs N]
// Prints one BENCH_RESULT line (tests/bench/run.ts) and a JSON summary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Scale } from '../../electron/sandbox/seed/context.ts';
import {
  finishDeferredRebase,
  openSandboxDatabase,
} from '../../electron/sandbox/db/open-database.ts';
import type { Metric } from './bench-lib.ts';
import { LARGE_SANDBOX_DIR, median, report } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    'seed-runs': { type: 'string', default: process.env.BENCH_QUICK ? '1' : '5' },
    // Quick mode (`npm test`): 1 warm-up + 3 cold starts in fresh processes per data dir.
    'reopen-runs': { type: 'string', default: process.env.BENCH_QUICK ? '3' : '5' },
    'child-reopen': { type: 'string' },
  },
});

// Child mode: one cold start in a fresh process (as the sandbox CLI starts), reporting the time
// from just before opening to the first answered query, and the process's whole lifetime so far.
const childDir = values['child-reopen'];
if (childDir) {
  const started = performance.now();
  const sandbox = await openSandboxDatabase({ dataDir: childDir });
  if (sandbox.created) throw new Error(`bench: ${childDir} was reseeded instead of reused`);
  await sandbox.db.query('SELECT count(*) FROM checks');
  const openMs = performance.now() - started;
  await sandbox.close();
  console.log(JSON.stringify({ openMs, processMs: Math.round(process.uptime() * 1000) }));
  process.exit(0);
}
const quick = Boolean(process.env.BENCH_QUICK);
const TEMPLATE_DIR = join(import.meta.dirname, '../../out/sandbox-template');
const seedRuns = Math.max(1, Number(values['seed-runs']));
const reopenRuns = Math.max(3, Number(values['reopen-runs']));

const root = await mkdtemp(join(tmpdir(), 'sandbox-db-bench-'));

async function seedOnce(
  scale: Scale,
  dataDir: string,
): Promise<{ ms: number; phases: Record<string, number>; counts: Record<string, number> }> {
  const started = performance.now();
  const sandbox = await openSandboxDatabase({ dataDir, scale, reset: true });
  const ms = performance.now() - started;
  const phases = sandbox.seedReport?.millis ?? { generate: 0, insert: 0, derived: 0 };
  const counts = sandbox.seedReport?.counts ?? {};
  await sandbox.close();
  if (!sandbox.created) throw new Error('bench: reset did not reseed');
  return { ms, phases, counts };
}

/** The build's first-start database copied to `dataDir` and opened (times moved), as a first start. */
async function fromTemplate(dataDir: string): Promise<{ ms: number }> {
  if (!existsSync(join(TEMPLATE_DIR, 'PG_VERSION')))
    throw new Error(`no ${TEMPLATE_DIR}: run \`npm run build\` first`);
  const started = performance.now();
  const sandbox = await openSandboxDatabase({ dataDir, templateDir: TEMPLATE_DIR });
  // The move a first start leaves for after it answers, done here so the reopens find none.
  await finishDeferredRebase(sandbox.db);
  const ms = performance.now() - started;
  await sandbox.close();
  return { ms };
}

/** Cold starts in fresh processes: [open + first query ms, whole process lifetime ms] per run. */
function reopen(dataDir: string, runs: number): { open: number[]; process: number[] } {
  const open: number[] = [];
  const processMs: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const child = spawnSync(process.execPath, [import.meta.filename, '--child-reopen', dataDir], {
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`bench: reopen child failed: ${child.stderr}`);
    const line = child.stdout.trim().split('\n').at(-1) ?? '{}';
    const result = JSON.parse(line) as { openMs: number; processMs: number };
    if (i === 0) continue; // warm-up (file cache)
    open.push(result.openMs);
    processMs.push(result.processMs);
  }
  return { open, process: processMs };
}

try {
  // The measured large seed goes into the shared folder the other benchmarks read when that holds
  // no database yet (a fresh machine: CI), so that none of them seeds it again.
  const largeDir = existsSync(join(LARGE_SANDBOX_DIR, 'PG_VERSION'))
    ? join(root, 'large')
    : LARGE_SANDBOX_DIR;
  const seeds: Awaited<ReturnType<typeof seedOnce>>[] = [];
  for (let i = 0; i < seedRuns; i++) {
    seeds.push(await seedOnce('large', largeDir));
    console.log(`large seed run ${i + 1}/${seedRuns}: ${Math.round(seeds.at(-1)?.ms ?? 0)} ms`);
  }
  const reopenLarge = reopen(largeDir, reopenRuns);

  const smallDir = join(root, 'small');
  // Quick mode starts the small data dir from the small seed the build already made (the app's
  // first-start template: a copy, its times moved), as the app's own first start does, instead of
  // seeding it again; the reopens measured on it are the same. Full mode seeds it and reports that.
  const smallSeed = quick ? await fromTemplate(smallDir) : await seedOnce('small', smallDir);
  const reopenSmall = reopen(smallDir, reopenRuns);

  const metrics: Metric[] = [
    // "minutes at most" (issue 3): a 5-minute budget.
    {
      name: 'large seed into a fresh data dir',
      unit: 'ms',
      samples: seeds.map((s) => s.ms),
      budget: 300_000,
    },
    {
      name: 'large seed › generate (JS)',
      unit: 'ms',
      samples: seeds.map((s) => s.phases['generate'] ?? 0),
    },
    {
      name: 'large seed › bulk insert',
      unit: 'ms',
      samples: seeds.map((s) => s.phases['insert'] ?? 0),
    },
    {
      name: 'large seed › derived SQL (history, summaries)',
      unit: 'ms',
      samples: seeds.map((s) => s.phases['derived'] ?? 0),
    },
    {
      name: 'start from existing large data dir (open + first query)',
      unit: 'ms',
      samples: reopenLarge.open,
      budget: 1500,
    },
    {
      name: 'start from existing large data dir (node process incl. imports)',
      unit: 'ms',
      samples: reopenLarge.process,
    },
    {
      name: quick
        ? "small data dir from the build's template (copy + rebase)"
        : 'small seed into a fresh data dir',
      unit: 'ms',
      samples: [smallSeed.ms],
    },
    {
      name: 'start from existing small data dir (open + first query)',
      unit: 'ms',
      samples: reopenSmall.open,
      budget: 1500,
    },
    {
      name: 'start from existing small data dir (node process incl. imports)',
      unit: 'ms',
      samples: reopenSmall.process,
    },
  ];
  const verdicts = report('sandbox-db', metrics);
  const largeCounts = seeds[0]?.counts ?? {};
  console.log(
    JSON.stringify(
      {
        scenario: 'sandbox-db',
        largeSeedMedianMs: Math.round(median(seeds.map((s) => s.ms))),
        reopenLargeMedianMs: Math.round(median(reopenLarge.open)),
        reopenSmallMedianMs: Math.round(median(reopenSmall.open)),
        largeCounts: {
          checks: largeCounts['checks'],
          components: largeCounts['components'],
          config_items: largeCounts['config_items'],
          config_changes: largeCounts['config_changes'],
          check_statuses: 'derived in SQL',
        },
        verdicts,
      },
      null,
      2,
    ),
  );
  if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
} finally {
  await rm(root, { recursive: true, force: true });
}
