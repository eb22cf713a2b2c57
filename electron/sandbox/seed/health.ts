// Seed generator, health domain: canaries grouped by namespace and check type, checks of many
// types against the seeded apps (http, dns, tcp, kubernetes, prometheus, databases, …), and
// their links to the apps' Deployments. Status history is generated in SQL (seed-database.ts).
import type { SeedContext } from './context.ts';
import type { Prng } from './prng.ts';

const CHECK_TYPES = [
  ['http', 10],
  ['kubernetes', 4],
  ['dns', 2],
  ['tcp', 2],
  ['prometheus', 3],
  ['postgres', 1.5],
  ['redis', 1],
  ['icmp', 1],
  ['s3', 1],
  ['elasticsearch', 0.7],
  ['mysql', 0.7],
  ['junit', 0.6],
  ['exec', 0.8],
  ['alertmanager', 0.6],
  ['cloudwatch', 0.6],
  ['tls', 1],
] as const;
type CheckType = (typeof CHECK_TYPES)[number][0];

const FAMILIES: Record<CheckType, string> = {
  http: 'web',
  tls: 'web',
  dns: 'web',
  tcp: 'web',
  icmp: 'web',
  kubernetes: 'kubernetes',
  exec: 'kubernetes',
  junit: 'kubernetes',
  prometheus: 'metrics',
  alertmanager: 'metrics',
  cloudwatch: 'metrics',
  postgres: 'data',
  mysql: 'data',
  redis: 'data',
  s3: 'data',
  elasticsearch: 'data',
};

const INTERVALS = [
  [60, 5],
  [120, 2],
  [300, 3],
  [600, 1],
] as const;

function checkSpec(
  rng: Prng,
  type: CheckType,
  app: string,
  ns: string,
  cluster: string,
): { name: string; spec: Record<string, unknown>; endpoint: string } {
  const host = `${app}.${ns}.svc.cluster.local`;
  switch (type) {
    case 'http':
      return {
        name: `${app}-http`,
        endpoint: `https://${app}.${cluster}.acme.example/healthz`,
        spec: {
          url: `https://${app}.${cluster}.acme.example/healthz`,
          responseCodes: [200],
          maxResponseTime: rng.pick([300, 500, 1000]),
        },
      };
    case 'tls':
      return {
        name: `${app}-certificate`,
        endpoint: `${app}.acme.example:443`,
        spec: { endpoint: `${app}.acme.example:443`, expiryThreshold: '168h' },
      };
    case 'kubernetes':
      return {
        name: `${app}-pods-ready`,
        endpoint: `${ns}/${app}`,
        spec: {
          kind: 'Pod',
          namespaceSelector: { name: ns },
          resource: { labelSelector: `app=${app}` },
          ready: true,
        },
      };
    case 'dns':
      return {
        name: `${app}-dns`,
        endpoint: `${app}.acme.example`,
        spec: { server: '8.8.8.8', query: `${app}.acme.example`, querytype: 'A', minrecords: 1 },
      };
    case 'tcp':
      return {
        name: `${app}-tcp`,
        endpoint: `${host}:8080`,
        spec: { endpoint: `${host}:8080`, thresholdMillis: 200 },
      };
    case 'prometheus':
      return {
        name: `${app}-error-rate`,
        endpoint: 'http://prometheus.monitoring:9090',
        spec: {
          url: 'http://prometheus.monitoring:9090',
          query: `sum(rate(http_requests_total{app="${app}",code=~"5.."}[5m]))`,
          test: { expr: 'results[0].value < 0.05' },
        },
      };
    case 'postgres':
    case 'mysql':
      return {
        name: `${app}-${type}`,
        endpoint: `${app}-db.${ns}:5432`,
        spec: { connection: `${type}://${app}-db.${ns}/app`, query: 'SELECT 1', results: 1 },
      };
    case 'redis':
      return {
        name: `${app}-redis`,
        endpoint: `${app}-redis.${ns}:6379`,
        spec: { addr: `${app}-redis.${ns}:6379`, db: 0 },
      };
    case 'icmp':
      return {
        name: `${app}-ping`,
        endpoint: host,
        spec: { endpoint: host, thresholdMillis: 100, packetLossThreshold: 5 },
      };
    case 's3':
      return {
        name: `${app}-bucket`,
        endpoint: `s3://acme-${app}`,
        spec: {
          bucketName: `acme-${app}`,
          region: 'eu-west-1',
          objectPath: 'healthcheck.txt',
        },
      };
    case 'elasticsearch':
      return {
        name: `${app}-search-index`,
        endpoint: 'http://elasticsearch.logging:9200',
        spec: {
          url: 'http://elasticsearch.logging:9200',
          index: app,
          query: '{"query":{"match_all":{}}}',
          results: 1,
        },
      };
    case 'junit':
      return {
        name: `${app}-e2e`,
        endpoint: `ghcr.io/acme/${app}-e2e`,
        spec: {
          testResults: '/tmp/junit/',
          spec: { containers: [{ image: `ghcr.io/acme/${app}-e2e:latest` }] },
        },
      };
    case 'exec':
      return {
        name: `${app}-smoke`,
        endpoint: 'bash',
        spec: { script: `curl -fsS http://${host}/ready` },
      };
    case 'alertmanager':
      return {
        name: `${app}-alerts`,
        endpoint: 'http://alertmanager.monitoring:9093',
        spec: { url: 'http://alertmanager.monitoring:9093', filters: { app } },
      };
    case 'cloudwatch':
      return {
        name: `${app}-cloudwatch-alarms`,
        endpoint: 'cloudwatch',
        spec: { region: 'eu-west-1', filter: { alarmPrefix: app } },
      };
  }
}

export function generateHealth(ctx: SeedContext): void {
  const rng = ctx.rng('health');
  const apps = ctx.refs.apps;
  if (apps.length === 0) throw new Error('seed: health needs apps from the catalog generator');
  const canaries = new Map<
    string,
    {
      id: string;
      name: string;
      checks: Record<string, unknown>[];
      interval: number;
      row: Record<string, unknown>;
    }
  >();
  const names = new Set<string>();
  for (let i = 0; i < ctx.spec.checks; i++) {
    const app = apps[i % apps.length] ?? apps[0];
    if (!app) break;
    const type = rng.weighted(CHECK_TYPES);
    const cluster = ctx.refs.clusters.find((c) => c.name === app.cluster);
    const family = FAMILIES[type];
    const canaryKey = `${app.cluster}/${app.namespace}/${family}`;
    let canary = canaries.get(canaryKey);
    if (!canary) {
      const id = ctx.id('canary', canaryKey);
      const name = `${family}-${app.namespace}`;
      const interval = rng.weighted(INTERVALS);
      const row = {
        id,
        agent_id: app.agentId,
        name,
        namespace: app.namespace,
        labels: {
          team: rng.pick(['platform', 'payments', 'sre', 'data']),
          env: cluster?.env ?? 'prod',
          cluster: app.cluster,
        },
        annotations: null,
        spec: {},
        source: app.agentId === '00000000-0000-0000-0000-000000000000' ? 'UI' : 'KubernetesCRD',
        is_pushed: false,
        created_at: ctx.ago(rng.int(10, 200) * 24 * 60),
        created_by: ctx.refs.users.editor,
        updated_at: ctx.ago(rng.int(1, 9) * 24 * 60),
        deleted_at: null,
      };
      canary = { id, name, checks: [], interval, row };
      canaries.set(canaryKey, canary);
      ctx.refs.canaries.push({ id, name });
      ctx.add('canaries', row);
    }
    const {
      name: baseName,
      spec,
      endpoint,
    } = checkSpec(rng, type, app.name, app.namespace, app.cluster);
    let name = baseName;
    for (let n = 2; names.has(`${canary.id}/${name}`); n++) name = `${baseName}-${n}`;
    names.add(`${canary.id}/${name}`);
    canary.checks.push({ type, name, ...spec });
    const unhealthy = rng.chance(0.08);
    const lastRun = ctx.ago(rng.next() * (canary.interval / 60));
    const id = ctx.id('check', i);
    ctx.add('checks', {
      id,
      canary_id: canary.id,
      agent_id: app.agentId,
      type,
      name,
      namespace: app.namespace,
      description: `${type} check for ${app.name}`,
      icon: type,
      spec: { name, ...spec, endpoint },
      labels: {
        app: app.name,
        cluster: app.cluster,
        ...(rng.chance(0.3) ? { tier: rng.pick(['critical', 'standard']) } : {}),
      },
      owner: rng.pick(ctx.refs.teams).name,
      severity: rng.weighted([
        ['critical', 1],
        ['high', 2],
        ['medium', 4],
        ['low', 3],
      ] as const),
      category: null,
      is_pushed: false,
      transformed: false,
      last_runtime: lastRun,
      last_transition_time: unhealthy
        ? ctx.ago(rng.int(5, 180))
        : ctx.ago(rng.int(6 * 60, 7 * 24 * 60)),
      next_runtime: new Date(lastRun.getTime() + canary.interval * 1000),
      silenced_at: null,
      status: unhealthy ? 'unhealthy' : 'healthy',
      created_at: canary.row['created_at'] as Date,
      updated_at: lastRun,
      deleted_at: null,
    });
    ctx.add('checks_unlogged', {
      check_id: id,
      canary_id: canary.id,
      status: unhealthy ? 'unhealthy' : 'healthy',
      last_runtime: lastRun,
      next_runtime: new Date(lastRun.getTime() + canary.interval * 1000),
      is_pushed: false,
      created_at: lastRun,
      updated_at: lastRun,
    });
    ctx.add('check_config_relationships', {
      config_id: app.deploymentId,
      check_id: id,
      canary_id: canary.id,
      created_at: lastRun,
      updated_at: lastRun,
      deleted_at: null,
      selector_id: 'app',
      is_pushed: false,
    });
    ctx.refs.checks.push({
      id,
      canaryId: canary.id,
      name,
      type,
      status: unhealthy ? 'unhealthy' : 'healthy',
      agentId: app.agentId,
      app: `${app.cluster}/${app.namespace}/${app.name}`,
    });
  }
  for (const canary of canaries.values()) {
    const byType: Record<string, unknown[]> = {};
    for (const { type, ...check } of canary.checks) (byType[String(type)] ??= []).push(check);
    canary.row['spec'] = { interval: canary.interval, ...byType };
  }
}

/**
 * SQL that fills 7 days of check_statuses ending at $1 — every $2 minutes, then every 5 minutes
 * over the last two hours — deterministic for a seed ($3): ~3% random failures, and unhealthy
 * checks failing since their last transition so the newest status agrees with checks.status.
 */
export const CHECK_HISTORY_SQL = /* sql */ `
WITH times AS (
  SELECT generate_series($1::timestamptz - interval '7 days', $1::timestamptz - interval '2 hours',
    make_interval(mins => $2::int)) AS t
  UNION ALL
  SELECT generate_series($1::timestamptz - interval '115 minutes', $1::timestamptz, interval '5 minutes')
),
samples AS (
  SELECT c.id, tm.t, abs(hashtext(c.id::text || extract(epoch FROM tm.t)::text || $3::text)) AS h,
    (c.status = 'unhealthy' AND tm.t >= c.last_transition_time) AS down
  FROM checks c CROSS JOIN times tm
)
INSERT INTO check_statuses (check_id, time, created_at, status, duration, message, error, invalid, is_pushed)
SELECT id, t, t, NOT failing,
  CASE WHEN failing THEN 2000 + h % 3000 ELSE 20 + h % 400 + CASE WHEN h % 50 = 0 THEN 900 ELSE 0 END END,
  CASE WHEN failing THEN NULL ELSE 'OK' END,
  CASE WHEN failing THEN (ARRAY['context deadline exceeded', 'connection refused', 'expected status 200, got 503',
    'TLS handshake timeout', 'no such host'])[1 + h % 5] END,
  false, false
FROM (SELECT s.*, down OR (t < $1::timestamptz - interval '1 hour' AND h % 100 < 3) AS failing FROM samples s) x
`;
