// Seed generator, notifications domain: rules addressed to people, teams and services, a week
// of send history over real checks/configs/components, and silences (active, expired, deleted).
import type { SeedContext } from './context.ts';
import { textArray } from './bulk-insert.ts';

const DAY = 24 * 60;
const RULES = [
  {
    name: 'check-failures',
    events: ['check.failed'],
    title: 'Check {{.check.name}} failed',
    filter: "check.type == 'http'",
  },
  {
    name: 'check-recovered',
    events: ['check.passed'],
    title: 'Check {{.check.name}} recovered',
    filter: '',
  },
  {
    name: 'unhealthy-configs',
    events: ['config.unhealthy', 'config.warning'],
    title: '{{.config.type}} {{.config.name}} is {{.config.health}}',
    filter: "config.type == 'Kubernetes::Pod'",
  },
  {
    name: 'component-health',
    events: ['component.unhealthy', 'component.warning'],
    title: '{{.component.name}} is {{.component.health}}',
    filter: '',
  },
  {
    name: 'incident-created',
    events: ['incident.created'],
    title: 'New incident {{.incident.incident_id}}',
    filter: '',
  },
  {
    name: 'deployment-degraded',
    events: ['config.unhealthy'],
    title: 'Deployment {{.config.name}} degraded',
    filter: "config.type == 'Kubernetes::Deployment'",
  },
  {
    name: 'node-not-ready',
    events: ['config.unhealthy'],
    title: 'Node {{.config.name}} not ready',
    filter: "config.type == 'Kubernetes::Node'",
  },
  {
    name: 'playbook-failures',
    events: ['playbook.failed'],
    title: 'Playbook {{.playbook.name}} failed',
    filter: '',
  },
] as const;
const SEND_STATUSES = [
  ['sent', 30],
  ['error', 3],
  ['silenced', 3],
  ['repeat-interval', 4],
  ['skipped', 2],
  ['pending', 1],
  ['inhibited', 1],
  ['grouped', 1],
] as const;

export function generateNotifications(ctx: SeedContext): void {
  const rng = ctx.rng('notifications');
  const { users } = ctx.refs;
  for (const [i, rule] of RULES.entries()) {
    const id = ctx.id('notification', rule.name);
    const target = i % 3;
    ctx.add('notifications', {
      id,
      name: rule.name,
      namespace: 'mission-control',
      events: textArray(rule.events),
      error: i === 5 ? 'slack: channel_not_found' : null,
      error_at: i === 5 ? ctx.ago(90) : null,
      title: rule.title,
      template: 'Resource {{.resource.name}} changed state.',
      filter: rule.filter || null,
      properties: null,
      playbook_id: null,
      person_id: target === 0 ? users.responder : null,
      team_id: target === 1 && ctx.refs.teams[0] ? ctx.refs.teams[0].id : null,
      repeat_interval: rng.pick(['1h', '4h', '24h']),
      inhibitions: null,
      wait_for: rng.chance(0.5) ? 300_000_000_000 : null,
      wait_for_eval_period: null,
      group_by: null,
      group_by_interval: null,
      watchdog_schedule: null,
      custom_services:
        target === 2
          ? [{ name: 'slack', connection: 'connection://mission-control/slack', filters: [] }]
          : null,
      fallback_delay: null,
      fallback_custom_services: null,
      fallback_playbook_id: null,
      fallback_person_id: null,
      fallback_team_id: null,
      created_by: users.admin,
      created_at: ctx.ago((90 - i) * DAY),
      source: i < 3 ? 'KubernetesCRD' : 'UI',
      updated_at: ctx.ago(rng.int(1, 30) * DAY),
      deleted_at: null,
    });
    ctx.refs.notifications.push({ id, name: rule.name });
  }
  const resources = [
    ...ctx.refs.checks.slice(0, 200).map((c) => ({ id: c.id, event: 'check.failed', rule: 0 })),
    ...ctx.refs.components
      .slice(0, 60)
      .map((c) => ({ id: c.id, event: 'component.unhealthy', rule: 3 })),
    ...(ctx.refs.configsByType.get('Kubernetes::Pod') ?? [])
      .slice(0, 150)
      .map((c) => ({ id: c.id, event: 'config.unhealthy', rule: 2 })),
    ...(ctx.refs.configsByType.get('Kubernetes::Deployment') ?? [])
      .slice(0, 60)
      .map((c) => ({ id: c.id, event: 'config.unhealthy', rule: 5 })),
  ];
  for (let s = 0; s < ctx.spec.sendHistory; s++) {
    const res = rng.pick(resources);
    const rule = ctx.refs.notifications[res.rule] ?? ctx.refs.notifications[0];
    if (!rule) break;
    const status = rng.weighted(SEND_STATUSES);
    const minutesAgo = rng.int(1, 7 * DAY);
    const id = ctx.id('notification_send', s);
    ctx.add('notification_send_history', {
      id,
      notification_id: rule.id,
      body: status === 'sent' ? `${res.event} for resource ${res.id}` : null,
      body_payload: null,
      status,
      not_before: null,
      retries: status === 'error' ? rng.int(1, 4) : 0,
      payload: { resource_id: res.id, event: res.event },
      count: rng.weighted([
        [1, 8],
        [2, 2],
        [4, 1],
      ] as const),
      first_observed: ctx.ago(minutesAgo + rng.int(0, 60)),
      source_event: res.event,
      resource_id: res.id,
      resource_health: res.event.endsWith('passed') ? 'healthy' : 'unhealthy',
      resource_status: null,
      resource_health_description: null,
      person_id: res.rule === 0 ? users.responder : null,
      team_id: null,
      connection_id: null,
      silenced_by: null,
      playbook_run_id: null,
      error:
        status === 'error'
          ? rng.pick([
              'slack: channel_not_found',
              'smtp: 535 authentication failed',
              'context deadline exceeded',
            ])
          : null,
      duration_millis: rng.int(40, 1500),
      created_at: ctx.ago(minutesAgo),
      group_id: null,
      parent_id: null,
    });
    ctx.refs.sendHistory.push(id);
  }
  const silenceTargets = [
    {
      name: 'maintenance-window-db',
      check: ctx.refs.checks[0]?.id ?? null,
      until: 120,
      from: -30,
      deleted: false,
      recursive: false,
    },
    {
      name: 'flaky-dns-checks',
      filter: "check.type == 'dns'",
      until: 7 * DAY,
      from: -DAY,
      deleted: false,
      recursive: false,
    },
    {
      name: 'staging-cluster',
      component: ctx.refs.components[0]?.id ?? null,
      until: null,
      from: -2 * DAY,
      deleted: false,
      recursive: true,
    },
    {
      name: 'noisy-pods',
      selectors: [{ types: ['Kubernetes::Pod'], labelSelector: 'app=thumbnails-worker' }],
      until: -DAY,
      from: -3 * DAY,
      deleted: false,
      recursive: false,
    },
    {
      name: 'old-release-freeze',
      config: ctx.refs.apps[0]?.deploymentId ?? null,
      until: -5 * DAY,
      from: -10 * DAY,
      deleted: true,
      recursive: false,
    },
    {
      name: 'canary-rollout',
      canary: ctx.refs.canaries[0]?.id ?? null,
      until: 240,
      from: -10,
      deleted: false,
      recursive: false,
    },
  ];
  for (const [i, s] of silenceTargets.entries()) {
    ctx.add('notification_silences', {
      id: ctx.id('notification_silence', i),
      namespace: 'mission-control',
      name: s.name,
      description: `Silence: ${s.name.replaceAll('-', ' ')}`,
      filter: 'filter' in s ? s.filter : null,
      selectors: 'selectors' in s ? s.selectors : null,
      error: null,
      from: ctx.ago(-s.from),
      until: s.until === null ? null : ctx.ago(-s.until),
      recursive: s.recursive,
      config_id: 'config' in s ? s.config : null,
      check_id: 'check' in s ? s.check : null,
      canary_id: 'canary' in s ? s.canary : null,
      component_id: 'component' in s ? s.component : null,
      source: 'UI',
      created_by: rng.pick([users.admin, users.editor]),
      created_at: ctx.ago(-s.from + 5),
      updated_at: ctx.ago(-s.from + 5),
      deleted_at: s.deleted ? ctx.ago(4 * DAY) : null,
    });
  }
}
