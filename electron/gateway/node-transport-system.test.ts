// The Node transport honours the system's settings without a flag (issue 21): requests traverse
// the proxy HTTPS_PROXY names (a local CONNECT proxy here), NO_PROXY bypasses it, an
// organisation's own proxy wins over it, and a CA the system trusts (NODE_EXTRA_CA_CERTS in a
// child process, standing in for the OS store) is trusted with no CA bundle set — and still with
// one.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type LookupFunction } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTarget } from './backend-fetch.ts';
import { createNodeTransport, type NodeTransport } from './node-transport.ts';
import { systemCertificates } from './system-network.ts';
import {
  SYSTEM_TEST_CA_PEM,
  SYSTEM_TEST_SERVER_CERT_PEM,
  SYSTEM_TEST_SERVER_KEY_PEM,
} from './testing/system-test-certificates.ts';
import { TEST_CA_PEM } from './testing/test-certificates.ts';

interface Proxy {
  url: string;
  /** The `host:port` of every CONNECT it served. */
  tunnels: string[];
  close(): Promise<void>;
}

/** A CONNECT proxy that sends every *.test name to this machine. */
async function startProxy(): Promise<Proxy> {
  const tunnels: string[] = [];
  const server: Server = createServer((_req, res) => {
    res.writeHead(405).end();
  });
  server.on('connect', (req, client, head) => {
    tunnels.push(req.url ?? '');
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host.endsWith('.test') ? '127.0.0.1' : host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** direct.test → this machine, for connections made without a proxy. */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname.endsWith('.test')) {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  callback(new Error(`no lookup for ${hostname}`), '', 4);
};

const NO_ORG: TransportTarget = { caBundle: null, proxy: null };
const withSystemCa = () => [...systemCertificates(), SYSTEM_TEST_CA_PEM];

let port = 0;
let backendHits: string[] = [];
let close: () => Promise<void>;

async function get(transport: NodeTransport, url: string, target = NO_ORG): Promise<number> {
  const response = await transport.transport(
    url,
    { method: 'GET', headers: new Headers(), signal: AbortSignal.timeout(10_000) },
    target,
  );
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  const server = createHttpsServer(
    { cert: SYSTEM_TEST_SERVER_CERT_PEM, key: SYSTEM_TEST_SERVER_KEY_PEM },
    (req, res) => {
      backendHits.push(`${req.headers.host} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterAll(async () => {
  await close();
});

describe('the system proxy', () => {
  it('carries requests through HTTPS_PROXY, and NO_PROXY bypasses it', async () => {
    const proxy = await startProxy();
    const transport = createNodeTransport({
      env: { HTTPS_PROXY: proxy.url, NO_PROXY: 'direct.test' },
      certificates: withSystemCa,
      lookup,
    });
    try {
      backendHits = [];
      expect(await get(transport, `https://backend.test:${port}/api/db/checks`)).toBe(200);
      expect(proxy.tunnels).toEqual([`backend.test:${port}`]);
      expect(backendHits).toEqual([`backend.test:${port} /api/db/checks`]);

      expect(await get(transport, `https://direct.test:${port}/api/about`)).toBe(200);
      expect(proxy.tunnels).toEqual([`backend.test:${port}`]);
      expect(backendHits).toContain(`direct.test:${port} /api/about`);
    } finally {
      await transport.close();
      await proxy.close();
    }
  });

  it("uses the organisation's own proxy rather than the system's", async () => {
    const system = await startProxy();
    const own = await startProxy();
    const transport = createNodeTransport({
      env: { HTTPS_PROXY: system.url },
      certificates: withSystemCa,
    });
    try {
      const status = await get(transport, `https://backend.test:${port}/api/about`, {
        caBundle: null,
        proxy: own.url,
      });
      expect(status).toBe(200);
      expect(own.tunnels).toEqual([`backend.test:${port}`]);
      expect(system.tunnels).toEqual([]);
    } finally {
      await transport.close();
      await Promise.all([system.close(), own.close()]);
    }
  });
});

describe('the system trust store', () => {
  it('trusts a system CA without a CA bundle, and still with one', async () => {
    const transport = createNodeTransport({ certificates: withSystemCa });
    try {
      expect(await get(transport, `https://127.0.0.1:${port}/api/about`)).toBe(200);
      const other = { caBundle: TEST_CA_PEM, proxy: null };
      expect(await get(transport, `https://localhost:${port}/api/about`, other)).toBe(200);
    } finally {
      await transport.close();
    }
    const without = createNodeTransport({ certificates: systemCertificates });
    try {
      await expect(get(without, `https://127.0.0.1:${port}/api/about`)).rejects.toThrow();
    } finally {
      await without.close();
    }
  });

  it('trusts NODE_EXTRA_CA_CERTS in a process started with no flag', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcd-system-ca-'));
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, SYSTEM_TEST_CA_PEM);
    const module = new URL('./node-transport.ts', import.meta.url).href;
    const script = `
      const { createNodeTransport } = await import(${JSON.stringify(module)});
      const { transport, close } = createNodeTransport();
      try {
        const response = await transport(process.argv[1], { method: 'GET', headers: new Headers(), signal: AbortSignal.timeout(10000) }, { caBundle: null, proxy: null });
        console.log('status', response.status);
      } catch (error) {
        console.log('failed', error.cause?.code ?? error.code ?? error.message);
      } finally {
        await close();
      }`;
    const run = (env: NodeJS.ProcessEnv) =>
      new Promise<string>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--input-type=module', '-e', script, `https://127.0.0.1:${port}/api/about`],
          { env, cwd: fileURLToPath(new URL('../..', import.meta.url)), timeout: 20_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim()),
        );
      });
    const base = { PATH: process.env.PATH, HOME: process.env.HOME };
    try {
      expect(await run({ ...base, NODE_EXTRA_CA_CERTS: caFile })).toBe('status 200');
      expect(await run(base)).toMatch(/^failed /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
