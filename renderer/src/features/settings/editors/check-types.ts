// The health check type chooser (spec 3 §2.3): 31 types, each the list key of a canary spec and
// the fields of one check (§3 for HTTP, ICMP, Redis, TCP, Elasticsearch, Exec, Folder; the
// requirements and options of §5). Fields a type's form does not show stay editable in the code
// tab. Custom is the code tab, with the spec's own fields (check-schedule.ts) on the form.
import * as build from '../../../components/form-kit/field-builders.ts';
import { CHECK_SPEC_FIELDS } from './check-schedule.ts';
import {
  CUSTOM_TYPE,
  specType,
  type SpecFamily,
  type SpecField,
  type SpecObject,
  type SpecType,
} from './spec-model.ts';
import { setPath } from '../../../components/form-kit/stored-fields.ts';
import { script } from './script-field.tsx';

const { area, choice, choices, counter, flag, list, number, required, secret, text, url } = build;

/** Every check has a name (required), a description and an icon (its type's icon by default). */
const common = (icon: string) => [
  text('name', 'Name', required),
  text('description', 'Description'),
  text('icon', 'Icon', { placeholder: `e.g. ${icon}` }),
];
const threshold = counter('thresholdMillis', 'Threshold (ms)');
const credentials = [secret('username', 'Username'), secret('password', 'Password')];
const aws = [
  text('region', 'Region', { placeholder: 'eu-west-1' }),
  secret('accessKey', 'Access Key'),
  secret('secretKey', 'Secret Key'),
];
const folderLimits = [
  text('filter.regex', 'Filter (regex)'),
  text('minAge', 'Min Age', { placeholder: '1h' }),
  text('maxAge', 'Max Age', { placeholder: '7d' }),
  counter('minCount', 'Min Count'),
  counter('maxCount', 'Max Count'),
  counter('minSize', 'Min Size'),
  counter('maxSize', 'Max Size'),
];

/** Pod and namespace checks wait for their pod to be scheduled, ready and deleted. */
const podTimeouts = [
  counter('scheduleTimeout', 'Schedule Timeout (ms)'),
  counter('readyTimeout', 'Ready Timeout (ms)'),
  counter('deleteTimeout', 'Delete Timeout (ms)'),
];

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const RESPONSE_CODES = [200, 201, 202, 204, 301, 302, 401, 404, 500, 502, 503].map(String);
const AUTH_TYPES = ['None', 'Basic', 'NTLM', 'NTLMv2'] as const;
const COMPLIANCE_TYPES = ['COMPLIANT', 'NON_COMPLIANT', 'NOT_APPLICABLE', 'INSUFFICIENT_DATA'];
const DNS_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'PTR', 'SRV', 'TXT'];

/** HTTP's auth type is stored as the `ntlm` and `ntlmv2` flags beside the credentials. */
const authType: SpecField = choice('authType', 'Authentication', AUTH_TYPES, {
  read: (entry) =>
    entry.ntlmv2 === true
      ? 'NTLMv2'
      : entry.ntlm === true
        ? 'NTLM'
        : entry.username || entry.password
          ? 'Basic'
          : 'None',
  write: (entry, value) => {
    let next: SpecObject = setPath(
      setPath(entry, 'ntlm', value === 'NTLM' || undefined),
      'ntlmv2',
      value === 'NTLMv2' || undefined,
    );
    if (value === 'None')
      next = setPath(setPath(next, 'username', undefined), 'password', undefined);
    // Basic with nothing typed yet: an empty username marks the choice until one is.
    if (value === 'Basic' && !next.username && !next.password)
      next = { ...next, username: { value: '' } };
    return next;
  },
});
const withAuth = { when: { id: 'authType', values: ['Basic', 'NTLM', 'NTLMv2'] } } as const;

const type = (
  label: string,
  key: string,
  icon: string,
  fields: readonly SpecField[],
  extra?: Parameters<typeof specType>[4],
) => specType(label, key, icon, [...common(icon), ...fields], extra);

/** An AWS check: its own fields, then the region and keys. */
const awsType = (label: string, key: string, icon: string, fields: readonly SpecField[]) =>
  type(label, key, icon, [...fields, ...aws]);

/** A folder check: GCS and SFTP by their connection's key, a local folder without either. */
const folder = (label: string, icon: string, via: string | null, fields: readonly SpecField[]) =>
  type(label, 'folder', icon, [...fields, ...folderLimits], {
    matches: (entry: SpecObject) =>
      via ? entry[via] !== undefined : !entry.gcpConnection && !entry.sftpConnection,
  });

export const CHECK_TYPES: readonly SpecType[] = [
  type('HTTP', 'http', 'http', [
    url('url', 'URL', { ...required, placeholder: 'https://api.example.com/health' }),
    choice('method', 'Method', HTTP_METHODS, { default: 'GET' }),
    area('body', 'Body', { when: { id: 'method', values: ['POST', 'PUT'] } }),
    authType,
    { ...secret('username', 'Username'), ...withAuth },
    { ...secret('password', 'Password'), ...withAuth },
    choices('responseCodes', 'Response Codes', RESPONSE_CODES),
    threshold,
    text('responseContent', 'Response Content'),
    counter('maxSSLExpiry', 'Max SSL Expiry (days)'),
    script('test', 'Test'),
    script('display', 'Display'),
    script('transform', 'Transform'),
  ]),
  awsType('AWS Config Rule', 'awsConfigRule', 'aws-config', [
    list('rules', 'Rules'),
    choices('complianceTypes', 'Compliance Types', COMPLIANCE_TYPES),
  ]),
  awsType('AWS Config', 'awsConfig', 'aws-config', [
    area('query', 'Query', required),
    text('aggregatorName', 'Aggregator Name'),
  ]),
  type('GitHub', 'github', 'github', [
    area('query', 'Query', required),
    secret('githubToken', 'GitHub Token'),
  ]),
  awsType('EC2', 'ec2', 'aws-ec2-instance', [
    text('ami', 'AMI', required),
    flag('keepAlive', 'Keep Alive'),
    counter('waitTime', 'Wait Time (s)'),
  ]),
  type('LDAP', 'ldap', 'ldap', [
    url('url', 'URL', { ...required, placeholder: 'ldaps://ldap.example.com:636' }),
    text('bindDN', 'Bind DN', required),
    text('userSearch', 'User Search'),
    ...credentials,
  ]),
  type('Pod', 'pod', 'pod', [
    text('namespace', 'Namespace'),
    area('spec', 'Pod Spec', required),
    ...podTimeouts,
    text('ingressName', 'Ingress Name'),
    text('ingressHost', 'Ingress Host'),
    text('path', 'Path'),
    number('port', 'Port'),
    text('expectedContent', 'Expected Content'),
  ]),
  type('Exec', 'exec', 'console', [area('script', 'Script', required)]),
  type('Alert Manager', 'alertmanager', 'alertmanager', [
    url('url', 'URL', required),
    list('alerts', 'Alerts'),
    list('ignore', 'Ignore'),
  ]),
  awsType('Cloud Watch', 'cloudwatch', 'aws-cloudwatch', [
    text('actionPrefix', 'Action Prefix'),
    text('alarmPrefix', 'Alarm Prefix'),
    list('alarms', 'Alarms'),
    choice('state', 'State', ['', 'OK', 'ALARM', 'INSUFFICIENT_DATA']),
  ]),
  type('Elasticsearch', 'elasticsearch', 'elasticsearch', [
    url('url', 'URL', required),
    text('index', 'Index', required),
    area('query', 'Query', required),
    counter('results', 'Results'),
    ...credentials,
  ]),
  type('Redis', 'redis', 'redis', [
    text('addr', 'Address', { ...required, placeholder: 'redis.example.com:6379' }),
    counter('db', 'DB', { default: 0 }),
    ...credentials,
  ]),
  type('Mongo DB', 'mongodb', 'mongo', [url('url', 'URL', required), ...credentials]),
  type('DNS', 'dns', 'dns', [
    text('server', 'Server', required),
    number('port', 'Port', { default: 53 }),
    text('query', 'Query', required),
    choice('querytype', 'Query Type', DNS_TYPES, { default: 'A' }),
    counter('minrecords', 'Min Records'),
    list('exactreply', 'Exact Reply'),
    counter('timeout', 'Timeout (s)'),
    threshold,
  ]),
  type('ICMP Ping', 'icmp', 'icmp', [
    text('endpoint', 'Host', required),
    counter('packetCount', 'Packet Count'),
    counter('packetLossThreshold', 'Packet Loss Threshold'),
    threshold,
  ]),
  folder('GCS', 'gcs', 'gcpConnection', [
    text('path', 'Path', { ...required, placeholder: 'gcs://bucket/prefix' }),
    text('gcpConnection.connection', 'Connection', { placeholder: 'connection://gcp' }),
    text('gcpConnection.endpoint', 'Endpoint'),
    secret('gcpConnection.credentials', 'Credentials'),
  ]),
  awsType('AWS S3', 's3', 'aws-s3', [
    text('bucketName', 'Bucket', required),
    text('objectPath', 'Object Path'),
    text('endpoint', 'Endpoint'),
  ]),
  type('SMB', 'smb', 'smb', [
    text('server', 'Server', required),
    text('sharename', 'Share', required),
    text('searchPath', 'Search Path'),
    number('port', 'Port', { default: 445 }),
    text('domain', 'Domain'),
    ...credentials,
  ]),
  folder('SFTP', 'sftp', 'sftpConnection', [
    text('path', 'Path', required),
    text('sftpConnection.host', 'Host', required),
    number('sftpConnection.port', 'Port', { default: 22 }),
    secret('sftpConnection.username', 'Username'),
    secret('sftpConnection.password', 'Password'),
  ]),
  folder('Folder', 'folder', null, [text('path', 'Path', required)]),
  type('Prometheus', 'prometheus', 'prometheus', [
    url('url', 'URL', { ...required, placeholder: 'http://prometheus.monitoring:9090' }),
    area('query', 'Query', required),
  ]),
  type('Kubernetes', 'kubernetes', 'kubernetes', [
    text('kind', 'Kind', { ...required, placeholder: 'Pod' }),
    text('namespaceSelector.name', 'Namespace'),
    text('resource.name', 'Resource Name'),
    text('resource.labelSelector', 'Label Selector'),
    flag('ready', 'Healthy only when ready'),
  ]),
  type('SQL Query', 'postgres', 'postgres', [
    text('connection', 'Connection', { ...required, placeholder: 'connection://postgres-main' }),
    area('query', 'Query', required),
    counter('results', 'Results'),
    ...credentials,
  ]),
  type('Catalog', 'catalog', 'config', [
    list('selector.types', 'Config Types'),
    text('selector.search', 'Search'),
  ]),
  type('Azure DevOps', 'azureDevops', 'azure-devops', [
    text('organization', 'Organization', required),
    secret('personalAccessToken', 'Personal Access Token', required),
    text('project', 'Project', required),
    text('pipeline', 'Pipeline', required),
    threshold,
  ]),
  type('JMeter', 'jmeter', 'jmeter', [
    secret('jmx', 'JMX', required),
    text('host', 'Host'),
    number('port', 'Port'),
    list('properties', 'Properties'),
    list('systemProperties', 'System Properties'),
    text('responseDuration', 'Response Duration'),
  ]),
  type('JUnit', 'junit', 'junit', [
    text('testResults', 'Test Results', { ...required, placeholder: '/tmp/junit-results/' }),
    area('spec', 'Pod Spec', required),
    counter('timeout', 'Timeout (min)'),
  ]),
  type('Dynatrace', 'dynatrace', 'dynatrace', [
    text('host', 'Host', required),
    choice('scheme', 'Scheme', ['https', 'http'], { default: 'https' }),
    secret('apiKey', 'API Key', required),
    text('namespace', 'Namespace'),
  ]),
  type('Kubernetes Namespace', 'namespace', 'namespace', [
    text('namespaceNamePrefix', 'Namespace Name Prefix'),
    area('podSpec', 'Pod Spec', required),
    ...podTimeouts,
    text('expectedContent', 'Expected Content'),
  ]),
  type('TCP', 'tcp', 'tcp', [
    text('endpoint', 'Endpoint', { ...required, placeholder: 'db.example.com:5432' }),
    threshold,
  ]),
  CUSTOM_TYPE,
];

export const HEALTH_CHECKS: SpecFamily = {
  noun: 'Health Check',
  types: CHECK_TYPES,
  specFields: CHECK_SPEC_FIELDS,
};
