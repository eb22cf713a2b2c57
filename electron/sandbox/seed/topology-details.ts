// Seed generator, topology domain: what makes the component cards worth looking at — properties
// of every kind the cards format (url, currency, age, percent, bytes, millicores, links, headline,
// hidden), log selectors beyond the applications, owners and hidden components. Draws come from
// their own stream, so the rest of the topology stays as it was.
import type { Prng } from './prng.ts';

const DAY_MS = 86_400_000;

export type Property = Record<string, unknown>;

export interface LogSelector {
  name: string;
  type: string;
  labels: Record<string, string>;
}

/** Namespaces the console's 'Show hidden components' switch is for. */
export const HIDDEN_NAMESPACES = new Set(['kube-system', 'cert-manager']);

const runbook = (slug: string): Property => ({
  name: 'runbook',
  label: 'Runbook',
  text: 'Runbook',
  icon: 'book',
  links: [
    { type: 'documentation', url: `https://runbooks.example.com/${slug}`, label: 'Runbook' },
    { type: 'support', url: `https://status.example.com/${slug}`, label: 'Status page' },
  ],
});

/** The card with the most to show: ten properties, so the list needs 'show more'. */
export function clusterProperties(
  rng: Prng,
  cluster: { name: string; region: string; env: string },
  createdMinutesAgo: number,
): Property[] {
  const availability = rng.int(96, 100);
  return [
    { name: 'region', label: 'Region', text: cluster.region, icon: 'aws-region' },
    { name: 'version', label: 'Kubernetes version', text: 'v1.30.4', headline: true, order: 1 },
    {
      name: 'console',
      label: 'Console',
      type: 'url',
      text: `https://console.${cluster.name}.example.com`,
    },
    {
      name: 'cost',
      label: 'Cost (30d)',
      type: 'currency',
      value: rng.int(1_800, 42_000),
      unit: 'USD',
      headline: true,
      order: 2,
    },
    { name: 'age', label: 'Age', type: 'age', value: Math.round(createdMinutesAgo * 60_000) },
    {
      name: 'availability',
      label: 'Availability (30d)',
      value: availability,
      unit: 'percent',
      status: availability >= 99 ? 'healthy' : 'warning',
      color: availability >= 99 ? 'green' : 'orange',
    },
    { name: 'nodes', label: 'Nodes', value: rng.int(3, 60) },
    { name: 'pods', label: 'Pods', value: rng.int(40, 1_800) },
    { name: 'environment', label: 'Environment', text: cluster.env, tooltip: 'From the env label' },
    runbook(`clusters/${cluster.name}`),
    { name: 'cluster-uid', text: rng.hex(8), hidden: true },
  ];
}

export function nodeProperties(rng: Prng, region: string): Property[] {
  return [
    { name: 'zone', text: `${region}${rng.pick(['a', 'b', 'c'])}` },
    {
      name: 'instance-type',
      text: rng.pick(['m6i.xlarge', 'm6i.2xlarge', 'c6i.2xlarge', 'r6i.xlarge']),
    },
    { name: 'uptime', type: 'age', value: rng.int(1, 90) * DAY_MS },
    {
      name: 'disk',
      value: rng.int(20, 95) * 1024 ** 3,
      max: 100 * 1024 ** 3,
      unit: 'bytes',
      lastTransition: 'DiskPressure=False',
    },
  ];
}

export function appProperties(rng: Prng, app: { name: string; cluster: string }): Property[] {
  return [
    { name: 'replicas', value: rng.int(1, 6), headline: true },
    {
      name: 'endpoint',
      type: 'url',
      text: `https://${app.name}.${app.cluster}.example.com`,
    },
    { name: 'error-rate', value: rng.int(0, 8), max: 100, unit: 'percent' },
  ];
}

export function regionProperties(rng: Prng): Property[] {
  return [
    {
      name: 'cost',
      label: 'Cost (30d)',
      type: 'currency',
      value: rng.int(900, 24_000),
      unit: 'USD',
      headline: true,
    },
  ];
}

export function databaseProperties(rng: Prng, region: string): Property[] {
  return [
    { name: 'engine', text: 'postgres 16.4', headline: true },
    { name: 'storage', value: rng.int(40, 480) * 1024 ** 3, max: 500 * 1024 ** 3, unit: 'bytes' },
    { name: 'connections', value: rng.int(20, 480), max: 500 },
    { name: 'cpu', value: rng.int(200, 3_800), max: 4_000, unit: 'millicores' },
    { name: 'cost', type: 'currency', value: rng.int(120, 3_400), unit: 'USD' },
    {
      name: 'console',
      type: 'url',
      text: `https://${region}.console.aws.amazon.com/rds/home?region=${region}`,
    },
  ];
}

export function storeProperties(rng: Prng): Property[] {
  return [
    { name: 'url', label: 'Storefront', type: 'url', text: 'https://shop.example.com' },
    { name: 'orders', label: 'Orders (24h)', value: rng.int(4_000, 90_000), headline: true },
    {
      name: 'revenue',
      label: 'Revenue (24h)',
      type: 'currency',
      value: rng.int(40_000, 900_000),
      unit: 'USD',
      headline: true,
    },
    runbook('online-store'),
  ];
}

export function serviceProperties(rng: Prng, prefix: string): Property[] {
  return [
    {
      name: 'sla',
      label: 'SLA',
      value: rng.int(97, 100),
      unit: 'percent',
      headline: true,
    },
    { name: 'requests', label: 'Requests/min', value: rng.int(200, 40_000) },
    runbook(`services/${prefix}`),
  ];
}

export const nodeLogSelectors = (node: string): LogSelector[] => [
  { name: 'kubelet', type: 'kubernetes', labels: { unit: 'kubelet.service', node } },
  { name: 'containerd', type: 'kubernetes', labels: { unit: 'containerd.service', node } },
];

export const databaseLogSelectors = (name: string): LogSelector[] => [
  {
    name: 'postgresql',
    type: 'cloudwatch',
    labels: {
      log_group: `/aws/rds/instance/${name.toLowerCase().replace(/\s+/g, '-')}/postgresql`,
    },
  },
];

/** The ingress access log is the sandbox's heavy stream (~140,000 lines a week). */
export const storeLogSelectors = (): LogSelector[] => [
  { name: 'ingress', type: 'nginx', labels: { ingress: 'shop' } },
];

export const serviceLogSelectors = (prefix: string): LogSelector[] => [
  { name: 'kubernetes', type: 'kubernetes', labels: { app: prefix } },
];
