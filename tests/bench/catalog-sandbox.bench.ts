// Sandbox catalog benchmarks on the large seed (100,000 configs), over HTTP as the console calls
// them: C8 related_configs_recursive with max_depth=10 around a typical config (budget 200 ms),
// C2 POST /catalog/summary with the console's default body (budget 500 ms) and C3 POST
// /catalog/changes for a page of 200 in the default window (budget 400 ms); medians.
// Reuses the large data dir of sandbox-query.bench.ts (under os.tmpdir(), built on first use).
// BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 2 + 7.
import { openSandboxDatabase } from '../../electron/sandbox/db/open-database.ts';
import { startSandbox } from '../../electron/sandbox/server.ts';
import { LARGE_SANDBOX_DIR, type Metric, report, time } from './bench-lib.ts';

const dataDir = LARGE_SANDBOX_DIR;
const quick = Boolean(process.env.BENCH_QUICK);
const plan = quick ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 7 };

// Builds (or rebuilds, when the schema version moved) the data dir before timing anything.
const prepared = await openSandboxDatabase({ dataDir, scale: 'large' });
await prepared.close();

const sandbox = await startSandbox({ dataDir, scale: 'large' });
try {
  const headers = {
    Authorization: `Bearer ${sandbox.adminToken}`,
    'Content-Type': 'application/json',
  };
  const request = async (path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${sandbox.url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };

  // A typical config: a deployment (its replica sets and pods below, namespace and cluster above).
  const found = await sandbox.db.query<{ id: string }>(
    `SELECT id FROM config_items WHERE type = 'Kubernetes::Deployment' AND deleted_at IS NULL
     ORDER BY name LIMIT 1`,
  );
  const deployment = found.rows[0]?.id;
  if (!deployment) throw new Error('no deployment in the large seed');
  let relatedRows = 0;
  const related = await time(async () => {
    const rows = (await request(
      `/db/rpc/related_configs_recursive?config_id=${deployment}&type_filter=all&include_deleted_configs=false&max_depth=10`,
    )) as unknown[];
    relatedRows = rows.length;
  }, plan);

  const summaryBody = {
    groupBy: ['config_class', 'type'],
    deleted: false,
    changes: { since: '30d' },
    analysis: { since: '30d' },
    cost: '30d',
  };
  let groups = 0;
  const summary = await time(async () => {
    groups = ((await request('/catalog/summary', summaryBody)) as unknown[]).length;
  }, plan);

  const changesBody = { page: 1, page_size: 200, sort_by: '-created_at', recursive: 'none' };
  let total = 0;
  const changes = await time(async () => {
    const answer = (await request('/catalog/changes', changesBody)) as {
      total?: number;
      changes?: unknown[];
    };
    if (answer.changes?.length !== 200) throw new Error('expected a full page of 200 changes');
    total = answer.total ?? 0;
  }, plan);

  console.log(
    `large seed: related_configs_recursive → ${relatedRows} configs; summary → ${groups} groups; changes total ${total} (default window now-2d); ${plan.warmup} warm-up + ${plan.runs} runs${quick ? ' (BENCH_QUICK)' : ''}`,
  );
  const metrics: Metric[] = [
    {
      name: 'related_configs_recursive max_depth=10, a deployment',
      unit: 'ms',
      samples: related,
      budget: 200,
    },
    { name: 'POST /catalog/summary (console default)', unit: 'ms', samples: summary, budget: 500 },
    { name: 'POST /catalog/changes, page of 200', unit: 'ms', samples: changes, budget: 400 },
  ];
  const verdicts = report('Sandbox catalog, large seed', metrics);
  if (!verdicts.every((v) => v.ok)) process.exitCode = 1;
} finally {
  await sandbox.close();
}
