import { describe, expect, it } from 'vitest';
import {
  hasSpecSchema,
  loadSpecValidator,
  specPath,
  type SpecSchemaTable,
  type SpecValidator,
} from './spec-validator.ts';

async function validator(table: SpecSchemaTable): Promise<SpecValidator> {
  const loaded = await loadSpecValidator(table);
  if (!loaded) throw new Error(`no validator for ${table}`);
  return loaded;
}

/** Specs as users write them (upstream examples, trimmed): each must pass its kind's schema. */
const VALID: Record<SpecSchemaTable, unknown[]> = {
  canaries: [
    {
      schedule: '@every 5m',
      http: [
        {
          name: 'http-pass',
          url: 'https://httpbin.demo.aws.flanksource.com/status/200',
          responseCodes: [201, 200, 301],
          responseContent: '',
          maxSSLExpiry: 7,
          headers: [
            { name: 'Authorization', valueFrom: { secretKeyRef: { name: 't', key: 'k' } } },
          ],
          test: { expr: 'code == 200' },
          thresholdMillis: 3000,
        },
      ],
      tcp: [{ name: 'smtp', endpoint: 'smtp.example.com:25', thresholdMillis: 1200 }],
      kubernetes: [
        {
          name: 'pods',
          kind: 'Pod',
          namespaceSelector: { name: 'default' },
          resource: { labelSelector: 'app=web' },
          ready: true,
        },
      ],
      exec: [{ name: 'script', script: 'echo ok', env: [{ name: 'A', value: 'b' }] }],
      // Fields and check types the schema does not know are upstream's business.
      tls: [{ name: 'cert', endpoint: 'example.com:443', expiryThreshold: '168h' }],
    },
    {
      interval: 60,
      postgres: [
        { name: 'db', connection: 'connection://postgres/main', query: 'SELECT 1', results: 1 },
      ],
    },
    { webhook: { name: 'incoming', token: { value: 'secret' } } },
  ],
  config_scrapers: [
    {
      schedule: '@every 30m',
      full: true,
      logLevel: 'debug',
      retention: {
        changes: [{ name: 'PodCrashLooping', age: '7d', count: 100 }],
        types: [{ name: 'Kubernetes::Pod', deletedAge: '2d', updatedAge: '30d' }],
        staleItemAge: '7d',
      },
      kubernetes: [
        {
          clusterName: 'prod',
          exclusions: { namespaces: ['kube-system'] },
          watch: [{ apiVersion: 'v1', kind: 'Pod' }],
          tags: [{ name: 'cluster', value: 'prod' }],
        },
      ],
      aws: [{ region: ['eu-west-1'], compliance: true, cloudtrail: { exclude: ['AssumeRole'] } }],
      file: [{ type: 'Config', paths: ['fixtures/*.json'], id: '$.id', name: '$.name' }],
      sql: [{ connection: 'connection://postgres/main', query: 'SELECT * FROM x', id: '$.id' }],
      githubActions: [
        { owner: 'flanksource', repository: 'canary-checker', workflows: ['ci.yml'] },
      ],
      trivy: [{ version: '0.40.0', scanners: ['vuln'], kubernetes: {} }],
    },
  ],
  topologies: [
    {
      schedule: '@every 5m',
      type: 'KubernetesCluster',
      icon: 'kubernetes',
      label: 'Cluster',
      tooltip: 'The cluster',
      properties: [{ name: 'version', text: 'v1.30', headline: true }],
      components: [
        {
          name: 'Nodes',
          icon: 'server',
          lookup: { kubernetes: [{ kind: 'Node', name: 'nodes' }] },
          properties: [{ name: 'cpu', value: 200, max: 4000, unit: 'millicores' }],
          components: [{ name: 'child' }],
        },
      ],
    },
  ],
  logging_backends: [
    { loki: { url: 'http://loki:3100' } },
    { elasticsearch: { url: 'http://es:9200', index: 'logs-*' } },
    { backends: [{ kubernetes: { kubeconfig: { value: '~/.kube/config' } } }] },
  ],
  incident_rules: [
    {
      priority: 1,
      filter: { status: ['unhealthy'], types: ['http'] },
      template: { severity: 'high', type: 'availability' },
      autoResolve: { timeout: '10m' },
      responders: { slack: [{ channel: '#alerts' }], jira: [{ summary: 'Down', project: 'OPS' }] },
    },
  ],
  teams: [
    {
      components: [{ name: 'payments' }],
      responder_clients: {
        jira: { url: 'https://jira', username: { value: 'bot' }, password: { value: 'x' } },
      },
      notifications: [
        { connection: 'connection://mission-control/slack', properties: { channel: '#team' } },
      ],
    },
    {},
  ],
};

describe('spec schemas', () => {
  for (const [table, specs] of Object.entries(VALID) as [SpecSchemaTable, unknown[]][]) {
    it(`accepts real ${table} specs`, async () => {
      const validate = await validator(table);
      for (const spec of specs) expect(validate(spec)).toEqual([]);
    });
  }

  it("says where a canary's check is wrong", async () => {
    const validate = await validator('canaries');
    expect(
      validate({
        interval: '1m',
        http: [{ name: 'a', url: 42, responseCodes: ['200'] }, { url: 'https://b' }],
        kubernetes: [{ name: 'pods' }],
        tcp: { name: 'not a list' },
      }),
    ).toEqual([
      'spec.interval: must be a whole number',
      'spec.http[0].url: must be text',
      'spec.http[0].responseCodes[0]: must be a whole number',
      "spec.http[1]: must have required property 'name'",
      'spec.tcp: must be a list',
      "spec.kubernetes[0]: must have required property 'kind'",
    ]);
  });

  it('checks what a scraper requires and how long it keeps changes', async () => {
    const validate = await validator('config_scrapers');
    expect(
      validate({
        kubernetes: [{ namespace: 'default' }],
        sql: [{ connection: 'c' }],
        retention: { changes: [{ name: 'x', count: 'many' }] },
        full: 'yes',
      }),
    ).toEqual([
      'spec.full: must be true or false',
      'spec.retention.changes[0].count: must be a whole number',
      "spec.kubernetes[0]: must have required property 'clusterName'",
      "spec.sql[0]: must have required property 'query'",
    ]);
  });

  it('rejects a spec that is not a mapping, and wrong types in the other kinds', async () => {
    expect(await validator('topologies').then((v) => v([]))).toEqual(['spec: must be a mapping']);
    expect(
      await validator('topologies').then((v) =>
        v({ components: [{ name: 1, properties: [{ value: 'x' }] }] }),
      ),
    ).toEqual([
      'spec.components[0].name: must be text',
      'spec.components[0].properties[0].value: must be a whole number',
    ]);
    expect(await validator('teams').then((v) => v({ notifications: { slack: '#x' } }))).toEqual([
      'spec.notifications: must be a list',
    ]);
    expect(await validator('incident_rules').then((v) => v({ priority: 'high' }))).toEqual([
      'spec.priority: must be a whole number',
    ]);
    expect(await validator('logging_backends').then((v) => v({ loki: { url: 3100 } }))).toEqual([
      'spec.loki.url: must be text',
    ]);
  });

  it('has no schema for kinds edited elsewhere', async () => {
    expect(hasSpecSchema('connections')).toBe(false);
    expect(hasSpecSchema('canaries')).toBe(true);
    expect(await loadSpecValidator('notifications')).toBeNull();
  });

  it('writes JSON pointers as paths', () => {
    expect(specPath('')).toBe('spec');
    expect(specPath('/http/0/url')).toBe('spec.http[0].url');
    expect(specPath('/labels/app.kubernetes.io~1name')).toBe('spec.labels.app.kubernetes.io/name');
  });
});
