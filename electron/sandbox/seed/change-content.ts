// What a seeded config change carries besides its type: for `diff` changes a unified diff of the
// scraped document with the matching JSON merge patch and a summary naming the field (as config-db
// records them: its patch is CreateMergePatch(new, previous), so it holds the values from before
// the change and turns the body after it into the body before it); for events the source's own record in `details` (a Kubernetes event, a
// CloudTrail entry), and for scaling/update events also the patch they applied.
import type { ConfigRef } from './context.ts';
import { IMAGES, INSTANCE_TYPES } from './names.ts';
import type { Prng } from './prng.ts';

export interface ChangeContent {
  summary: string;
  diff: string | null;
  patches: object | null;
  details: object | null;
}

/** One changed line inside `context` (lines before) and `after` (lines after), YAML-indented. */
function unified(
  name: string,
  line: number,
  before: readonly string[],
  removed: readonly string[],
  added: readonly string[],
  after: readonly string[],
): string {
  const oldCount = before.length + removed.length + after.length;
  const newCount = before.length + added.length + after.length;
  return [
    `--- a/${name}.yaml`,
    `+++ b/${name}.yaml`,
    `@@ -${line},${oldCount} +${line},${newCount} @@`,
    ...before.map((l) => ` ${l}`),
    ...removed.map((l) => `-${l}`),
    ...added.map((l) => `+${l}`),
    ...after.map((l) => ` ${l}`),
    '',
  ].join('\n');
}

function tagOf(image: string): [string, string] {
  const at = image.lastIndexOf(':');
  return at > 0 ? [image.slice(0, at), image.slice(at + 1)] : [image, 'latest'];
}

function bump(tag: string, rng: Prng): string {
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(tag);
  if (!m) return `${tag}-r${rng.int(2, 9)}`;
  return `${m[1]}.${Number(m[2]) + 1}${m[3] === undefined ? '' : '.0'}`;
}

function kubernetesDiff(rng: Prng, config: ConfigRef): ChangeContent {
  const kind = config.type.replace('Kubernetes::', '');
  const n = config.name;
  const variant = rng.pick(
    kind === 'Deployment'
      ? (['replicas', 'image', 'memory', 'env'] as const)
      : kind === 'Node'
        ? (['label', 'taint'] as const)
        : (['image', 'label'] as const),
  );
  if (variant === 'replicas') {
    const from = rng.int(1, 5);
    const to = from + rng.pick([-1, 1, 2]);
    return {
      summary: `spec.replicas changed from ${from} to ${to}`,
      diff: unified(
        n,
        8,
        ['spec:', '  progressDeadlineSeconds: 600'],
        [`  replicas: ${from}`],
        [`  replicas: ${to}`],
        ['  revisionHistoryLimit: 10', '  selector:'],
      ),
      patches: { spec: { replicas: from } },
      details: null,
    };
  }
  if (variant === 'image') {
    const [repo, tag] = tagOf(rng.pick(IMAGES));
    const next = bump(tag, rng);
    const container = n.split('-').slice(0, 2).join('-');
    const indent = kind === 'Deployment' ? '        ' : '    ';
    return {
      summary: `image changed to ${repo}:${next}`,
      diff: unified(
        n,
        kind === 'Deployment' ? 31 : 17,
        [`${indent.slice(2)}- name: ${container}`],
        [`${indent}image: ${repo}:${tag}`],
        [`${indent}image: ${repo}:${next}`],
        [`${indent}imagePullPolicy: IfNotPresent`, `${indent}ports:`],
      ),
      patches: {
        spec: {
          template: { spec: { containers: [{ name: container, image: `${repo}:${tag}` }] } },
        },
      },
      details: null,
    };
  }
  if (variant === 'memory') {
    const from = rng.pick([256, 512, 1024]);
    const to = from * 2;
    return {
      summary: `resources.limits.memory changed from ${from}Mi to ${to}Mi`,
      diff: unified(
        n,
        40,
        ['          resources:', '            limits:', '              cpu: 500m'],
        [`              memory: ${from}Mi`],
        [`              memory: ${to}Mi`],
        ['            requests:', '              cpu: 100m'],
      ),
      patches: {
        spec: {
          template: { spec: { containers: [{ resources: { limits: { memory: `${from}Mi` } } }] } },
        },
      },
      details: null,
    };
  }
  if (variant === 'env') {
    const level = rng.pick(['debug', 'info', 'warn'] as const);
    const previous = level === 'info' ? 'debug' : 'info';
    return {
      summary: `env LOG_LEVEL changed from ${previous} to ${level}`,
      diff: unified(
        n,
        35,
        ['          env:', '            - name: LOG_LEVEL'],
        [`              value: ${previous}`],
        [`              value: ${level}`],
        ['            - name: PORT', "              value: '8080'"],
      ),
      patches: {
        spec: {
          template: { spec: { containers: [{ env: [{ name: 'LOG_LEVEL', value: previous }] }] } },
        },
      },
      details: null,
    };
  }
  if (variant === 'taint') {
    return {
      summary: 'spec.taints added node.kubernetes.io/unschedulable',
      diff: unified(
        n,
        52,
        ['spec:', `  providerID: aws:///${n}`],
        [],
        ['  taints:', '    - effect: NoSchedule', '      key: node.kubernetes.io/unschedulable'],
        ['status:', '  addresses:'],
      ),
      patches: { spec: { taints: null } },
      details: null,
    };
  }
  const revision = rng.int(2, 40);
  return {
    summary: `metadata.labels.pod-template-hash changed`,
    diff: unified(
      n,
      4,
      ['metadata:', '  labels:', `    app: ${n.split('-')[0] ?? n}`],
      [`    pod-template-hash: ${rng.hex(10)}`, `    revision: '${revision - 1}'`],
      [`    pod-template-hash: ${rng.hex(10)}`, `    revision: '${revision}'`],
      [`  name: ${n}`],
    ),
    patches: { metadata: { labels: { revision: String(revision - 1) } } },
    details: null,
  };
}

function awsDiff(rng: Prng, config: ConfigRef): ChangeContent {
  const n = config.name;
  if (config.type === 'AWS::EC2::Instance') {
    const from = rng.pick(INSTANCE_TYPES);
    const to = rng.pick(INSTANCE_TYPES.filter((t) => t !== from));
    return {
      summary: `InstanceType changed from ${from} to ${to}`,
      diff: unified(
        n,
        21,
        ['ImageId: ami-0c55b159cbfafe1f0', `InstanceId: ${config.name}`],
        [`InstanceType: ${from}`],
        [`InstanceType: ${to}`],
        ['KeyName: ops', 'LaunchTime: "2025-11-02T08:14:09Z"'],
      ),
      patches: { InstanceType: from },
      details: null,
    };
  }
  if (config.type === 'AWS::RDS::DBInstance') {
    const from = rng.pick([100, 200, 500]);
    const to = from + rng.pick([50, 100, 200]);
    return {
      summary: `AllocatedStorage changed from ${from} to ${to}`,
      diff: unified(
        n,
        3,
        ['AutoMinorVersionUpgrade: true', 'AvailabilityZone: eu-west-1a'],
        [`AllocatedStorage: ${from}`],
        [`AllocatedStorage: ${to}`],
        ['BackupRetentionPeriod: 7', 'DBInstanceClass: db.m6g.large'],
      ),
      patches: { AllocatedStorage: from },
      details: null,
    };
  }
  const owner = rng.pick(['platform', 'payments', 'search', 'data']);
  return {
    summary: `Tags.owner changed to ${owner}`,
    diff: unified(
      n,
      12,
      ['Tags:', '  - Key: env', '    Value: production', '  - Key: owner'],
      ['    Value: unassigned'],
      [`    Value: ${owner}`],
      [],
    ),
    patches: { Tags: [{ Key: 'owner', Value: 'unassigned' }] },
    details: null,
  };
}

const WARNING_EVENTS = new Set(['BackOff', 'Unhealthy', 'NodeNotReady', 'Killing']);

function kubernetesEvent(
  rng: Prng,
  config: ConfigRef,
  changeType: string,
  at: Date,
): ChangeContent {
  const kind = config.type.replace('Kubernetes::', '');
  const messages: Record<string, string> = {
    Pulled: `Successfully pulled image "${rng.pick(IMAGES)}" in ${rng.int(300, 9000)}ms`,
    Created: `Created container ${config.name.split('-')[0] ?? 'app'}`,
    Started: `Started container ${config.name.split('-')[0] ?? 'app'}`,
    BackOff: 'Back-off restarting failed container',
    Killing: `Stopping container ${config.name.split('-')[0] ?? 'app'}`,
    Unhealthy: `Readiness probe failed: HTTP probe failed with statuscode: ${rng.pick([500, 503])}`,
    ScalingReplicaSet: `Scaled up replica set ${config.name}-${rng.hex(10)} to ${rng.int(2, 6)}`,
    NodeReady: `Node ${config.name} status is now: NodeReady`,
    NodeNotReady: `Node ${config.name} status is now: NodeNotReady`,
    RegisteredNode: `Node ${config.name} event: Registered Node ${config.name} in Controller`,
  };
  const message = messages[changeType] ?? `${changeType} ${kind.toLowerCase()} ${config.name}`;
  const replicas = changeType === 'ScalingReplicaSet' ? rng.int(2, 6) : null;
  return {
    summary: message,
    diff: null,
    patches: replicas === null ? null : { spec: { replicas } },
    details: {
      type: WARNING_EVENTS.has(changeType) ? 'Warning' : 'Normal',
      reason: changeType,
      message,
      source: {
        component: kind === 'Node' ? 'kubelet' : rng.pick(['kubelet', 'deployment-controller']),
      },
      involvedObject: { kind, name: config.name, namespace: config.namespace ?? '' },
      count: rng.int(1, 5),
      firstTimestamp: at.toISOString(),
      lastTimestamp: at.toISOString(),
    },
  };
}

function cloudTrailEvent(rng: Prng, config: ConfigRef, changeType: string): ChangeContent {
  const service = config.type.split('::')[1]?.toLowerCase() ?? 'ec2';
  return {
    summary: `${changeType} on ${config.name}`,
    diff: null,
    patches: null,
    details: {
      eventName: changeType,
      eventSource: `${service}.amazonaws.com`,
      awsRegion: rng.pick(['eu-west-1', 'us-east-1', 'ap-southeast-2']),
      sourceIPAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      userIdentity: {
        type: 'AssumedRole',
        arn: `arn:aws:sts::${rng.int(100_000_000_000, 999_999_999_999)}:assumed-role/terraform/ci`,
      },
      requestParameters: { resourceId: config.name },
      readOnly: false,
    },
  };
}

export function changeContent(
  rng: Prng,
  config: ConfigRef,
  changeType: string,
  at: Date,
): ChangeContent {
  const aws = config.type.startsWith('AWS');
  if (changeType === 'diff') return aws ? awsDiff(rng, config) : kubernetesDiff(rng, config);
  return aws
    ? cloudTrailEvent(rng, config, changeType)
    : kubernetesEvent(rng, config, changeType, at);
}
