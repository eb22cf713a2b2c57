// Seed generator, custom views (spec 4-views §3): eight dashboards a platform team would keep,
// written in the Sandbox's query dialect (http/views/queries.ts): `configs` and `changes` resource
// selectors over the seeded catalog, and `sql` run on the Sandbox's own database (checks, their
// history, costs). Panel queries read the view's queries as tables. The default dashboard is
// `mc/mission-control-dashboard` (the backend's fallback name), shown in the sidebar.
import type { SeedContext } from './context.ts';

type Spec = Record<string, unknown>;

const K8S = 'Kubernetes::';

/**
 * Per hour of the last day of check history (the ticker appends, so it moves): how many checks
 * passed and how many failed at least once. Checks, not results: the seeded history is sparser
 * than the ticker's runs, and counting results made the live hours jump tenfold.
 */
const CHECK_HOURLY = `SELECT date_trunc('hour', s.time) AS timestamp,
  CASE WHEN s.status THEN 'passed' ELSE 'failed' END AS result, count(DISTINCT s.check_id)::int AS value
FROM check_statuses s WHERE s.time > now() - interval '24 hours'
GROUP BY 1, 2 ORDER BY 1`;

/** Daily cost per cluster over 30 days: each item's daily average with a stable weekly wobble. */
const COST_DAILY = `SELECT d::date AS date, c.tags->>'cluster' AS cluster,
  round(sum(c.cost_total_30d / 30 * (0.85 + 0.3 * abs(hashtext(c.id::text || d::date::text)) / 2147483647.0)), 2)::float AS value
FROM config_items c CROSS JOIN generate_series(date_trunc('day', now()) - interval '29 days', date_trunc('day', now()), interval '1 day') d
WHERE c.deleted_at IS NULL AND c.cost_total_30d > 0 AND c.tags->>'cluster' IS NOT NULL
GROUP BY 1, 2 ORDER BY 1`;

const dashboard: Spec = {
  description: 'What needs attention across every cluster and account',
  display: { title: 'Home', icon: 'home', ordinal: 0, sidebar: true },
  queries: {
    configs: { configs: { types: [] } },
    checks: {
      sql: { query: 'SELECT id, name, type, status FROM checks WHERE deleted_at IS NULL' },
    },
    check_hourly: { sql: { query: CHECK_HOURLY } },
    changes: { changes: { search: 'created_at>now-24h' } },
  },
  panels: [
    {
      name: 'Unhealthy items',
      description: 'Catalog items reporting unhealthy',
      type: 'number',
      query: `SELECT count(*) AS value FROM configs WHERE health = 'unhealthy'`,
    },
    {
      name: 'Changes today',
      type: 'number',
      number: { precision: 0 },
      query: 'SELECT count(*) AS value FROM changes',
    },
    {
      name: 'Checks passing',
      type: 'gauge',
      gauge: {
        min: '0',
        max: '100',
        unit: '%',
        thresholds: [
          { percent: 0, color: '#F25C54' },
          { percent: 80, color: '#F4B23C' },
          { percent: 95, color: '#8BC34A' },
        ],
      },
      query: `SELECT round(100.0 * count(*) FILTER (WHERE status = 'healthy') / greatest(count(*), 1), 1) AS value FROM checks`,
    },
    {
      name: 'Catalog health',
      type: 'piechart',
      piechart: {
        showLabels: true,
        colors: { healthy: '#28C19B', unhealthy: '#F04E6E', warning: '#F4B23C' },
      },
      query: `SELECT coalesce(health, 'unknown') AS health, count(*) AS count FROM configs GROUP BY 1 ORDER BY 2 DESC`,
    },
    {
      name: 'Check results (24h)',
      description: 'Checks with a passing or a failing result in each hour',
      type: 'timeseries',
      timeseries: { timeKey: 'timestamp', valueKey: 'value', style: 'area' },
      query: 'SELECT timestamp, result, value FROM check_hourly',
    },
  ],
  sections: [
    { title: 'Cloud spend', icon: 'dollar', viewRef: { namespace: 'mc', name: 'cloud-costs' } },
  ],
};

const clusterOverview: Spec = {
  description: 'Workloads of one cluster, narrowed to a namespace',
  display: {
    title: 'Cluster overview',
    icon: 'kubernetes',
    ordinal: 1,
    sidebar: true,
    table: { sort: 'name', size: 50 },
  },
  templating: [
    {
      key: 'cluster',
      label: 'Cluster',
      valueFrom: { config: { types: [`${K8S}Cluster`] }, label: 'config.name' },
    },
    {
      key: 'namespace',
      label: 'Namespace',
      dependsOn: ['cluster'],
      valueFrom: {
        config: { types: [`${K8S}Namespace`], tagSelector: 'cluster=$(var.cluster)' },
        label: 'config.name',
      },
    },
  ],
  queries: {
    workloads: {
      configs: {
        types: [`${K8S}Deployment`, `${K8S}Pod`, `${K8S}Service`],
        tagSelector: 'cluster=$(var.cluster),namespace=$(var.namespace)',
      },
    },
  },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item', configItem: { idField: 'id' } },
    { name: 'type', type: 'string', filter: { type: 'multiselect' } },
    { name: 'health', type: 'health', filter: { type: 'multiselect' } },
    { name: 'status', type: 'status', icon: 'row.health' },
    { name: 'labels', type: 'labels', filter: { type: 'multiselect' } },
    { name: 'updated', type: 'datetime' },
  ],
  mapping: { updated: 'row.updated_at' },
  panels: [
    {
      name: 'Deployments',
      type: 'number',
      query: `SELECT count(*) AS value FROM workloads WHERE type = '${K8S}Deployment'`,
    },
    {
      name: 'Pods by status',
      type: 'piechart',
      query: `SELECT coalesce(status, 'Unknown') AS status, count(*) AS count FROM workloads WHERE type = '${K8S}Pod' GROUP BY 1`,
    },
    {
      name: 'Unhealthy workloads',
      type: 'table',
      query: `SELECT name, type, health FROM workloads WHERE health <> 'healthy' ORDER BY name LIMIT 10`,
    },
  ],
};

const namespace: Spec = {
  description: 'The pods of a Kubernetes namespace as cards',
  display: {
    title: 'Namespace',
    icon: 'namespace',
    card: { columns: 2, default: true },
    plugins: [
      {
        configTab: { types: [`${K8S}Namespace`] },
        variables: { cluster: '$(.config.tags.cluster)', namespace: '$(.config.name)' },
      },
    ],
  },
  templating: [
    { key: 'cluster', valueFrom: { config: { types: [`${K8S}Cluster`] } } },
    {
      key: 'namespace',
      dependsOn: ['cluster'],
      valueFrom: { config: { types: [`${K8S}Namespace`], tagSelector: 'cluster=$(var.cluster)' } },
    },
  ],
  queries: {
    pods: {
      configs: {
        types: [`${K8S}Pod`],
        tagSelector: 'cluster=$(var.cluster),namespace=$(var.namespace)',
      },
    },
  },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item', card: { position: 'title' }, url: { config: 'row.id' } },
    {
      name: 'status',
      type: 'status',
      icon: 'row.health',
      card: { position: 'deck' },
      filter: { type: 'multiselect' },
    },
    {
      name: 'health',
      type: 'health',
      hidden: true,
      card: { position: 'headerRight', useForAccent: true },
    },
    { name: 'created', type: 'datetime', card: { position: 'footer' } },
    { name: 'updated', type: 'datetime', card: { position: 'footer' } },
  ],
  mapping: { created: 'row.created_at', updated: 'row.updated_at' },
};

const cloudCosts: Spec = {
  description: 'Where the cloud bill goes, per cluster and item',
  display: {
    title: 'Cloud costs',
    icon: 'dollar',
    ordinal: 3,
    sidebar: true,
    table: { sort: '-cost_30d', size: 25 },
  },
  cache: { maxAge: '30m', minAge: '1m' },
  queries: {
    costly: {
      sql: {
        query: `SELECT id, name, type, nullif(tags->>'cluster', '') AS cluster, cost_total_1d, cost_total_30d FROM config_items WHERE deleted_at IS NULL AND cost_total_30d > 0`,
      },
    },
    daily: { sql: { query: COST_DAILY } },
  },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item' },
    { name: 'type', type: 'string', filter: { type: 'multiselect' } },
    { name: 'cluster', type: 'string', filter: { type: 'multiselect' } },
    { name: 'cost_1d', type: 'decimal', unit: 'USD' },
    { name: 'cost_30d', type: 'number', unit: 'USD' },
  ],
  mapping: { cost_1d: 'row.cost_total_1d', cost_30d: 'row.cost_total_30d' },
  merge: 'SELECT * FROM costly',
  panels: [
    {
      name: 'Spend, last 30 days',
      type: 'number',
      number: { unit: 'USD', precision: 0 },
      query: 'SELECT round(sum(cost_total_30d))::float AS value FROM costly',
    },
    {
      name: 'Daily cost by cluster',
      type: 'timeseries',
      timeseries: { timeKey: 'date', valueKey: 'value', style: 'lines', legend: { enable: true } },
      query: 'SELECT date, cluster, value FROM daily',
    },
    {
      name: 'Top clusters',
      type: 'bargauge',
      bargauge: { min: '0', max: '100', unit: '%', format: 'percentage' },
      query: `SELECT coalesce(nullif(cluster, ''), 'Not in a cluster') AS name, round(100.0 * sum(cost_total_30d) / (SELECT sum(cost_total_30d) FROM costly), 1)::float AS value
        FROM costly GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    },
  ],
};

const failingChecks: Spec = {
  description: 'Health checks that fail, and how the week went',
  display: { title: 'Failing checks', icon: 'health', ordinal: 4, sidebar: false },
  queries: {
    failing: {
      sql: {
        query: `SELECT id, name, type, status, last_runtime, namespace FROM checks WHERE deleted_at IS NULL AND status = 'unhealthy'`,
      },
    },
    daily: {
      sql: {
        query: `SELECT date_trunc('day', time)::date AS date, count(*) FILTER (WHERE status)::int AS successful,
          count(*) FILTER (WHERE NOT status)::int AS failed FROM check_statuses WHERE time > now() - interval '7 days' GROUP BY 1 ORDER BY 1`,
      },
    },
  },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'string' },
    { name: 'type', type: 'string', filter: { type: 'multiselect' } },
    { name: 'status', type: 'health' },
    { name: 'last_run', type: 'datetime' },
  ],
  mapping: { last_run: 'row.last_runtime' },
  merge: 'SELECT * FROM failing',
  panels: [
    { name: 'Failing', type: 'number', query: 'SELECT count(*) AS value FROM failing' },
    {
      name: 'Runs per day',
      type: 'heatmap',
      heatmap: { mode: 'compact' },
      query: 'SELECT date, successful, failed FROM daily',
    },
  ],
  sections: [
    {
      title: 'Recent changes to checked items',
      icon: 'diff',
      uiRef: { changes: { from: '24h', severity: 'high' } },
    },
  ],
};

const platformHealth: Spec = {
  description: 'Weekly platform review: checks, spend, changes and unhealthy nodes',
  display: { title: 'Platform review', icon: 'clipboard', ordinal: 5, sidebar: true },
  sections: [
    {
      title: 'Failing checks',
      icon: 'health',
      viewRef: { namespace: 'mc', name: 'failing-checks' },
    },
    { title: 'Cloud spend', icon: 'dollar', viewRef: { namespace: 'mc', name: 'cloud-costs' } },
    {
      title: 'Deployment changes',
      icon: 'diff',
      uiRef: { changes: { configTypes: `${K8S}Deployment`, from: '7d', changeType: '-BackOff' } },
    },
    {
      title: 'Nodes not healthy',
      icon: 'server',
      uiRef: { configs: { configType: `${K8S}Node`, health: '-healthy' } },
    },
  ],
};

const deployment: Spec = {
  description: 'Pods and recent changes of one deployment',
  display: {
    title: 'Rollout',
    icon: 'rocket',
    plugins: [
      {
        configTab: { types: [`${K8S}Deployment`] },
        variables: {
          cluster: '$(.config.tags.cluster)',
          namespace: '$(.config.tags.namespace)',
          deployment: '$(.config.name)',
        },
      },
    ],
  },
  templating: [
    { key: 'cluster', values: [] },
    { key: 'namespace', values: [] },
    { key: 'deployment', values: [] },
  ],
  queries: {
    pods: {
      configs: {
        types: [`${K8S}Pod`],
        search: '$(var.deployment)-*',
        tagSelector: 'cluster=$(var.cluster),namespace=$(var.namespace)',
      },
    },
    changes: {
      changes: {
        search: '$(var.deployment)',
        tagSelector: 'cluster=$(var.cluster),namespace=$(var.namespace)',
      },
    },
  },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item' },
    { name: 'status', type: 'status', icon: 'row.health' },
    { name: 'created', type: 'datetime' },
  ],
  mapping: { created: 'row.created_at' },
  merge: 'SELECT * FROM pods',
  panels: [
    { name: 'Pods', type: 'number', query: 'SELECT count(*) AS value FROM pods' },
    {
      name: 'Changes',
      type: 'piechart',
      query: `SELECT change_type, count(*) AS count FROM changes GROUP BY 1`,
    },
  ],
};

const awsInventory: Spec = {
  description: 'AWS resources by type and account',
  display: { title: 'AWS inventory', icon: 'aws', ordinal: 6, sidebar: false },
  templating: [
    {
      key: 'health',
      label: 'Health',
      values: ['healthy', 'unhealthy', 'warning'],
      default: 'healthy',
    },
  ],
  queries: { resources: { configs: { types: ['AWS::*'], health: '$(var.health)' } } },
  columns: [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'config_item' },
    { name: 'type', type: 'string', filter: { type: 'multiselect' } },
    { name: 'labels', type: 'labels', filter: { type: 'multiselect' } },
    { name: 'cost', type: 'number', unit: 'USD' },
  ],
  mapping: { cost: 'row.cost_total_30d' },
  panels: [
    {
      name: 'By type',
      type: 'piechart',
      query: 'SELECT type, count(*) AS count FROM resources GROUP BY 1',
    },
    {
      name: 'Summary',
      type: 'properties',
      query: `SELECT 'Resources' AS label, count(*)::text AS value FROM resources UNION ALL SELECT 'Types', count(DISTINCT type)::text FROM resources`,
    },
    {
      name: 'Oldest item age',
      type: 'duration',
      query: `SELECT (extract(epoch FROM now() - min(created_at)) * 1e9)::bigint AS value FROM resources`,
    },
    { name: 'Note', type: 'text', query: `SELECT 'Costs are the last 30 days, in USD.' AS value` },
  ],
};

/** [name, spec], namespace `mc`, in insertion order. */
export const SEEDED_VIEWS: readonly (readonly [string, Spec])[] = [
  ['mission-control-dashboard', dashboard],
  ['cluster-overview', clusterOverview],
  ['namespace', namespace],
  ['cloud-costs', cloudCosts],
  ['failing-checks', failingChecks],
  ['platform-review', platformHealth],
  ['deployment', deployment],
  ['aws-inventory', awsInventory],
];

export function generateViews(ctx: SeedContext): void {
  const rng = ctx.rng('views');
  SEEDED_VIEWS.forEach(([name, spec], index) => {
    const created = ctx.ago(rng.int(7, 90) * 24 * 60);
    ctx.add('views', {
      id: ctx.id('views', index),
      name,
      namespace: 'mc',
      spec,
      source: 'KubernetesCRD',
      labels: { team: rng.pick(['platform', 'sre', 'finops']) },
      created_at: created,
      updated_at: created,
    });
  });
  // Spend is for the leads: the on-call responders may not read the cost view (spec 4-views §6),
  // so it is left out of their dashboard's sections and refused to them (http/views/access.ts).
  const written = ctx.ago(rng.int(1, 6) * 24 * 60);
  ctx.add('permissions', {
    id: ctx.id('permissions', 0),
    name: 'responders-no-cloud-costs',
    namespace: 'mc',
    description: 'Cloud spend is for the platform and finance leads, not the on-call rota',
    source: 'KubernetesCRD',
    subject_type: 'role',
    subject: 'responder',
    action: 'read',
    object_selector: { views: [{ namespace: 'mc', name: 'cloud-costs' }] },
    deny: true,
    created_by: ctx.refs.users.admin,
    created_at: written,
    updated_at: written,
  });
}
