// The event channel's browser-mode transport over real HTTP: Server-Sent Events on `GET /events`
// behind the host's checks, with two organisations open in two tabs. Each stream sees only its
// organisation's events and the app-wide ones; a stream without the session cookie, from a
// foreign origin or for a malformed organisation is refused; a reconnect resumes after the last
// event it received; and a start-up notice main raised before any tab opened still arrives.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../../electron/core.ts';
import { startHost, type Host } from '../../../electron/host/host-server.ts';

let dir: string;
let core: Core;
let host: Host;
let cookie: string;

interface SseMessage {
  id: string | null;
  name: string;
  payload: Record<string, unknown>;
}

/** A minimal EventSource over node:http: collects messages, lets a test wait for one. */
interface Stream {
  status: number;
  headers: IncomingMessage['headers'];
  messages: SseMessage[];
  comments: string[];
  waitFor(predicate: (messages: SseMessage[]) => boolean): Promise<void>;
  close(): void;
}

function openStream(query: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let request: ClientRequest | null = null;
    const waiters = new Set<() => void>();
    request = httpRequest(
      { host: '127.0.0.1', port: host.port, path: `/events${query}`, headers },
      (res) => {
        const stream: Stream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          messages: [],
          comments: [],
          waitFor: (predicate) =>
            new Promise<void>((done, fail) => {
              const check = () => {
                if (predicate(stream.messages)) {
                  waiters.delete(check);
                  done();
                }
              };
              waiters.add(check);
              res.once('end', () => fail(new Error('the stream ended')));
              check();
            }),
          close: () => request?.destroy(),
        };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | null = null;
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (data) {
              const parsed = JSON.parse(data) as { name: string; payload: Record<string, unknown> };
              stream.messages.push({ id, ...parsed });
            }
          }
          for (const waiter of [...waiters]) waiter();
        });
        res.on('error', () => {});
        resolve(stream);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const tab = (org?: string, extra: Record<string, string> = {}) =>
  openStream(org ? `?org=${org}` : '', {
    host: `127.0.0.1:${host.port}`,
    cookie,
    'accept-encoding': 'gzip, br',
    ...extra,
  });

const summary = (messages: SseMessage[]) =>
  messages.map(
    (m) => `${m.name}${typeof m.payload.orgId === 'string' ? `@${m.payload.orgId}` : ''}`,
  );

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-events-'));
  const userDataDir = path.join(dir, 'user-data');
  mkdirSync(userDataDir, { recursive: true });
  // A damaged settings file: main repairs it at start-up and raises a notice before any tab exists.
  writeFileSync(path.join(userDataDir, 'settings.json'), '{ not json');
  const rendererDir = path.join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  let origin = '';
  core = createCore({
    userDataDir,
    appInfo: {
      name: 'Mission Control Desktop',
      version: '9.9.9',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: (s) => new URL(s.url).origin === origin,
    openExternal: async () => {},
    log: () => {},
  });
  host = await startHost({ core, rendererDir, token: 'launch-token', log: () => {} });
  origin = host.origin;
  const granted = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        path: '/?token=launch-token',
        headers: { host: `127.0.0.1:${host.port}` },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
  granted.resume();
  cookie = (granted.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(new RegExp(`^mcd_session_${host.port}=`));
});

afterAll(async () => {
  await host.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An IPC call from a tab of the host, as the page makes it; answers the HTTP status. */
function postIpc(channel: string, body: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        method: 'POST',
        path: `/ipc/${channel}`,
        headers: {
          host: `127.0.0.1:${host.port}`,
          cookie,
          origin: host.origin,
          'content-type': 'application/json',
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('GET /events (browser mode)', () => {
  it('streams unbuffered and uncompressed, starting with the start-up notice', async () => {
    const stream = await tab('acme');
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toMatch(/no-cache/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      await stream.waitFor((m) => m.length >= 1);
      expect(stream.messages[0]).toMatchObject({
        name: 'app:notice',
        payload: { level: 'warning', title: 'Settings repaired' },
      });
      expect(String(stream.messages[0]?.payload.message)).toMatch(/settings file/);
      expect(stream.messages[0]?.id).toMatch(/^[0-9a-f-]+:\d+$/);
    } finally {
      stream.close();
    }
  });

  it('delivers no event of one organisation to a tab of another', async () => {
    const acme = await tab('acme');
    const globex = await tab('globex');
    try {
      await acme.waitFor((m) => m.length === 1); // the kept notice
      await globex.waitFor((m) => m.length === 1);
      core.events.publish('silences:changed', { orgId: 'acme' });
      core.events.publish('app:navigate', { orgId: 'globex', route: '/health' });
      core.events.publish('silences:changed', { orgId: 'initech' });
      core.events.publish('update:available', { version: '9.9.10', signature: 'verified' });
      // A real producer: an IPC call that changes the organisation list announces it to every tab.
      const reorder = await postIpc('orgs:reorder', '{"ids":[]}');
      expect(reorder).toBe(200);
      await acme.waitFor((m) => m.some((e) => e.name === 'orgs:changed'));
      await globex.waitFor((m) => m.some((e) => e.name === 'orgs:changed'));
      expect(summary(acme.messages)).toEqual([
        'app:notice',
        'silences:changed@acme',
        'update:available',
        'orgs:changed',
      ]);
      expect(summary(globex.messages)).toEqual([
        'app:notice',
        'app:navigate@globex',
        'update:available',
        'orgs:changed',
      ]);
    } finally {
      acme.close();
      globex.close();
    }
  });

  it('tells the other tabs when one changes the settings (they re-read them)', async () => {
    const other = await tab('globex');
    try {
      await other.waitFor((m) => m.length >= 1);
      expect(await postIpc('settings:set', '{"theme":"dark"}')).toBe(200);
      await other.waitFor((m) => m.some((e) => e.name === 'settings:changed'));
      expect(other.messages.find((e) => e.name === 'settings:changed')?.payload).toEqual({
        revision: 1,
      });
    } finally {
      other.close();
    }
  });

  it('tells every tab, whatever its organisation, that the machine woke (it refetches)', async () => {
    const acme = await tab('acme');
    const globex = await tab('globex');
    try {
      await acme.waitFor((m) => m.length >= 1);
      await globex.waitFor((m) => m.length >= 1);
      core.wake.wake('resume');
      const woke = (m: SseMessage[]) => m.some((e) => e.name === 'system:resumed');
      await acme.waitFor(woke);
      await globex.waitFor(woke);
      expect(acme.messages.find((e) => e.name === 'system:resumed')?.payload).toEqual({
        reason: 'resume',
        skewMs: 0,
      });
    } finally {
      acme.close();
      globex.close();
    }
  });

  it('resumes after the last event received when a tab reconnects (Last-Event-ID)', async () => {
    const first = await tab('acme');
    await first.waitFor((m) => m.some((e) => e.name === 'update:available'));
    core.events.publish('orgs:changed', {});
    await first.waitFor((m) => m.some((e) => e.name === 'orgs:changed'));
    const lastId = first.messages.at(-1)?.id ?? '';
    first.close();
    core.events.publish('silences:changed', { orgId: 'acme' });
    core.events.publish('silences:changed', { orgId: 'globex' });
    core.events.publish('orgs:changed', { orgId: 'globex' });
    const again = await tab('acme', { 'last-event-id': lastId });
    try {
      await again.waitFor((m) => m.some((e) => e.name === 'orgs:changed'));
      // Only what it missed, in its own scope: not the notice again, not globex's silences.
      expect(summary(again.messages)).toEqual(['silences:changed@acme', 'orgs:changed@globex']);
    } finally {
      again.close();
    }
  });

  it('refuses a stream without the session cookie, from a foreign origin, or for a malformed org', async () => {
    // The earlier tests' streams are gone once the host has seen their sockets close.
    await vi.waitFor(() => expect(core.events.size).toBe(0));
    const anonymous = await openStream('?org=acme', { host: `127.0.0.1:${host.port}` });
    expect(anonymous.status).toBe(401);
    const forged = await openStream('?org=acme', {
      host: `127.0.0.1:${host.port}`,
      cookie: 'mcd_session=forged',
    });
    expect(forged.status).toBe(401);
    const foreign = await tab('acme', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const rebinding = await tab('acme', { host: `attacker.example:${host.port}` });
    expect(rebinding.status).toBe(403);
    const malformed = await tab('..%2Fetc');
    expect(malformed.status).toBe(400);
    for (const s of [anonymous, forged, foreign, rebinding, malformed]) s.close();
    // None of the refused streams was subscribed.
    expect(core.events.size).toBe(0);
  });
});
