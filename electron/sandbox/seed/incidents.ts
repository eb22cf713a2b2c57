// Seed generator, incidents domain: incident rules, incidents across all statuses with
// responders (people, and teams through their responder clients), a hypothesis tree three levels
// deep (root → factor → solution), evidence of every type pointing at real checks, configs,
// components, changes and insights (config evidence with its lines and selected lines, log
// evidence with its lines), comments (some with mentions), and the timeline rows the database
// triggers write for API changes (db/schema/incident-history.ts), in the same order and form.
// The first incident (INC-1, open) is the showcase: every evidence type, a three-level tree, a
// person and two team responders, comments with a mention.
import type { Row } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import { RESPONDER_CLIENTS } from './integrations.ts';
import type { Prng } from './prng.ts';

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
type Status = (typeof STATUSES)[number][0];
const FIRST_STATUSES: readonly Status[] = [
  'open',
  'investigating',
  'mitigated',
  'resolved',
  'closed',
  'new',
];
/** The moves an incident made to reach its status (spec 2 §4 allows each step). */
const STATUS_PATH: Record<Status, readonly Status[]> = {
  new: [],
  open: [],
  investigating: ['investigating'],
  mitigated: ['investigating', 'mitigated'],
  resolved: ['investigating', 'mitigated', 'resolved'],
  closed: ['investigating', 'resolved', 'closed'],
};
const HYPOTHESIS_STATUSES = [
  'proven',
  'likely',
  'possible',
  'unlikely',
  'improbable',
  'disproven',
] as const;
const FACTORS = [
  'Recent deployment introduced a regression',
  'Upstream dependency degraded',
  'Resource limits too low',
  'Configuration drift',
  'Traffic surge after campaign',
] as const;
const SOLUTIONS = [
  'Roll back to previous release',
  'Scale out replicas',
  'Raise memory limits',
  'Rotate credentials',
  'Pin the dependency version',
] as const;
const COMMENTS = [
  'Looking into this now.',
  'Confirmed in the logs.',
  'Rollback started.',
  'Metrics back to normal after the fix.',
  'Can we get eyes from the DB team?',
] as const;
const EVIDENCE_KINDS = [
  'config',
  'log',
  'check',
  'topology',
  'config_change',
  'config_analysis',
  'comment',
] as const;
type EvidenceKind = (typeof EVIDENCE_KINDS)[number];
/** Lines of context kept around each selected line (as the console's 'Link to incident'). */
const CONTEXT_LINES = 3;

interface Hyp {
  id: string;
  parent: string | null;
  type: 'root' | 'factor' | 'solution';
  title: string;
  status: string;
  evidence: EvidenceKind[];
  comment: string | null;
}

/** The numbered excerpt a config evidence keeps, as the catalog page's 'Link to incident' does. */
function excerpt(
  lines: readonly string[],
  selected: readonly number[],
): { lines: Record<string, string>; selected_lines: Record<string, string> } {
  const kept: Record<string, string> = {};
  const chosen: Record<string, string> = {};
  for (const n of selected) {
    chosen[n] = lines[n - 1] ?? '';
    for (
      let k = Math.max(1, n - CONTEXT_LINES);
      k <= Math.min(lines.length, n + CONTEXT_LINES);
      k++
    )
      kept[k] = lines[k - 1] ?? '';
  }
  return { lines: kept, selected_lines: chosen };
}

export function generateIncidents(ctx: SeedContext): void {
  const rng = ctx.rng('incidents');
  const { users } = ctx.refs;
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
  const configs = new Map<string, Row>();
  for (const row of ctx.tables.get('config_items') ?? []) configs.set(row['id'] as string, row);
  for (let i = 0; i < ctx.spec.incidents; i++) generateIncident(ctx, rng, i, configs);
}

function generateIncident(ctx: SeedContext, rng: Prng, i: number, configs: Map<string, Row>): void {
  const { users } = ctx.refs;
  const showcase = i === 0;
  const humans = ctx.refs.people.filter((p) => p.email?.endsWith('@local') === false);
  const nameOf = (id: string) => ctx.refs.people.find((p) => p.id === id)?.name ?? 'someone';
  const pick = <T>(list: readonly T[]): T | null => (list.length ? rng.pick(list) : null);
  const app = rng.pick(ctx.refs.apps);
  const title = rng.pick(TITLES).replace('{app}', app.name).replace('{cluster}', app.cluster);
  // The first few cover every status; the rest are drawn.
  const status: Status = FIRST_STATUSES[i] ?? rng.weighted(STATUSES);
  const createdMin = showcase ? 6 * 60 : rng.int(30, 30 * DAY);
  /** The time a fraction of the way from the incident's creation to now. */
  const at = (fraction: number) => ctx.ago(createdMin * (1 - fraction));
  const closedish = status === 'resolved' || status === 'closed';
  const createdBy = showcase
    ? users.commander
    : rng.pick([users.admin, users.commander, users.responder]);
  const commander = showcase
    ? users.commander
    : rng.chance(0.5)
      ? users.commander
      : (pick(humans)?.id ?? users.admin);
  const id = ctx.id('incident', i);
  const path = STATUS_PATH[status];
  const stepAt = (step: number) => 0.3 + (0.6 * step) / Math.max(1, path.length);
  const resolvedStep = path.indexOf('resolved');
  const closedStep = path.indexOf('closed');
  ctx.add('incidents', {
    id,
    incident_id: `INC-${i + 1}`,
    incident_rule_id: !showcase && rng.chance(0.3) ? ctx.id('incident_rule', rng.int(0, 2)) : null,
    title,
    created_by: createdBy,
    commander_id: commander,
    communicator_id: showcase || rng.chance(0.6) ? users.responder : null,
    severity: showcase
      ? 'high'
      : rng.weighted([
          ['low', 2],
          ['medium', 4],
          ['high', 3],
          ['critical', 1.5],
          ['blocker', 0.5],
        ] as const),
    description: `${title}. Detected by health checks; see hypotheses for the investigation.`,
    type: showcase ? 'availability' : rng.pick(TYPES),
    status,
    acknowledged: status === 'new' ? null : at(0.05),
    resolved: resolvedStep >= 0 ? at(stepAt(resolvedStep)) : null,
    closed: closedStep >= 0 ? at(stepAt(closedStep)) : null,
    created_at: at(0),
    updated_at: path.length ? at(stepAt(path.length - 1)) : at(0.2),
  });

  let historyCount = 0;
  const history = (
    fraction: number,
    type: string,
    by: string,
    extra: {
      description?: string;
      hypothesis_id?: string;
      responder_id?: string;
      evidence_id?: string;
      comment_id?: string;
    } = {},
  ): void => {
    ctx.add('incident_histories', {
      id: ctx.id('incident_history', `${i}:${historyCount++}`),
      incident_id: id,
      created_by: by,
      type,
      description: extra.description ?? null,
      hypothesis_id: extra.hypothesis_id ?? null,
      created_at: at(fraction),
      updated_at: at(fraction),
      responder_id: extra.responder_id ?? null,
      evidence_id: extra.evidence_id ?? null,
      comment_id: extra.comment_id ?? null,
    });
  };
  history(0, 'incident.created', createdBy, { description: id });

  // Responders: the on-call person first, then teams (through their responder clients) or people.
  const responderIds: string[] = [];
  type TeamResponder = { team: number; client: string };
  const plan: (string | TeamResponder)[] = showcase
    ? [users.responder, { team: 0, client: 'jira' }, { team: 0, client: 'email' }]
    : Array.from({ length: rng.int(1, 3) }, (_, r) => {
        if (r === 0) return users.responder;
        const team = rng.int(0, 1);
        const clients = Object.keys(RESPONDER_CLIENTS[team] ?? {});
        if (rng.chance(0.35) && ctx.refs.teams[team] && clients.length)
          return { team, client: rng.pick(clients) };
        return pick(humans)?.id ?? users.responder;
      });
  for (const [r, who] of plan.entries()) {
    const rid = ctx.id('responder', `${i}:${r}`);
    const fraction = 0.02 + 0.01 * r;
    const team = typeof who === 'string' ? null : ctx.refs.teams[who.team];
    const responder =
      typeof who === 'string' || !team
        ? { type: 'person', person_id: typeof who === 'string' ? who : users.responder }
        : {
            type: 'system',
            team_id: team.id,
            ...teamResponder(who.team, who.client, title, `${i + 1}${r}`),
          };
    ctx.add('responders', {
      id: rid,
      incident_id: id,
      type: responder.type,
      index: r,
      person_id: 'person_id' in responder ? responder.person_id : null,
      team_id: 'team_id' in responder ? responder.team_id : null,
      external_id: 'external_id' in responder ? responder.external_id : null,
      properties: 'properties' in responder ? responder.properties : null,
      acknowledged: status === 'new' || (!showcase && rng.chance(0.2)) ? null : at(fraction + 0.04),
      resolved: closedish ? at(stepAt(resolvedStep >= 0 ? resolvedStep : path.length - 1)) : null,
      closed: status === 'closed' ? at(stepAt(closedStep)) : null,
      created_by: commander,
      created_at: at(fraction),
      updated_at: at(fraction),
      deleted_at: null,
    });
    responderIds.push(rid);
    history(fraction, 'responder.created', commander, { responder_id: rid });
  }

  // The hypothesis tree: root → factors → solutions (three levels).
  const rootId = ctx.id('hypothesis', `${i}:root`);
  const hyps: Hyp[] = [
    {
      id: rootId,
      parent: null,
      type: 'root',
      title,
      status: 'possible',
      evidence: showcase ? ['config'] : rng.chance(0.3) ? ['config'] : [],
      comment: showcase ? `Declared after the ${app.name} alerts fired.` : null,
    },
  ];
  const showcaseEvidence: EvidenceKind[][] = [
    ['log', 'check'],
    ['topology', 'config_analysis'],
  ];
  const showcaseSolutionEvidence: EvidenceKind[][] = [['config_change', 'comment'], ['config']];
  const factors = showcase ? 2 : rng.int(1, 3);
  for (let f = 0; f < factors; f++) {
    const factorId = ctx.id('hypothesis', `${i}:factor:${f}`);
    hyps.push({
      id: factorId,
      parent: rootId,
      type: 'factor',
      title: showcase ? (FACTORS[f] ?? FACTORS[0]) : rng.pick(FACTORS),
      status: showcase ? (['likely', 'possible'][f] ?? 'possible') : rng.pick(HYPOTHESIS_STATUSES),
      evidence: showcase
        ? (showcaseEvidence[f] ?? [])
        : Array.from({ length: rng.int(1, 2) }, () => rng.pick(EVIDENCE_KINDS)),
      comment: showcase
        ? f === 0
          ? `@[${nameOf(commander)}](user:${commander}) the error rate started right after the rollout.`
          : 'Dependency dashboards look normal so far.'
        : rng.chance(0.7)
          ? rng.pick(COMMENTS)
          : null,
    });
    if (showcase || closedish || rng.chance(0.5))
      hyps.push({
        id: ctx.id('hypothesis', `${i}:solution:${f}`),
        parent: factorId,
        type: 'solution',
        title: showcase ? (SOLUTIONS[f] ?? SOLUTIONS[0]) : rng.pick(SOLUTIONS),
        status: showcase ? 'possible' : closedish ? 'proven' : rng.pick(HYPOTHESIS_STATUSES),
        evidence: showcase
          ? (showcaseSolutionEvidence[f] ?? [])
          : Array.from({ length: rng.int(0, 1) }, () => rng.pick(EVIDENCE_KINDS)),
        comment: showcase && f === 0 ? 'Rollback is ready if the fix does not land.' : null,
      });
  }

  const authors = showcase ? [users.commander, users.responder] : null;
  for (const [h, hyp] of hyps.entries()) {
    const fraction = hyp.type === 'root' ? 0.001 : Math.min(0.28, 0.06 + 0.03 * h);
    const author = authors
      ? (authors[h % 2] ?? users.commander)
      : hyp.type === 'root'
        ? createdBy
        : rng.pick([users.commander, users.responder]);
    ctx.add('hypotheses', {
      id: hyp.id,
      created_by: author,
      incident_id: id,
      parent_id: hyp.parent,
      owner: hyp.type !== 'root' && rng.chance(0.5) ? rng.pick(responderIds) : null,
      team_id: null,
      type: hyp.type,
      title: hyp.title,
      status: hyp.status,
      created_at: at(fraction),
      updated_at: at(hyp.status === 'possible' ? fraction : 0.5),
    });
    history(fraction, 'hypothesis.created', author, {
      description: 'possible',
      hypothesis_id: hyp.id,
    });
    if (hyp.status !== 'possible')
      history(0.5 + 0.01 * h, 'hypothesis.status_updated', author, {
        description: hyp.status,
        hypothesis_id: hyp.id,
      });

    for (const [e, wanted] of hyp.evidence.entries()) {
      const eid = ctx.id('evidence', `${i}:${h}:${e}`);
      const efraction = fraction + 0.01 * (e + 1);
      const row = evidenceRow(ctx, rng, {
        kind: wanted,
        appName: app.name,
        deploymentId: app.deploymentId,
        deployment: configs.get(app.deploymentId) ?? null,
        time: at(efraction),
      });
      const dod = showcase ? h === 1 : rng.chance(closedish ? 0.5 : 0.2);
      const evidenceBy = showcase ? users.responder : rng.pick([users.responder, users.commander]);
      ctx.add('evidences', {
        id: eid,
        description: row.description.replace('{hypothesis}', hyp.title),
        hypothesis_id: hyp.id,
        config_id: row.config_id ?? null,
        config_change_id: row.config_change_id ?? null,
        config_analysis_id: row.config_analysis_id ?? null,
        component_id: row.component_id ?? null,
        check_id: row.check_id ?? null,
        definition_of_done: dod,
        done: dod ? closedish || (!showcase && rng.chance(0.3)) : null,
        factor: hyp.type === 'factor',
        mitigator: hyp.type === 'solution',
        created_by: evidenceBy,
        type: row.type,
        evidence: row.evidence,
        properties: null,
        created_at: at(efraction),
        updated_at: at(dod ? 0.6 : efraction),
        script: dod && row.type === 'check' ? 'check.status == "healthy"' : null,
        script_result: null,
      });
      history(efraction, 'evidence.created', evidenceBy, {
        hypothesis_id: hyp.id,
        evidence_id: eid,
      });
      if (dod)
        history(0.6 + 0.01 * e, 'evidence.done_definition_added', commander, {
          hypothesis_id: hyp.id,
          evidence_id: eid,
        });
    }
    if (hyp.comment) {
      const cid = ctx.id('comment', `${i}:${h}`);
      const cfraction = fraction + 0.025;
      const by = showcase
        ? h === 1
          ? users.responder
          : users.commander
        : rng.pick([users.responder, users.commander]);
      ctx.add('comments', {
        id: cid,
        created_by: by,
        comment: hyp.comment,
        external_id: null,
        external_created_by: null,
        incident_id: id,
        responder_id: null,
        hypothesis_id: hyp.id,
        read: null,
        created_at: at(cfraction),
        updated_at: at(cfraction),
      });
      history(cfraction, 'responder.commented', by, { hypothesis_id: hyp.id, comment_id: cid });
    }
  }

  for (const [s, next] of path.entries())
    history(stepAt(s), 'incident.status_updated', commander, { description: next });
}

/** A team responder's fields as the responder form sends them, with an external item id. */
function teamResponder(
  team: number,
  client: string,
  title: string,
  n: string,
): { properties: Record<string, string>; external_id: string | null } {
  const spec = RESPONDER_CLIENTS[team]?.[client];
  const fixed = { ...spec?.defaults, ...spec?.values };
  const fill = (s: string | undefined) => (s ?? '').replaceAll('{{incident.title}}', title);
  switch (client) {
    case 'jira':
      return {
        properties: {
          responderType: 'jira',
          project: fixed['project'] ?? (team === 1 ? 'PAY' : 'OPS'),
          issueType: fixed['issueType'] ?? 'Incident',
          summary: title,
          description: `Investigate: ${title}`,
          priority: fixed['priority'] ?? 'High',
        },
        external_id: `${fixed['project'] ?? (team === 1 ? 'PAY' : 'OPS')}-1${n}`,
      };
    case 'email':
      return {
        properties: {
          responderType: 'email',
          to: fixed['to'] ?? 'oncall@acme.example',
          subject: fill(fixed['subject']).replaceAll('{{incident.incident_id}}', `INC-${n}`),
          body: fill(fixed['body']),
        },
        external_id: null,
      };
    case 'ms_planner':
      return {
        properties: {
          responderType: 'ms_planner',
          plan_id: 'plan-sre',
          bucket_id: 'bucket-triage',
          priority: fixed['priority'] ?? 'Important',
          title,
          description: `Track the follow-ups of: ${title}`,
        },
        external_id: `task-${n}`,
      };
    default:
      return {
        properties: {
          responderType: client,
          category: fixed['category'] ?? 'Incident',
          description: fill(fixed['description']) || title,
          body: `Raised from Mission Control: ${title}`,
        },
        external_id: `INC00${n}`,
      };
  }
}

interface EvidenceRow {
  type: EvidenceKind;
  description: string;
  evidence: Record<string, unknown>;
  config_id?: string | null;
  config_change_id?: string;
  config_analysis_id?: string;
  component_id?: string;
  check_id?: string;
}

/** One evidence of the wanted kind, or config evidence when the world has nothing to point at. */
function evidenceRow(
  ctx: SeedContext,
  rng: Prng,
  input: {
    kind: EvidenceKind;
    appName: string;
    deploymentId: string;
    deployment: Row | null;
    time: Date;
  },
): EvidenceRow {
  const pick = <T>(list: readonly T[]): T | null => (list.length ? rng.pick(list) : null);
  switch (input.kind) {
    case 'log': {
      const level = ['INFO', 'INFO', 'WARN', 'ERROR', 'ERROR', 'INFO', 'WARN', 'INFO'];
      const text = [
        'GET /api/cart 200 41ms',
        'GET /api/cart 200 39ms',
        'retrying upstream call (attempt 2)',
        'upstream timeout after 5000ms',
        'upstream timeout after 5000ms',
        'GET /api/health 200 2ms',
        'connection pool at 95% capacity',
        'GET /api/cart 200 44ms',
      ];
      const lines = text.map((message, k) => ({
        timestamp: new Date(input.time.getTime() - (text.length - k) * 15_000).toISOString(),
        message: `${level[k] ?? 'INFO'} ${input.appName}: ${message}`,
      }));
      return {
        type: 'log',
        description: `Timeouts in the ${input.appName} logs`,
        config_id: input.deploymentId,
        evidence: {
          lines,
          selected_lines: { '4': lines[3]?.message ?? '', '5': lines[4]?.message ?? '' },
          start: new Date(input.time.getTime() - 3_600_000).toISOString(),
        },
      };
    }
    case 'check': {
      const check = pick(ctx.refs.checks);
      if (!check) break;
      return {
        type: 'check',
        description: `Check ${check.name} failing`,
        check_id: check.id,
        evidence: { check_id: check.id, includeMessages: true, start: '1h' },
      };
    }
    case 'topology': {
      const comp = pick(ctx.refs.components);
      if (!comp) break;
      return {
        type: 'topology',
        description: `Component ${comp.name} degraded`,
        component_id: comp.id,
        evidence: { id: comp.id },
      };
    }
    case 'config_change': {
      const change = pick(ctx.refs.changes);
      if (!change) break;
      return {
        type: 'config_change',
        description: 'Change shortly before the incident',
        config_change_id: change.id,
        config_id: change.configId,
        evidence: { id: change.id },
      };
    }
    case 'config_analysis': {
      const analysis = pick(ctx.refs.analyses);
      if (!analysis) break;
      return {
        type: 'config_analysis',
        description: 'Insight on the affected config',
        config_analysis_id: analysis.id,
        config_id: analysis.configId,
        evidence: { id: analysis.id },
      };
    }
    case 'comment':
      return {
        type: 'comment',
        description: 'Observation from the on-call engineer',
        evidence: { comment: `The ${input.appName} error rate dropped after the restart.` },
      };
    case 'config':
      break;
  }
  const doc = input.deployment?.['config'] ?? { kind: 'Deployment', name: input.appName };
  const lines = JSON.stringify(doc, null, 2).split('\n');
  const wanted = lines.findIndex((l) => /"(memory|image|replicas)"/.test(l));
  const selected = wanted >= 0 ? [wanted + 1] : [Math.min(2, lines.length)];
  return {
    type: 'config',
    description: `${input.appName} deployment settings for "{hypothesis}"`,
    config_id: input.deploymentId,
    evidence: { ...excerpt(lines, selected), id: input.deploymentId },
  };
}
