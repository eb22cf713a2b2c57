import { describe, expect, it } from 'vitest';
import { HEALTH_CHECKS } from './check-types.ts';
import { CATALOG_SCRAPERS } from './scraper-types.ts';
import { isShown } from '../../../components/form-kit/field.ts';
import {
  detectType,
  entryOf,
  newSpec,
  specLevelFields,
  specSummary,
  validateSpec,
  withEntry,
  type SpecType,
} from './spec-model.ts';
import {
  storeValue,
  storedReader,
  storedValue,
} from '../../../components/form-kit/stored-fields.ts';

const checkType = (label: string) => HEALTH_CHECKS.types.find((t) => t.label === label) as SpecType;
const field = (type: SpecType, path: string) => type.fields.find((f) => f.id === path)!;

describe('resource editor types', () => {
  it("suggests each check type's own icon, not another's (issue 32)", () => {
    for (const type of HEALTH_CHECKS.types.filter((t) => t.key)) {
      const icon = type.fields.find((f) => f.id === 'icon');
      expect(icon?.placeholder, type.label).toBe(`e.g. ${type.icon}`);
    }
  });

  it('offers the 31 health check and 11 catalog scraper types of spec 3 §2.3', () => {
    expect(HEALTH_CHECKS.types.map((t) => t.label)).toEqual([
      'HTTP',
      'AWS Config Rule',
      'AWS Config',
      'GitHub',
      'EC2',
      'LDAP',
      'Pod',
      'Exec',
      'Alert Manager',
      'Cloud Watch',
      'Elasticsearch',
      'Redis',
      'Mongo DB',
      'DNS',
      'ICMP Ping',
      'GCS',
      'AWS S3',
      'SMB',
      'SFTP',
      'Folder',
      'Prometheus',
      'Kubernetes',
      'SQL Query',
      'Catalog',
      'Azure DevOps',
      'JMeter',
      'JUnit',
      'Dynatrace',
      'Kubernetes Namespace',
      'TCP',
      'Custom',
    ]);
    expect(CATALOG_SCRAPERS.types.map((t) => t.label)).toEqual([
      'Kubernetes',
      'Azure',
      'Kubernetes File',
      'SQL',
      'Trivy',
      'AWS',
      'File',
      'Github Actions',
      'HTTP',
      'Azure DevOps',
      'Custom',
    ]);
  });

  it('a new spec carries the defaults; the Kubernetes scraper runs every 30 minutes', () => {
    expect(newSpec(HEALTH_CHECKS, checkType('HTTP'))).toEqual({
      schedule: '@every 5m',
      http: [{ method: 'GET' }],
    });
    expect(newSpec(HEALTH_CHECKS, checkType('Redis'))).toMatchObject({ redis: [{ db: 0 }] });
    const k8s = CATALOG_SCRAPERS.types[0]!;
    expect(newSpec(CATALOG_SCRAPERS, k8s)).toEqual({
      schedule: '@every 30m',
      kubernetes: [{ maxInFlight: 64 }],
    });
    expect(newSpec(HEALTH_CHECKS, checkType('Custom'))).toEqual({ schedule: '@every 5m' });
  });

  it('requires the fields of spec 3 §5 with its messages, and min 0 on counts', () => {
    const http = newSpec(HEALTH_CHECKS, checkType('HTTP'));
    expect(validateSpec(HEALTH_CHECKS, http)).toEqual({
      name: 'This field is required',
      url: 'This field is required',
    });
    expect(specSummary(HEALTH_CHECKS, http)).toBe('Name: This field is required');
    const icmp = {
      schedule: '@every 1m',
      icmp: [{ name: 'ping', packetCount: -1, thresholdMillis: 'x' }],
    };
    expect(validateSpec(HEALTH_CHECKS, icmp)).toEqual({
      endpoint: 'This field is required',
      packetCount: 'Must be at least 0',
      thresholdMillis: 'This field must be a number',
    });
    // Spaces alone are not a value (the form kit trims before it checks required).
    expect(validateSpec(HEALTH_CHECKS, { ...icmp, icmp: [{ name: '  ', endpoint: 'h' }] })).toEqual(
      { name: 'This field is required' },
    );
    // A half-given secret reference says what is missing.
    expect(
      validateSpec(HEALTH_CHECKS, {
        schedule: '@every 1m',
        github: [
          { name: 'g', query: 'q', githubToken: { valueFrom: { secretKeyRef: { name: 'gh' } } } },
        ],
      }),
    ).toEqual({ githubToken: 'Give both the name and the key' });
    expect(validateSpec(HEALTH_CHECKS, { redis: [{ name: 'r' }] })).toEqual({
      'spec.schedule': 'This field is required',
      addr: 'This field is required',
    });
    const sql = CATALOG_SCRAPERS.types.find((t) => t.label === 'SQL')!;
    expect(Object.keys(validateSpec(CATALOG_SCRAPERS, newSpec(CATALOG_SCRAPERS, sql)))).toEqual([
      'type',
      'id',
      'connection',
      'query',
    ]);
  });

  it('tells folder checks apart by their connection', () => {
    const labelOf = (entry: object) => detectType(HEALTH_CHECKS, { folder: [entry] })?.label;
    expect(labelOf({ path: '/data' })).toBe('Folder');
    expect(labelOf({ path: 'gcs://b', gcpConnection: { connection: 'connection://gcp' } })).toBe(
      'GCS',
    );
    expect(labelOf({ path: '/in', sftpConnection: { host: 'h' } })).toBe('SFTP');
    expect(detectType(HEALTH_CHECKS, { schedule: '@every 1m' })).toBeUndefined();
  });

  it('edits one entry in place: unknown keys and other entries survive, empty values go', () => {
    const http = checkType('HTTP');
    const spec = {
      schedule: '@every 1m',
      owner: 'team-a',
      http: [
        { name: 'api', url: 'https://a', headers: [{ name: 'X', value: '1' }] },
        { name: 'second' },
      ],
    };
    let entry = entryOf(http, spec);
    entry = storeValue(field(http, 'thresholdMillis'), entry, '500');
    entry = storeValue(field(http, 'responseCodes'), entry, ['200', '204']);
    entry = storeValue(field(http, 'url'), entry, '');
    entry = storeValue(field(http, 'password'), entry, 'secret://api-creds/password');
    entry = storeValue(field(http, 'test'), entry, { expr: 'code == 200' });
    expect(withEntry(http, spec, entry)).toEqual({
      schedule: '@every 1m',
      owner: 'team-a',
      http: [
        {
          name: 'api',
          headers: [{ name: 'X', value: '1' }],
          thresholdMillis: 500,
          responseCodes: [200, 204],
          password: { valueFrom: { secretKeyRef: { name: 'api-creds', key: 'password' } } },
          test: { expr: 'code == 200' },
        },
        { name: 'second' },
      ],
    });
    expect(storedValue(field(http, 'responseCodes'), entry)).toEqual(['200', '204']);
    expect(storedValue(field(http, 'password'), entry)).toBe('secret://api-creds/password');
  });

  it('HTTP auth type: the flags and credentials it stands for; the body only for POST and PUT', () => {
    const http = checkType('HTTP');
    const auth = field(http, 'authType');
    expect(storedValue(auth, {})).toBe('None');
    expect(storedValue(auth, { username: { value: 'u' } })).toBe('Basic');
    const ntlm = storeValue(auth, { username: { value: 'u' } }, 'NTLMv2');
    expect(ntlm).toEqual({ username: { value: 'u' }, ntlmv2: true });
    expect(storedValue(auth, ntlm)).toBe('NTLMv2');
    expect(storeValue(auth, ntlm, 'None')).toEqual({});
    expect(isShown(field(http, 'username'), storedReader({}, http.fields))).toBe(false);
    expect(isShown(field(http, 'username'), storedReader(ntlm, http.fields))).toBe(true);
    expect(isShown(field(http, 'body'), storedReader({ method: 'GET' }, http.fields))).toBe(false);
    expect(isShown(field(http, 'body'), storedReader({ method: 'PUT' }, http.fields))).toBe(true);
  });

  it('lists are one item per line', () => {
    const k8s = CATALOG_SCRAPERS.types[0]!;
    const exclusions = field(k8s, 'exclusions.kind');
    const entry = storeValue(exclusions, {}, 'Secret\n\n ConfigMap \n');
    expect(entry).toEqual({ exclusions: { kind: ['Secret', 'ConfigMap'] } });
    expect(storedValue(exclusions, entry)).toBe('Secret\nConfigMap');
    expect(storeValue(exclusions, entry, '')).toEqual({});
  });
});

describe('one field of a name on every form (issue 32, e)', () => {
  const families = [HEALTH_CHECKS, CATALOG_SCRAPERS];
  const cases = families.flatMap((family) =>
    family.types.map((type) => [family.noun, type.label, family, type] as const),
  );
  it.each(cases)('%s %s', (_noun, _label, family, type) => {
    const labels = [...specLevelFields(family, type), ...(type.key ? type.fields : [])].map(
      (f) => f.label,
    );
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it("leaves the spec's Icon to an HTTP check's own, and keeps it for a custom check", () => {
    const http = checkType('HTTP');
    expect(specLevelFields(HEALTH_CHECKS, http).map((f) => f.label)).toEqual(['Schedule']);
    expect(specLevelFields(HEALTH_CHECKS, checkType('Custom')).map((f) => f.label)).toEqual([
      'Schedule',
      'Icon',
    ]);
  });
});
