// The agent form's model (spec 1 §3, §5): the Kubernetes scrape intervals (1m…24h, default 30m),
// and the installation commands rendered once the agent's access token is known. Its fields are
// in agent-fields.tsx.
import { stringify } from 'yaml';
import type { KeyValueRow } from '../../components/key-value-editor/key-value-rows.ts';

export const KUBERNETES_INTERVALS = [
  '1m',
  '5m',
  '10m',
  '30m',
  '1h',
  '2h',
  '6h',
  '12h',
  '24h',
] as const;
export const DEFAULT_KUBERNETES_INTERVAL = '30m';

/** The form's values: properties as editor rows, the exclusions as the typed text. */
export interface AgentFieldValues {
  name: string;
  properties: KeyValueRow[];
  kubernetes: boolean;
  interval: string;
  exclusions: string;
  pushTelemetry: boolean;
  topologyName: string;
}

export interface InstallTarget {
  backendUrl: string;
  accessToken: string;
  values: AgentFieldValues;
}

const CHART_REPO = 'https://flanksource.github.io/charts';

/** `--set` pairs shared by both instructions, in a stable order. */
export function helmValues({ backendUrl, accessToken, values }: InstallTarget): [string, string][] {
  const pairs: [string, string][] = [
    ['upstream.createSecret', 'true'],
    ['upstream.host', backendUrl],
    ['upstream.username', 'token'],
    ['upstream.password', accessToken],
    ['upstream.agentName', values.name.trim()],
  ];
  if (values.kubernetes) {
    pairs.push(['kubernetes.enabled', 'true'], ['kubernetes.interval', values.interval]);
    // The exclusions are typed comma separated.
    const exclusions = values.exclusions.split(',').map((item) => item.trim());
    exclusions.filter(Boolean).forEach((e, i) => pairs.push([`kubernetes.exclusions[${i}]`, e]));
  }
  if (values.pushTelemetry) {
    pairs.push(['pushTelemetry.enabled', 'true']);
    if (values.topologyName.trim())
      pairs.push(['pushTelemetry.topologyName', values.topologyName.trim()]);
  }
  return pairs;
}

const shellQuote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

export function helmCommand(target: InstallTarget): string {
  const sets = helmValues(target).map(([k, v]) => `  --set ${k}=${shellQuote(v)}`);
  return [
    `helm repo add flanksource ${CHART_REPO}`,
    'helm repo update',
    [
      'helm install mc-agent flanksource/mission-control-agent \\',
      '  -n mission-control-agent --create-namespace \\',
      sets.join(' \\\n'),
    ].join('\n'),
  ].join('\n');
}

/** Nests the dotted `--set` keys (`a.b`, `a.b[0]`) into the values object a HelmRelease takes. */
export function nestValues(pairs: readonly [string, string][]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const parts = key.split('.');
    let node = root;
    parts.forEach((part, index) => {
      const item = /^(.+)\[(\d+)\]$/.exec(part);
      const last = index === parts.length - 1;
      if (item?.[1] !== undefined) {
        const list = (node[item[1]] ??= []) as string[];
        list[Number(item[2])] = value;
        return;
      }
      if (last) node[part] = value === 'true' ? true : value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export function fluxManifest(target: InstallTarget): string {
  const values = stringify({ values: nestValues(helmValues(target)) })
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `apiVersion: source.toolkit.fluxcd.io/v1
kind: HelmRepository
metadata:
  name: flanksource
  namespace: mission-control-agent
spec:
  interval: 1h
  url: ${CHART_REPO}
---
apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: mc-agent
  namespace: mission-control-agent
spec:
  interval: 10m
  chart:
    spec:
      chart: mission-control-agent
      sourceRef:
        kind: HelmRepository
        name: flanksource
${values}
`;
}
