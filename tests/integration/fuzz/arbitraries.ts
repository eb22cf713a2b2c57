// Generators for the host fuzz: IPC calls (every channel of preload/contract/channels.ts, valid-
// shaped and broken) and gateway requests (`/org/<id>/api/**`). Calls that would sign the fuzz's
// own organisations out, remove them or switch the keychain off are aimed at a victim organisation
// or at ids that do not exist, so the credential checks stay meaningful to the last case.
import fc from 'fast-check';
import { channelNames } from '../../../preload/contract/channels.ts';
import type { RawRequest } from './fuzz-support.ts';

export interface FuzzTargets {
  port: number;
  /** Signed in for the whole run: the Sandbox org (token) and a remote org (Basic password). */
  protectedIds: readonly string[];
  /** May be signed out, changed or removed by the fuzz. */
  victimId: string;
  sandboxUrl: string;
}

// ---- values ---------------------------------------------------------------------------------

const edgeNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  89,
  90,
  91,
  299,
  400,
  20001,
);

const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  'e\u0301\u200d\ufeff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 — ü',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  'http://user:pw@127.0.0.1:1/',
  'https://bücher.invalid/',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${process.env}',
  '{{constructor.constructor("x")()}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----',
  '#1f6feb',
  'eq.1',
  '*',
);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)) },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [null], { length: 1e9 }) },
);

const randomId = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);

// ---- IPC payloads ----------------------------------------------------------------------------

type Payload = Record<string, unknown>;

function channelBases(t: FuzzTargets): Record<string, fc.Arbitrary<Payload>> {
  const anyId = fc.oneof(fc.constantFrom(...t.protectedIds, t.victimId), randomId);
  const mutableId = fc.oneof(fc.constant(t.victimId), randomId);
  const url = fc.oneof(
    fc.constantFrom(
      t.sandboxUrl,
      `${t.sandboxUrl}/api`,
      t.sandboxUrl.replace('http://', ''),
      'http://127.0.0.1:1',
      'https://127.0.0.1:1',
      'http://[::1]:1/',
      'http://0x7f.1:1/',
      'http://fuzz.invalid/',
    ),
    text,
  );
  const proxy = fc.constantFrom(null, 'http://127.0.0.1:1', 'http://u:p@127.0.0.1:1', 'socks5://x');
  const caBundle = fc.constantFrom(
    null,
    '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
    'not a pem',
  );
  const orgFields = {
    name: text,
    url,
    prefix: fc.constantFrom('', '/api', '/API', null),
    environment: fc.constantFrom('production', 'staging', 'development', 'custom', 'nope'),
    customLabel: fc.oneof(text, fc.constant(null)),
    colour: fc.constantFrom('#1f6feb', '#zzzzzz', '#fff', ''),
    signInMethod: fc.constantFrom('token', 'password', 'basic', 'oidc', 'hosted', 'magic'),
    username: fc.oneof(text, fc.constant(null)),
    caBundle,
    proxy,
  };
  const empty = fc.constant<Payload>({});
  return {
    'app:info': empty,
    'app:logs': empty,
    'app:installUpdate': empty,
    'app:showLogs': empty,
    'settings:get': empty,
    'orgs:list': empty,
    // Valid calls would switch the keychain off for the whole run: only broken ones are sent.
    'auth:useSessionOnly': fc.dictionary(hostileKey, leaf, { minKeys: 1, maxKeys: 3 }),
    'app:openExternal': fc.record({ url: fc.oneof(fc.webUrl(), text) }),
    'app:openWindow': fc.record({ orgId: anyId }),
    'settings:set': fc.record(
      {
        theme: fc.constantFrom('system', 'light', 'dark', 'DARK', ''),
        sidebarCollapsed: fc.boolean(),
        cacheMaxAgeDays: fc.integer({ min: -5, max: 100 }),
      },
      { requiredKeys: [] },
    ),
    'orgs:add': fc.record(orgFields, { requiredKeys: ['name', 'url'] }),
    'orgs:update': fc.record({
      id: mutableId,
      patch: fc.record(
        { ...orgFields, hidden: fc.boolean(), used: fc.constantFrom(true, false) },
        { requiredKeys: [] },
      ),
    }),
    'orgs:remove': fc.record({ id: mutableId }),
    'orgs:doctor': fc.record({ orgId: anyId }),
    'orgs:reorder': fc.record({ ids: fc.array(anyId, { maxLength: 8 }) }),
    'orgs:probe': fc.record({ url, caBundle, proxy }, { requiredKeys: ['url'] }),
    'auth:status': fc.record({ orgId: anyId }),
    'auth:signIn': fc.oneof(
      fc.record({ orgId: mutableId, method: fc.constant('token'), token: text }),
      fc.record({ orgId: mutableId, method: fc.constant('password'), email: text, password: text }),
      fc.record({ orgId: mutableId, method: fc.constant('basic'), username: text, password: text }),
      fc.record({ orgId: mutableId, method: fc.constantFrom('oidc', 'hosted', '', 'TOKEN') }),
    ),
    'auth:signOut': fc.record({ orgId: mutableId }),
    'auth:cancelSignIn': fc.record({ orgId: anyId }),
    'kubeconfig:status': fc.record({ orgId: anyId }),
    'kubeconfig:download': fc.record({ orgId: anyId }),
    'kubeconfig:export': fc.record({ orgId: anyId }),
    'kubeconfig:regenerate': fc.record({ orgId: mutableId }),
    'agents:generate': fc.record({
      orgId: mutableId,
      name: text,
      properties: fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(text, leaf), {
        maxKeys: 4,
      }),
    }),
    'cache:read': fc.record({ orgId: anyId }),
    'cache:readInitial': fc.record({
      search: fc.oneof(
        text,
        anyId.map((id) => `?org=${id}`),
      ),
      remembered: fc.oneof(anyId, text, fc.constant(null)),
    }),
    'cache:write': fc.record({
      orgId: anyId,
      payload: fc.oneof(
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        text,
      ),
    }),
    'cache:clear': fc.record({ orgId: anyId }),
    'cache:size': fc.record({ orgId: anyId }),
  };
}

/** A JSON text that is a variant of `payload`: itself, a field broken, missing or added, or worse. */
function bodyOf(payload: Payload): fc.Arbitrary<string | Buffer> {
  const keys = Object.keys(payload);
  const json = JSON.stringify(payload);
  const inject = (member: string) =>
    json === '{}' ? `{${member}}` : `{${member},${json.slice(1)}`;
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(json) },
    // a field of the wrong type or value
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat(), leaf)
        .map(([i, value]) =>
          keys.length === 0
            ? JSON.stringify({ x: value })
            : JSON.stringify({ ...payload, [keys[i % keys.length] as string]: value }),
        ),
    },
    // a field missing
    {
      weight: 2,
      arbitrary: fc.nat().map((i) => {
        const copy = { ...payload };
        if (keys.length > 0) delete copy[keys[i % keys.length] as string];
        return JSON.stringify(copy);
      }),
    },
    // an extra field, prototype-pollution keys among them
    {
      weight: 3,
      arbitrary: fc
        .tuple(hostileKey, leaf)
        .map(([key, value]) => inject(`${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        inject('"__proto__":{"polluted":"yes","isAdmin":true}'),
        inject('"constructor":{"prototype":{"polluted":"yes"}}'),
        `{"__proto__":${json}}`,
        `[${json}]`,
      ),
    },
    // huge: over the channel's limit, or just under the default one
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(200_000, 262_000, 270_000, 2_200_000)
        .map((size) => inject(`"huge":"${'a'.repeat(size)}"`)),
    },
    // deep nesting, as a field and as the whole body
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(64, 1000, 20_000, 100_000), fc.boolean())
        .map(([depth, asArray]) => {
          const nest = asArray
            ? `${'['.repeat(depth)}${']'.repeat(depth)}`
            : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
          return keys.length > 0 && asArray ? inject(`"deep":${nest}`) : nest;
        }),
    },
    // not an object at all
    {
      weight: 1,
      arbitrary: leaf.map((value) => JSON.stringify(value) ?? 'null'),
    },
    // not JSON
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '',
          ' ',
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '{"a":1}}',
          '\ufeff{}',
          "{'a':1}",
          '{"a":1,}',
          'NaN',
          '{"a":NaN}',
          '{"a":1e999}',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":"\\u00"}',
        ),
        fc.nat().map((n) => json.slice(0, n % Math.max(json.length, 1))),
        fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
        fc.string({ unit: 'binary', maxLength: 40 }),
      ),
    },
  );
}

/** True for a body the router reads as `{}` (empty, whitespace, `null`, `{}`). */
function isEmptyRequest(body: string | Buffer): boolean {
  const text = body.toString().trim();
  if (text === '') return true;
  try {
    const value = JSON.parse(text) as unknown;
    return (
      value === null ||
      (typeof value === 'object' && Object.keys(value).length === 0 && !Array.isArray(value))
    );
  } catch {
    return false;
  }
}

const unknownChannel = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '',
    'app:Info',
    'app:info/',
    '%61pp:info',
    '%E0%A4%A',
    '%',
    '%zz',
    '%00',
    '..%2f..%2fetc%2fpasswd',
    '../app:info',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'app:info%00',
    'app:info?x=1',
    'a'.repeat(5000),
  ),
);

export function ipcRequest(t: FuzzTargets): fc.Arbitrary<RawRequest> {
  const bases = channelBases(t);
  // A channel added since this was written is still fuzzed, with ids that cannot sign the run's
  // organisations out; it deserves a generator of its own above.
  for (const name of channelNames)
    if (!bases[name]) {
      console.warn(`host fuzz: no generator for the channel ${name}; using a generic one`);
      bases[name] = fc.record(
        { orgId: fc.oneof(fc.constant(t.victimId), randomId), id: randomId },
        { requiredKeys: [] },
      );
    }
  const known = fc.constantFrom(...channelNames).chain((name) =>
    (bases[name] as fc.Arbitrary<Payload>).chain((payload) =>
      bodyOf(payload)
        // A broken `auth:useSessionOnly` call can come out valid (a field dropped): skip those.
        .filter((body) => name !== 'auth:useSessionOnly' || !isEmptyRequest(body))
        .map((body) => ({ channel: name, body })),
    ),
  );
  const unknown = fc.record({
    channel: unknownChannel,
    body: fc.constantFrom<string | Buffer>('{}', '', '{"orgId":"sandbox"}', 'x'),
  });
  const local = `127.0.0.1:${t.port}`;
  return fc
    .record({
      call: fc.oneof({ weight: 12, arbitrary: known }, { weight: 1, arbitrary: unknown }),
      method: fc.oneof(
        { weight: 30, arbitrary: fc.constant('POST') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        },
      ),
      contentType: fc.oneof(
        { weight: 25, arbitrary: fc.constant<string | null>('application/json') },
        {
          weight: 2,
          arbitrary: fc.constantFrom<string | null>(
            null,
            'text/plain',
            'application/json; charset=latin1',
            'application/jsonx',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
          ),
        },
      ),
      extra: fc.oneof(
        { weight: 10, arbitrary: fc.constant<Record<string, string>>({}) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Record<string, string>>(
            { origin: `http://${local}` },
            { origin: 'null' },
            { origin: 'https://evil.example' },
            { 'accept-encoding': 'br' },
            { 'accept-encoding': 'gzip, deflate' },
            { host: `localhost:${t.port}` },
            { host: `evil.example:${t.port}` },
            { 'x-forwarded-host': 'evil.example' },
            { authorization: 'Basic Zm9vOmJhcg==' },
          ),
        },
      ),
    })
    .map(({ call, method, contentType, extra }) => {
      const withBody = method !== 'GET' && method !== 'HEAD';
      const headers: Record<string, string> = { host: local, ...extra };
      if (contentType !== null) headers['content-type'] = contentType;
      return {
        method,
        path: `/ipc/${call.channel}`,
        headers,
        body: withBody ? call.body : undefined,
      };
    });
}

// ---- gateway requests ------------------------------------------------------------------------

/** Variants of the credential-minting routes: the gateway must never answer these with a 2xx. */
export const CREDENTIAL_PATHS = [
  '/api/auth/create_token',
  '/api/AUTH/Create_Token',
  '/api//auth//create_token',
  '/api/auth/./create_token',
  '/api/x/../auth/create_token',
  '/api/auth/%63reate_token',
  '/api/auth%2fcreate_token',
  '/api/kubeconfig',
  '/api/kubeconfig/',
  '/api/%6bubeconfig',
  '/api/kubeconfig?name=x',
  '/api/%2e/kubeconfig',
  '/api/agent/generate',
  '/api/agent/token/x',
  '/api/agent/%67enerate',
  '/api/db/access_token',
  '/api/db/access_tokens?select=*',
  '/api/db/ACCESS_TOKENS',
  '/kubeconfig',
  '/auth/create_token',
];

const READ_ROUTES = [
  '/api/auth/whoami',
  '/api/about',
  '/api/db/config_items',
  '/api/db/config_detail',
  '/api/db/checks',
  '/api/db/canaries',
  '/api/db/people',
  '/api/db/teams',
  '/api/db/components',
  '/api/db/notifications',
  '/api/db/playbooks',
  '/api/db/rpc/search_config',
  '/api/catalog/summary',
  '/api/topology',
  '/api/logs',
  '/api/properties',
  '/api/db/properties',
  '/api/canary/api/summary',
  '/api/resources/search',
];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z_]{1,12}$/) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '.',
      '..',
      '%2e',
      '%2e%2e',
      '%2E%2E%2F',
      '%2f',
      '%5c',
      '%00',
      '%',
      '%zz',
      '%E0%A4%A',
      ';x=1',
      '~',
      'a'.repeat(3000),
      '%25',
      '..%2f..%2f..%2fetc%2fpasswd',
    ),
  },
);

const queryPart = fc.oneof(
  fc.constantFrom(
    'select=*',
    'select=id,name',
    'limit=5',
    'limit=-1',
    'offset=99999999999999999999',
    'order=created_at.desc',
    'id=eq.00000000-0000-0000-0000-000000000000',
    'name=ilike.*%25*',
    'or=(a.eq.1,b.eq.2',
    'select=*,owner:people(*)',
    'token=x',
    '=',
    '&&&',
    '%',
    'a=%zz',
    'x=' + 'y'.repeat(4000),
  ),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 20 }))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
);

const headerValue = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e\x80-\xff]{0,40}$/),
  fc.constantFrom('', 'close', 'keep-alive', 'upgrade', 'trailers', 'chunked', '*/*'),
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'connection',
    'keep-alive',
    'te',
    'upgrade',
    'proxy-authorization',
    'proxy-connection',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
    'forwarded',
    'x-real-ip',
    'authorization',
    'cookie',
    'prefer',
    'range',
    'range-unit',
    'if-none-match',
    'x-flanksource-scope',
    'accept-language',
    'accept-encoding',
    'x-http-method-override',
    'origin',
    'referer',
    'sec-fetch-site',
    'sec-fetch-mode',
  ),
  headerValue,
  { maxKeys: 4 },
);

export function gatewayRequest(
  t: FuzzTargets,
): fc.Arbitrary<RawRequest & { credentialRoute: boolean }> {
  const local = `127.0.0.1:${t.port}`;
  const orgSegment = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...t.protectedIds) },
    { weight: 1, arbitrary: fc.constant(t.victimId) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        randomId,
        fc.constantFrom(
          'SANDBOX',
          '..',
          '%2e%2e',
          'sandbox%2F',
          '%73andbox',
          'a'.repeat(70),
          '%zz',
          '-x',
        ),
      ),
    },
  );
  const apiPath = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...READ_ROUTES) },
    {
      weight: 4,
      arbitrary: fc
        .array(segment, { minLength: 1, maxLength: 6 })
        .map((s) => `/api/${s.join('/')}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...READ_ROUTES), fc.array(segment, { minLength: 1, maxLength: 3 }))
        .map(([route, s]) => `${route}/${s.join('/')}`),
    },
    { weight: 2, arbitrary: fc.constantFrom(...CREDENTIAL_PATHS) },
    { weight: 1, arbitrary: fc.constantFrom('', '/', '//api//auth//whoami', '/api', '/api/') },
  );
  const query = fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 3,
      arbitrary: fc.array(queryPart, { minLength: 1, maxLength: 4 }).map((q) => `?${q.join('&')}`),
    },
  );
  const safeMethod = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS');
  const anyMethod = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'TRACE', 'MKCOL');
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '',
      '{',
      '{"__proto__":{"polluted":"yes"}}',
      `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
    ),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc.constantFrom(300_000, 1_100_000).map((n) => `{"a":"${'b'.repeat(n)}"}`),
  );
  const marker = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { 'x-mcd-request': 'fetch' },
        { 'sec-fetch-dest': 'empty' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { 'sec-fetch-dest': 'document' },
        { 'sec-fetch-dest': 'iframe', 'x-mcd-request': 'fetch' },
        { 'x-mcd-request': 'FETCH' },
      ),
    },
  );
  const accept = fc.constantFrom<string | null>(
    'application/json',
    'application/json',
    null,
    'text/html',
    '*/*',
    'application/vnd.pgrst.object+json',
    'text/csv',
    'image/png',
  );
  const host = fc.oneof(
    { weight: 30, arbitrary: fc.constant(local) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `localhost:${t.port}`,
        'evil.example',
        `127.0.0.1:${t.port + 1}`,
        '',
      ),
    },
  );
  return fc
    .record({
      org: orgSegment,
      apiPath,
      query,
      write: fc.boolean(),
      safeMethod,
      anyMethod,
      body,
      marker,
      accept,
      extra: extraHeaders,
      host,
      contentType: fc.constantFrom<string | null>(
        null,
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    })
    .map((c) => {
      const credentialRoute = CREDENTIAL_PATHS.includes(c.apiPath);
      // Writes go only where they cannot damage the data the run signs in with: unknown routes,
      // the credential routes (refused) and filtered rows that do not exist.
      const known =
        READ_ROUTES.some((route) => c.apiPath.startsWith(route)) || c.apiPath.startsWith('//');
      const write = c.write;
      const method = write ? c.anyMethod : c.safeMethod;
      const headers: Record<string, string> = { ...c.extra, ...c.marker, host: c.host };
      if (c.accept !== null) headers.accept = c.accept;
      if (c.contentType !== null) headers['content-type'] = c.contentType;
      // Never let a fuzzed header carry a Bearer value the leak check would then find reflected.
      if (headers.authorization !== undefined) headers.authorization = 'Basic Zm9vOmJhcg==';
      const query = write && known ? '?id=eq.00000000-0000-0000-0000-000000000000' : c.query;
      return {
        method,
        path: `/org/${c.org}${c.apiPath}${query}`,
        headers,
        body: write && method !== 'TRACE' ? c.body : undefined,
        credentialRoute,
      };
    });
}
