import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PATH, OidcFailure, startLoopback } from './loopback.ts';
import { challengeOf, createPkce, sameSecret } from './pkce.ts';

function call(port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('PKCE', () => {
  it('derives the S256 challenge: base64url of the SHA-256 of the verifier, unpadded', () => {
    // SHA-256("abc") = ba7816bf…f20015ad (FIPS 180-2 example), in base64url.
    expect(challengeOf('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('makes a fresh verifier of 43 unreserved characters each time', () => {
    const a = createPkce();
    const b = createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(challengeOf(a.verifier));
    expect(a.method).toBe('S256');
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});

describe('loopback redirect', () => {
  it('listens on 127.0.0.1 with an ephemeral port and accepts exactly one callback', async () => {
    const loopback = await startLoopback({ state: 'the-state' });
    expect(loopback.redirectUri).toBe(`http://127.0.0.1:${loopback.port}${CALLBACK_PATH}`);
    expect(loopback.port).toBeGreaterThan(0);
    const first = await call(loopback.port, '/callback?code=abc&state=the-state');
    expect(first.status).toBe(200);
    expect(first.body).toContain('You can close this tab and return to Mission Control');
    await expect(loopback.result).resolves.toEqual({ code: 'abc' });
    // The listener is gone: a second callback cannot be delivered.
    await expect(call(loopback.port, '/callback?code=other&state=the-state')).rejects.toThrow();
  });

  it('refuses a wrong or missing state and keeps waiting for the right one', async () => {
    const loopback = await startLoopback({ state: 'right' });
    expect((await call(loopback.port, '/callback?code=x&state=wrong')).status).toBe(400);
    expect((await call(loopback.port, '/callback?code=x')).status).toBe(400);
    expect((await call(loopback.port, '/callback?code=good&state=right')).status).toBe(200);
    await expect(loopback.result).resolves.toEqual({ code: 'good' });
  });

  it('refuses other paths and methods', async () => {
    const loopback = await startLoopback({ state: 's' });
    expect((await call(loopback.port, '/other?code=x&state=s')).status).toBe(404);
    expect((await call(loopback.port, '/callback?code=x&state=s', 'POST')).status).toBe(405);
    expect((await call(loopback.port, '/callback/../x?state=s')).status).toBe(404);
    loopback.close();
    await expect(loopback.result).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('ends with the provider’s error when the user refused', async () => {
    const loopback = await startLoopback({ state: 's' });
    const page = await call(
      loopback.port,
      '/callback?error=access_denied&error_description=no&state=s',
    );
    expect(page.body).toContain('access_denied');
    await expect(loopback.result).rejects.toMatchObject({ kind: 'denied' });
  });

  it('times out, and can be cancelled', async () => {
    const slow = await startLoopback({ state: 's', timeoutMs: 50 });
    const failure = await slow.result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OidcFailure);
    expect(failure).toMatchObject({ kind: 'timeout' });
    await expect(call(slow.port, '/callback?code=x&state=s')).rejects.toThrow();

    const controller = new AbortController();
    const cancelled = await startLoopback({ state: 's', signal: controller.signal });
    controller.abort();
    await expect(cancelled.result).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(startLoopback({ state: 's', signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});
