// Seed generator, Kubernetes part of the catalog: per cluster a scraper, the cluster, nodes,
// namespaces and apps (Deployment → ReplicaSet → Pods, plus Service and ConfigMap), with
// Pod→Node and Service→Deployment relationships.
import type { ClusterRef, ConfigRef, SeedContext } from './context.ts';
import { addConfig, addRelationship } from './config-item.ts';
import { APP_PREFIXES, APP_SUFFIXES, IMAGES, NAMESPACE_POOL } from './names.ts';

const DAY = 24 * 60;
const ITEMS_PER_APP = 6.5;

export function addScraper(
  ctx: SeedContext,
  id: string,
  name: string,
  namespace: string,
  agentId: string,
  spec: object,
): void {
  ctx.add('config_scrapers', {
    id,
    description: `Scrapes ${name}`,
    name,
    namespace,
    spec,
    source: agentId === '00000000-0000-0000-0000-000000000000' ? 'UI' : 'KubernetesCRD',
    application_id: null,
    created_by: ctx.refs.users.admin,
    agent_id: agentId,
    created_at: ctx.ago(180 * DAY),
    updated_at: ctx.ago(7 * DAY),
    deleted_at: null,
    is_pushed: false,
  });
}

export function generateKubernetes(ctx: SeedContext, budget: number): void {
  const rng = ctx.rng('catalog-kubernetes');
  const appsTotal = Math.max(ctx.spec.clusters * 4, Math.round(budget / ITEMS_PER_APP));
  const appsPerCluster = Math.ceil(appsTotal / ctx.refs.clusters.length);
  const appNames = new Set<string>();

  for (const cluster of ctx.refs.clusters) {
    const tags = { cluster: cluster.name };
    addScraper(
      ctx,
      cluster.scraperId,
      `kubernetes-${cluster.name}`,
      'mission-control',
      cluster.agentId,
      {
        kubernetes: [
          { clusterName: cluster.name, exclusions: { namespaces: ['kube-node-lease'] } },
        ],
        schedule: '@every 30m',
      },
    );
    const clusterRef = addConfig(ctx, {
      key: `cluster:${cluster.name}`,
      type: 'Kubernetes::Cluster',
      configClass: 'Cluster',
      name: cluster.name,
      agentId: cluster.agentId,
      scraperId: cluster.scraperId,
      externalId: `Kubernetes/Cluster//${cluster.name}`,
      tags,
      labels: { env: cluster.env, region: cluster.region },
      status: 'Running',
      createdAt: ctx.ago(300 * DAY),
      config: {
        kind: 'Cluster',
        metadata: { name: cluster.name },
        spec: { version: rng.pick(['1.29', '1.30', '1.31']) },
      },
      properties: [{ name: 'version', text: rng.pick(['v1.29.8', 'v1.30.4', 'v1.31.1']) }],
    });
    const nodeCount = Math.max(3, Math.round(appsPerCluster / 8));
    const nodes: ConfigRef[] = [];
    for (let n = 0; n < nodeCount; n++) {
      const name = `ip-10-${rng.int(0, 255)}-${rng.int(0, 255)}-${rng.int(1, 254)}.${cluster.region}.compute.internal`;
      const health = rng.weighted([
        ['healthy', 20],
        ['warning', 1],
        ['unhealthy', 0.5],
      ] as const);
      nodes.push(
        addConfig(ctx, {
          key: `node:${cluster.name}:${n}`,
          type: 'Kubernetes::Node',
          configClass: 'Node',
          name,
          parentId: clusterRef.id,
          agentId: cluster.agentId,
          scraperId: cluster.scraperId,
          externalId: `Kubernetes/Node//${name}`,
          tags: { ...tags, zone: `${cluster.region}${rng.pick(['a', 'b', 'c'])}` },
          labels: {
            'node.kubernetes.io/instance-type': rng.pick(['m6i.large', 'm6i.xlarge', 'm7g.xlarge']),
          },
          status: health === 'unhealthy' ? 'NotReady' : 'Ready',
          health,
          createdAt: ctx.ago(rng.int(5, 90) * DAY),
          properties: [
            { name: 'cpu', value: rng.pick([2000, 4000, 8000]), unit: 'millicores' },
            { name: 'memory', value: rng.pick([8, 16, 32]) * 1024 ** 3, unit: 'bytes' },
          ],
        }),
      );
    }
    const nsCount = Math.min(NAMESPACE_POOL.length, 3 + Math.ceil(appsPerCluster / 6));
    for (const ns of rng.sample(NAMESPACE_POOL, nsCount)) {
      const nsRef = addConfig(ctx, {
        key: `ns:${cluster.name}:${ns}`,
        type: 'Kubernetes::Namespace',
        configClass: 'Namespace',
        name: ns,
        parentId: clusterRef.id,
        agentId: cluster.agentId,
        scraperId: cluster.scraperId,
        externalId: `Kubernetes/Namespace//${ns}`,
        tags: { ...tags, namespace: ns },
        status: 'Active',
        createdAt: ctx.ago(rng.int(60, 300) * DAY),
      });
      cluster.namespaces.push({ name: ns, configId: nsRef.id });
    }
    for (let a = 0; a < appsPerCluster; a++) {
      const ns = rng.pick(cluster.namespaces);
      let app = `${rng.pick(APP_PREFIXES)}-${rng.pick(APP_SUFFIXES)}`;
      while (appNames.has(`${cluster.name}/${ns.name}/${app}`)) app = `${app}-${rng.int(2, 99)}`;
      appNames.add(`${cluster.name}/${ns.name}/${app}`);
      addApp(ctx, cluster, ns, app, nodes, a);
    }
  }
}

function addApp(
  ctx: SeedContext,
  cluster: ClusterRef,
  ns: { name: string; configId: string },
  app: string,
  nodes: ConfigRef[],
  index: number,
): void {
  const rng = ctx.rng(`app:${cluster.name}:${index}`);
  const tags = { cluster: cluster.name, namespace: ns.name };
  const labels = {
    app,
    'app.kubernetes.io/name': app,
    team: rng.pick(['platform', 'payments', 'search', 'data', 'identity']),
    env: cluster.env,
  };
  const image = rng.pick(IMAGES);
  const replicas = rng.weighted([
    [1, 3],
    [2, 5],
    [3, 3],
    [4, 1],
  ] as const);
  const health = rng.weighted([
    ['healthy', 30],
    ['warning', 2],
    ['unhealthy', 1.5],
    ['unknown', 0.5],
  ] as const);
  const created = ctx.ago(rng.int(3, 200) * DAY);
  const base = { agentId: cluster.agentId, scraperId: cluster.scraperId, tags, labels };
  const key = `${cluster.name}:${ns.name}:${app}`;
  /** A Kubernetes object of the app: `kind` in the namespace, under `parentId`. */
  const object = (kind: string, name: string, parentId: string) => ({
    ...base,
    type: `Kubernetes::${kind}`,
    configClass: kind,
    name,
    parentId,
    externalId: `Kubernetes/${kind}/${ns.name}/${name}`,
  });
  const deployment = addConfig(ctx, {
    ...object('Deployment', app, ns.configId),
    key: `deploy:${key}`,
    createdAt: created,
    updatedAt: ctx.ago(rng.int(10, 7 * DAY)),
    status: health === 'unhealthy' ? 'Degraded' : health === 'warning' ? 'Progressing' : 'Running',
    health,
    config: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: app, namespace: ns.name, labels },
      spec: {
        replicas,
        template: {
          spec: {
            containers: [
              { name: app, image, resources: { requests: { cpu: '100m', memory: '256Mi' } } },
            ],
          },
        },
      },
    },
    properties: [
      { name: 'replicas', text: String(replicas) },
      { name: 'image', text: image },
    ],
  });
  ctx.refs.apps.push({
    name: app,
    namespace: ns.name,
    cluster: cluster.name,
    deploymentId: deployment.id,
    agentId: cluster.agentId,
  });
  const hash = rng.hex(10);
  const rs = addConfig(ctx, {
    ...object('ReplicaSet', `${app}-${hash}`, deployment.id),
    key: `rs:${key}`,
    createdAt: created,
    status: 'Running',
    health: health === 'unhealthy' ? 'warning' : 'healthy',
  });
  for (let p = 0; p < replicas; p++) {
    const podName = `${app}-${hash}-${rng.hex(5)}`;
    const podHealth =
      health === 'unhealthy' && p === 0
        ? 'unhealthy'
        : rng.weighted([
            ['healthy', 40],
            ['warning', 1],
          ] as const);
    const node = rng.pick(nodes);
    const pod = addConfig(ctx, {
      ...object('Pod', podName, rs.id),
      key: `pod:${key}:${p}`,
      createdAt: ctx.ago(rng.int(10, 14 * DAY)),
      status:
        podHealth === 'unhealthy'
          ? 'CrashLoopBackOff'
          : podHealth === 'warning'
            ? 'Pending'
            : 'Running',
      health: podHealth,
      config: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: podName, namespace: ns.name, labels: { app } },
        spec: { nodeName: node.name, containers: [{ name: app, image }] },
        status: { phase: podHealth === 'warning' ? 'Pending' : 'Running' },
      },
    });
    addRelationship(ctx, node.id, pod.id, 'NodePod', created);
  }
  if (rng.chance(0.8)) {
    const svc = addConfig(ctx, {
      ...object('Service', app, ns.configId),
      key: `svc:${key}`,
      createdAt: created,
      status: 'Active',
      config: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: app, namespace: ns.name },
        spec: { type: 'ClusterIP', ports: [{ port: 80, targetPort: 8080 }] },
      },
    });
    addRelationship(ctx, svc.id, deployment.id, 'ServiceDeployment', created);
  }
  if (rng.chance(0.7)) {
    addConfig(ctx, {
      ...object('ConfigMap', `${app}-config`, ns.configId),
      key: `cm:${key}`,
      createdAt: created,
      config: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: `${app}-config`, namespace: ns.name },
        data: { LOG_LEVEL: rng.pick(['info', 'debug', 'warn']) },
      },
    });
  }
}
