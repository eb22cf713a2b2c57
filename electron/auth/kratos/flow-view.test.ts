import { describe, expect, it } from 'vitest';
import { nestValues, parseFlow, viewFlow } from './flow-view.ts';

const node = (attributes: Record<string, unknown>, group = 'password', type = 'input') => ({
  type,
  group,
  attributes: { node_type: type, ...attributes },
  messages: [],
  meta: {},
});

const wire = {
  id: 'flow-1',
  type: 'api',
  state: 'choose_method',
  requested_aal: 'aal1',
  refresh: false,
  expires_at: '2030-01-01T00:00:00Z',
  issued_at: '2030-01-01T00:00:00Z',
  request_url: 'https://kratos/self-service/login/api',
  session_token_exchange_code: 'exchange-code-secret',
  identity: { id: 'i', traits: { email: 'a@b.c' } },
  ui: {
    action: 'https://kratos/self-service/login?flow=flow-1',
    method: 'POST',
    messages: [{ id: 1010001, text: 'Sign in with password', type: 'info' }],
    nodes: [
      node({ name: 'csrf_token', type: 'hidden', value: 'csrf-secret' }, 'default'),
      node({ name: 'identifier', type: 'text', value: 'a@b.c', required: true }, 'default'),
      node({ name: 'password', type: 'password', value: 'hunter2-secret', required: true }),
      node({ name: 'method', type: 'submit', value: 'password' }),
      node({ name: 'totp_code', type: 'text', value: '123456' }, 'totp'),
      node(
        { id: 'totp_secret_key', text: { id: 1050006, text: 'JBSWY3DP', type: 'info' } },
        'totp',
        'text',
      ),
      node({ id: 'totp_qr', src: 'data:image/png;base64,AAAA', width: 256 }, 'totp', 'img'),
      node({ src: 'https://evil.example/x.png', id: 'other' }, 'totp', 'img'),
      node({ id: 'webauthn_script', src: '/x.js' }, 'webauthn', 'script'),
      node({ name: 'traits.name', type: 'text', value: 'x the-session-token-xyz' }, 'profile'),
      node({ name: 'traits.email', type: 'email', value: 'hunter@sandbox.local' }, 'profile'),
      node({ name: 'traits.nick', type: 'text', value: 'sandbox' }, 'profile'),
    ],
  },
};

describe('viewFlow: the renderer sees ui nodes with no secret', () => {
  const view = viewFlow('login', parseFlow(wire)!, ['the-session-token-xyz', 'sandbox']);
  const text = JSON.stringify(view);

  it('keeps ids, state, aal and the form nodes grouped', () => {
    expect(view).toMatchObject({
      id: 'flow-1',
      kind: 'login',
      state: 'choose_method',
      requestedAal: 'aal1',
      refresh: false,
    });
    expect(view.ui.messages).toEqual([
      { id: 1010001, text: 'Sign in with password', type: 'info' },
    ]);
    expect(view.ui.nodes.map((n) => n.attributes.name ?? n.attributes.id)).toEqual([
      'identifier',
      'password',
      'method',
      'totp_code',
      'totp_secret_key',
      'totp_qr',
      'other',
      'traits.name',
      'traits.email',
      'traits.nick',
    ]);
    // A trait containing the typed password's word stays; one equal to it does not.
    expect(view.ui.nodes.find((n) => n.attributes.name === 'traits.email')?.attributes.value).toBe(
      'hunter@sandbox.local',
    );
    expect(view.ui.nodes.find((n) => n.attributes.name === 'traits.nick')?.attributes.value).toBe(
      undefined,
    );
    expect(view.ui.nodes[0]!.attributes).toMatchObject({ value: 'a@b.c', required: true });
    expect(view.ui.nodes[2]!.attributes.value).toBe('password');
  });

  it('drops the action URL, CSRF, scripts, exchange codes, identities and secret values', () => {
    for (const secret of [
      'csrf-secret',
      'hunter2-secret',
      '123456',
      'exchange-code-secret',
      'the-session-token-xyz',
      'https://kratos',
      'evil.example',
      '/x.js',
    ])
      expect(text).not.toContain(secret);
    expect(view.ui.nodes.find((n) => n.attributes.id === 'totp_qr')?.attributes.src).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('puts main’s messages first', () => {
    const again = viewFlow(
      'login',
      parseFlow(wire)!,
      [],
      [
        {
          id: 4_000_000,
          text: 'Your interaction expired, please fill out the form again.',
          type: 'error',
        },
      ],
    );
    expect(again.ui.messages[0]!.text).toBe(
      'Your interaction expired, please fill out the form again.',
    );
  });

  it('refuses what is not a flow', () => {
    expect(parseFlow({ error: { id: 'x' } })).toBeNull();
  });
});

describe('nestValues', () => {
  it('nests dotted node names and ignores prototype keys', () => {
    expect(
      nestValues({
        'traits.email': 'a@b.c',
        'traits.name.first': 'Ada',
        method: 'profile',
        '__proto__.x': 1,
      }),
    ).toEqual({ traits: { email: 'a@b.c', name: { first: 'Ada' } }, method: 'profile' });
  });
});
