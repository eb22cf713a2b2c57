import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../preload/contract/gateway-error.ts';
import { downloadRequest } from './gateway-download.ts';
import { createGateway, type GatewayOptions } from './gateway.ts';
import { createNodeTransport } from './node-transport.ts';
import {
  DEFAULT_RESPONSE_CAPS,
  MAX_RESPONSE_CAP_BYTES,
  parseResponseCaps,
  responseCapFor,
  type ResponseCaps,
} from './response-caps.ts';
import { startTestServer, type TestServer } from './testing/fake-backend.ts';

const MB = 1024 * 1024;

describe('the response-size table', () => {
  it('gives config documents (config_detail, config_items) the config-document cap', () => {
    for (const path of [
      '/api/db/config_detail?select=*&id=eq.1',
      '/api/db/config_items?select=id,config',
      '/api/DB//Config_Detail',
      '/api/db/%63onfig_detail',
    ])
      expect(responseCapFor(path)).toEqual({ name: 'config-document', maxBytes: 32 * MB });
  });

  it('gives topology snapshots the snapshot cap', () => {
    expect(responseCapFor('/api/snapshot/topology/abc')).toEqual({
      name: 'snapshot',
      maxBytes: 64 * MB,
    });
  });

  it('gives the log search the logs cap', () => {
    expect(responseCapFor('/api/logs')).toEqual({ name: 'logs', maxBytes: 32 * MB });
  });

  it('gives every other route (lists, summaries) the default, smaller than a config document', () => {
    for (const path of [
      '/api/db/checks?limit=50',
      '/api/db/config_detail_extra',
      '/api/db/configs',
      '/api/logs-archive',
    ])
      expect(responseCapFor(path)).toEqual({ name: 'default', maxBytes: 16 * MB });
    expect(DEFAULT_RESPONSE_CAPS.default).toBeLessThan(DEFAULT_RESPONSE_CAPS['config-document']);
  });
});

describe('MCD_RESPONSE_CAPS', () => {
  it('keeps the defaults when unset or blank, and sets named caps in bytes', () => {
    expect(parseResponseCaps(undefined)).toBe(DEFAULT_RESPONSE_CAPS);
    expect(parseResponseCaps('  ')).toBe(DEFAULT_RESPONSE_CAPS);
    expect(parseResponseCaps('config-document=2000, default=1000')).toEqual({
      ...DEFAULT_RESPONSE_CAPS,
      'config-document': 2000,
      default: 1000,
    });
  });

  it('refuses unknown names, non-numbers, zero and caps above the maximum, naming the knob', () => {
    for (const value of [
      'configs=10',
      'default',
      'default=ten',
      'default=0',
      'default=-5',
      'default=1.5',
      `default=${MAX_RESPONSE_CAP_BYTES + 1}`,
      'default=1=2',
    ])
      expect(() => parseResponseCaps(value), value).toThrow(/^MCD_RESPONSE_CAPS: /);
  });
});

const node = createNodeTransport({ connectTimeoutMs: 2000 });
afterAll(() => node.close());
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A backend answering `size` bytes on every route: with Content-Length, or chunked for `?streamed`. */
async function backendOf(size: number) {
  const server = await startTestServer((request, res) => {
    const streamed = request.path.includes('streamed');
    res.writeHead(
      200,
      streamed
        ? { 'content-type': 'application/json' }
        : { 'content-type': 'application/json', 'content-length': String(size) },
    );
    for (let sent = 0; sent < size; sent += 1000)
      res.write('x'.repeat(Math.min(1000, size - sent)));
    res.end();
  });
  servers.push(server);
  return server;
}

function gatewayFor(url: string, caps: ResponseCaps, extra: Partial<GatewayOptions> = {}) {
  return createGateway({
    transport: node.transport,
    resolveTarget: (orgId) =>
      Promise.resolve({ orgId, baseUrl: url, prefix: '', caBundle: null, proxy: null }),
    credential: () => Promise.resolve('Bearer org-a-token'),
    onUnauthorized: vi.fn(),
    totalTimeoutMs: 3000,
    responseCaps: caps,
    ...extra,
  });
}

const fetchReq = (path: string) =>
  new Request(`app://console/org/org-a${path}`, { headers: { 'sec-fetch-dest': 'empty' } });

describe('the gateway applies each route its own cap', () => {
  const caps = { ...DEFAULT_RESPONSE_CAPS, 'config-document': 8000, default: 3000 };

  it('passes 5,000 bytes of a config document but not of a list, declared or streamed', async () => {
    const backend = await backendOf(5000);
    const gateway = gatewayFor(backend.url, caps);
    for (const query of ['?declared', '?streamed']) {
      const config = await gateway('org-a', fetchReq(`/api/db/config_detail${query}`));
      expect(config.status).toBe(200);
      expect((await config.arrayBuffer()).byteLength).toBe(5000);

      const list = await gateway('org-a', fetchReq(`/api/db/checks${query}`));
      expect(list.headers.get(GATEWAY_ERROR_HEADER)).toBe('too-large');
      const error = GatewayErrorSchema.parse(await list.json());
      expect(error.kind).toBe('too-large');
      // Declared: the size is known; streamed: cut off at the cap, the size is not.
      expect(error.size).toEqual({ bytes: query === '?declared' ? 5000 : null, capBytes: 3000 });
    }
  });

  it('refuses a config document above its own cap, declared or streamed, with size and cap', async () => {
    const backend = await backendOf(9000);
    const gateway = gatewayFor(backend.url, caps);
    const declared = await gateway('org-a', fetchReq('/api/db/config_detail?declared'));
    expect(declared.status).toBe(502);
    expect(GatewayErrorSchema.parse(await declared.json()).size).toEqual({
      bytes: 9000,
      capBytes: 8000,
    });
    const streamed = await gateway('org-a', fetchReq('/api/db/config_detail?streamed'));
    const error = GatewayErrorSchema.parse(await streamed.json());
    expect(error).toMatchObject({ kind: 'too-large', size: { bytes: null, capBytes: 8000 } });
    expect(error.message).toMatch(/is larger than the 7\.8 KB the app shows for it/);
  });

  it('reads the caps from MCD_RESPONSE_CAPS once, when built, and refuses a bad value', async () => {
    const backend = await backendOf(5000);
    vi.stubEnv('MCD_RESPONSE_CAPS', 'config-document=4000');
    try {
      const gateway = gatewayFor(backend.url, caps, { responseCaps: undefined });
      vi.stubEnv('MCD_RESPONSE_CAPS', 'config-document=100000');
      const answer = await gateway('org-a', fetchReq('/api/db/config_detail?declared'));
      expect(GatewayErrorSchema.parse(await answer.json()).size?.capBytes).toBe(4000);
      vi.stubEnv('MCD_RESPONSE_CAPS', 'config-document=lots');
      expect(() => gatewayFor(backend.url, caps, { responseCaps: undefined })).toThrow(
        /MCD_RESPONSE_CAPS: config-document must be a whole number/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the gateway's download mode (Save to file)", () => {
  const caps = { ...DEFAULT_RESPONSE_CAPS, 'config-document': 1000, default: 1000 };

  it('streams the whole answer past the cap as an attachment, with the credential added', async () => {
    const backend = await backendOf(50_000);
    const gateway = gatewayFor(backend.url, caps);
    // A navigation (not a fetch), built by main for a download: answered as an attachment.
    const request = downloadRequest(
      'app://console/org/org-a/api/db/config_detail?id=eq.1&streamed',
      { 'sec-fetch-dest': 'document', accept: 'text/html' },
    );
    const answer = await gateway('org-a', request);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; sandbox allow-downloads",
    );
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe('x'.repeat(50_000));
    const sent = backend.requests.at(-1);
    expect(sent?.path).toBe('/db/config_detail?id=eq.1&streamed');
    expect(sent?.headers.authorization).toBe('Bearer org-a-token');
    expect(sent?.headers.accept).toMatch(/^application\/json/);
  });

  it('is never entered by what a page sends, and never reaches the routes that mint credentials', async () => {
    const backend = await backendOf(50_000);
    const gateway = gatewayFor(backend.url, caps);
    // The same navigation, not built by main: refused; the same fetch: capped.
    const page = new Request('app://console/org/org-a/api/db/config_detail?id=eq.1', {
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect((await gateway('org-a', page)).headers.get(GATEWAY_ERROR_HEADER)).toBe('bad-request');
    const fetched = await gateway('org-a', fetchReq('/api/db/config_detail?id=eq.1'));
    expect(fetched.headers.get(GATEWAY_ERROR_HEADER)).toBe('too-large');
    const minted = await gateway(
      'org-a',
      downloadRequest('app://console/org/org-a/api/kubeconfig'),
    );
    expect(minted.status).toBe(403);
    expect(backend.requests).toHaveLength(1);
  });
});
