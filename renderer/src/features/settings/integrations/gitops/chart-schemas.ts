// The values JSON schemas of the GitOps charts, shipped with the app because the chart registry is
// out of reach. Each describes the keys of its chart's values.yaml we know the shape of, and allows
// the rest: a chart accepts far more keys than a schema written here can promise, and a schema that
// rejected a valid key would stop a user from installing the chart. The renderer never compiles
// these at run time (its Content-Security-Policy forbids the eval Ajv compiles with):
// chart-validators.generated.ts is Ajv's standalone code for them, kept in step by its test.
import type { GitOpsChartId } from './gitops-charts.ts';

type Schema = Readonly<Record<string, unknown>>;

const string: Schema = { type: 'string' };
const boolean: Schema = { type: 'boolean' };
const strings: Schema = { type: 'array', items: { type: 'string' } };
const object: Schema = { type: 'object' };
const url: Schema = { type: 'string', pattern: '^https?://\\S+$' };
/** Values the charts read as a plain value or a reference to a secret or config map (EnvVar). */
const envVar: Schema = {
  anyOf: [
    { type: 'null' },
    { type: 'string' },
    {
      type: 'object',
      properties: {
        name: string,
        value: string,
        valueFrom: {
          type: 'object',
          properties: {
            secretKeyRef: { type: 'object', properties: { name: string, key: string } },
            configMapKeyRef: { type: 'object', properties: { name: string, key: string } },
          },
        },
      },
    },
  ],
};
const nameOnly: Schema = { type: 'object', properties: { name: string } };
const common = {
  nameOverride: string,
  fullnameOverride: string,
  labels: { type: 'object', additionalProperties: { type: 'string' } },
};

const chart = (properties: Record<string, Schema>): Schema => ({
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: { ...common, ...properties },
});

export const CHART_SCHEMAS: Readonly<Record<GitOpsChartId, Schema>> = {
  aws: chart({
    connection: string,
    accessKey: envVar,
    secretKey: envVar,
    region: strings,
    endpoint: string,
    assumeRole: string,
    skipTLSVerify: boolean,
    compliance: boolean,
    cloudtrail: { type: 'object', properties: { maxAge: string, exclude: strings } },
    costReporting: {
      type: 'object',
      properties: {
        enabled: boolean,
        database: string,
        region: string,
        s3BucketPath: string,
        table: string,
      },
    },
    includeResources: strings,
    excludeResources: strings,
    scraper: nameOnly,
    topology: nameOnly,
  }),
  azure: chart({
    subscriptionID: string,
    tenantID: string,
    organisation: string,
    connectionDetails: {
      type: 'object',
      properties: { connection: string, clientID: envVar, clientSecret: envVar },
    },
    exclusions: { type: 'object', properties: { activityLogs: strings } },
    scraper: nameOnly,
  }),
  prometheus: chart({
    topologyName: string,
    prometheusNamespace: string,
    prometheusURL: url,
  }),
  flux: chart({ topologyName: string }),
  kubernetes: chart({
    clusterName: string,
    kubeconfig: object,
    prometheus: {
      type: 'object',
      properties: { connection: string, createConnection: boolean, labels: string },
    },
    scraper: {
      type: 'object',
      properties: {
        name: string,
        exclusions: {
          type: 'object',
          properties: { kind: strings, name: strings, namespace: strings, labels: object },
        },
      },
    },
    playbooks: object,
  }),
  'mission-control': chart({
    global: {
      type: 'object',
      properties: {
        ui: { type: 'object', properties: { host: string, tlsSecretName: string } },
        api: { type: 'object', properties: { host: string, tlsSecretName: string } },
        logLevel: string,
      },
    },
    authProvider: string,
    replicas: { type: 'integer', minimum: 0 },
    properties: object,
    image: { type: 'object', properties: { repository: string, tag: string } },
    kratos: { type: 'object', properties: { enabled: boolean } },
    'flanksource-ui': { type: 'object', properties: { enabled: boolean } },
  }),
};
