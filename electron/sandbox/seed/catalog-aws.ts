// Seed generator, AWS part of the catalog: one account scraped by the local agent, with per
// region a VPC, subnets, an EKS cluster and an EC2 instance behind every Kubernetes node, then
// RDS, S3, load balancers, queues, functions and IAM roles until the config budget is used.
import type { SeedContext } from './context.ts';
import { configsOfType } from './context.ts';
import { addConfig, addRelationship, configCount } from './config-item.ts';
import { addScraper } from './catalog-kubernetes.ts';
import { LOCAL_AGENT_ID } from './ids.ts';
import { APP_PREFIXES, INSTANCE_TYPES } from './names.ts';

const DAY = 24 * 60;

export function generateAws(ctx: SeedContext, targetTotal: number): void {
  const rng = ctx.rng('catalog-aws');
  const accountNumber = String(rng.int(100_000_000_000, 999_999_999_999));
  const scraperId = ctx.id('scraper', 'aws');
  addScraper(ctx, scraperId, `aws-${accountNumber}`, 'mission-control', LOCAL_AGENT_ID, {
    aws: [
      {
        regions: ctx.refs.clusters.map((c) => c.region),
        compliance: true,
        cloudtrail: { exclude: ['AssumeRole'] },
      },
    ],
    schedule: '@every 1h',
  });
  const base = { agentId: LOCAL_AGENT_ID, scraperId };
  const account = addConfig(ctx, {
    ...base,
    key: 'aws:account',
    type: 'AWS::::Account',
    configClass: 'Account',
    name: `acme-${rng.pick(['prod', 'main', 'platform'])}`,
    externalId: accountNumber,
    tags: { account: accountNumber },
    createdAt: ctx.ago(600 * DAY),
    icon: 'aws',
  });
  const regions = [...new Set(ctx.refs.clusters.map((c) => c.region))];
  const vpcs = new Map<string, string>();
  for (const region of regions) {
    const tags = { account: accountNumber, region };
    const regionRef = addConfig(ctx, {
      ...base,
      key: `aws:region:${region}`,
      type: 'AWS::Region',
      configClass: 'Region',
      name: region,
      parentId: account.id,
      externalId: region,
      tags,
      createdAt: ctx.ago(600 * DAY),
    });
    const vpcId = `vpc-${rng.hex(17)}`;
    const vpc = addConfig(ctx, {
      ...base,
      key: `aws:vpc:${region}`,
      type: 'AWS::EC2::VPC',
      configClass: 'VPC',
      name: `${region}-main`,
      parentId: regionRef.id,
      externalId: vpcId,
      tags,
      createdAt: ctx.ago(500 * DAY),
      config: { VpcId: vpcId, CidrBlock: `10.${rng.int(0, 200)}.0.0/16` },
    });
    vpcs.set(region, vpc.id);
    for (const zone of ['a', 'b', 'c']) {
      const subnetId = `subnet-${rng.hex(17)}`;
      addConfig(ctx, {
        ...base,
        key: `aws:subnet:${region}:${zone}`,
        type: 'AWS::EC2::Subnet',
        configClass: 'Subnet',
        name: `${region}${zone}-private`,
        parentId: vpc.id,
        externalId: subnetId,
        tags: { ...tags, zone: `${region}${zone}` },
        createdAt: ctx.ago(500 * DAY),
      });
    }
  }
  for (const cluster of ctx.refs.clusters) {
    const tags = { account: accountNumber, region: cluster.region };
    const eks = addConfig(ctx, {
      ...base,
      key: `aws:eks:${cluster.name}`,
      type: 'AWS::EKS::Cluster',
      configClass: 'KubernetesCluster',
      name: cluster.name,
      parentId: vpcs.get(cluster.region) ?? null,
      externalId: `arn:aws:eks:${cluster.region}:${accountNumber}:cluster/${cluster.name}`,
      tags,
      status: 'ACTIVE',
      createdAt: ctx.ago(300 * DAY),
    });
    addRelationship(ctx, cluster.configId, eks.id, 'ClusterEKS', ctx.ago(300 * DAY));
  }
  for (const [i, node] of configsOfType(ctx, 'Kubernetes::Node').entries()) {
    const cluster = ctx.refs.clusters.find((c) => c.name === node.cluster);
    const region = cluster?.region ?? regions[0] ?? 'eu-west-1';
    const instanceId = `i-${rng.hex(17)}`;
    const ec2 = addConfig(ctx, {
      ...base,
      key: `aws:ec2:node:${i}`,
      type: 'AWS::EC2::Instance',
      configClass: 'VirtualMachine',
      name: node.name,
      parentId: vpcs.get(region) ?? null,
      externalId: instanceId,
      tags: { account: accountNumber, region, cluster: node.cluster ?? '' },
      status: node.health === 'unhealthy' ? 'stopped' : 'running',
      health: node.health,
      createdAt: ctx.ago(rng.int(5, 90) * DAY),
      config: {
        InstanceId: instanceId,
        InstanceType: rng.pick(INSTANCE_TYPES),
        State: { Name: 'running' },
      },
    });
    addRelationship(ctx, node.id, ec2.id, 'NodeInstance', ctx.ago(5 * DAY));
  }

  const fillers = [
    { type: 'AWS::RDS::DBInstance', cls: 'Database', prefix: 'db', status: 'available' },
    { type: 'AWS::S3::Bucket', cls: 'Bucket', prefix: 'bucket', status: null },
    {
      type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      cls: 'LoadBalancer',
      prefix: 'alb',
      status: 'active',
    },
    { type: 'AWS::SQS::Queue', cls: 'Queue', prefix: 'queue', status: null },
    { type: 'AWS::Lambda::Function', cls: 'Function', prefix: 'fn', status: 'Active' },
    { type: 'AWS::IAM::Role', cls: 'Role', prefix: 'role', status: null },
    { type: 'AWS::EC2::SecurityGroup', cls: 'SecurityGroup', prefix: 'sg', status: null },
    { type: 'AWS::EC2::Instance', cls: 'VirtualMachine', prefix: 'vm', status: 'running' },
  ] as const;
  for (let i = 0; configCount(ctx) < targetTotal; i++) {
    const kind = fillers[i % fillers.length] ?? fillers[0];
    const region = rng.pick(regions);
    const name = `${rng.pick(APP_PREFIXES)}-${kind.prefix}-${rng.hex(4)}`;
    const health = rng.weighted([
      ['healthy', 40],
      ['warning', 1.5],
      ['unhealthy', 1],
    ] as const);
    addConfig(ctx, {
      ...base,
      key: `aws:fill:${i}`,
      type: kind.type,
      configClass: kind.cls,
      name,
      parentId: vpcs.get(region) ?? null,
      externalId: `arn:aws:${kind.prefix}:${region}:${accountNumber}:${name}`,
      tags: { account: accountNumber, region },
      labels: { 'cost-center': rng.pick(['cc-100', 'cc-200', 'cc-300']) },
      status: kind.status,
      health,
      createdAt: ctx.ago(rng.int(1, 400) * DAY),
    });
  }
}
