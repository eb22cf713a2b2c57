import { describe, expect, it, vi } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  handleAppScheme,
  registerAppSchemePrivileged,
} from './electron-protocol.ts';

describe('app scheme registration', () => {
  it('registers app:// as a standard, secure, fetch-capable scheme without CSP bypass', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppSchemePrivileged({ registerSchemesAsPrivileged });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledTimes(1);
    expect(registerSchemesAsPrivileged.mock.calls[0]?.[0]).toEqual([
      {
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          codeCache: true,
          stream: true,
        },
      },
    ]);
    expect(APP_SCHEME_PRIVILEGES).not.toHaveProperty('bypassCSP');
    expect(APP_SCHEME_PRIVILEGES).not.toHaveProperty('allowServiceWorkers');
  });
});

describe('handleAppScheme', () => {
  function bind(handler: (r: Request) => Promise<Response>) {
    let bound: ((r: Request) => Promise<Response>) | undefined;
    const handle = vi.fn((scheme: string, fn: (r: Request) => Promise<Response>) => {
      expect(scheme).toBe('app');
      bound = fn;
    });
    const log = vi.fn();
    handleAppScheme({ handle }, handler, log);
    return { call: (r: Request) => bound!(r), log };
  }

  it('passes requests to the pure handler and returns its response', async () => {
    const { call } = bind((request) =>
      Promise.resolve(new Response(`seen ${new URL(request.url).pathname}`)),
    );
    const response = await call(new Request('app://console/catalog'));
    expect(await response.text()).toBe('seen /catalog');
  });

  it('turns a thrown error into a 500 and logs only the first path segments', async () => {
    const { call, log } = bind(() => Promise.reject(new Error('boom')));
    const response = await call(new Request('app://console/org/acme/api/secret?token=x'));
    expect(response.status).toBe(500);
    expect(log).toHaveBeenCalledWith('app:// handler failed for /org/acme', expect.any(Error));
  });

  it('aborts the handler request when the page stops reading the answer', async () => {
    let seen: Request | undefined;
    const { call } = bind((request) => {
      seen = request;
      return Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            pull: (stream) => stream.enqueue(new TextEncoder().encode('chunk')),
          }),
        ),
      );
    });
    const response = await call(new Request('app://console/org/acme/api/big'));
    expect(seen?.signal.aborted).toBe(false);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel(new Error('page navigated'));
    expect(seen?.signal.aborted).toBe(true);
  });

  it('passes the body of a streamed upload on', async () => {
    const { call } = bind(async (request) => new Response(`got ${await request.text()}`));
    const upload = new Request('app://console/org/acme/api/x', {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"a":1}'));
          stream.close();
        },
      }),
      duplex: 'half',
    });
    expect(await (await call(upload)).text()).toBe('got {"a":1}');
  });
});
