// Test support: small `node:http(s)` servers on 127.0.0.1, and a minimal Mission Control stand-in
// (whoami, create_token, tokens, delete token, kubeconfig, about) for unit tests that must not
// depend on the full sandbox. Records every request so tests can assert what was sent.
import { randomBytes } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { TEST_SERVER_CERT_PEM, TEST_SERVER_KEY_PEM } from './test-certificates.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type TestHandler = (request: RecordedRequest, res: ServerResponse) => unknown;

export async function startTestServer(
  handler: TestHandler,
  options: { tls?: boolean } = {},
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  };
  const server = options.tls
    ? createHttpsServer({ cert: TEST_SERVER_CERT_PEM, key: TEST_SERVER_KEY_PEM }, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export interface FakeMissionControl extends TestServer {
  /** Plaintext tokens currently valid, by id. */
  tokens: Map<string, { token: string; name: string; email: string }>;
  kubeconfigDownloads: number;
  /** Replace the kubeconfig body the next downloads return. */
  setKubeconfig(body: string, contentType?: string): void;
}

/** A Mission Control backend at its own origin (prefix ''), or behind `/api` like a console host. */
export async function startFakeMissionControl(
  options: { prefix?: '' | '/api'; users?: Record<string, string>; tls?: boolean } = {},
): Promise<FakeMissionControl> {
  const prefix = options.prefix ?? '';
  const users = options.users ?? { 'admin@example.com': 'secret' };
  const tokens = new Map<string, { token: string; name: string; email: string }>();
  let kubeconfig: { body: string; type: string } | null = null;
  let kubeconfigDownloads = 0;
  let serverUrl = '';

  function who(headers: IncomingMessage['headers']): string | null {
    const auth = headers.authorization ?? '';
    if (auth.startsWith('Bearer ')) {
      const token = auth.slice(7);
      return [...tokens.values()].find((entry) => entry.token === token)?.email ?? null;
    }
    if (auth.startsWith('Basic ')) {
      const [user = '', password = ''] = Buffer.from(auth.slice(6), 'base64')
        .toString('utf8')
        .split(/:(.*)/s);
      if (user === 'token')
        return [...tokens.values()].find((entry) => entry.token === password)?.email ?? null;
      return users[user] === password ? user : null;
    }
    return null;
  }

  const server = await startTestServer(
    (req, res) => {
      if (!req.path.startsWith(`${prefix}/`)) return sendJson(res, 404, { message: 'Not Found' });
      const route = req.path.slice(prefix.length).split('?')[0] ?? '';
      const email = who(req.headers);
      if (route === '/about' && req.method === 'GET')
        return sendJson(res, 200, { appVersion: 'v0.0.1-fake' });
      if (!email) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('Authorization Error');
      }
      if (route === '/auth/whoami') {
        return sendJson(res, 200, {
          message: 'success',
          payload: {
            user: { id: `id-${email}`, name: email.split('@')[0], email },
            roles: ['admin', 'everyone', 'admin'],
            permissions: [],
          },
        });
      }
      if (route === '/auth/create_token' && req.method === 'POST') {
        const body = JSON.parse(req.body || '{}') as { name?: string };
        const id = randomBytes(4).toString('hex');
        const token = `${randomBytes(8).toString('hex')}.salt.3.65536.4`;
        tokens.set(id, { token, name: body.name ?? '', email });
        return sendJson(res, 200, { message: 'success', payload: { token } });
      }
      if (route === '/auth/tokens') {
        const list = [...tokens.entries()].map(([id, entry]) => ({
          id,
          name: entry.name,
          created_at: new Date().toISOString(),
        }));
        return sendJson(res, 200, { message: 'success', payload: list });
      }
      const del = /^\/auth\/token\/([^/]+)$/.exec(route);
      if (del && req.method === 'DELETE') {
        tokens.delete(decodeURIComponent(del[1] ?? ''));
        return sendJson(res, 200, { message: 'success' });
      }
      if (route === '/kubeconfig') {
        kubeconfigDownloads += 1;
        if (kubeconfig) {
          res.writeHead(200, { 'content-type': kubeconfig.type });
          return res.end(kubeconfig.body);
        }
        const id = randomBytes(4).toString('hex');
        const token = `${randomBytes(8).toString('hex')}.salt.3.65536.4`;
        tokens.set(id, { token, name: email, email });
        res.writeHead(200, { 'content-type': 'text/yaml' });
        return res.end(
          [
            'apiVersion: v1',
            'kind: Config',
            'clusters:',
            '  - name: mission-control-fake',
            '    cluster:',
            `      server: ${serverUrl}/kubeproxy`,
            'contexts:',
            '  - name: default',
            '    context:',
            '      cluster: mission-control-fake',
            '      user: default-user',
            'current-context: default',
            'users:',
            '  - name: default-user',
            '    user:',
            '      username: token',
            `      password: "${token}"`,
            '',
          ].join('\n'),
        );
      }
      return sendJson(res, 404, { message: 'Not Found' });
    },
    { tls: options.tls },
  );
  serverUrl = server.url;
  return {
    ...server,
    tokens,
    get kubeconfigDownloads() {
      return kubeconfigDownloads;
    },
    setKubeconfig: (body, type = 'text/yaml') => {
      kubeconfig = { body, type };
    },
  };
}
