// Seed generator, settings and system: job history for canaries, topologies, scrapers, teams
// and system jobs; event queue entries (some failing); feature flags; connections; logging
// backends.
import type { SeedContext } from './context.ts';
import { LOCAL_AGENT_ID } from './ids.ts';

const DAY = 24 * 60;

/** Feature flags and server properties seeded into `properties` (reference §6.3). */
export const SEEDED_PROPERTIES: readonly (readonly [string, string])[] = [
  ['ai.disable', 'true'],
  ['applications.disable', 'true'],
  ['views.disable', 'false'],
  ['settings.mcp.disable', 'false'],
  ['settings.plugins.disable', 'true'],
  ['settings.organization_profile.disable', 'true'],
  ['incidents.disable', 'false'],
  ['logs.disable', 'false'],
  ['access.log', 'false'],
  ['topology.cache.age', '5m'],
  // Row-level security on, so the console offers 'Impersonate Scope' (spec 5-access §9).
  ['rls.enable', 'true'],
];

export function generateSettings(ctx: SeedContext): void {
  const rng = ctx.rng('settings');
  const { users } = ctx.refs;
  let jobIndex = 0;
  const addJob = (
    name: string,
    resourceType: string,
    resourceId: string,
    agentId: string,
    minutesAgo: number,
  ): void => {
    const status = rng.weighted([
      ['SUCCESS', 20],
      ['FAILED', 2],
      ['WARNING', 1.5],
      ['SKIPPED', 0.5],
    ] as const);
    const duration = rng.int(80, 45_000);
    const start = ctx.ago(minutesAgo);
    ctx.add('job_history', {
      id: ctx.id('job_history', jobIndex++),
      agent_id: agentId,
      name,
      success_count: status === 'FAILED' ? 0 : rng.int(1, 500),
      error_count: status === 'SUCCESS' ? 0 : rng.int(1, 20),
      details:
        status === 'FAILED'
          ? {
              errors: [
                rng.pick([
                  'context deadline exceeded',
                  'connection refused',
                  'AccessDenied: not authorized',
                ]),
              ],
            }
          : {},
      hostname: agentId === LOCAL_AGENT_ID ? 'mission-control-0' : 'mission-control-agent-0',
      duration_millis: duration,
      resource_type: resourceType,
      resource_id: resourceId,
      status,
      time_start: start,
      time_end: new Date(start.getTime() + duration),
      created_at: start,
      is_pushed: false,
    });
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const jobs = [
    ['canaries', 'Canary', 'canary', 3],
    ['topologies', 'TopologyRun', 'topology', 3],
    ['config_scrapers', 'Scraper', 'config_scraper', 5],
  ] as const;
  for (const [table, name, resourceType, runs] of jobs) {
    for (const row of (ctx.tables.get(table) ?? []).slice(0, 60)) {
      for (let k = 0; k < runs; k++)
        addJob(name, resourceType, text(row['id']), text(row['agent_id']), rng.int(1, runs * DAY));
    }
  }
  for (const t of ctx.refs.teams)
    addJob('TeamComponentOwnership', 'team', t.id, LOCAL_AGENT_ID, rng.int(1, DAY));
  for (const name of [
    'CleanupSoftDeletedComponents',
    'SyncCanaryJobs',
    'RefreshCheckStatusSummary',
    'CleanupEventQueue',
    'PushCheckStatuses',
    'ProcessNotificationQueue',
  ]) {
    for (let k = 0; k < 4; k++) addJob(name, '', '', LOCAL_AGENT_ID, rng.int(1, 2 * DAY));
  }

  const events = [
    'notification.send',
    'playbook.action',
    'check.failed',
    'config.db.update',
    'incident.created',
    'team.updated',
  ];
  for (let e = 0; e < 40; e++) {
    const name = rng.pick(events);
    const failing = rng.chance(0.35);
    ctx.add('event_queue', {
      id: ctx.id('event', e),
      event_id: rng.chance(0.5) ? ctx.id('event_ref', rng.int(0, 9)) : null,
      name,
      properties: { id: rng.pick(ctx.refs.checks)?.id ?? null },
      error: failing
        ? rng.pick(['slack: channel_not_found', 'context deadline exceeded', 'connection refused'])
        : null,
      delay: null,
      created_at: ctx.ago(rng.int(1, 2 * DAY)),
      last_attempt: failing ? ctx.ago(rng.int(1, 600)) : null,
      attempts: failing ? rng.int(1, 5) : 0,
      priority: name === 'notification.send' ? 10 : 100,
    });
  }

  for (const [name, value] of SEEDED_PROPERTIES) {
    ctx.add('properties', {
      name,
      value,
      created_by: users.admin,
      created_at: ctx.ago(30 * DAY),
      updated_at: ctx.ago(30 * DAY),
      deleted_at: null,
    });
  }

  const connections = [
    {
      name: 'slack',
      type: 'slack',
      url: 'https://slack.com/api',
      username: null,
      password: 'xoxb-sandbox-token',
    },
    {
      name: 'aws',
      type: 'aws',
      url: null,
      username: 'AKIASANDBOXEXAMPLE',
      password: 'sandbox-secret-key',
    },
    {
      name: 'github',
      type: 'github',
      url: 'https://api.github.com',
      username: null,
      password: 'ghp_sandboxexample',
    },
    {
      name: 'prometheus',
      type: 'prometheus',
      url: 'http://prometheus.monitoring:9090',
      username: null,
      password: null,
    },
    {
      name: 'postgres-main',
      type: 'postgres',
      url: 'postgres://db.acme.internal:5432/app',
      username: 'app',
      password: 'sandbox',
    },
    {
      name: 'smtp',
      type: 'email',
      url: 'smtp://smtp.acme.example:587',
      username: 'alerts@acme.example',
      password: 'sandbox',
    },
    { name: 'kubernetes', type: 'kubernetes', url: null, username: null, password: null },
    {
      name: 'http-basic',
      type: 'http',
      url: 'https://status.acme.example',
      username: 'monitor',
      password: 'sandbox',
    },
  ];
  for (const [i, c] of connections.entries()) {
    ctx.add('connections', {
      id: ctx.id('connection', c.name),
      name: c.name,
      namespace: 'mission-control',
      type: c.type,
      url: c.url,
      source: 'UI',
      username: c.username,
      password: c.password,
      certificate: null,
      properties: c.type === 'aws' ? { region: 'eu-west-1' } : null,
      insecure_tls: false,
      created_by: users.admin,
      created_at: ctx.ago((40 - i) * DAY),
      updated_at: ctx.ago(rng.int(1, 20) * DAY),
      deleted_at: null,
    });
  }
  for (const [i, b] of [
    { name: 'loki', spec: { loki: { url: 'http://loki.logging:3100' } } },
    {
      name: 'elasticsearch',
      spec: { elasticsearch: { url: 'http://elasticsearch.logging:9200', index: 'logs-*' } },
    },
  ].entries()) {
    ctx.add('logging_backends', {
      id: ctx.id('logging_backend', b.name),
      name: b.name,
      labels: { tier: 'logs' },
      spec: b.spec,
      source: 'UI',
      agent_id: LOCAL_AGENT_ID,
      created_at: ctx.ago((20 - i) * DAY),
      created_by: users.admin,
      updated_at: ctx.ago(5 * DAY),
      deleted_at: null,
    });
  }
}
