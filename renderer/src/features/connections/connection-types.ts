// The connection kinds of spec 3 §5 and the fields each one's form has: where each field is
// stored (a column of the connections table, or a key of its `properties`), whether it is
// required, its default, and whether it may hold a secret or config map reference. JMeter is
// hidden (§2.6): it is listed so an existing row still shows its type's label.
import type { IconName } from '@blueprintjs/icons';
import type { FieldDef } from '../../components/form-kit/field.ts';

/** A column of the connections table or `properties.<key>`. */
export type FieldKey =
  'url' | 'username' | 'password' | 'certificate' | 'insecure_tls' | `properties.${string}`;

/** A form kit field stored in a column or a property; 'secret' may hold a reference. */
export type ConnectionField = FieldDef & { id: FieldKey };

export type ConnectionCategory =
  'Databases' | 'Cloud' | 'Source control' | 'Notifications' | 'Other';

export interface ConnectionType {
  value: string;
  label: string;
  category: ConnectionCategory;
  /** Blueprint icon while the type's own icon is not shown. */
  icon: IconName;
  fields: readonly ConnectionField[];
  hidden?: boolean;
}

const required = { required: true } as const;
type Extra = Partial<Omit<ConnectionField, 'id' | 'label'>>;

const url = (label = 'URL', extra: Extra = {}): ConnectionField => ({
  id: 'url',
  label,
  kind: 'text',
  ...extra,
});
const username = (label = 'Username', extra: Extra = {}): ConnectionField => ({
  id: 'username',
  label,
  kind: 'secret',
  masked: false,
  ...extra,
});
const password = (label = 'Password', extra: Extra = {}): ConnectionField => ({
  id: 'password',
  label,
  kind: 'secret',
  ...extra,
});
const certificate = (label = 'Certificate', extra: Extra = {}): ConnectionField => ({
  id: 'certificate',
  label,
  kind: 'secret',
  multiline: true,
  ...extra,
});
const prop = (name: string, label: string, extra: Extra = {}): ConnectionField => ({
  id: `properties.${name}`,
  label,
  kind: 'text',
  ...extra,
});
const port = (value: string, extra: Extra = {}) =>
  prop('port', 'Port', { kind: 'number', default: value, ...extra });
const insecureTls: ConnectionField = { id: 'insecure_tls', label: 'Insecure TLS', kind: 'toggle' };

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

const gitAuth = 'properties.authentication' as const;

export const CONNECTION_TYPES: readonly ConnectionType[] = [
  // Databases
  {
    value: 'postgres',
    label: 'Postgres',
    category: 'Databases',
    icon: 'database',
    fields: credentials('postgres://db.example.com:5432/app'),
  },
  {
    value: 'mysql',
    label: 'MySQL',
    category: 'Databases',
    icon: 'database',
    fields: credentials('mysql://db.example.com:3306/app'),
  },
  {
    value: 'sql_server',
    label: 'SQL Server',
    category: 'Databases',
    icon: 'database',
    fields: credentials('sqlserver://db.example.com:1433?database=app'),
  },
  {
    value: 'mongo',
    label: 'Mongo',
    category: 'Databases',
    icon: 'database',
    fields: credentials('mongodb://db.example.com:27017/app'),
  },
  {
    value: 'redis',
    label: 'Redis',
    category: 'Databases',
    icon: 'database',
    fields: [
      url('URL', { ...required, placeholder: 'redis://cache.example.com:6379' }),
      prop('db', 'DB', { kind: 'number', default: '0', ...required }),
      username(),
      password(),
    ],
  },
  {
    value: 'elasticsearch',
    label: 'Elasticsearch',
    category: 'Databases',
    icon: 'search',
    fields: credentials('https://elastic.example.com:9200'),
  },
  {
    value: 'ldap',
    label: 'LDAP',
    category: 'Other',
    icon: 'people',
    fields: credentials('ldaps://ldap.example.com:636'),
  },
  {
    value: 'http',
    label: 'HTTP',
    category: 'Other',
    icon: 'globe-network',
    fields: [...credentials('https://api.example.com'), insecureTls],
  },
  {
    value: 'prometheus',
    label: 'Prometheus',
    category: 'Other',
    icon: 'timeline-line-chart',
    fields: [
      url('URL', { ...required, placeholder: 'http://prometheus.monitoring:9090' }),
      username(),
      password(),
      insecureTls,
    ],
  },
  {
    value: 'windows',
    label: 'Windows',
    category: 'Other',
    icon: 'desktop',
    fields: [
      username('Username', required),
      password('Password', required),
      prop('domain', 'Domain'),
    ],
  },
  {
    value: 'sftp',
    label: 'SFTP',
    category: 'Other',
    icon: 'folder-shared',
    fields: [
      url('Host', { ...required, placeholder: 'files.example.com' }),
      port('22'),
      username('Username', required),
      password('Password', required),
    ],
  },
  {
    value: 'smb',
    label: 'SMB',
    category: 'Other',
    icon: 'folder-shared',
    fields: [
      url('Server', { ...required, placeholder: 'fileserver.example.com' }),
      port('445'),
      prop('share', 'Share', required),
      prop('domain', 'Domain'),
      username(),
      password(),
    ],
  },
  {
    value: 'folder',
    label: 'Folder',
    category: 'Other',
    icon: 'folder-close',
    fields: [url('Path', { ...required, placeholder: '/var/data' })],
  },
  {
    value: 'restic',
    label: 'Restic',
    category: 'Other',
    icon: 'archive',
    fields: [
      password('Password', required),
      url('Repository URL', { ...required, placeholder: 's3:s3.amazonaws.com/bucket/restic' }),
      prop('awsConnectionName', 'AWS Connection Name', required),
      prop('accessKey', 'Access Key', { kind: 'secret', ...required }),
      prop('secretKey', 'Secret Key', { kind: 'secret', ...required }),
    ],
  },
  {
    value: 'dynatrace',
    label: 'Dynatrace',
    category: 'Other',
    icon: 'pulse',
    fields: [
      url('Host', { ...required, placeholder: 'abc12345.live.dynatrace.com' }),
      password('API Key', required),
      prop('scheme', 'Scheme', {
        kind: 'select',
        options: ['https', 'http'],
        default: 'https',
        ...required,
      }),
    ],
  },
  // Cloud
  { value: 'aws', label: 'AWS', category: 'Cloud', icon: 'cloud', fields: awsFields },
  {
    value: 's3',
    label: 'AWS S3',
    category: 'Cloud',
    icon: 'cloud',
    fields: [prop('bucket', 'Bucket', required), ...awsFields],
  },
  {
    value: 'azure',
    label: 'Azure',
    category: 'Cloud',
    icon: 'cloud',
    fields: [
      username('Client ID', required),
      password('Client Secret', required),
      prop('tenant', 'Tenant ID', required),
    ],
  },
  {
    value: 'google_cloud',
    label: 'Google Cloud',
    category: 'Cloud',
    icon: 'cloud',
    fields: [url('Endpoint', required), certificate('Certificate', required)],
  },
  {
    value: 'gcs',
    label: 'Google Cloud Storage',
    category: 'Cloud',
    icon: 'cloud',
    fields: [url('Endpoint', required), certificate('Certificate', required)],
  },
  {
    value: 'kubernetes',
    label: 'Kubernetes',
    category: 'Cloud',
    icon: 'cube',
    fields: [certificate('Kubeconfig')],
  },
  // Source control
  {
    value: 'git',
    label: 'Git',
    category: 'Source control',
    icon: 'git-repo',
    fields: [
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
    ],
  },
  {
    value: 'github',
    label: 'GitHub',
    category: 'Source control',
    icon: 'git-branch',
    fields: [
      password('Personal Access Token', required),
      url('URL', { placeholder: 'https://api.github.com' }),
    ],
  },
  {
    value: 'gitlab',
    label: 'Gitlab',
    category: 'Source control',
    icon: 'git-branch',
    fields: [
      password('Personal Access Token', required),
      url('URL', { placeholder: 'https://gitlab.com' }),
    ],
  },
  {
    value: 'azure_devops',
    label: 'Azure DevOps',
    category: 'Source control',
    icon: 'git-branch',
    fields: [
      username('Organization', { kind: 'text', ...required }),
      password('Personal Access Token', required),
    ],
  },
  // Notifications
  {
    value: 'email',
    label: 'Email',
    category: 'Notifications',
    icon: 'envelope',
    fields: [
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
      username(),
      password(),
    ],
  },
  {
    value: 'slack',
    label: 'Slack',
    category: 'Notifications',
    icon: 'chat',
    fields: [prop('channel', 'Channel', required), password('Bot Token', required)],
  },
  {
    value: 'teams',
    label: 'Teams',
    category: 'Notifications',
    icon: 'chat',
    fields: [
      prop('tenant', 'Tenant', required),
      prop('altID', 'Alt ID', required),
      prop('groupOwner', 'Group Owner', required),
      url('Host', { default: 'outlook.office.com', ...required }),
    ],
  },
  {
    value: 'discord',
    label: 'Discord',
    category: 'Notifications',
    icon: 'chat',
    fields: [username('Webhook ID', required), password('Token', required)],
  },
  {
    value: 'google_chat',
    label: 'Google Chat',
    category: 'Notifications',
    icon: 'chat',
    fields: [
      username('Key', required),
      password('Token', required),
      prop('webhookName', 'Webhook Name', required),
    ],
  },
  {
    value: 'mattermost',
    label: 'Mattermost',
    category: 'Notifications',
    icon: 'chat',
    fields: [url('Host', required), password('Token', required), prop('channel', 'Channel')],
  },
  {
    value: 'matrix',
    label: 'Matrix',
    category: 'Notifications',
    icon: 'chat',
    fields: [url('Host', required), password('Password or Token', required), username('User')],
  },
  {
    value: 'rocketchat',
    label: 'Rocketchat',
    category: 'Notifications',
    icon: 'chat',
    fields: [
      url('Host', required),
      port('443', required),
      username('Token A', required),
      password('Token B', required),
      prop('channel', 'Channel', required),
    ],
  },
  {
    value: 'zulip',
    label: 'Zulip',
    category: 'Notifications',
    icon: 'chat',
    fields: [url('Host', required), password('Bot Key', required), username('Bot Mail')],
  },
  {
    value: 'telegram',
    label: 'Telegram',
    category: 'Notifications',
    icon: 'send-message',
    fields: [password('Token', required), prop('chats', 'Chats', required)],
  },
  {
    value: 'ntfy',
    label: 'Ntfy',
    category: 'Notifications',
    icon: 'notifications',
    fields: [
      url('Host', { default: 'ntfy.sh', ...required }),
      prop('topic', 'Topic', required),
      username(),
      password(),
    ],
  },
  {
    value: 'opsgenie',
    label: 'OpsGenie',
    category: 'Notifications',
    icon: 'notifications',
    fields: [
      url('Host', { default: 'api.opsgenie.com', ...required }),
      port('443'),
      password('API Key', required),
    ],
  },
  {
    value: 'pushbullet',
    label: 'Pushbullet',
    category: 'Notifications',
    icon: 'notifications',
    fields: [password('Token', required), prop('targets', 'Targets', required)],
  },
  {
    value: 'pushover',
    label: 'Pushover',
    category: 'Notifications',
    icon: 'notifications',
    fields: [username('User', required), password('Token', required)],
  },
  {
    value: 'ifttt',
    label: 'IFTTT',
    category: 'Notifications',
    icon: 'notifications',
    fields: [username('Webhook ID', required)],
  },
  {
    value: 'webhook',
    label: 'Generic Webhook',
    category: 'Notifications',
    icon: 'globe-network',
    fields: [
      url('URL', required),
      prop('method', 'Request Method', {
        kind: 'select',
        options: ['POST', 'GET'],
        default: 'POST',
      }),
      prop('messageKey', 'Message Key', { default: 'message' }),
      prop('titleKey', 'Title Key', { default: 'title' }),
      prop('contentType', 'Content Type', { default: 'application/json' }),
    ],
  },
  {
    value: 'jmeter',
    label: 'JMeter',
    category: 'Other',
    icon: 'dashboard',
    fields: [url('Host', required), port('1099')],
    hidden: true,
  },
];

export const CONNECTION_CATEGORIES: readonly ConnectionCategory[] = [
  'Databases',
  'Cloud',
  'Source control',
  'Notifications',
  'Other',
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
