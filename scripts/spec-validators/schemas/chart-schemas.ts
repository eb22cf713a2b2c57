// The values JSON schemas of the GitOps charts, shipped with the app because the chart registry is
// out of reach. Each describes the keys of its chart's values.yaml we know the shape of, and allows
// the rest: a chart accepts far more keys than a schema written here can promise, and a schema that
// rejected a valid key would stop a user from installing the chart. The renderer never compiles
// these at run time (its Content-Security-Policy forbids the eval Ajv compiles with):
// renderer/…/gitops/chart-validators.generated.ts is Ajv's standalone code for them
// (../chart-validators-source.ts), kept in step by its test.
import {
  bool as boolean,
  mapping,
  object,
  str as string,
  strList as strings,
  strMap,
} from './schema-parts.ts';
import type { GitOpsChartId } from '../../../renderer/src/features/settings/integrations/gitops/gitops-charts.ts';

type Schema = Readonly<Record<string, unknown>>;

const url: Schema = { type: 'string', pattern: '^https?://\\S+$' };
/** Values the charts read as a plain value or a reference to a secret or config map (EnvVar). */
const envVar: Schema = {
  anyOf: [
    { type: 'null' },
    { type: 'string' },
    object({
      name: string,
      value: string,
      valueFrom: object({
        secretKeyRef: object({ name: string, key: string }),
        configMapKeyRef: object({ name: string, key: string }),
      }),
    }),
  ],
};
const nameOnly = object({ name: string });
const common = {
  nameOverride: string,
  fullnameOverride: string,
  labels: strMap,
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
    cloudtrail: object({ maxAge: string, exclude: strings }),
    costReporting: object({
      enabled: boolean,
      database: string,
      region: string,
      s3BucketPath: string,
      table: string,
    }),
    includeResources: strings,
    excludeResources: strings,
    scraper: nameOnly,
    topology: nameOnly,
  }),
  azure: chart({
    subscriptionID: string,
    tenantID: string,
    organisation: string,
    connectionDetails: object({ connection: string, clientID: envVar, clientSecret: envVar }),
    exclusions: object({ activityLogs: strings }),
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
    kubeconfig: mapping,
    prometheus: object({ connection: string, createConnection: boolean, labels: string }),
    scraper: object({
      name: string,
      exclusions: object({ kind: strings, name: strings, namespace: strings, labels: mapping }),
    }),
    playbooks: mapping,
  }),
  'mission-control': chart({
    global: object({
      ui: object({ host: string, tlsSecretName: string }),
      api: object({ host: string, tlsSecretName: string }),
      logLevel: string,
    }),
    authProvider: string,
    replicas: { type: 'integer', minimum: 0 },
    properties: mapping,
    image: object({ repository: string, tag: string }),
    kratos: object({ enabled: boolean }),
    'flanksource-ui': object({ enabled: boolean }),
  }),
};
