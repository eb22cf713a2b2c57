// Deterministic sample data for the gallery (no randomness, so screenshots are stable).
export type SampleCheck = {
  id: string;
  name: string;
  namespace: string;
  status: 'healthy' | 'unhealthy' | 'warning' | 'unknown';
  latencyMs: number;
  uptime: number;
  cpuPercent: number;
  lastRun: string;
};

const NAMESPACES = ['default', 'kube-system', 'monitoring', 'payments', 'search'];
const STATUSES: SampleCheck['status'][] = [
  'healthy',
  'healthy',
  'healthy',
  'unhealthy',
  'warning',
  'unknown',
];
const BASE = Date.UTC(2026, 10, 22, 0, 0, 0);

export function makeChecks(count: number): SampleCheck[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `check-${i}`,
    name: `http-check-${String(i).padStart(5, '0')}`,
    namespace: NAMESPACES[i % NAMESPACES.length]!,
    status: STATUSES[(i * 7) % STATUSES.length]!,
    latencyMs: (i * 37) % 5000,
    uptime: 100 - ((i * 13) % 40) / 4,
    cpuPercent: (i * 29) % 100,
    lastRun: new Date(BASE - ((i * 7919) % (10 * 86_400_000))).toISOString(),
  }));
}

export const PEOPLE = [
  { id: 'p1', name: 'Ada Lovelace' },
  { id: 'p2', name: 'Grace Hopper' },
  { id: 'p3', name: 'Alan Turing' },
  { id: 'p4', name: 'Katherine Johnson' },
  { id: 'p5', name: 'Edsger Dijkstra' },
  { id: 'p6', name: 'Barbara Liskov' },
  { id: 'p7', name: '<script>alert(1)</script>' },
];

export const LABELS = [
  'env=prod',
  'env=staging',
  'team=payments',
  'team=search',
  'region=eu-west-1',
  'region=us-east-1',
  'tier=frontend',
  'tier=backend',
  'owner=<b>not bold</b>',
];

export const SAMPLE_YAML = `apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: http-check
spec:
  schedule: "@every 5m"
  http:
    - name: example
      url: https://example.com
      responseCodes: [200]
`;

export const SAMPLE_JSON = `{
  "name": "http-check",
  "labels": { "env": "prod" },
  "interval": 300
}
`;
