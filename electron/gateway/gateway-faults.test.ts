// Transport faults of reliability-security.md §A.3 that gateway.test.ts does not cover: a body cut
// off mid-way (#7), a slow drip and a caller that leaves (#6), a certificate for another host (#10)
// and a redirect loop (#11).
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../preload/contract/orgs.ts';
import { createGateway } from './gateway.ts';
import { createNodeTransport } from './node-transport.ts';
import { startTestServer } from './testing/fake-backend.ts';
import {
  TEST_CA_PEM,
  TEST_SERVER_CERT_PEM,
  TEST_SERVER_KEY_PEM,
} from './testing/test-certificates.ts';

const node = createNodeTransport({ connectTimeoutMs: 2000 });
afterAll(() => node.close());

const gatewayTo = (baseUrl: string, caBundle: string | null = null) =>
  createGateway({
    transport: node.transport,
    resolveTarget: (orgId) =>
      Promise.resolve({ orgId, baseUrl, prefix: '' as const, caBundle, proxy: null }),
    credential: () => Promise.resolve('Bearer org-a-token'),
    onUnauthorized: () => undefined,
    totalTimeoutMs: 3000,
  });
const get = (path: string) =>
  new Request(`app://console/org/org-a${path}`, { headers: { 'sec-fetch-dest': 'empty' } });

async function failure(response: Response) {
  expect(response.headers.get(GATEWAY_ERROR_HEADER)).not.toBeNull();
  return GatewayErrorSchema.parse(await response.json());
}

describe('gateway transport faults', () => {
  it('a connection reset in the middle of the body is an error, never a partial answer', async () => {
    const backend = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('{"rows":[{"id":"partial-row"},', () => res.socket?.destroy());
    });
    try {
      const response = await gatewayTo(backend.url)('org-a', get('/api/db/checks'));
      expect(response.status).not.toBe(200);
      const error = await failure(response);
      expect(error.kind).toBe('unreachable'); // a network error: the renderer keeps its cache
      expect(JSON.stringify(error)).not.toContain('partial-row');
    } finally {
      await backend.close();
    }
  });

  it('a body dripping in under every idle timeout still ends at the total timeout', async () => {
    const timers = new Set<NodeJS.Timeout>();
    const backend = await startTestServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const drip = setInterval(() => res.write(' '), 50);
      timers.add(drip);
      res.on('close', () => clearInterval(drip));
    });
    try {
      const gateway = createGateway({
        transport: node.transport,
        resolveTarget: (orgId) =>
          Promise.resolve({ orgId, baseUrl: backend.url, prefix: '', caBundle: null, proxy: null }),
        credential: () => Promise.resolve('Bearer org-a-token'),
        onUnauthorized: () => undefined,
        totalTimeoutMs: 1000,
      });
      const error = await failure(await gateway('org-a', get('/api/db/checks')));
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(/took too long to send its answer/);
    } finally {
      for (const timer of timers) clearInterval(timer);
      await backend.close();
    }
  });

  it('a caller that leaves (the screen closed) closes the request to the backend', async () => {
    let closed!: () => void;
    const backendSawClose = new Promise<void>((resolve) => (closed = resolve));
    const backend = await startTestServer((_req, res) => {
      res.on('close', () => closed());
      // Never answers: only the caller's leaving can end it.
    });
    try {
      const leaving = new AbortController();
      const request = new Request('app://console/org/org-a/api/db/checks', {
        headers: { 'sec-fetch-dest': 'empty' },
        signal: leaving.signal,
      });
      const answer = gatewayTo(backend.url)('org-a', request);
      await expect.poll(() => backend.requests.length).toBe(1);
      leaving.abort();
      await backendSawClose;
      await answer.catch(() => undefined);
    } finally {
      await backend.close();
    }
  });

  it('a certificate for another host is refused, even from a trusted CA', async () => {
    // The test certificate names 127.0.0.1 and localhost; the server is reached as 127.0.0.2.
    let reached = 0;
    const server = createServer(
      { cert: TEST_SERVER_CERT_PEM, key: TEST_SERVER_KEY_PEM },
      (_q, s) => {
        reached += 1;
        s.end('{}');
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const gateway = gatewayTo(`https://127.0.0.2:${port}`, TEST_CA_PEM);
      expect((await failure(await gateway('org-a', get('/api/about')))).kind).toBe('tls');
      expect(reached).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops a redirect loop after the hop limit', async () => {
    const backend = await startTestServer((_req, res) => {
      res.writeHead(302, { location: '/loop' });
      res.end();
    });
    try {
      const error = await failure(await gatewayTo(backend.url)('org-a', get('/api/loop')));
      expect(error.kind).toBe('redirect-refused');
      expect(error.message).toMatch(/too many times/);
      expect(backend.requests).toHaveLength(6); // the first request and 5 hops, then it stops
    } finally {
      await backend.close();
    }
  });
});
