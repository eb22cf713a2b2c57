// Renderer benchmark of the Relationships tab's graph (issue 15 item 5), in headless Debian
// Chromium against the production bundle (`npm run build` first). The Sandbox org's
// related_configs_recursive answer is replaced by 500 related items plus the root, shaped so that
// every intermediary is auto-expanded (each parent has 3 children of one type and 2 of another):
// all 500 config nodes and their intermediaries are laid out and drawn, the worst visible case.
// The answer is held until the graph's loading state shows (the canvas chunk loads meanwhile).
// - Painted: the answer's Resource Timing responseEnd → `catalog-graph:painted` (dagre's
//   layoutstop + a frame); target 1000 ms, gate (budget) 4000 ms.
// BENCH_QUICK=1: 1 warm-up + 3 runs; otherwise 1 + 5.
import { report, type Metric } from './bench-lib.ts';
import {
  isolateCache,
  isQuick,
  newSignedInContext,
  pageMetrics,
  paintAfterHeldAnswer,
  repeat,
  withHostAndBrowser,
} from './browser/renderer-bench.ts';
import { intercept } from './browser/intercept.ts';

const ROOT_ID = '0190f0e0-0000-7000-8000-00000000c9a0';
const RELATED = 500;
const runs = isQuick() ? 3 : 5;
const HEALTH = ['healthy', 'healthy', 'healthy', 'warning', 'unhealthy', null];

const uuid = (n: number) => `0190f0e0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

/** Breadth first: each parent gets 3 children of type A and 2 of type B, as long as ids last. */
function relatedAnswer(): string {
  const now = new Date().toISOString();
  const row = (id: string, name: string, type: string, n: number) => ({
    id,
    name,
    type,
    related_ids: [] as string[],
    tags: { namespace: 'bench' },
    health: HEALTH[n % HEALTH.length],
    status: 'Running',
    changes: n % 4,
    created_at: now,
    updated_at: now,
    agent_id: '00000000-0000-0000-0000-000000000000',
  });
  const root = row(ROOT_ID, 'bench-root-cluster', 'Kubernetes::Cluster', 0);
  const rows = [root];
  const queue = [root];
  const types = [
    ['Kubernetes::Namespace', 'Kubernetes::ConfigMap'],
    ['Kubernetes::Deployment', 'Kubernetes::Secret'],
    ['Kubernetes::ReplicaSet', 'Kubernetes::Service'],
    ['Kubernetes::Pod', 'Kubernetes::PersistentVolumeClaim'],
  ];
  let made = 0;
  for (let depth = 0; queue.length && made < RELATED; depth += 1) {
    const level = queue.splice(0, queue.length);
    const [a, b] = types[Math.min(depth, types.length - 1)]!;
    for (const parent of level) {
      for (let k = 0; k < 5 && made < RELATED; k += 1) {
        made += 1;
        const type = k < 3 ? a! : b!;
        const child = row(
          uuid(made),
          `bench-${type.split('::')[1]!.toLowerCase()}-${made}`,
          type,
          made,
        );
        parent.related_ids.push(child.id);
        rows.push(child);
        queue.push(child);
      }
      if (made >= RELATED) break;
    }
  }
  return JSON.stringify(rows);
}

const detail = JSON.stringify([
  {
    id: ROOT_ID,
    name: 'bench-root-cluster',
    type: 'Kubernetes::Cluster',
    config_class: 'Cluster',
    health: 'healthy',
    status: 'Running',
    config: { kind: 'Cluster' },
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    summary: { changes: 0, analysis: 0, relationships: RELATED, playbook_runs: 0, checks: 0 },
  },
]);

const body = relatedAnswer();
await withHostAndBrowser(async ({ host, browser }) => {
  const results = await repeat('catalog-graph', { runs, warmup: 1 }, async () => {
    const context = await newSignedInContext(browser, host);
    try {
      const page = await context.newPage();
      await isolateCache(page);
      await intercept(page, '*/org/*/api/db/config_detail\\?*', (request) =>
        request.fulfill({ contentType: 'application/json', body: detail }),
      );
      const { painted, responseEnd } = await paintAfterHeldAnswer(page, {
        pattern: '*/org/*/api/db/rpc/related_configs_recursive\\?*',
        body,
        path: `/catalog/${ROOT_ID}/relationships?view=graph`,
        skeletonLabel: 'Loading relationship graph',
        mark: 'catalog-graph:painted',
        resourcePart: '/api/db/rpc/related_configs_recursive',
      });
      const graph = page.locator('.mc-rel-graph');
      const configs = Number(await graph.getAttribute('data-config-count'));
      const nodes = Number(await graph.getAttribute('data-node-count'));
      if (configs !== RELATED + 1) throw new Error(`${configs} config nodes drawn`);
      const metrics = await pageMetrics(page);
      return {
        paintedMs: painted.at - responseEnd,
        nodes,
        domNodes: metrics.domNodes,
        heapMB: metrics.heapMB,
      };
    } finally {
      await context.close();
    }
  });
  const metrics: Metric[] = [
    {
      name: `graph laid out and painted after its response (${RELATED} related items)`,
      unit: 'ms',
      samples: results.map((r) => r.paintedMs),
      target: 1000,
      budget: 4000,
    },
    { name: 'graph nodes drawn', unit: 'count', samples: results.map((r) => r.nodes) },
    { name: 'DOM nodes', unit: 'count', samples: results.map((r) => r.domNodes) },
    { name: 'JS heap', unit: 'MB', samples: results.map((r) => r.heapMB) },
  ];
  report('Relationship graph', metrics);
});
