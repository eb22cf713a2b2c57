// Seed generator: config changes (mostly within the last 7 days, so the `changes` column is
// lively) and insights (config_analysis) for a share of the catalog.
import type { ConfigRef, SeedContext } from './context.ts';
import { changeContent } from './change-content.ts';

const DAY = 24 * 60;

const CHANGE_TYPES: Record<string, readonly string[]> = {
  'Kubernetes::Pod': ['Pulled', 'Created', 'Started', 'BackOff', 'Killing', 'Unhealthy', 'diff'],
  'Kubernetes::Deployment': ['diff', 'ScalingReplicaSet', 'UPDATE', 'RollingUpdate'],
  'Kubernetes::Node': ['NodeReady', 'NodeNotReady', 'diff', 'RegisteredNode'],
  'AWS::EC2::Instance': ['diff', 'RunInstances', 'StopInstances', 'ModifyInstanceAttribute'],
  'AWS::RDS::DBInstance': ['diff', 'ModifyDBInstance', 'RebootDBInstance', 'CreateDBSnapshot'],
};
const DEFAULT_CHANGES = ['diff', 'UPDATE', 'CREATE'] as const;

const ANALYZERS: Record<string, readonly (readonly [string, string])[]> = {
  kubernetes: [
    ['kube-score', 'reliability'],
    ['trivy', 'security'],
    ['popeye', 'performance'],
    ['polaris', 'compliance'],
  ],
  aws: [
    ['aws-trusted-advisor', 'cost'],
    ['aws-config', 'compliance'],
    ['aws-inspector', 'security'],
    ['aws-health', 'availability'],
  ],
};
const FINDINGS: Record<string, readonly string[]> = {
  reliability: [
    'Container has no readiness probe',
    'Deployment has a single replica',
    'No PodDisruptionBudget',
  ],
  security: [
    'CVE-2024-6387 in openssh-client',
    'Container runs as root',
    'Image uses latest tag',
    'Port 22 open to 0.0.0.0/0',
  ],
  performance: ['CPU limit lower than request peak', 'Memory usage above 90% of limit'],
  compliance: ['Encryption at rest disabled', 'Missing required tag: owner', 'Logging disabled'],
  cost: ['Underutilised instance', 'Idle load balancer', 'Unattached EBS volume'],
  availability: ['Scheduled maintenance in 3 days', 'Single-AZ deployment'],
};

export function generateChanges(ctx: SeedContext): void {
  const rng = ctx.rng('catalog-changes');
  const contentRng = ctx.rng('catalog-change-content');
  const all: ConfigRef[] = [...ctx.refs.configsByType.values()].flat();
  const target = Math.round(all.length * ctx.spec.changesPerConfig);
  const people = ctx.refs.people.filter((p) => p.email && !p.email.endsWith('@local'));
  for (let i = 0; i < target; i++) {
    const config = rng.pick(all);
    const types = CHANGE_TYPES[config.type] ?? DEFAULT_CHANGES;
    const changeType = rng.pick(types);
    const minutesAgo = rng.chance(0.85) ? rng.int(1, 7 * DAY - 5) : rng.int(7 * DAY, 30 * DAY);
    const isDiff = changeType === 'diff';
    const severity =
      changeType === 'BackOff' || changeType === 'NodeNotReady' || changeType === 'Unhealthy'
        ? rng.pick(['medium', 'high'] as const)
        : rng.weighted([
            ['info', 8],
            ['low', 2],
            ['medium', 1],
          ] as const);
    const id = ctx.id('change', i);
    const content = changeContent(contentRng, config, changeType, ctx.ago(minutesAgo));
    const by = rng.chance(0.3) ? rng.pick(people) : null;
    ctx.add('config_changes', {
      id,
      config_id: config.id,
      external_change_id: `${changeType}-${rng.hex(12)}`,
      external_created_by:
        by?.email ??
        (config.type.startsWith('AWS')
          ? 'arn:aws:iam::role/terraform'
          : 'system:serviceaccount:kube-system:deployment-controller'),
      change_type: changeType,
      severity,
      source: isDiff
        ? 'diff'
        : config.type.startsWith('AWS')
          ? 'AWS::CloudTrail'
          : 'kubernetes/event',
      summary: content.summary,
      patches: content.patches,
      diff: content.diff,
      details: content.details,
      created_by: null,
      created_at: ctx.ago(minutesAgo),
      count: rng.weighted([
        [1, 10],
        [2, 2],
        [5, 1],
      ] as const),
      fingerprint: null,
      first_observed: ctx.ago(minutesAgo + rng.int(0, 120)),
      is_pushed: false,
      inserted_at: ctx.ago(minutesAgo),
    });
    ctx.refs.changes.push({ id, configId: config.id });
  }

  const analysisRng = ctx.rng('catalog-analysis');
  const analysisTarget = Math.round(all.length * ctx.spec.analysisRatio);
  for (let i = 0; i < analysisTarget; i++) {
    const config = analysisRng.pick(all);
    const family = config.type.startsWith('AWS') ? 'aws' : 'kubernetes';
    const [analyzer, analysisType] = analysisRng.pick(ANALYZERS[family] ?? []);
    const message = analysisRng.pick(FINDINGS[analysisType] ?? ['Finding']);
    const first = analysisRng.int(60, 20 * DAY);
    const id = ctx.id('analysis', i);
    ctx.add('config_analysis', {
      id,
      config_id: config.id,
      scraper_id: null,
      created_by: null,
      source: family === 'aws' ? 'AWS' : 'Kubernetes',
      analyzer,
      analysis_type: analysisType,
      severity: analysisRng.weighted([
        ['critical', 1],
        ['high', 3],
        ['medium', 5],
        ['low', 4],
        ['info', 2],
      ] as const),
      summary: message,
      status: analysisRng.chance(0.8) ? 'open' : 'resolved',
      message: `${message} on ${config.name}`,
      analysis: { finding: message, resource: config.name },
      properties: null,
      first_observed: ctx.ago(first),
      last_observed: ctx.ago(analysisRng.int(0, Math.min(first, DAY))),
      is_pushed: false,
    });
    ctx.refs.analyses.push({ id, configId: config.id });
  }
}
