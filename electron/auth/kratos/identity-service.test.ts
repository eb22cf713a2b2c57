import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '../../../preload/contract/auth.ts';
import type { IdentityFlowKind } from '../../../preload/contract/identity.ts';
import type { MintedSignIn } from '../auth-service.ts';
import { FLOW_EXPIRED_TEXT } from './flow-errors.ts';
import { createIdentityService } from './identity-service.ts';
import type { KratosAnswer, KratosClient } from './kratos-client.ts';

const SESSION = 'ory_st_session-token-secret';
const PASSWORD = 'correct horse battery';

const flowOf = (id: string, kind: IdentityFlowKind, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'api',
  ui: {
    action: `https://x/self-service/${kind}?flow=${id}`,
    method: 'POST',
    nodes: [
      {
        type: 'input',
        group: 'default',
        attributes: { node_type: 'input', name: 'identifier', type: 'text', value: '' },
        messages: [],
        meta: {},
      },
    ],
    messages: [],
  },
  ...extra,
});

/** A tiny Kratos: one user with a TOTP second factor. */
function fakeKratos() {
  let n = 0;
  let aal = 'aal0';
  const expired = new Set<string>();
  const calls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const ok = (body: unknown): KratosAnswer => ({ status: 200, body });
  const client: KratosClient = {
    create: (kind, options, session) => {
      calls.push(`create ${kind} ${JSON.stringify(options)} ${session ? 'session' : '-'}`);
      if (kind === 'settings' && session !== SESSION)
        return Promise.resolve({ status: 401, body: { error: { id: 'session_inactive' } } });
      return Promise.resolve(
        ok(
          flowOf(`f${++n}`, kind, {
            requested_aal: options.aal ?? 'aal1',
            refresh: Boolean(options.refresh),
          }),
        ),
      );
    },
    get: (kind, id) => Promise.resolve(ok(flowOf(id, kind))),
    submit: (kind, id, body, session) => {
      calls.push(`submit ${kind} ${id} ${session ? 'session' : '-'}`);
      if (expired.has(id))
        return Promise.resolve({
          status: 410,
          body: { error: { id: 'self_service_flow_expired' } },
        });
      if (kind === 'login' && body.method === 'password') {
        if (body.password !== PASSWORD)
          return Promise.resolve({
            status: 400,
            body: flowOf(id, 'login', {
              ui: {
                ...flowOf(id, 'login').ui,
                messages: [
                  { id: 4000006, text: 'The provided credentials are invalid.', type: 'error' },
                ],
              },
            }),
          });
        aal = 'aal1';
        return Promise.resolve(ok({ session_token: SESSION, session: { id: 's' } }));
      }
      if (kind === 'login' && body.method === 'totp' && session === SESSION) {
        aal = 'aal2';
        return Promise.resolve(ok({ session_token: SESSION, session: { id: 's' } }));
      }
      if (kind === 'registration' && body.method === 'password') {
        bodies.push(body);
        aal = 'aal2'; // a new user without a second factor: whoami accepts the session
        return Promise.resolve(
          ok({
            session_token: SESSION,
            continue_with: [
              { action: 'set_ory_session_token', ory_session_token: SESSION },
              { action: 'show_verification_ui', flow: { id: 'verify-1' } },
            ],
          }),
        );
      }
      return Promise.resolve({ status: 400, body: flowOf(id, kind) });
    },
    whoami: (session) =>
      Promise.resolve(
        session !== SESSION
          ? { status: 401, body: {} }
          : aal === 'aal2'
            ? ok({ identity: { traits: { email: 'totp@example.com' } } })
            : { status: 403, body: { error: { id: 'session_aal2_required' } } },
      ),
    flowError: (id) =>
      Promise.resolve(
        id === 'known'
          ? ok({ id, error: { code: 500, status: 'Internal', reason: 'boom', message: 'bad' } })
          : { status: 404, body: {} },
      ),
    logout: (session) => {
      calls.push(`logout ${session === SESSION ? 'session' : 'other'}`);
      return Promise.resolve(ok({}));
    },
    createTokenWithSession: (session) =>
      Promise.resolve(
        session === SESSION && aal === 'aal2'
          ? ok({ payload: { token: 'device-token' } })
          : { status: 401, body: {} },
      ),
  };
  return { client, calls, bodies, expire: (id: string) => expired.add(id) };
}

function setup(targets?: Parameters<typeof createIdentityService>[0]['targets']) {
  const kratos = fakeKratos();
  const signedIn: AuthStatus = {
    orgId: 'acme',
    state: 'signed-in',
    method: 'hosted',
    user: { id: 'u', name: 'U', email: 'totp@example.com', roles: [] },
    message: null,
    sessionOnly: false,
  };
  const minted: string[] = [];
  const signIn = vi.fn(async (request: MintedSignIn) => {
    const outcome = await request.mint('device');
    if (outcome.kind === 'ok') minted.push(outcome.token);
    return signedIn;
  });
  const service = createIdentityService({
    auth: {
      signIn,
      status: () => Promise.resolve(signedIn),
    },
    targets: targets ?? {
      target: () =>
        Promise.resolve({
          orgId: 'acme',
          baseUrl: 'https://acme',
          prefix: '',
          caBundle: null,
          proxy: null,
        }),
    },
    caller: { transport: () => Promise.reject(new Error('no network in tests')) },
    client: () => kratos.client,
  });
  return { service, kratos, signIn, minted };
}

describe('identity service', () => {
  it('password, then the TOTP second factor, then a device token; no secret in any step', async () => {
    const { service, kratos, minted } = setup();
    const steps: unknown[] = [];
    const first = await service.start({ orgId: 'acme', kind: 'login' });
    steps.push(first);
    expect(first.type).toBe('flow');
    const id = first.type === 'flow' ? first.flow.id : '';

    const wrong = await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: id,
      values: { method: 'password', identifier: 'totp@example.com', password: 'nope' },
    });
    steps.push(wrong);
    expect(wrong).toMatchObject({
      type: 'flow',
      flow: { id, ui: { messages: [{ text: 'The provided credentials are invalid.' }] } },
    });

    const second = await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: id,
      values: { method: 'password', identifier: 'totp@example.com', password: PASSWORD },
    });
    steps.push(second);
    expect(second).toMatchObject({ type: 'flow', flow: { requestedAal: 'aal2' } });
    const aalId = second.type === 'flow' ? second.flow.id : '';

    const done = await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: aalId,
      values: { method: 'totp', totp_code: '123456' },
    });
    steps.push(done);
    expect(done.type).toBe('signed-in');
    expect(minted).toEqual(['device-token']);
    expect(kratos.calls).toContain(`submit login ${aalId} session`);
    const text = JSON.stringify(steps);
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain(PASSWORD);
  });

  it('sign-out and removal end the identity session, on the server too', async () => {
    const { service, kratos } = setup();
    let step = await service.start({ orgId: 'acme', kind: 'login' });
    const steps: Record<string, string>[] = [
      { method: 'password', identifier: 'totp@example.com', password: PASSWORD },
      { method: 'totp', totp_code: '123456' },
    ];
    for (const values of steps) {
      const flowId = step.type === 'flow' ? step.flow.id : '';
      step = await service.submit({ orgId: 'acme', kind: 'login', flowId, values });
    }
    expect(step.type).toBe('signed-in');
    const passed: string[] = [];
    const wrapped = service.endSessionsOn({
      'auth:signOut': ({ orgId }: { orgId: string }) => {
        passed.push(`signOut ${orgId}`);
        return Promise.resolve({ orgId, signedOut: true });
      },
      'orgs:remove': ({ id }: { id: string }) => {
        passed.push(`remove ${id}`);
        return Promise.resolve({ removed: true, warnings: [] });
      },
    } as unknown as Parameters<typeof service.endSessionsOn>[0]);
    const sender = { url: 'app://console/', isTopFrame: true };
    await wrapped['auth:signOut']({ orgId: 'acme' }, sender);
    expect(kratos.calls).toContain('logout session');
    expect(passed).toEqual(['signOut acme']);
    // The session is gone: settings ask to sign in again, and a removal has nothing to log out.
    const logouts = () => kratos.calls.filter((call) => call.startsWith('logout')).length;
    await wrapped['orgs:remove']({ id: 'acme' }, sender);
    expect(logouts()).toBe(1);
    expect(passed).toEqual(['signOut acme', 'remove acme']);
  });

  it('the session goes only to the address and connection it was issued for (issue 39 item 1)', async () => {
    const where = { baseUrl: 'https://acme', proxy: null as string | null };
    const moving: ((orgId: string) => Promise<void>)[] = [];
    const { service, kratos } = setup({
      target: () => Promise.resolve({ orgId: 'acme', prefix: '', caBundle: null, ...where }),
      onOriginChange: (listener) => moving.push(listener),
      onTransportChange: (listener) => moving.push(listener),
    });
    const holdSession = async () => {
      const first = await service.start({ orgId: 'acme', kind: 'login' });
      const flowId = first.type === 'flow' ? first.flow.id : '';
      const values = { method: 'password', identifier: 'totp@example.com', password: PASSWORD };
      // Asks for the second factor: the session is held from here on.
      expect(await service.submit({ orgId: 'acme', kind: 'login', flowId, values })).toMatchObject({
        type: 'flow',
        flow: { requestedAal: 'aal2' },
      });
    };
    const settingsWith = () => kratos.calls.filter((c) => /^create settings .* session$/.test(c));

    // The address changes under a held session (no sign-out ran): refused, never sent, dropped.
    await holdSession();
    where.baseUrl = 'https://elsewhere';
    await expect(service.start({ orgId: 'acme', kind: 'settings' })).rejects.toMatchObject({
      code: 'NEEDS_SIGN_IN',
      message: expect.stringMatching(
        /address changed .*https:\/\/acme to https:\/\/elsewhere/,
      ) as unknown,
    });
    expect(settingsWith()).toEqual([]);
    await service.start({ orgId: 'acme', kind: 'settings' }); // dropped: asked to sign in again
    expect(settingsWith()).toEqual([]);

    // Only the proxy changes, as orgs:update does it: the session is ended (at the address and
    // over the connection it was issued for) before the change, and never sent after it.
    await holdSession();
    expect(moving).toHaveLength(2);
    for (const listener of moving) await listener('acme');
    expect(kratos.calls.filter((c) => c.startsWith('logout'))).toEqual(['logout session']);
    where.proxy = 'http://proxy.example.com:3128';
    await service.start({ orgId: 'acme', kind: 'settings' });
    expect(settingsWith()).toEqual([]);
  });

  it('an expired flow (410) starts again with the expiry text', async () => {
    const { service, kratos } = setup();
    const first = await service.start({ orgId: 'acme', kind: 'login' });
    const id = first.type === 'flow' ? first.flow.id : '';
    kratos.expire(id);
    const again = await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: id,
      values: { method: 'password', identifier: 'x', password: 'y' },
    });
    expect(again).toMatchObject({
      type: 'flow',
      flow: { ui: { messages: [{ text: FLOW_EXPIRED_TEXT, type: 'error' }] } },
    });
    expect(again.type === 'flow' && again.flow.id).not.toBe(id);
  });

  it('settings without a session (session_inactive) asks to sign in first', async () => {
    const { service } = setup();
    const step = await service.start({ orgId: 'acme', kind: 'settings' });
    expect(step).toMatchObject({ type: 'flow', flow: { kind: 'login' } });
  });

  it('a refresh confirms the session without minting another device token', async () => {
    const { service, signIn } = setup();
    const login = await service.start({ orgId: 'acme', kind: 'login' });
    const s1 = await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: login.type === 'flow' ? login.flow.id : '',
      values: { method: 'password', identifier: 'a', password: PASSWORD },
    });
    await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: s1.type === 'flow' ? s1.flow.id : '',
      values: { method: 'totp', totp_code: '1' },
    });
    expect(signIn).toHaveBeenCalledTimes(1);
    const refresh = await service.start({ orgId: 'acme', kind: 'login', refresh: true });
    expect(refresh).toMatchObject({ type: 'flow', flow: { refresh: true } });
    const settings = await service.start({ orgId: 'acme', kind: 'settings' });
    expect(settings).toMatchObject({ type: 'flow', flow: { kind: 'settings' } });
  });

  it('a registration completing an invitation sends the invite, then signs in', async () => {
    const { service, kratos, minted } = setup();
    const invite = '0b7c6f5e-3f1a-4c2d-9e8f-123456789abc';
    const start = await service.start({ orgId: 'acme', kind: 'registration', invite });
    expect(start).toMatchObject({ type: 'flow', flow: { kind: 'registration' } });
    const done = await service.submit({
      orgId: 'acme',
      kind: 'registration',
      flowId: start.type === 'flow' ? start.flow.id : '',
      values: { method: 'password', password: PASSWORD, 'traits.email': 'new@example.com' },
    });
    expect(kratos.bodies[0]).toMatchObject({
      traits: { email: 'new@example.com' },
      transient_payload: { invite },
    });
    // Not the verification flow the answer offers: the console goes on signed in.
    expect(done.type).toBe('signed-in');
    expect(minted).toEqual(['device-token']);
    expect(JSON.stringify(done)).not.toContain(SESSION);
  });

  it('a registration never sends the session a sign-in or recovery left (issue 32 item 3)', async () => {
    const { service, kratos } = setup();
    const login = await service.start({ orgId: 'acme', kind: 'login' });
    await service.submit({
      orgId: 'acme',
      kind: 'login',
      flowId: login.type === 'flow' ? login.flow.id : '',
      values: { method: 'password', identifier: 'totp@example.com', password: PASSWORD },
    });
    expect(kratos.calls).toContain(`submit login ${login.type === 'flow' ? login.flow.id : ''} -`);
    const start = await service.start({ orgId: 'acme', kind: 'registration' });
    const flowId = start.type === 'flow' ? start.flow.id : '';
    await service.submit({
      orgId: 'acme',
      kind: 'registration',
      flowId,
      values: { method: 'password', password: PASSWORD, 'traits.email': 'new@example.com' },
    });
    expect(kratos.calls).toContain(`submit registration ${flowId} -`);
  });

  it('flow errors: found, or null for the page to go home', async () => {
    const { service } = setup();
    expect(await service.flowError('acme', 'known')).toMatchObject({
      status: 200,
      error: { reason: 'boom' },
    });
    expect(await service.flowError('acme', 'gone')).toEqual({ status: 404, error: null });
  });
});
