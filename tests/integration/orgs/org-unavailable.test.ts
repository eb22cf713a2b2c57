// Reliability row 41 end to end through the IPC router: an organisation backed by a real Sandbox
// is stopped, and a plain HTTP server takes its port answering 404 web pages (the org deleted or
// renamed on the server; the address now belongs to something else). The sign-in check marks it
// unavailable and the gateway stops asking the address; a dead port is merely unreachable; the
// Sandbox back on the port clears the mark; removal purges it.
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import type { ChannelName, RequestOf, ResponseOf } from '../../../preload/contract/channels.ts';
import { GATEWAY_ERROR_HEADER } from '../../../preload/contract/orgs.ts';
import { freshPGlite } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { hashSecret, verifySecret } from '../../../electron/sandbox/db/credentials.ts';
import { startSandbox } from '../../../electron/sandbox/server.ts';
import { testPassword } from '../sandbox/helpers.ts';
import { applyTestSchema } from '../sandbox/test-schema.ts';

const TOKEN = 'test-admin-token-0001';
let sandbox: RunningSandbox | null = null;
let port = 0;
let dir: string;
let core: Core;
const sender = { url: 'app://console/', isTopFrame: true };

async function call<C extends ChannelName>(
  channel: C,
  payload: RequestOf<C>,
): Promise<ResponseOf<C>> {
  const result = await core.router.dispatch(channel, payload, sender);
  if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
  return result.value as ResponseOf<C>;
}

async function gatewayGet(orgId: string, uiPath: string) {
  if (!core.gateway) throw new Error('no gateway');
  return core.gateway(
    orgId,
    new Request(`app://console/org/${orgId}${uiPath}`, {
      headers: { accept: 'application/json', 'x-mcd-request': 'fetch' },
    }),
  );
}

/** Something else on the org's port: 404 web pages for every path, counting what it was asked. */
async function startNotMissionControl(onPort: number): Promise<{ server: Server; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><body><h1>404 Not Found</h1><p>nginx</p></body></html>');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(onPort, '127.0.0.1', () => resolve());
  });
  return { server, hits };
}

/** A Sandbox over the small test schema, on `onPort` (0: any) with a known admin token. */
async function startTestSandboxOn(onPort: number): Promise<RunningSandbox> {
  const db = freshPGlite();
  await applyTestSchema(db, await hashSecret(testPassword));
  return startSandbox({
    database: { db, close: () => db.close() },
    secrets: { hash: hashSecret, verify: verifySecret },
    token: TOKEN,
    port: onPort,
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-unavailable-it-'));
  sandbox = await startTestSandboxOn(0);
  port = Number(new URL(sandbox.url).port);
  core = createCore({
    userDataDir: path.join(dir, 'user-data'),
    appInfo: {
      name: 't',
      version: '0',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: (s) => s.url.startsWith('app://console/'),
    openExternal: () => Promise.resolve(),
    orgs: {
      keytar: memoryKeytar().keytar,
      homeDir: dir,
      fetchOptions: { totalTimeoutMs: 5000 },
      availabilityConfirmDelayMs: 50,
    },
  });
});

afterAll(async () => {
  await core?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('an organisation deleted or renamed on the server', () => {
  it('is marked unavailable, read from nowhere, checked again on retry, and removable', async () => {
    if (!sandbox) throw new Error('no sandbox');
    const org = await call('orgs:add', { name: 'Gone Co', url: sandbox.url, prefix: '' });
    await call('auth:signIn', { orgId: org.id, method: 'token', token: TOKEN });
    expect(await call('auth:status', { orgId: org.id })).toMatchObject({ state: 'signed-in' });
    expect((await gatewayGet(org.id, '/api/db/checks?select=id&limit=1')).status).toBe(200);

    // The Sandbox stops: refused connections are "unreachable" (transient), never "unavailable".
    await sandbox.close();
    sandbox = null;
    // Main answers a signed-in state from memory (auth/status-memory.ts) until something says
    // otherwise: here the console's next request, which cannot reach it.
    const down = await gatewayGet(org.id, '/api/db/checks?select=id&limit=1');
    expect(down.headers.get(GATEWAY_ERROR_HEADER)).toBe('unreachable');
    const refused = await call('auth:status', { orgId: org.id });
    expect(refused.state).toBe('unreachable');
    expect(refused.unavailable ?? null).toBeNull();

    // Something else answers on the port with 404 pages: the org is gone from this address.
    const other = await startNotMissionControl(port);
    try {
      // Mid-session, the console's next request meets the stranger: the gateway looks at the
      // markers (twice) before passing a 404 page on, and answers "cannot be reached" instead.
      const first = await gatewayGet(org.id, '/api/db/checks?select=id&limit=1');
      expect(first.headers.get(GATEWAY_ERROR_HEADER)).toBe('unreachable');
      expect(other.hits.filter((hit) => hit === '/health')).toHaveLength(2);
      expect(core.orgServices.availability.get(org.id)).not.toBeNull();

      const status = await call('auth:status', { orgId: org.id });
      expect(status).toMatchObject({
        state: 'unreachable',
        unavailable: {
          url: `http://127.0.0.1:${port}`,
          reason: "a web page answers where Mission Control's API was expected (HTTP 404)",
        },
      });
      expect(status.message).toBe(
        `Gone Co is no longer available at http://127.0.0.1:${port} (a web page answers where Mission Control's API was expected (HTTP 404)).`,
      );
      // The sign-in check looked again, twice: decided on consistent looks, not one answer.
      expect(other.hits.filter((hit) => hit === '/health')).toHaveLength(4);

      // The console's requests are not sent to the stranger: they fail as "cannot be reached"
      // (the renderer keeps its cached data, read-only).
      const before = other.hits.length;
      const blocked = await gatewayGet(org.id, '/api/db/checks?select=id&limit=1');
      expect(blocked.status).toBe(502);
      expect(blocked.headers.get(GATEWAY_ERROR_HEADER)).toBe('unreachable');
      expect(((await blocked.json()) as { message: string }).message).toContain(
        'is no longer available at',
      );
      expect(other.hits.length).toBe(before);

      // Retry checks again: still gone, the same "since".
      const again = await call('auth:status', { orgId: org.id });
      expect(again.unavailable?.since).toBe(status.unavailable?.since);
    } finally {
      await closeServer(other.server);
    }

    // The Sandbox back on its port (same data, same token): available again, the gateway asks it.
    sandbox = await startTestSandboxOn(port);
    expect(await call('auth:status', { orgId: org.id })).toMatchObject({ state: 'signed-in' });
    expect((await gatewayGet(org.id, '/api/db/checks?select=id&limit=1')).status).toBe(200);
    await sandbox.close();
    sandbox = null;

    // Gone again, then removed: the removal flow still runs (its server-side revocation fails
    // and says so) and purges everything local.
    const stranger = await startNotMissionControl(port);
    try {
      // The console's next request meets the stranger (main's signed-in state, kept in memory,
      // is then checked again). The first look may meet the pooled connection of the stopped
      // Sandbox (UND_ERR_SOCKET: unreachable, transient); the user's Retry looks again.
      await gatewayGet(org.id, '/api/db/checks?select=id&limit=1');
      await call('auth:status', { orgId: org.id });
      const last = await call('auth:status', { orgId: org.id });
      expect(last.unavailable?.reason, JSON.stringify(last)).toContain('a web page answers');
      const removed = await call('orgs:remove', { id: org.id });
      expect(removed.removed).toBe(true);
      const { orgs } = await call('orgs:list', {});
      expect(orgs.some((o) => o.id === org.id)).toBe(false);
      expect(core.orgServices.availability.get(org.id)).toBeNull();
    } finally {
      await closeServer(stranger.server);
    }
  });
});
