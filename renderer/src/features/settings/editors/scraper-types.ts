// The catalog scraper type chooser (spec 3 §2.3): 11 types, each the list key of a ScrapeConfig
// spec and the fields of one scraper (§3 for Kubernetes and AWS; the requirements of §5:
// Kubernetes clusterName, GitHub Actions owner and repository, File format and icon, SQL type,
// id, connection and query). Retention and the rest are edited in the code tab.
import * as build from '../../../components/form-kit/field-builders.ts';
import {
  CUSTOM_TYPE,
  scheduleField,
  specType,
  type SpecFamily,
  type SpecField,
  type SpecType,
} from './spec-model.ts';

const { area, choice, counter, flag, list, required, secret, text, url } = build;
const connection = text('connection', 'Connection', { placeholder: 'connection://aws' });

const type = specType;
/** A scraper that may read through a connection: it comes first. */
const connected = (label: string, key: string, icon: string, fields: readonly SpecField[]) =>
  type(label, key, icon, [connection, ...fields]);

/** Scraper schedules (spec 3 §5 "medium"). */
export const SCRAPER_SCHEDULES = [
  '@every 5m',
  '@every 15m',
  '@every 30m',
  '@hourly',
  '@every 2h',
  '@every 4h',
  '@every 6h',
  '@every 8h',
];

export const SCRAPER_TYPES: readonly SpecType[] = [
  type('Kubernetes', 'kubernetes', 'kubernetes', [
    text('clusterName', 'Cluster Name', required),
    secret('kubeconfig', 'Kubeconfig'),
    text('namespace', 'Namespace'),
    text('scope', 'Scope'),
    text('since', 'Since', { placeholder: '24h' }),
    text('selector', 'Selector', { placeholder: 'app=web' }),
    text('fieldSelector', 'Field Selector'),
    counter('maxInFlight', 'Max In Flight', { default: 64 }),
    list('exclusions.name', 'Excluded Names'),
    list('exclusions.namespace', 'Excluded Namespaces'),
    list('exclusions.kind', 'Excluded Kinds'),
  ]),
  connected('Azure', 'azure', 'azure', [
    text('subscriptionID', 'Subscription ID'),
    text('organisation', 'Organisation'),
    text('tenantID', 'Tenant ID'),
    secret('clientID', 'Client ID'),
    secret('clientSecret', 'Client Secret'),
  ]),
  type('Kubernetes File', 'kubernetesFile', 'kubernetes', [
    text('selector.kind', 'Kind', { placeholder: 'Pod' }),
    text('selector.namespace', 'Namespace'),
    text('selector.name', 'Name'),
    text('container', 'Container'),
  ]),
  type('SQL', 'sql', 'sql', [
    text('type', 'Type', { ...required, placeholder: 'Postgres::Database' }),
    text('id', 'ID', { ...required, placeholder: '$.name' }),
    text('connection', 'Connection', { ...required, placeholder: 'connection://postgres-main' }),
    area('query', 'Query', required),
    choice('driver', 'Driver', ['', 'postgres', 'mysql', 'sqlserver']),
  ]),
  type('Trivy', 'trivy', 'trivy', [
    text('version', 'Version', { placeholder: '0.40.0' }),
    list('ignoredLicenses', 'Ignored Licenses'),
    list('scanners', 'Scanners'),
    list('severity', 'Severity'),
    text('timeout', 'Timeout', { placeholder: '20m' }),
  ]),
  connected('AWS', 'aws', 'aws', [
    list('region', 'Regions'),
    flag('compliance', 'Compliance'),
    flag('patch_states', 'Patch States'),
    flag('inventory', 'Inventory'),
    flag('trusted_advisor_check', 'Trusted Advisor Checks'),
    text('cloudtrail.maxAge', 'CloudTrail Max Age', { placeholder: '7d' }),
    list('cloudtrail.exclude', 'CloudTrail Excluded Events'),
    text('costReporting.s3BucketPath', 'Cost Report S3 Bucket Path'),
    text('costReporting.database', 'Cost Report Database'),
    text('costReporting.table', 'Cost Report Table'),
    text('costReporting.region', 'Cost Report Region'),
  ]),
  type('File', 'file', 'file', [
    text('type', 'Type', { placeholder: 'File::Config' }),
    choice('format', 'Format', ['', 'json', 'yaml', 'properties'], required),
    text('icon', 'Icon', { ...required, placeholder: 'e.g. file' }),
    list('paths', 'Paths'),
    url('url', 'URL'),
    text('id', 'ID', { placeholder: '$.id' }),
    text('name', 'Name', { placeholder: '$.name' }),
  ]),
  type('Github Actions', 'githubActions', 'github', [
    text('owner', 'Owner', required),
    text('repository', 'Repository', required),
    secret('personalAccessToken', 'Personal Access Token'),
    list('workflows', 'Workflows'),
  ]),
  type('HTTP', 'http', 'http', [
    url('url', 'URL', { placeholder: 'https://api.example.com/items' }),
    connection,
    text('type', 'Type', { placeholder: 'API::Item' }),
    text('id', 'ID', { placeholder: '$.id' }),
    text('name', 'Name', { placeholder: '$.name' }),
  ]),
  connected('Azure DevOps', 'azureDevops', 'azure-devops', [
    text('organization', 'Organization'),
    secret('personalAccessToken', 'Personal Access Token'),
    list('projects', 'Projects'),
    list('pipelines', 'Pipelines'),
  ]),
  CUSTOM_TYPE,
];

export const CATALOG_SCRAPERS: SpecFamily = {
  noun: 'Catalog Scraper',
  types: SCRAPER_TYPES,
  specFields: [scheduleField(SCRAPER_SCHEDULES, '@every 30m')],
};
