// The spec of a health check (canary-checker's Canary, `canaries.spec`): the schedule, and one
// list per check type. Field names, types and required fields follow the Canary CRD; every check
// needs a `name`. Check types the CRD leaves untyped (pod, namespace, docker, helm, github…) and
// types this console does not know are accepted as they are.
import {
  bool,
  envVar,
  int,
  listOf,
  listOfWith,
  mapping,
  object,
  ref,
  specSchema,
  str,
  strList,
  strs,
  strMap,
  template,
  type JsonSchema,
} from './schema-parts.ts';

/** Fields every check has. */
const common: Record<string, JsonSchema> = {
  ...strs('name', 'namespace', 'description', 'icon', 'transformDeleteStrategy'),
  labels: strMap,
  test: template,
  display: template,
  transform: template,
  metrics: listOf(mapping),
  dependsOn: strList,
  markFailOnEmpty: bool,
  retries: mapping,
  relationships: mapping,
};

const checks = (fields: Record<string, JsonSchema>, required?: string[]): JsonSchema =>
  listOfWith(ref('check'), fields, required);

const aws: Record<string, JsonSchema> = {
  ...strs('connection', 'assumeRole', 'region', 'endpoint'),
  accessKey: envVar,
  secretKey: envVar,
  sessionToken: envVar,
  skipTLSVerify: bool,
};
/** A connection or a URL with credentials. */
const client = { connection: str, url: str, username: envVar, password: envVar };
const sql = { ...client, query: str, results: int, timeout: int };
const search = { ...client, index: str, query: str, results: int };

export const canarySpecSchema = specSchema(
  'Health check spec',
  {
    interval: int,
    ...strs('schedule', 'owner', 'severity', 'icon', 'resultMode'),
    replicas: int,
    env: mapping,
    retries: object({ delay: str, interval: str, timeout: str, maxRetries: int, disabled: bool }),
    http: checks({
      ...strs('connection', 'url', 'endpoint', 'method', 'body', 'responseContent'),
      templateBody: bool,
      headers: listOf(envVar),
      username: envVar,
      password: envVar,
      responseCodes: listOf(int),
      responseJSONContent: object({ path: str, value: str }, ['path', 'value']),
      thresholdMillis: int,
      maxSSLExpiry: int,
      maxRedirects: int,
      ntlm: bool,
      ntlmv2: bool,
      digest: bool,
      env: listOf(envVar),
      tlsConfig: mapping,
      oauth2: mapping,
    }),
    tcp: checks({ endpoint: str, thresholdMillis: int }),
    icmp: checks({
      endpoint: str,
      thresholdMillis: int,
      packetLossThreshold: int,
      packetCount: int,
    }),
    dns: checks({
      ...strs('server', 'query', 'querytype'),
      port: int,
      minrecords: int,
      exactreply: strList,
      timeout: int,
      thresholdMillis: int,
    }),
    redis: checks({ ...client, addr: str, db: int }),
    postgres: checks(sql),
    mysql: checks(sql),
    mssql: checks(sql),
    mongodb: checks(client),
    elasticsearch: checks(search),
    opensearch: checks(search, ['index', 'query']),
    exec: checks({ script: str, env: listOf(envVar), checkout: mapping, connections: mapping }, [
      'script',
    ]),
    folder: checks(
      {
        ...strs('path', 'minAge', 'maxAge', 'minSize', 'maxSize'),
        recursive: bool,
        filter: mapping,
        minCount: int,
        maxCount: int,
      },
      ['path'],
    ),
    s3: checks({
      ...aws,
      ...strs('bucket', 'bucketName', 'objectPath', 'storageClass'),
      usePathStyle: bool,
    }),
    prometheus: checks(
      { connection: str, url: str, host: str, query: str, headers: listOf(envVar) },
      ['query'],
    ),
    kubernetes: checks(
      {
        kind: str,
        apiVersion: str,
        namespaceSelector: object({ name: str, labelSelector: str, fieldSelector: str }),
        resource: object({ name: str, labelSelector: str, fieldSelector: str }),
        ready: bool,
        healthy: bool,
        ignore: strList,
        kubeconfig: envVar,
      },
      ['kind'],
    ),
    kubernetesResource: checks(
      { resources: listOf(mapping), staticResources: listOf(mapping), checks: listOf(mapping) },
      ['resources'],
    ),
    alertmanager: checks({
      ...client,
      alerts: strList,
      filters: strMap,
      exclude_filters: strMap,
      ignore: strList,
    }),
    cloudwatch: checks({
      ...aws,
      ...strs('actionPrefix', 'alarmPrefix', 'state'),
      alarms: strList,
    }),
    awsConfig: checks({ ...aws, query: str, aggregatorName: str }, ['query']),
    awsConfigRule: checks({
      ...aws,
      rules: strList,
      ignoreRules: strList,
      complianceTypes: strList,
    }),
    azureDevops: checks(
      {
        ...strs('connection', 'organization', 'project', 'pipeline'),
        personalAccessToken: envVar,
        branch: strList,
        variables: strMap,
        thresholdMillis: int,
      },
      ['organization', 'project', 'pipeline'],
    ),
    catalog: checks({ selector: listOf(mapping) }, ['selector']),
    databaseBackup: checks({
      maxAge: str,
      gcp: object({ project: str, instance: str }, ['project', 'instance']),
    }),
    dynatrace: checks({ connection: str, host: str, scheme: str, apiKey: envVar }),
    jmeter: checks(
      {
        jmx: envVar,
        host: str,
        port: int,
        properties: strList,
        systemProperties: strList,
        responseDuration: str,
      },
      ['jmx'],
    ),
    junit: checks({ testResults: str, spec: mapping, timeout: int }, ['testResults', 'spec']),
    ldap: checks({ ...client, bindDN: str, userSearch: str, skipTLSVerify: bool }, ['bindDN']),
    restic: checks(
      {
        ...strs('connection', 'repository', 'maxAge', 'caCert'),
        password: envVar,
        checkIntegrity: bool,
      },
      ['repository', 'password', 'maxAge'],
    ),
    pubsub: checks({
      kafka: mapping,
      memory: mapping,
      nats: mapping,
      pubsub: mapping,
      rabbitmq: mapping,
      sqs: mapping,
    }),
    // The only check type the CRD declares as one object instead of a list.
    webhook: { allOf: [ref('check'), object({ token: envVar })] },
    // Listed by the CRD without a schema of their items.
    containerd: listOf(mapping),
    containerdPush: listOf(mapping),
    docker: listOf(mapping),
    dockerPush: listOf(mapping),
    gitProtocol: listOf(mapping),
    github: listOf(mapping),
    helm: listOf(mapping),
    namespace: listOf(mapping),
    pod: listOf(mapping),
  },
  { check: object(common, ['name']) },
);
