import { describe, expect, it } from 'vitest';
import type { Connection } from '../../api/services/connections.ts';
import { REFERENCE_TEXT } from '../../components/secret-value/secret-value.ts';
import {
  SAVE_THEN_TEST_TEXT,
  SAVE_TO_TEST_TEXT,
  connectionTestPlan,
  connectionToValues,
  validateConnection,
  valuesToPayload,
} from './connection-form.ts';
import { CHOOSABLE_TYPES, CONNECTION_TYPES, connectionType } from './connection-types.ts';

const row = (extra: Partial<Connection>): Connection => ({
  id: 'c1',
  name: 'main-db',
  namespace: 'payments',
  type: 'postgres',
  source: 'UI',
  ...extra,
});

describe('connection form', () => {
  it('a new connection starts with namespace default and the type defaults', () => {
    const values = connectionToValues(null, 'email');
    expect(values).toMatchObject({
      name: '',
      namespace: 'default',
      type: 'email',
      'properties.port': '587',
      'properties.encryptionMethod': 'Auto',
      'properties.authMethod': 'Unknown',
    });
    expect(connectionToValues(null, 'sftp')['properties.port']).toBe('22');
    expect(connectionToValues(null, 'smb')['properties.port']).toBe('445');
    expect(connectionToValues(null, 'git')['properties.ref']).toBe('main');
    expect(connectionToValues(null, 'redis')['properties.db']).toBe('0');
    expect(connectionToValues(null, 'webhook')).toMatchObject({
      'properties.method': 'POST',
      'properties.messageKey': 'message',
      'properties.titleKey': 'title',
      'properties.contentType': 'application/json',
    });
  });

  it('requires name, namespace and the type’s own required fields, with the spec’s messages', () => {
    const values = { ...connectionToValues(null, 'postgres'), namespace: ' ' };
    expect(validateConnection(values)).toEqual({
      name: 'This field is required',
      namespace: 'This field is required',
      url: 'This field is required',
      username: 'This field is required',
      password: 'This field is required',
    });
    // Prometheus needs only its url; AWS nothing at all.
    expect(validateConnection({ ...connectionToValues(null, 'prometheus'), name: 'p' })).toEqual({
      url: 'This field is required',
    });
    expect(validateConnection({ ...connectionToValues(null, 'aws'), name: 'a' })).toEqual({});
    expect(validateConnection({ ...connectionToValues(null, 's3'), name: 'b' })).toEqual({
      'properties.bucket': 'This field is required',
    });
  });

  it('says a number field must be a number, and a half-given reference is incomplete', () => {
    const values = {
      ...connectionToValues(null, 'redis'),
      name: 'cache',
      url: 'redis://cache:6379',
      'properties.db': 'two',
      password: 'secret://redis/',
    };
    expect(validateConnection(values)).toEqual({
      'properties.db': 'This field must be a number',
      password: REFERENCE_TEXT,
    });
  });

  it('git asks for username and password, or an SSH key, by its authentication', () => {
    const basic = { ...connectionToValues(null, 'git'), name: 'infra', url: 'https://g/x.git' };
    expect(validateConnection(basic)).toEqual({});
    const ssh = { ...basic, 'properties.authentication': 'ssh', username: 'u', password: 'p' };
    const payload = valuesToPayload({ ...ssh, certificate: 'KEY' }, null);
    expect(payload).toMatchObject({ username: null, password: null, certificate: 'KEY' });
    expect(
      connectionToValues(row({ type: 'git', certificate: 'KEY' }))['properties.authentication'],
    ).toBe('ssh');
  });

  it('writes columns and properties, keeps unknown properties, and sets source UI on create', () => {
    const existing = row({
      type: 'redis',
      url: 'redis://cache:6379',
      properties: { db: 1, addedByCli: 'yes' },
    });
    const values = { ...connectionToValues(existing), 'properties.db': '3', password: 'pw' };
    expect(valuesToPayload(values, existing)).toEqual({
      url: 'redis://cache:6379',
      username: null,
      password: 'pw',
      certificate: null,
      insecure_tls: false,
      properties: { db: 3, addedByCli: 'yes' },
    });
    const created = valuesToPayload(
      {
        ...connectionToValues(null, 'slack'),
        name: ' alerts ',
        'properties.channel': '#ops',
        password: 'xoxb',
      },
      null,
    );
    expect(created).toMatchObject({
      name: 'alerts',
      namespace: 'default',
      type: 'slack',
      source: 'UI',
      password: 'xoxb',
      properties: { channel: '#ops' },
    });
  });

  it('writes a switch flipped in the form (a boolean) as the stored text would be', () => {
    const values = {
      ...connectionToValues(null, 'prometheus'),
      url: 'http://p',
      insecure_tls: true,
    };
    expect(valuesToPayload(values, null)).toMatchObject({ insecure_tls: true });
    expect(valuesToPayload({ ...values, insecure_tls: false }, null)).toMatchObject({
      insecure_tls: false,
    });
  });

  it('lists every kind of spec 3 §5 once and hides JMeter from the chooser', () => {
    const values = CONNECTION_TYPES.map((t) => t.value);
    expect(new Set(values).size).toBe(values.length);
    expect(CHOOSABLE_TYPES.some((t) => t.value === 'jmeter')).toBe(false);
    expect(connectionType('JMeter')?.label).toBe('JMeter');
    for (const label of [
      'Postgres',
      'MySQL',
      'SQL Server',
      'Elasticsearch',
      'Mongo',
      'LDAP',
      'HTTP',
      'Prometheus',
      'Redis',
      'Windows',
      'Google Cloud',
      'Google Cloud Storage',
      'SFTP',
      'AWS',
      'AWS S3',
      'Kubernetes',
      'Azure DevOps',
      'Azure',
      'GitHub',
      'Gitlab',
      'Restic',
      'SMB',
      'Dynatrace',
      'Discord',
      'Google Chat',
      'IFTTT',
      'Mattermost',
      'Matrix',
      'Email',
      'Ntfy',
      'OpsGenie',
      'Pushbullet',
      'Pushover',
      'Rocketchat',
      'Slack',
      'Teams',
      'Telegram',
      'Zulip',
      'Generic Webhook',
      'Folder',
      'Git',
    ])
      expect(CHOOSABLE_TYPES.map((t) => t.label)).toContain(label);
  });
});

describe('Test in the connection dialog', () => {
  // Issue 32, 17: a connection could be tested only after it was saved; the Add dialog had no Test.
  it('is offered while adding: it saves the new connection, then tests it', () => {
    expect(connectionTestPlan(null, true)).toEqual({
      kind: 'save-then-test',
      note: SAVE_THEN_TEST_TEXT,
    });
    expect(connectionTestPlan(null, false).kind).toBe('save-then-test');
  });

  it('tests a stored connection by its id', () => {
    expect(connectionTestPlan('c1', false)).toEqual({ kind: 'test', id: 'c1' });
  });

  it('waits for Update on an edited connection, saying why', () => {
    expect(connectionTestPlan('c1', true)).toEqual({
      kind: 'wait',
      reason: SAVE_TO_TEST_TEXT,
    });
  });
});
