import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../../preload/contract/channels.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import { createIpcRouter, type Handlers, type IpcSender } from './router.ts';

const trusted: IpcSender = { url: 'app://console/', isTopFrame: true };

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  // Channels this test does not exercise answer with a failure; the ones it does are below.
  const table: Record<string, unknown> = Object.fromEntries(
    Object.keys(contract).map((name) => [
      name,
      () => {
        throw new Error(`${name} is not used in this test`);
      },
    ]),
  );
  Object.assign(table, {
    'app:info': () => ({
      name: 'x',
      version: '1.0.0',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    }),
    'settings:get': () => ({ theme: 'system', sidebarCollapsed: false, cacheMaxAgeDays: 7 }),
    'settings:set': (patch: { theme?: string }) => ({
      theme: patch.theme ?? 'system',
      sidebarCollapsed: false,
      cacheMaxAgeDays: 7,
    }),
    ...overrides,
  });
  return table as Handlers;
}

const router = createIpcRouter(handlers(), {
  isTrustedSender: (s) => s.isTopFrame && s.url.startsWith('app://console/'),
  checkResponses: true,
  log: () => {},
});

describe('IPC router', () => {
  it('answers a known channel with the handler value', async () => {
    const result = await router.dispatch('app:info', {}, trusted);
    expect(result).toMatchObject({ ok: true, value: { version: '1.0.0' } });
  });

  it('refuses an unknown channel, including prototype keys', async () => {
    for (const name of ['nope:nothing', '__proto__', 'constructor', 'toString']) {
      const result = await router.dispatch(name, {}, trusted);
      expect(result).toEqual({
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL', message: expect.any(String) as string },
      });
    }
  });

  it('refuses untrusted senders: a sub-frame or another origin', async () => {
    expect(
      await router.dispatch('app:info', {}, { url: 'app://console/', isTopFrame: false }),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(
      await router.dispatch('app:info', {}, { url: 'https://evil.example/', isTopFrame: true }),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
  });

  it('refuses a payload that fails its schema, naming the field', async () => {
    const result = await router.dispatch('settings:set', { theme: 'purple' }, trusted);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INVALID_PAYLOAD');
      expect(result.error.message).toContain('theme');
    }
    expect(await router.dispatch('settings:set', { unknownKey: true }, trusted)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
    expect(await router.dispatch('settings:set', '{not json', trusted)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAYLOAD' },
    });
  });

  it('refuses an oversized payload before parsing it', async () => {
    const big = { theme: 'x'.repeat(300 * 1024) };
    expect(await router.dispatch('settings:set', big, trusted)).toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await router.dispatch('settings:set', cyclic, trusted)).toMatchObject({
      ok: false,
      error: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('turns handler failures into envelopes: DesktopError keeps its code, anything else is INTERNAL', async () => {
    const failing = createIpcRouter(
      handlers({
        'settings:get': () => {
          throw new DesktopError('KEYCHAIN_UNAVAILABLE', 'The keychain is locked.');
        },
        'app:info': () => {
          throw new Error('secret detail that must not leak');
        },
      }),
      { isTrustedSender: () => true, log: () => {} },
    );
    expect(await failing.dispatch('settings:get', {}, trusted)).toEqual({
      ok: false,
      error: { code: 'KEYCHAIN_UNAVAILABLE', message: 'The keychain is locked.' },
    });
    const internal = await failing.dispatch('app:info', {}, trusted);
    expect(internal).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(internal)).not.toContain('secret detail');
  });

  it('refuses a handler answer outside the response schema', async () => {
    const wrong = createIpcRouter(handlers({ 'settings:get': () => ({ theme: 42 }) as never }), {
      isTrustedSender: () => true,
      checkResponses: true,
      log: () => {},
    });
    expect(await wrong.dispatch('settings:get', {}, trusted)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_RESPONSE' },
    });
  });

  it('requires a handler for every contract channel', () => {
    const partial = handlers();
    delete (partial as Partial<Handlers>)['settings:get'];
    expect(() => createIpcRouter(partial, { isTrustedSender: () => true })).toThrow(/settings:get/);
    expect(router.channels).toEqual(Object.keys(contract));
  });

  it('never throws, whatever arrives (fuzzed channel names and payloads)', async () => {
    const names = fc.oneof(fc.constantFrom(...Object.keys(contract)), fc.string());
    await fc.assert(
      fc.asyncProperty(names, fc.anything(), async (name, payload) => {
        const result = await router.dispatch(name, payload, trusted);
        expect(typeof result.ok).toBe('boolean');
      }),
      // A fixed seed: `npm test` must not fail on a case nobody has seen (issue 39 item 12).
      { numRuns: 300, seed: 20260412 },
    );
  });

  it('logs the outcome of credential calls with the org, never their payload', async () => {
    const lines: string[] = [];
    const logging = createIpcRouter(
      handlers({
        'auth:signIn': () => Promise.resolve({ state: 'signed-in' }) as never,
        'auth:signOut': () => {
          throw new DesktopError('NOT_SIGNED_IN', 'Not signed in to acme.');
        },
        // Registering an agent mints its token on the server: a credential call like sign-in.
        'agents:generate': ({ name }) => {
          if (name === 'refused') throw new DesktopError('FORBIDDEN', 'Not allowed on acme.');
          return { id: 'agent-1', username: 'agent-edge', access_token: 'agent-token-secret' };
        },
      }),
      { isTrustedSender: () => true, log: (message) => lines.push(message) },
    );
    await logging.dispatch(
      'auth:signIn',
      { orgId: 'acme', method: 'token', token: 'tok-secret-1' },
      trusted,
    );
    await logging.dispatch('auth:signOut', { orgId: 'acme' }, trusted);
    await logging.dispatch(
      'agents:generate',
      { orgId: 'acme', name: 'edge', properties: { region: 'eu-secret-prop' } },
      trusted,
    );
    await logging.dispatch(
      'agents:generate',
      { orgId: 'acme', name: 'refused', properties: {} },
      trusted,
    );
    await logging.dispatch('settings:get', {}, trusted);
    expect(lines).toEqual([
      'auth:signIn (acme) done',
      'auth:signOut (acme) refused: NOT_SIGNED_IN Not signed in to acme.',
      'agents:generate (acme) done',
      'agents:generate (acme) refused: FORBIDDEN Not allowed on acme.',
    ]);
    for (const secret of ['tok-secret-1', 'agent-token-secret', 'eu-secret-prop'])
      expect(lines.join('\n')).not.toContain(secret);
  });
});
