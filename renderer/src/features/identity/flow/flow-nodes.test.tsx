import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IdentityFlow, UiNode } from '../../../../../preload/contract/identity.ts';
import { FlowForm } from './FlowForm.tsx';
import {
  CONFIRM_TITLE,
  TWO_FACTOR_TITLE,
  flowTitle,
  formsOf,
  inSections,
  initialValues,
  submitValues,
} from './flow-nodes.ts';

const label = (text: string) => ({ label: { id: 1, text, type: 'info' } });
const input = (
  group: string,
  name: string,
  type: string,
  extra: Partial<UiNode['attributes']> = {},
  text = name,
): UiNode => ({
  type: 'input',
  group,
  attributes: { node_type: 'input', name, type, ...extra },
  messages: [],
  meta: label(text),
});

const login: IdentityFlow = {
  id: 'f1',
  kind: 'login',
  state: null,
  requestedAal: 'aal1',
  refresh: false,
  ui: {
    messages: [{ id: 4000006, text: 'The provided credentials are invalid.', type: 'error' }],
    nodes: [
      input('default', 'identifier', 'text', { value: 'a@b.c', required: true }, 'ID'),
      input('password', 'password', 'password', { required: true }, 'Password'),
      input('password', 'method', 'submit', { value: 'password' }, 'Sign in'),
      input('default', 'remember', 'checkbox', { value: true }, 'Remember me'),
      input('default', 'hidden_thing', 'hidden', { value: 'x' }),
    ],
  },
};

describe('flow titles (spec 3 §2.11)', () => {
  it('aal2 → Two-Factor Authentication, refresh → Confirm Action', () => {
    expect(flowTitle(login, 'Sign in to Acme')).toBe('Sign in to Acme');
    expect(flowTitle({ ...login, requestedAal: 'aal2' }, 'x')).toBe(TWO_FACTOR_TITLE);
    expect(flowTitle({ ...login, refresh: true }, 'x')).toBe(CONFIRM_TITLE);
    expect(flowTitle({ ...login, kind: 'settings' }, 'x')).toBe('Profile settings');
  });
});

describe('form values', () => {
  it('prefill the email given when the org was added into empty inputs only (issue 32 item 3)', () => {
    const nodes = [
      input('default', 'identifier', 'text', { value: '' }),
      input('default', 'email', 'email', { value: 'kept@b.c' }),
      input('default', 'csrf_token', 'hidden', { value: '' }),
    ];
    const prefill = { identifier: 'ada@acme.io', email: 'ada@acme.io', csrf_token: 'no' };
    expect(initialValues(nodes, prefill)).toEqual({
      identifier: 'ada@acme.io',
      email: 'kept@b.c',
      csrf_token: '',
    });
  });
  it('start from the nodes and send the pressed button', () => {
    const values = initialValues(login.ui.nodes);
    expect(values).toEqual({
      identifier: 'a@b.c',
      password: '',
      remember: true,
      hidden_thing: 'x',
    });
    expect(submitValues(login.ui.nodes, { ...values, password: 'pw' }, null)).toEqual({
      identifier: 'a@b.c',
      password: 'pw',
      remember: true,
      hidden_thing: 'x',
      method: 'password',
    });
    const resend = input('code', 'email', 'submit', { value: 'a@b.c' }, 'Resend code');
    const pressed = { name: 'email', value: 'a@b.c' };
    expect(submitValues([input('code', 'code', 'text'), resend], { code: '' }, pressed)).toEqual({
      email: 'a@b.c',
    });
  });

  it('groups: default first; settings get one form per group with the shared nodes', () => {
    expect(inSections(login.ui.nodes).map((n) => n.group)).toEqual([
      'default',
      'default',
      'default',
      'password',
      'password',
    ]);
    const settings: IdentityFlow = {
      ...login,
      kind: 'settings',
      ui: {
        messages: [],
        nodes: [
          input('default', 'csrf', 'hidden'),
          input('profile', 'traits.email', 'email'),
          input('profile', 'method', 'submit', { value: 'profile' }),
          input('password', 'password', 'password'),
          input('password', 'method', 'submit', { value: 'password' }),
        ],
      },
    };
    expect(formsOf(settings).map((f) => [f.group, f.nodes.length])).toEqual([
      ['profile', 3],
      ['password', 3],
    ]);
    expect(formsOf(login)).toHaveLength(1);
  });
});

describe('FlowForm renders whatever nodes the flow has', () => {
  it('inputs, checkbox, submit, messages; hidden inputs are not shown', () => {
    const html = renderToStaticMarkup(<FlowForm flow={login} busy={false} onSubmit={() => {}} />);
    expect(html).toContain('name="identifier"');
    expect(html).toContain('value="a@b.c"');
    expect(html).toContain('type="password"');
    expect(html).toContain('Remember me');
    const button = /<button[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('name="method"');
    expect(button).toContain('value="password"');
    expect(html).toContain('Sign in');
    expect(html).toContain('The provided credentials are invalid.');
    expect(html).not.toContain('hidden_thing');
  });

  it('text and img nodes (TOTP enrolment) and per-node messages', () => {
    const totp: IdentityFlow = {
      ...login,
      kind: 'settings',
      ui: {
        messages: [],
        nodes: [
          {
            type: 'img',
            group: 'totp',
            attributes: { node_type: 'img', id: 'totp_qr', src: 'data:image/png;base64,AAAA' },
            messages: [],
            meta: label('Authenticator app QR code'),
          },
          {
            type: 'text',
            group: 'totp',
            attributes: {
              node_type: 'text',
              id: 'totp_secret_key',
              text: { id: 1050006, text: 'ABCDEFGH', type: 'info' },
            },
            messages: [],
            meta: label('This is your authenticator app secret.'),
          },
          {
            ...input('totp', 'totp_code', 'text', {}, 'Verify code'),
            messages: [
              { id: 4000008, text: 'The provided authentication code is invalid.', type: 'error' },
            ],
          },
          input('totp', 'method', 'submit', { value: 'totp' }, 'Save'),
        ],
      },
    };
    const html = renderToStaticMarkup(<FlowForm flow={totp} busy={false} onSubmit={() => {}} />);
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).toContain('alt="Authenticator app QR code"');
    expect(html).toContain('ABCDEFGH');
    expect(html).toContain('The provided authentication code is invalid.');
  });

  it('links a node only to an http(s) address; any other href stays text', () => {
    const link = (id: string, href: string, text: string): UiNode => ({
      type: 'a',
      group: 'default',
      attributes: { node_type: 'a', id, href, title: { id: 1, text, type: 'info' } },
      messages: [],
      meta: {},
    });
    const flow: IdentityFlow = {
      ...login,
      ui: {
        ...login.ui,
        messages: [],
        nodes: [
          link('help', 'https://id.example.com/help', 'Help'),
          link('evil', 'javascript:alert(1)', 'Click me'),
          link('file', 'file:///etc/passwd', 'Open file'),
        ],
      },
    };
    const html = renderToStaticMarkup(<FlowForm flow={flow} busy={false} onSubmit={() => {}} />);
    expect(html).toContain('href="https://id.example.com/help"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('file:');
    expect(html).toContain('Click me');
  });
});
