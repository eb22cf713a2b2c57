import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { BackendTarget, BackendTransport } from './backend-fetch.ts';
import { fetchBackend } from './backend-fetch.ts';
import { createElectronTransport, type NetRequestOptions } from './electron-transport.ts';

/**
 * A stand-in for Electron's ClientRequest with its redirect rule: in `manual` mode a redirect is
 * reported in the 'redirect' event and, unless followRedirect() is called synchronously there,
 * the request is cancelled with the error net.fetch users see ("Redirect was cancelled").
 */
class FakeClientRequest extends EventEmitter {
  aborted = false;
  sent: Buffer | undefined;
  body: PassThrough | null = null;
  private followed = false;
  readonly options: NetRequestOptions;
  private readonly script: (request: FakeClientRequest) => void;
  constructor(options: NetRequestOptions, script: (request: FakeClientRequest) => void) {
    super();
    this.options = options;
    this.script = script;
  }
  followRedirect(): void {
    this.followed = true;
  }
  abort(): void {
    this.aborted = true;
  }
  end(chunk?: Buffer): void {
    this.sent = chunk;
    setImmediate(() => this.script(this));
  }
  redirect(status: number, to: string): void {
    this.followed = false;
    this.emit('redirect', status, this.options.method, to, { location: [to] });
    if (!this.followed) this.emit('error', new Error('net::ERR_ABORTED: Redirect was cancelled'));
  }
  respond(status: number, headers: Record<string, string | string[]>, chunks: string[]): void {
    const body = Object.assign(new PassThrough(), {
      statusCode: status,
      statusMessage: 'OK',
      headers,
    });
    this.body = body;
    this.emit('response', body);
    for (const chunk of chunks) body.write(chunk);
    if (!this.aborted) body.end();
  }
}

function fakeNet(script: (request: FakeClientRequest) => void) {
  const requests: FakeClientRequest[] = [];
  const netRequest = vi.fn((options: NetRequestOptions) => {
    const request = new FakeClientRequest(options, script);
    requests.push(request);
    return request;
  });
  return { netRequest, requests };
}

const unused: BackendTransport = () => Promise.reject(new Error('unused'));
const target: BackendTarget = {
  orgId: 'o',
  baseUrl: 'https://mc.example.com',
  prefix: '' as const,
  caBundle: null,
  proxy: null,
};

describe('Electron transport (net.request)', () => {
  it('follows a same-origin redirect that net.fetch would cancel', async () => {
    const { netRequest, requests } = fakeNet((request) => {
      if (request.options.url.endsWith('/old')) request.redirect(302, 'https://mc.example.com/new');
      else request.respond(200, { 'content-type': 'application/json' }, ['{"ok"', ':true}']);
    });
    const transport = createElectronTransport(netRequest, unused);
    const answer = await fetchBackend(transport, target, {
      uiPath: '/api/old',
      credential: 'Bearer t',
    });
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(answer.body)).toBe('{"ok":true}');
    expect(answer.url).toBe('https://mc.example.com/new');
    expect(requests.map((r) => r.options.url)).toEqual([
      'https://mc.example.com/old',
      'https://mc.example.com/new',
    ]);
    expect(requests[0]?.aborted).toBe(true);
    expect(requests[1]?.options).toMatchObject({
      redirect: 'manual',
      credentials: 'omit',
      useSessionCookies: false,
      cache: 'no-store',
      method: 'GET',
    });
    expect(requests[1]?.options.headers.authorization).toBe('Bearer t');
  });

  it('explains a redirect to another site (a sign-in proxy) instead of failing blind', async () => {
    const { netRequest } = fakeNet((request) =>
      request.redirect(302, 'https://sso.example.net/login?rd=x'),
    );
    const transport = createElectronTransport(netRequest, unused);
    const failure = await fetchBackend(transport, target, { uiPath: '/api/x' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ kind: 'redirect-refused' });
    expect(String(failure)).toMatch(/sso\.example\.net.*sign-in proxy/);
  });

  it('sends the body, keeps repeated headers and gives 204 no body', async () => {
    const { netRequest, requests } = fakeNet((request) =>
      request.respond(204, { 'set-cookie': ['a=1', 'b=2'] }, []),
    );
    const transport = createElectronTransport(netRequest, unused);
    const answer = await fetchBackend(transport, target, {
      uiPath: '/api/x',
      method: 'POST',
      body: new TextEncoder().encode('{"a":1}'),
    });
    expect(answer.status).toBe(204);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(requests[0]?.sent?.toString()).toBe('{"a":1}');
  });

  it('passes a network error on for classification', async () => {
    const { netRequest } = fakeNet((request) =>
      request.emit('error', new Error('net::ERR_CONNECTION_REFUSED')),
    );
    const transport = createElectronTransport(netRequest, unused);
    await expect(fetchBackend(transport, target, { uiPath: '/api/x' })).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('aborts the request when the caller gives up, before and after the headers', async () => {
    const before = new AbortController();
    const waiting = fakeNet(() => before.abort());
    const transport = createElectronTransport(waiting.netRequest, unused);
    await expect(
      fetchBackend(transport, target, { uiPath: '/api/x', signal: before.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(waiting.requests[0]?.aborted).toBe(true);

    const after = new AbortController();
    const streaming = fakeNet((request) => {
      request.respond(200, {}, ['partial']);
      after.abort();
    });
    const second = createElectronTransport(streaming.netRequest, unused);
    await expect(
      fetchBackend(second, target, { uiPath: '/api/x', signal: after.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(streaming.requests[0]?.aborted).toBe(true);
    expect(streaming.requests[0]?.body?.destroyed).toBe(true);
  });

  it('uses undici for orgs with their own CA bundle or proxy', async () => {
    const { netRequest } = fakeNet(() => undefined);
    const fallback = vi.fn<BackendTransport>(() =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    const transport = createElectronTransport(netRequest, fallback);
    await fetchBackend(transport, { ...target, proxy: 'http://proxy:3128' }, { uiPath: '/api/x' });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(netRequest).not.toHaveBeenCalled();
  });

  it('still refuses an opaque redirect it cannot inspect', async () => {
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      headers: new Headers(),
      body: null,
    } as unknown as Response;
    const transport: BackendTransport = () => Promise.resolve(opaque);
    await expect(fetchBackend(transport, target, { uiPath: '/api/x' })).rejects.toMatchObject({
      kind: 'redirect-refused',
    });
  });
});
