// The connection kinds of spec 3 §5 and the fields each one's form has: where each field is
// stored (a column of the connections table, or a key of its `properties`), whether it is
// required, its default, and whether it may hold a secret or config map reference. JMeter is
// hidden (§2.6): it is listed so an existing row still shows its type's label.
import type { IconName } from '@blueprintjs/icons';
import type { FieldDef } from '../../components/form-kit/field.ts';
import * as build from '../../components/form-kit/field-builders.ts';

export const CONNECTION_CATEGORIES = [
  'Databases',
  'Cloud',
  'Source control',
  'Notifications',
  'Other',
] as const;
export type ConnectionCategory = (typeof CONNECTION_CATEGORIES)[number];

const { required } = build;
type Extra = Parameters<typeof build.text>[2];

// The columns' fields, by their usual label; the secrets may hold a reference.
const url = (label = 'URL', extra: Extra = {}) => build.text('url', label, extra);
const username = (label = 'Username', extra: Extra = {}) => build.secret('username', label, extra);
const password = (label = 'Password', extra: Extra = {}) => build.secret('password', label, extra);
const certificate = (label = 'Certificate', extra: Extra = {}) =>
  build.secret('certificate', label, { multiline: true, ...extra });
const prop = (name: string, label: string, extra: Extra = {}) =>
  build.text(`properties.${name}`, label, extra);
const port = (value: string, extra: Extra = {}) =>
  build.number('properties.port', 'Port', { default: value, ...extra });
const insecureTls = build.flag('insecure_tls', 'Insecure TLS');

/** Username and password, both optional. */
const login = [username(), password()];

/** URL, username and password, all three required (databases, LDAP, HTTP). */
const credentials = (placeholder: string) => [
  url('URL', { ...required, placeholder }),
  username('Username', required),
  password('Password', required),
];

const awsFields = [
  username('Access Key'),
  password('Secret Key'),
  prop('region', 'Region', { placeholder: 'eu-west-1' }),
  url('Endpoint'),
  insecureTls,
];

const gcpFields = [url('Endpoint', required), certificate('Certificate', required)];
const tokenAndUrl = (placeholder: string) => [
  password('Personal Access Token', required),
  url('URL', { placeholder }),
];

const gitAuth = 'properties.authentication' as const;

/** A database whose form is its URL and credentials. */
const database = (value: string, label: string, placeholder: string, icon: IconName = 'database') =>
  kind(value, label, 'Databases', icon, credentials(placeholder));

/**
 * `icon`: Blueprint's while the type's own icon is not shown; `fields`: each stored in a column of
 * the connections table or at `properties.<key>`.
 */
function kind(
  value: string,
  label: string,
  category: ConnectionCategory,
  icon: IconName,
  fields: readonly FieldDef[],
  hidden?: true,
) {
  return { value, label, category, icon, fields, ...(hidden && { hidden }) };
}
export type ConnectionType = ReturnType<typeof kind>;

export const CONNECTION_TYPES: readonly ConnectionType[] = [
  // Databases
  database('postgres', 'Postgres', 'postgres://db.example.com:5432/app'),
  database('mysql', 'MySQL', 'mysql://db.example.com:3306/app'),
  database('sql_server', 'SQL Server', 'sqlserver://db.example.com:1433?database=app'),
  database('mongo', 'Mongo', 'mongodb://db.example.com:27017/app'),
  kind('redis', 'Redis', 'Databases', 'database', [
    url('URL', { ...required, placeholder: 'redis://cache.example.com:6379' }),
    prop('db', 'DB', { kind: 'number', default: '0', ...required }),
    ...login,
  ]),
  database('elasticsearch', 'Elasticsearch', 'https://elastic.example.com:9200', 'search'),
  kind('ldap', 'LDAP', 'Other', 'people', credentials('ldaps://ldap.example.com:636')),
  kind('http', 'HTTP', 'Other', 'globe-network', [
    ...credentials('https://api.example.com'),
    insecureTls,
  ]),
  kind('prometheus', 'Prometheus', 'Other', 'timeline-line-chart', [
    url('URL', { ...required, placeholder: 'http://prometheus.monitoring:9090' }),
    ...login,
    insecureTls,
  ]),
  kind('windows', 'Windows', 'Other', 'desktop', [
    username('Username', required),
    password('Password', required),
    prop('domain', 'Domain'),
  ]),
  kind('sftp', 'SFTP', 'Other', 'folder-shared', [
    url('Host', { ...required, placeholder: 'files.example.com' }),
    port('22'),
    username('Username', required),
    password('Password', required),
  ]),
  kind('smb', 'SMB', 'Other', 'folder-shared', [
    url('Server', { ...required, placeholder: 'fileserver.example.com' }),
    port('445'),
    prop('share', 'Share', required),
    prop('domain', 'Domain'),
    ...login,
  ]),
  kind('folder', 'Folder', 'Other', 'folder-close', [
    url('Path', { ...required, placeholder: '/var/data' }),
  ]),
  kind('restic', 'Restic', 'Other', 'archive', [
    password('Password', required),
    url('Repository URL', { ...required, placeholder: 's3:s3.amazonaws.com/bucket/restic' }),
    prop('awsConnectionName', 'AWS Connection Name', required),
    prop('accessKey', 'Access Key', { kind: 'secret', ...required }),
    prop('secretKey', 'Secret Key', { kind: 'secret', ...required }),
  ]),
  kind('dynatrace', 'Dynatrace', 'Other', 'pulse', [
    url('Host', { ...required, placeholder: 'abc12345.live.dynatrace.com' }),
    password('API Key', required),
    prop('scheme', 'Scheme', {
      kind: 'select',
      options: ['https', 'http'],
      default: 'https',
      ...required,
    }),
  ]),
  // Cloud
  kind('aws', 'AWS', 'Cloud', 'cloud', awsFields),
  kind('s3', 'AWS S3', 'Cloud', 'cloud', [prop('bucket', 'Bucket', required), ...awsFields]),
  kind('azure', 'Azure', 'Cloud', 'cloud', [
    username('Client ID', required),
    password('Client Secret', required),
    prop('tenant', 'Tenant ID', required),
  ]),
  kind('google_cloud', 'Google Cloud', 'Cloud', 'cloud', gcpFields),
  kind('gcs', 'Google Cloud Storage', 'Cloud', 'cloud', gcpFields),
  kind('kubernetes', 'Kubernetes', 'Cloud', 'cube', [certificate('Kubeconfig')]),
  // Source control
  kind('git', 'Git', 'Source control', 'git-repo', [
    url('URL', { ...required, placeholder: 'https://github.com/acme/infra.git' }),
    prop('ref', 'Ref', { default: 'main', ...required }),
    prop('authentication', 'Authentication', {
      kind: 'select',
      options: ['basic', 'ssh'],
      default: 'basic',
    }),
    username('Username', { when: { id: gitAuth, values: ['basic'] } }),
    password('Password', { when: { id: gitAuth, values: ['basic'] } }),
    certificate('SSH Key', { when: { id: gitAuth, values: ['ssh'] } }),
  ]),
  kind('github', 'GitHub', 'Source control', 'git-branch', tokenAndUrl('https://api.github.com')),
  kind('gitlab', 'Gitlab', 'Source control', 'git-branch', tokenAndUrl('https://gitlab.com')),
  kind('azure_devops', 'Azure DevOps', 'Source control', 'git-branch', [
    username('Organization', { kind: 'text', ...required }),
    password('Personal Access Token', required),
  ]),
  // Notifications
  kind('email', 'Email', 'Notifications', 'envelope', [
    url('Host', { ...required, placeholder: 'smtp.example.com' }),
    port('587', required),
    prop('fromAddress', 'From Address', required),
    prop('fromName', 'From Name'),
    prop('encryptionMethod', 'Encryption Method', {
      kind: 'select',
      options: ['None', 'ExplicitTLS', 'ImplicitTLS', 'Auto'],
      default: 'Auto',
    }),
    prop('authMethod', 'Auth Method', {
      kind: 'select',
      options: ['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'],
      default: 'Unknown',
    }),
    ...login,
  ]),
  kind('slack', 'Slack', 'Notifications', 'chat', [
    prop('channel', 'Channel', required),
    password('Bot Token', required),
  ]),
  kind('teams', 'Teams', 'Notifications', 'chat', [
    prop('tenant', 'Tenant', required),
    prop('altID', 'Alt ID', required),
    prop('groupOwner', 'Group Owner', required),
    url('Host', { default: 'outlook.office.com', ...required }),
  ]),
  kind('discord', 'Discord', 'Notifications', 'chat', [
    username('Webhook ID', required),
    password('Token', required),
  ]),
  kind('google_chat', 'Google Chat', 'Notifications', 'chat', [
    username('Key', required),
    password('Token', required),
    prop('webhookName', 'Webhook Name', required),
  ]),
  kind('mattermost', 'Mattermost', 'Notifications', 'chat', [
    url('Host', required),
    password('Token', required),
    prop('channel', 'Channel'),
  ]),
  kind('matrix', 'Matrix', 'Notifications', 'chat', [
    url('Host', required),
    password('Password or Token', required),
    username('User'),
  ]),
  kind('rocketchat', 'Rocketchat', 'Notifications', 'chat', [
    url('Host', required),
    port('443', required),
    username('Token A', required),
    password('Token B', required),
    prop('channel', 'Channel', required),
  ]),
  kind('zulip', 'Zulip', 'Notifications', 'chat', [
    url('Host', required),
    password('Bot Key', required),
    username('Bot Mail'),
  ]),
  kind('telegram', 'Telegram', 'Notifications', 'send-message', [
    password('Token', required),
    prop('chats', 'Chats', required),
  ]),
  kind('ntfy', 'Ntfy', 'Notifications', 'notifications', [
    url('Host', { default: 'ntfy.sh', ...required }),
    prop('topic', 'Topic', required),
    ...login,
  ]),
  kind('opsgenie', 'OpsGenie', 'Notifications', 'notifications', [
    url('Host', { default: 'api.opsgenie.com', ...required }),
    port('443'),
    password('API Key', required),
  ]),
  kind('pushbullet', 'Pushbullet', 'Notifications', 'notifications', [
    password('Token', required),
    prop('targets', 'Targets', required),
  ]),
  kind('pushover', 'Pushover', 'Notifications', 'notifications', [
    username('User', required),
    password('Token', required),
  ]),
  kind('ifttt', 'IFTTT', 'Notifications', 'notifications', [username('Webhook ID', required)]),
  kind('webhook', 'Generic Webhook', 'Notifications', 'globe-network', [
    url('URL', required),
    prop('method', 'Request Method', {
      kind: 'select',
      options: ['POST', 'GET'],
      default: 'POST',
    }),
    prop('messageKey', 'Message Key', { default: 'message' }),
    prop('titleKey', 'Title Key', { default: 'title' }),
    prop('contentType', 'Content Type', { default: 'application/json' }),
  ]),
  kind('jmeter', 'JMeter', 'Other', 'dashboard', [url('Host', required), port('1099')], true),
];

/** The kinds a user can choose when adding (JMeter is hidden). */
export const CHOOSABLE_TYPES = CONNECTION_TYPES.filter((t) => !t.hidden);

export function connectionType(value: string | null | undefined): ConnectionType | undefined {
  const key = (value ?? '').toLowerCase();
  return CONNECTION_TYPES.find((t) => t.value === key);
}

/** The label of a stored type; the raw value for a kind this build does not know. */
export function connectionTypeLabel(value: string | null | undefined): string {
  return connectionType(value)?.label ?? value ?? '';
}
