// The spec of a catalog scraper (config-db's ScrapeConfig, `config_scrapers.spec`): when it runs,
// how long changes and deleted items are kept, and one list per scraper type. Field names, types
// and required fields follow the ScrapeConfig CRD.
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
  type JsonSchema,
} from './schema-parts.ts';

/** Fields every scraper has. */
const common: Record<string, JsonSchema> = {
  ...strs('id', 'name', 'type', 'class', 'items', 'format', 'timestampFormat', 'description'),
  ...strs('health', 'status'),
  createFields: strList,
  deleteFields: strList,
  labels: strMap,
  tags: listOf(object({ name: str, value: str, jsonpath: str, label: str }, ['name'])),
  properties: listOf(mapping),
  transform: mapping,
};

const scrapers = (fields: Record<string, JsonSchema>, required?: string[]): JsonSchema =>
  listOfWith(ref('scraper'), fields, required);

const aws: Record<string, JsonSchema> = {
  ...strs('connection', 'assumeRole', 'endpoint'),
  accessKey: envVar,
  secretKey: envVar,
  skipTLSVerify: bool,
};

export const scrapeConfigSpecSchema = specSchema(
  'Catalog scraper spec',
  {
    ...strs('schedule', 'logLevel', 'timeout'),
    full: bool,
    crdSync: bool,
    system: bool,
    retention: object({
      changes: listOf(object({ name: str, age: str, count: int })),
      types: listOf(object({ name: str, createdAge: str, updatedAge: str, deletedAge: str })),
      staleItemAge: str,
      staleAnalysisAge: str,
    }),
    kubernetes: scrapers(
      {
        ...strs('clusterName', 'namespace', 'selector', 'fieldSelector', 'scope', 'since'),
        useCache: bool,
        allowIncomplete: bool,
        maxInflight: int,
        kubeconfig: envVar,
        exclusions: mapping,
        event: mapping,
        watch: listOf(object({ apiVersion: str, kind: str }, ['apiVersion', 'kind'])),
        relationships: listOf(mapping),
      },
      ['clusterName'],
    ),
    kubernetesFile: scrapers(
      {
        selector: object({
          ...strs('kind', 'name', 'namespace', 'labelSelector', 'fieldSelector'),
        }),
        container: str,
        files: listOf(object({ path: strList, format: str })),
        kubeconfig: envVar,
      },
      ['selector'],
    ),
    aws: scrapers({
      ...aws,
      region: strList,
      include: strList,
      exclude: strList,
      compliance: bool,
      cloudtrail: mapping,
      costReporting: mapping,
    }),
    azure: scrapers(
      {
        ...strs('connection', 'subscriptionID', 'tenantID'),
        clientID: envVar,
        clientSecret: envVar,
        include: strList,
      },
      ['subscriptionID'],
    ),
    azureDevops: scrapers(
      {
        connection: str,
        organization: str,
        personalAccessToken: envVar,
        projects: strList,
        pipelines: strList,
      },
      ['projects', 'pipelines'],
    ),
    gcp: scrapers({
      connection: str,
      project: str,
      projects: strList,
      include: strList,
      exclude: strList,
    }),
    file: scrapers({ connection: str, url: str, paths: strList, ignore: strList, icon: str }),
    githubActions: scrapers(
      {
        ...strs('connection', 'owner', 'repository'),
        personalAccessToken: envVar,
        workflows: strList,
      },
      ['owner', 'repository'],
    ),
    github: scrapers(
      { connection: str, personalAccessToken: envVar, repositories: listOf(mapping) },
      ['repositories'],
    ),
    http: scrapers({
      ...strs('connection', 'url', 'method', 'body'),
      headers: listOf(envVar),
      username: envVar,
      password: envVar,
      env: listOf(envVar),
    }),
    sql: scrapers({ connection: str, driver: str, query: str }, ['connection', 'query']),
    postgres: scrapers({ connection: str }, ['connection']),
    clickhouse: scrapers({ clickhouseURL: str, query: str }, ['query']),
    exec: scrapers({ script: str, env: listOf(envVar), checkout: mapping, connections: mapping }, [
      'script',
    ]),
    playwright: scrapers({ script: str, env: listOf(envVar) }, ['script']),
    slack: scrapers({ token: envVar, channels: strList, rules: listOf(mapping), since: str }, [
      'token',
      'rules',
    ]),
    terraform: scrapers({ name: str, state: mapping }, ['name', 'state']),
    trivy: scrapers({
      version: str,
      compliance: strList,
      ignoredLicenses: strList,
      ignoreUnfixed: bool,
      licenseFull: bool,
      scanners: strList,
      severity: strList,
      vulnType: strList,
      timeout: str,
      kubernetes: mapping,
    }),
    logs: scrapers({}),
    pubsub: scrapers({}),
  },
  { scraper: object(common) },
);
