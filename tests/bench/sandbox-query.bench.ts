// Sandbox benchmarks (plain Node: `node tests/bench/sandbox-query.bench.ts`): a 20-filter, 3-embed
// /db query on the large seed over HTTP (budget: median < 100 ms over ≥5 runs after warm-up) and
// start-up on an existing data dir (target 1.5 s, gate 4 s), both in process and as a fresh child process.
// The large data dir lives under os.tmpdir() and is reused between runs (created on first run).
// Prints the JSON results, then bench-lib's verdict lines (read by tests/bench/run.ts); exit code 1
// when a budget is missed (performance.md B.4 rule, as every benchmark here).
import { existsSync } from 'node:fs';
import { openSandboxDatabase } from '../../electron/sandbox/db/open-database.ts';
import { startSandbox } from '../../electron/sandbox/server.ts';
import { spawnSandbox } from '../../electron/sandbox/spawn.ts';
import { LARGE_SANDBOX_DIR, type Metric, report } from './bench-lib.ts';

const dataDir = LARGE_SANDBOX_DIR;
const runs = Number(process.env.SANDBOX_BENCH_RUNS ?? 7);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number) => Math.round(x * 10) / 10;

// 20 filters and 3 embeds, shaped like the catalog list for one config type (reference C1: the
// console always lists one type at a time) with tri-state `.filter`s, a search and label filters.
const filters = [
  'type=eq.Kubernetes::Deployment',
  'deleted_at=is.null',
  'name=not.is.null',
  'health.filter=healthy,unhealthy,warning',
  'or=(status.is.null,status.neq.Terminated)',
  'config_class=eq.Deployment',
  'created_at=lt.now()',
  'created_at=gt.2000-01-01T00:00:00Z',
  'updated_at=gte.2000-01-01T00:00:00Z',
  'labels->>bench-missing=is.null',
  'id=not.eq.00000000-0000-0000-0000-000000000001',
  'agent_id=not.is.null',
  'name=not.like.zzz*',
  'or=(namespace.is.null,namespace.neq.bench-none)',
  'and=(name.neq.x,type.neq.y)',
  'or=(tags.is.null,tags.not.is.null)',
  'name=ilike.*e*',
  'type=not.in.(A,B,C)',
  'config_class.filter=!Nope',
  'labels=not.is.null',
];
const select =
  'select=id,name,type,config_class,status,health,labels,tags,created_at,updated_at,deleted_at,changes,analysis' +
  '&select=agent:agents(id,name),config_analysis(id,severity,analysis_type),config_changes(id,change_type,created_at)' +
  '&config_changes.order=created_at.desc&config_changes.limit=5&config_analysis.limit=5';
const query = `/api/db/configs?${select}&${filters.join('&')}&order=type,name.asc&limit=50&offset=0`;

async function ensureLargeDataDir(): Promise<{ created: boolean; ms: number }> {
  const t = performance.now();
  const db = await openSandboxDatabase({ dataDir, scale: 'large' });
  await db.close();
  return { created: db.created, ms: Math.round(performance.now() - t) };
}

async function main(): Promise<void> {
  const prepared = existsSync(dataDir) ? { created: false, ms: 0 } : await ensureLargeDataDir();
  if (!prepared.created && prepared.ms === 0) await ensureLargeDataDir(); // validates/rebuilds an outdated dir

  // Cold start: a fresh child process (node startup, module load, WASM compile, open, listen).
  // One start is discarded first: right after the data dir was (re)built — on a fresh machine, or
  // when the schema version changed — the first open took 3 s where the next took 0.8 s.
  const coldStarts: number[] = [];
  for (let i = 0; i < 4; i++) {
    const t = performance.now();
    const child = await spawnSandbox({ dataDir, scale: 'large', tickerMs: 0 });
    if (i > 0) coldStarts.push(performance.now() - t);
    await child.stop();
  }

  // Warm start in this process, and the query benchmark against it.
  const warmStarts: number[] = [];
  let sandbox = await startSandbox({ dataDir, scale: 'large' });
  for (let i = 0; i < 2; i++) {
    await sandbox.close();
    const t = performance.now();
    sandbox = await startSandbox({ dataDir, scale: 'large' });
    warmStarts.push(performance.now() - t);
  }
  const headers = { Authorization: `Bearer ${sandbox.adminToken}`, Prefer: 'count=exact' };
  let rows = 0;
  let range = '';
  const time = async () => {
    const t = performance.now();
    const res = await fetch(`${sandbox.url}${query}`, { headers });
    const body = (await res.json()) as unknown[];
    const ms = performance.now() - t;
    if (res.status >= 300)
      throw new Error(`bench query failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    rows = body.length;
    range = res.headers.get('content-range') ?? '';
    return ms;
  };
  for (let i = 0; i < 3; i++) await time(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < Math.max(5, runs); i++) samples.push(await time());
  await sandbox.close();

  const result = {
    bench: 'sandbox-query',
    dataDir,
    seeded: prepared.created ? { ms: prepared.ms } : 'reused',
    query: {
      filters: filters.length,
      embeds: 3,
      rows,
      contentRange: range,
      runs: samples.map(round),
      medianMs: round(median(samples)),
      targetMs: 100,
      gateMs: 200,
    },
    start: {
      coldChildProcessMs: coldStarts.map(round),
      coldMedianMs: round(median(coldStarts)),
      inProcessMs: warmStarts.map(round),
      inProcessMedianMs: round(median(warmStarts)),
      targetMs: 1500,
      gateMs: 4000,
    },
  };
  const metrics: Metric[] = [
    {
      name: '20-filter 3-embed /db query, large seed',
      unit: 'ms',
      samples,
      budget: 200,
      target: 100,
    },
    {
      name: 'start on existing data dir (child process, to ready line)',
      unit: 'ms',
      samples: coldStarts,
      budget: 4000,
      target: 1500,
    },
    { name: 'start on existing data dir (in process)', unit: 'ms', samples: warmStarts },
  ];
  // The verdict of every other benchmark (performance.md B.4: median within 20 % of the budget,
  // no run over twice it); this script once failed on its own stricter "median < budget" while
  // its verdict line said ok.
  const pass = report('sandbox', metrics).every((verdict) => verdict.ok);
  process.stdout.write(`${JSON.stringify({ ...result, pass }, null, 2)}\n`);
  if (!pass) process.exitCode = 1;
}

await main();
