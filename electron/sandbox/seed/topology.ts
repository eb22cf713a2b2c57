// Seed generator, topology domain: a topology per cluster (cluster → Nodes/namespaces → apps),
// an AWS topology and a business-service topology linked to apps through component
// relationships; components link to their configs, checks and owning teams. Properties, extra log
// selectors, owners and hidden components come from topology-details.ts.
import type { Row } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import { configsOfType } from './context.ts';
import { LOCAL_AGENT_ID } from './ids.ts';
import type { ComponentFields, Status } from './topology-component.ts';
import { componentRow } from './topology-component.ts';
import {
  appProperties,
  clusterProperties,
  databaseLogSelectors,
  databaseProperties,
  HIDDEN_NAMESPACES,
  nodeLogSelectors,
  nodeProperties,
  regionProperties,
  serviceLogSelectors,
  serviceProperties,
  storeLogSelectors,
  storeProperties,
} from './topology-details.ts';

const DAY = 24 * 60;

interface Node {
  id: string;
  parentId: string | null;
  status: Status;
  row: Row;
  children: Node[];
}

export function generateTopology(ctx: SeedContext): void {
  const rng = ctx.rng('topology');
  const details = ctx.rng('topology-details');
  const roots: Node[] = [];
  const byId = new Map<string, Node>();
  const appComponents = new Map<string, string>();
  let count = 0;
  const target = ctx.spec.components;
  const configHealth = new Map<string, string>();
  for (const list of ctx.refs.configsByType.values())
    for (const c of list) configHealth.set(c.id, c.health);
  const toStatus = (health: string | undefined): Status =>
    health === 'unhealthy' ? 'unhealthy' : health === 'warning' ? 'warning' : 'healthy';

  const addTopology = (key: string, name: string, agentId: string, spec: object): string => {
    const id = ctx.id('topology', key);
    ctx.add('topologies', {
      id,
      agent_id: agentId,
      name,
      namespace: 'mission-control',
      labels: { managed: 'true' },
      source: agentId === LOCAL_AGENT_ID ? 'UI' : 'KubernetesCRD',
      spec,
      created_at: ctx.ago(200 * DAY),
      updated_at: ctx.ago(3 * DAY),
      is_pushed: false,
      schedule: '@every 5m',
      created_by: ctx.refs.users.admin,
      deleted_at: null,
    });
    return id;
  };
  const addComponent = (
    key: string,
    parent: Node | null,
    topologyId: string,
    agentId: string,
    fields: ComponentFields,
  ): Node => {
    const id = ctx.id('component', key);
    const status = fields.status ?? 'healthy';
    const parentPath = typeof parent?.row['path'] === 'string' ? parent.row['path'] : '';
    const path = parent ? (parentPath ? `${parentPath}.${parent.id}` : parent.id) : '';
    const row = componentRow(
      ctx,
      rng,
      { id, key, parentId: parent?.id ?? null, path, topologyId, agentId },
      fields,
    );
    const node: Node = { id, parentId: parent?.id ?? null, status, row, children: [] };
    if (parent) parent.children.push(node);
    else roots.push(node);
    byId.set(id, node);
    count++;
    if (fields.configId) {
      ctx.add('config_component_relationships', {
        component_id: id,
        config_id: fields.configId,
        created_at: row['created_at'],
        updated_at: row['created_at'],
        deleted_at: null,
        selector_id: 'config',
        is_pushed: false,
      });
    }
    ctx.refs.components.push({
      id,
      name: fields.name,
      type: fields.type,
      configId: fields.configId ?? null,
    });
    return node;
  };
  /** A topology with its root component; `add` puts a component of it under `parent`. */
  const addTopologyTree = (
    topology: { key: string; name: string; agentId: string; spec: object },
    rootKey: string,
    rootFields: ComponentFields,
  ) => {
    const topologyId = addTopology(topology.key, topology.name, topology.agentId, topology.spec);
    const add = (key: string, parent: Node | null, fields: ComponentFields) =>
      addComponent(key, parent, topologyId, topology.agentId, fields);
    return { topologyId, root: add(rootKey, null, rootFields), add };
  };

  const reserve = 12 + ctx.refs.clusters.length * 2;
  const clusterRoots = new Map<
    string,
    { root: Node; topologyId: string; namespaces: Map<string, Node> }
  >();
  for (const cluster of ctx.refs.clusters) {
    const { topologyId, root, add } = addTopologyTree(
      {
        key: `cluster:${cluster.name}`,
        name: `kubernetes-${cluster.name}`,
        agentId: cluster.agentId,
        spec: {
          type: 'KubernetesCluster',
          icon: 'kubernetes',
          components: [{ name: 'Nodes', lookup: { kubernetes: [{ kind: 'Node' }] } }],
        },
      },
      `cluster:${cluster.name}`,
      {
        name: cluster.name,
        type: 'KubernetesCluster',
        icon: 'kubernetes',
        configId: cluster.configId,
        labels: { env: cluster.env, region: cluster.region },
      },
    );
    const createdAt = root.row['created_at'] as Date;
    root.row['properties'] = clusterProperties(
      details,
      cluster,
      (ctx.now.getTime() - createdAt.getTime()) / 60_000,
    );
    const nodesGroup = add(`nodes:${cluster.name}`, root, {
      name: 'Nodes',
      type: 'KubernetesNodes',
      icon: 'server',
    });
    const nodes = configsOfType(ctx, 'Kubernetes::Node').filter((n) => n.cluster === cluster.name);
    const shown = nodes.slice(0, Math.max(2, Math.floor(target / (ctx.refs.clusters.length * 10))));
    for (const [i, node] of shown.entries()) {
      add(`node:${node.id}`, nodesGroup, {
        name: node.name,
        type: 'KubernetesNode',
        icon: 'server',
        configId: node.id,
        status: toStatus(node.health),
        leaf: true,
        properties: [
          { name: 'cpu', value: rng.int(200, 3800), max: 4000, unit: 'millicores', headline: true },
          {
            name: 'memory',
            value: rng.int(2, 15) * 1024 ** 3,
            max: 16 * 1024 ** 3,
            unit: 'bytes',
            headline: true,
          },
          ...nodeProperties(details, cluster.region),
        ],
        // Two nodes per cluster keep their kubelet and containerd journals.
        logSelectors: i < 2 ? nodeLogSelectors(node.name) : undefined,
      });
    }
    clusterRoots.set(cluster.name, { root, topologyId, namespaces: new Map() });
  }

  for (const app of ctx.refs.apps) {
    if (count >= target - reserve) break;
    const cluster = clusterRoots.get(app.cluster);
    if (!cluster) continue;
    let ns = cluster.namespaces.get(app.namespace);
    if (!ns) {
      const nsConfig = ctx.refs.clusters
        .find((c) => c.name === app.cluster)
        ?.namespaces.find((n) => n.name === app.namespace);
      ns = addComponent(
        `ns:${app.cluster}:${app.namespace}`,
        cluster.root,
        cluster.topologyId,
        app.agentId,
        {
          name: app.namespace,
          type: 'Namespace',
          icon: 'namespace',
          configId: nsConfig?.configId ?? null,
          namespace: app.namespace,
          hidden: HIDDEN_NAMESPACES.has(app.namespace),
        },
      );
      cluster.namespaces.set(app.namespace, ns);
    }
    const comp = addComponent(
      `app:${app.cluster}:${app.namespace}:${app.name}`,
      ns,
      cluster.topologyId,
      app.agentId,
      {
        name: app.name,
        type: 'Application',
        icon: rng.pick(['service', 'api', 'worker', 'web']),
        configId: app.deploymentId,
        status: toStatus(configHealth.get(app.deploymentId)),
        namespace: app.namespace,
        leaf: true,
        labels: { app: app.name, cluster: app.cluster },
        logSelectors: [
          {
            name: 'kubernetes',
            type: 'kubernetes',
            labels: { app: app.name, namespace: app.namespace },
          },
        ],
        properties: [
          {
            name: 'version',
            text: `v${rng.int(1, 5)}.${rng.int(0, 20)}.${rng.int(0, 9)}`,
            headline: true,
          },
          { name: 'cpu', value: rng.int(50, 900), max: 1000, unit: 'millicores' },
          { name: 'memory', value: rng.int(128, 900) * 1024 ** 2, max: 1024 ** 3, unit: 'bytes' },
          ...appProperties(details, app),
        ],
      },
    );
    appComponents.set(`${app.cluster}/${app.namespace}/${app.name}`, comp.id);
  }

  const aws = addTopologyTree(
    {
      key: 'aws',
      name: 'aws-platform',
      agentId: LOCAL_AGENT_ID,
      spec: { type: 'AWS', icon: 'aws' },
    },
    'aws',
    { name: 'AWS', type: 'Cloud', icon: 'aws', configId: ctx.id('config', 'aws:account') },
  );
  for (const region of [...new Set(ctx.refs.clusters.map((c) => c.region))].slice(0, 4)) {
    const r = aws.add(`aws:${region}`, aws.root, {
      name: region,
      type: 'Region',
      icon: 'aws-region',
      configId: ctx.id('config', `aws:region:${region}`),
      properties: regionProperties(details),
    });
    const db = configsOfType(ctx, 'AWS::RDS::DBInstance')[0];
    if (db)
      aws.add(`aws:${region}:rds`, r, {
        name: `RDS ${region}`,
        type: 'Database',
        icon: 'aws-rds',
        configId: db.id,
        leaf: true,
        status: toStatus(db.health),
        properties: databaseProperties(details, region),
        logSelectors: databaseLogSelectors(`RDS ${region}`),
      });
  }

  const biz = addTopologyTree(
    {
      key: 'business',
      name: 'online-store',
      agentId: LOCAL_AGENT_ID,
      spec: { type: 'BusinessService', icon: 'shop' },
    },
    'biz:store',
    {
      name: 'Online Store',
      type: 'BusinessService',
      icon: 'shop',
      properties: storeProperties(details),
      logSelectors: storeLogSelectors(),
    },
  );
  const store = biz.root;
  const services = ['payments', 'checkout', 'search', 'identity', 'orders', 'catalog'];
  for (const [i, prefix] of services.entries()) {
    const svc = biz.add(`biz:${prefix}`, store, {
      name: prefix.charAt(0).toUpperCase() + prefix.slice(1),
      type: 'Service',
      icon: 'service',
      owner: ctx.refs.teams[i % Math.max(1, ctx.refs.teams.length)]?.name,
      properties: serviceProperties(details, prefix),
      logSelectors: i < 2 ? serviceLogSelectors(prefix) : undefined,
    });
    for (const [key, compId] of appComponents) {
      if (!key.split('/')[2]?.startsWith(prefix)) continue;
      ctx.add('component_relationships', {
        component_id: compId,
        relationship_id: svc.id,
        created_at: ctx.ago(30 * DAY),
        updated_at: ctx.ago(30 * DAY),
        deleted_at: null,
        selector_id: `app=${prefix}*`,
        relationship_path: null,
        is_pushed: false,
      });
      const child = byId.get(compId);
      if (child?.status === 'unhealthy') svc.status = 'unhealthy';
      else if (child?.status === 'warning' && svc.status === 'healthy') svc.status = 'warning';
    }
  }
  for (const check of ctx.refs.checks) {
    const compId = check.app ? appComponents.get(check.app) : undefined;
    if (!compId) continue;
    ctx.add('check_component_relationships', {
      component_id: compId,
      check_id: check.id,
      canary_id: check.canaryId,
      created_at: ctx.ago(DAY),
      updated_at: ctx.ago(DAY),
      deleted_at: null,
      selector_id: 'app',
      is_pushed: false,
    });
  }

  // Roll statuses up and write summaries bottom-up, then emit rows parents-first (FK order).
  const summarise = (node: Node): Record<Status, number> => {
    const counts: Record<Status, number> = { healthy: 0, unhealthy: 0, warning: 0 };
    if (node.children.length === 0) counts[node.status]++;
    for (const child of node.children) {
      const c = summarise(child);
      counts.healthy += c.healthy;
      counts.unhealthy += c.unhealthy;
      counts.warning += c.warning;
    }
    if (node.children.length > 0) {
      node.status = counts.unhealthy > 0 ? 'unhealthy' : counts.warning > 0 ? 'warning' : 'healthy';
      node.row['summary'] = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    }
    node.row['status'] = node.status;
    node.row['health'] = node.status;
    return counts;
  };
  const emit = (node: Node): void => {
    ctx.add('components', node.row);
    node.children.forEach(emit);
  };
  for (const root of roots) {
    summarise(root);
    emit(root);
  }

  for (const [i, team] of ctx.refs.teams.entries()) {
    const owned = rng.sample(
      ctx.refs.components.filter((c) => c.type === 'Namespace' || c.type === 'Service'),
      2 + (i % 3),
    );
    for (const comp of owned)
      ctx.add('team_components', {
        team_id: team.id,
        component_id: comp.id,
        role: 'owner',
        selector_id: null,
      });
  }

  // Added last, after every other draw and the team sample, so nothing else moves: always there,
  // always hidden, for the console's 'Show hidden components'.
  emit(
    biz.add('biz:legacy-billing', store, {
      name: 'Legacy Billing',
      type: 'Service',
      icon: 'service',
      hidden: true,
      leaf: true,
      properties: [{ name: 'decommission', text: 'Q3', headline: true }],
    }),
  );
}
