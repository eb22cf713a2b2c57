// Seed generator, incidents domain: incident rules, incidents across all statuses with
// responders, a hypothesis tree, evidence pointing at real checks/configs/components/changes,
// comments, and the timeline rows upstream writes by trigger.
import type { SeedContext } from './context.ts';

const DAY = 24 * 60;
const TITLES = [
  'Elevated 5xx on {app}',
  '{app} pods crash-looping',
  'Latency spike in {app}',
  'Certificate expiry for {app}',
  'Database connection exhaustion behind {app}',
  'Node pressure on {cluster}',
  'Queue backlog growing for {app}',
  'DNS resolution failures for {app}',
  'Cost anomaly in {cluster}',
  'Failed deployment of {app}',
] as const;
const TYPES = [
  'availability',
  'performance',
  'security',
  'cost',
  'integration',
  'reliability',
  'technicalDebt',
  'compliance',
] as const;
const STATUSES = [
  ['open', 4],
  ['investigating', 2],
  ['mitigated', 1],
  ['resolved', 3],
  ['closed', 2],
  ['new', 1],
] as const;
const HYPOTHESIS_STATUSES = [
  'proven',
  'likely',
  'possible',
  'unlikely',
  'improbable',
  'disproven',
] as const;

export function generateIncidents(ctx: SeedContext): void {
  const rng = ctx.rng('incidents');
  const { users } = ctx.refs;
  const humans = ctx.refs.people.filter((p) => p.email?.endsWith('@local') === false);
  for (let r = 0; r < 3; r++) {
    ctx.add('incident_rules', {
      id: ctx.id('incident_rule', r),
      name: ['unhealthy-critical-checks', 'crashloop-pods', 'node-not-ready'][r] ?? `rule-${r}`,
      spec: {
        priority: r + 1,
        filter: {
          status: ['unhealthy'],
          types: [['http', 'Kubernetes::Pod', 'Kubernetes::Node'][r]],
        },
        template: { severity: 'high', type: 'availability' },
      },
      source: 'UI',
      created_by: users.admin,
      created_at: ctx.ago(90 * DAY),
      updated_at: ctx.ago(10 * DAY),
      deleted_at: null,
    });
  }
  const pick = <T>(list: readonly T[]): T | null => (list.length ? rng.pick(list) : null);
  for (let i = 0; i < ctx.spec.incidents; i++) {
    const app = rng.pick(ctx.refs.apps);
    const title = rng.pick(TITLES).replace('{app}', app.name).replace('{cluster}', app.cluster);
    const status = rng.weighted(STATUSES);
    const createdMin = rng.int(30, 30 * DAY);
    const created = ctx.ago(createdMin);
    const closedish = status === 'resolved' || status === 'closed';
    const commander = rng.chance(0.5) ? users.commander : (pick(humans)?.id ?? users.admin);
    const id = ctx.id('incident', i);
    ctx.add('incidents', {
      id,
      incident_id: `INC-${i + 1}`,
      incident_rule_id: rng.chance(0.3) ? ctx.id('incident_rule', rng.int(0, 2)) : null,
      title,
      created_by: rng.pick([users.admin, users.commander, users.responder]),
      commander_id: commander,
      communicator_id: rng.chance(0.6) ? users.responder : null,
      severity: rng.weighted([
        ['low', 2],
        ['medium', 4],
        ['high', 3],
        ['critical', 1.5],
        ['blocker', 0.5],
      ] as const),
      description: `${title}. Detected by health checks; see hypotheses for the investigation.`,
      type: rng.pick(TYPES),
      status,
      acknowledged: ctx.ago(createdMin - 5),
      resolved: closedish ? ctx.ago(createdMin / 2) : null,
      closed: status === 'closed' ? ctx.ago(createdMin / 3) : null,
      created_at: created,
      updated_at: ctx.ago(createdMin / 4),
    });
    const history = (
      key: string,
      type: string,
      minutes: number,
      extra: Record<string, string | null> = {},
    ): void => {
      ctx.add('incident_histories', {
        id: ctx.id('incident_history', `${i}:${key}`),
        incident_id: id,
        created_by: users.commander,
        type,
        description: null,
        hypothesis_id: extra['hypothesis_id'] ?? null,
        created_at: ctx.ago(minutes),
        updated_at: ctx.ago(minutes),
        responder_id: extra['responder_id'] ?? null,
        evidence_id: extra['evidence_id'] ?? null,
        comment_id: extra['comment_id'] ?? null,
      });
    };
    history('created', 'incident.created', createdMin);

    const responderIds: string[] = [];
    const responderCount = rng.int(1, 3);
    for (let r = 0; r < responderCount; r++) {
      const isTeam = rng.chance(0.35) && ctx.refs.teams.length > 0;
      const rid = ctx.id('responder', `${i}:${r}`);
      ctx.add('responders', {
        id: rid,
        incident_id: id,
        type: isTeam ? 'team' : 'person',
        index: r,
        person_id: isTeam
          ? null
          : r === 0
            ? users.responder
            : (pick(humans)?.id ?? users.responder),
        team_id: isTeam ? rng.pick(ctx.refs.teams).id : null,
        external_id: null,
        properties: isTeam ? { slack: '#incidents' } : null,
        acknowledged: ctx.ago(createdMin - 10),
        resolved: null,
        closed: null,
        created_by: users.commander,
        created_at: ctx.ago(createdMin - 2),
        updated_at: ctx.ago(createdMin - 2),
        deleted_at: null,
      });
      responderIds.push(rid);
      history(`responder:${r}`, 'responder.created', createdMin - 2, { responder_id: rid });
    }

    const rootId = ctx.id('hypothesis', `${i}:root`);
    const hyps: { id: string; parent: string | null; type: string; title: string }[] = [
      { id: rootId, parent: null, type: 'root', title: title },
    ];
    const factors = rng.int(1, 3);
    for (let f = 0; f < factors; f++) {
      hyps.push({
        id: ctx.id('hypothesis', `${i}:factor:${f}`),
        parent: rootId,
        type: 'factor',
        title: rng.pick([
          'Recent deployment introduced a regression',
          'Upstream dependency degraded',
          'Resource limits too low',
          'Configuration drift',
          'Traffic surge after campaign',
        ]),
      });
    }
    if (closedish)
      hyps.push({
        id: ctx.id('hypothesis', `${i}:solution`),
        parent: rootId,
        type: 'solution',
        title: rng.pick([
          'Roll back to previous release',
          'Scale out replicas',
          'Raise memory limits',
          'Rotate credentials',
        ]),
      });
    for (const [h, hyp] of hyps.entries()) {
      const at = createdMin - 15 - h * 7;
      ctx.add('hypotheses', {
        id: hyp.id,
        created_by: rng.pick([users.commander, users.responder]),
        incident_id: id,
        parent_id: hyp.parent,
        owner: rng.chance(0.5) ? rng.pick(responderIds) : null,
        team_id: null,
        type: hyp.type,
        title: hyp.title,
        status: hyp.type === 'root' ? 'possible' : rng.pick(HYPOTHESIS_STATUSES),
        created_at: ctx.ago(at),
        updated_at: ctx.ago(at),
      });
      history(`hypothesis:${h}`, 'hypothesis.created', at, { hypothesis_id: hyp.id });
      if (hyp.type === 'root') continue;
      const evidenceCount = rng.int(1, 2);
      for (let e = 0; e < evidenceCount; e++) {
        const eid = ctx.id('evidence', `${i}:${h}:${e}`);
        const kind = rng.pick([
          'config',
          'check',
          'topology',
          'config_change',
          'config_analysis',
          'log',
        ] as const);
        const check = kind === 'check' ? pick(ctx.refs.checks) : null;
        const comp = kind === 'topology' ? pick(ctx.refs.components) : null;
        const change = kind === 'config_change' ? pick(ctx.refs.changes) : null;
        const analysis = kind === 'config_analysis' ? pick(ctx.refs.analyses) : null;
        const configId =
          kind === 'config' || kind === 'log'
            ? app.deploymentId
            : (change?.configId ?? analysis?.configId ?? null);
        ctx.add('evidences', {
          id: eid,
          description: `${kind.replace('_', ' ')} evidence for "${hyp.title}"`,
          hypothesis_id: hyp.id,
          config_id: configId,
          config_change_id: change?.id ?? null,
          config_analysis_id: analysis?.id ?? null,
          component_id: comp?.id ?? null,
          check_id: check?.id ?? null,
          definition_of_done: rng.chance(0.2),
          done: closedish ? true : rng.chance(0.3),
          factor: hyp.type === 'factor',
          mitigator: hyp.type === 'solution',
          created_by: users.responder,
          type: kind,
          evidence:
            kind === 'log'
              ? {
                  lines: [
                    {
                      message: `ERROR ${app.name}: upstream timeout`,
                      timestamp: ctx.ago(at + 3).toISOString(),
                    },
                  ],
                }
              : { id: check?.id ?? comp?.id ?? configId },
          properties: null,
          created_at: ctx.ago(at - 2),
          updated_at: ctx.ago(at - 2),
          script: null,
          script_result: null,
        });
        history(`evidence:${h}:${e}`, 'evidence.created', at - 2, { evidence_id: eid });
      }
      if (rng.chance(0.7)) {
        const cid = ctx.id('comment', `${i}:${h}`);
        ctx.add('comments', {
          id: cid,
          created_by: rng.pick([users.responder, users.commander]),
          comment: rng.pick([
            'Looking into this now.',
            'Confirmed in the logs.',
            'Rollback started.',
            'Metrics back to normal after the fix.',
            'Can we get eyes from the DB team?',
          ]),
          external_id: null,
          external_created_by: null,
          incident_id: id,
          responder_id: rng.pick(responderIds),
          hypothesis_id: hyp.id,
          read: null,
          created_at: ctx.ago(at - 4),
          updated_at: ctx.ago(at - 4),
        });
        history(`comment:${h}`, 'responder.commented', at - 4, { comment_id: cid });
      }
    }
    if (status !== 'open' && status !== 'new')
      history('status', 'incident.status_updated', createdMin / 2);
  }
}
