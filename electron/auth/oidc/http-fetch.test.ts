// Issue 39: an identity provider's answers are read as streams and refused past a cap, so an
// endless (or huge) document cannot fill main's memory before any size check.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { discover } from './discovery.ts';
import {
  MAX_OIDC_DOCUMENT_BYTES,
  MAX_OIDC_KEY_SET_BYTES,
  readOidcText,
  type HttpFetch,
} from './http-fetch.ts';
import { verifyIdToken } from './id-token.ts';
import { exchangeCode, registerClient, type OidcDiscovery } from './oidc-client.ts';

const CHUNK = new Uint8Array(16 * 1024).fill(0x20);

/** A body that never ends; `pulled` counts the bytes handed to the reader. */
function endless(): {
  body: ReadableStream<Uint8Array>;
  pulled: () => number;
  cancelled: () => boolean;
} {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += CHUNK.byteLength;
      controller.enqueue(CHUNK);
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, pulled: () => pulled, cancelled: () => cancelled };
}

/** The OidcFailure a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<Error & { kind?: string }> {
  try {
    await call;
  } catch (error) {
    return error as Error & { kind?: string };
  }
  throw new Error('expected the call to fail');
}

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** A real HTTP server that answers every request with an endless body, honouring backpressure. */
async function endlessServer(): Promise<{
  base: string;
  sent: () => number;
  closed: Promise<void>;
}> {
  let sent = 0;
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.on('close', markClosed);
    const pump = () => {
      while (!response.destroyed) {
        sent += CHUNK.byteLength;
        if (!response.write(CHUNK)) return void response.once('drain', pump);
      }
    };
    pump();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, sent: () => sent, closed };
}

const DOC = {
  issuer: 'https://idp.example.com',
  authorization_endpoint: 'https://idp.example.com/authorize',
  token_endpoint: 'https://idp.example.com/token',
  registration_endpoint: 'https://idp.example.com/register',
  jwks_uri: 'https://idp.example.com/jwks',
} as OidcDiscovery;

describe('OIDC answers are read with a cap', () => {
  it('refuses an endless discovery document from a real server after the cap and stops reading', async () => {
    const { base, closed } = await endlessServer();
    let read = 0;
    // The real fetch, with the bytes the sign-in code actually takes from the body counted.
    const fetch: HttpFetch = async (url, init) => {
      const response = await globalThis.fetch(url, init);
      const counted = response.body?.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            read += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
      );
      return new Response(counted ?? null, { status: response.status, headers: response.headers });
    };
    const failure = await failureOf(discover(fetch, base, ''));
    expect(failure).toMatchObject({ name: 'OidcFailure', kind: 'discovery' });
    expect(failure.message).toMatch(/discovery document is larger than 256 KB/);
    // Cut off at the cap (plus at most the chunk that crossed it), not read to the end.
    expect(read).toBeGreaterThan(MAX_OIDC_DOCUMENT_BYTES);
    expect(read).toBeLessThanOrEqual(MAX_OIDC_DOCUMENT_BYTES + 64 * 1024);
    // The stream was cancelled: the server sees its endless answer's connection go away.
    await closed;
  });

  it('refuses an endless key set after 1 MB', async () => {
    const stream = endless();
    const fetch: HttpFetch = () => Promise.resolve(new Response(stream.body, { status: 200 }));
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Date.now();
    const token = `${part({ alg: 'RS256' })}.${part({
      iss: DOC.issuer,
      aud: 'client',
      exp: now / 1000 + 600,
      iat: now / 1000,
    })}.c2ln`;
    await expect(
      verifyIdToken(fetch, DOC.jwks_uri, token, {
        issuer: DOC.issuer,
        clientId: 'client',
        nonce: null,
        now,
      }),
    ).rejects.toThrow(/key set \(jwks_uri\) is larger than 1 MB/);
    expect(stream.pulled()).toBeLessThanOrEqual(MAX_OIDC_KEY_SET_BYTES + 2 * CHUNK.byteLength);
    expect(stream.cancelled()).toBe(true);
  });

  it('refuses endless registration and token answers after the document cap', async () => {
    const streams: ReturnType<typeof endless>[] = [];
    const fetch: HttpFetch = () => {
      const stream = endless();
      streams.push(stream);
      return Promise.resolve(new Response(stream.body, { status: 200 }));
    };
    const registration = await failureOf(registerClient(fetch, DOC, 'http://127.0.0.1/callback'));
    expect(registration).toMatchObject({ name: 'OidcFailure', kind: 'registration' });
    expect(registration.message).toMatch(/registration answer is larger than 256 KB/);
    const exchange = await failureOf(
      exchangeCode(fetch, DOC, {
        clientId: 'client',
        code: 'code',
        redirectUri: 'http://127.0.0.1/callback',
        verifier: 'verifier',
        nonce: 'nonce',
      }),
    );
    expect(exchange).toMatchObject({ name: 'OidcFailure', kind: 'token' });
    expect(exchange.message).toMatch(/token answer is larger than 256 KB/);
    for (const stream of streams) {
      expect(stream.cancelled()).toBe(true);
      expect(stream.pulled()).toBeLessThanOrEqual(MAX_OIDC_DOCUMENT_BYTES + 2 * CHUNK.byteLength);
    }
  });

  it('refuses a declared length over the cap without reading the body, and reads a small one', async () => {
    const stream = endless();
    const large = new Response(stream.body, {
      headers: { 'content-length': String(MAX_OIDC_DOCUMENT_BYTES + 1) },
    });
    await expect(
      readOidcText(large, { kind: 'discovery', name: 'discovery document' }),
    ).rejects.toThrow(/larger than 256 KB/);
    expect(stream.cancelled()).toBe(true);
    await expect(
      readOidcText(new Response('{"a":1}'), { kind: 'token', name: 'token answer' }),
    ).resolves.toBe('{"a":1}');
  });
});
