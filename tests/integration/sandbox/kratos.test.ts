// The Sandbox's Kratos-shaped identity API (`--auth kratos`, issue 19 item 1) against the real
// seeded sandbox over HTTP on 127.0.0.1: browser flows (cookies + CSRF) and API flows (session
// tokens), aal2 with a TOTP code computed here, refresh, expiry, return_to, recovery and
// verification by code read from the courier, registration, settings, invitations, and Kratos
// sessions on the Mission Control API. Nothing secret reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_TOTP_EMAIL,
  SANDBOX_TOTP_SECRET,
} from '../../../electron/sandbox/identity/store.ts';
import { totp } from '../../../electron/sandbox/identity/totp.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';

let sandbox: RunningSandbox;
const logLines: string[] = [];
const PASSWORD = 'sandbox';

interface WireText {
  id: number;
  text: string;
  type: string;
  context?: { secret?: string };
}
interface WireNode {
  type: string;
  group: string;
  attributes: { name?: string; type?: string; value?: unknown; id?: string; text?: WireText };
  meta: { label?: WireText };
}
interface WireIdentity {
  id: string;
  traits: { email: string; name?: { first?: string; last?: string } };
  verifiable_addresses: { verified: boolean }[];
}
interface WireSession {
  authenticator_assurance_level: string;
  authentication_methods: unknown[];
  identity?: WireIdentity;
}
/** The fields of Kratos's and Mission Control's answers these tests read. */
interface Wire extends Partial<WireSession> {
  id: string;
  type: string;
  state: string;
  refresh: boolean;
  requested_aal: string;
  ui: { action: string; nodes: WireNode[]; messages: WireText[] };
  session_token?: string;
  session: WireSession;
  error: { id: string; code: number };
  redirect_browser_to: string;
  use_flow_id: string;
  continue_with: { ory_session_token?: string; flow?: { id: string } }[];
  payload: { user: { id: string; email: string; name: string }; roles: string[]; token: string };
  link: string;
  logout_url: string;
  identity?: WireIdentity;
}
type Messages = { body: string }[];

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: Wire;
}

/** A browser-like cookie jar for one user agent. */
class Jar {
  cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/Max-Age=0/i.test(line) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

async function send(
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; jar?: Jar } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.jar?.cookies.size) headers.Cookie = init.jar.header();
  const res = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    headers,
    redirect: 'manual',
  });
  init.jar?.take(res.headers);
  const text = await res.text();
  let json = {} as Wire;
  try {
    if (text) json = JSON.parse(text) as Wire;
  } catch {
    // not JSON: json stays empty
  }
  return { status: res.status, headers: res.headers, text, json };
}

const jsonAccept = { Accept: 'application/json' };
function csrfOf(flow: Wire): string {
  const value = flow.ui.nodes.find((n) => n.attributes.name === 'csrf_token')?.attributes.value;
  return typeof value === 'string' ? value : '';
}

async function apiLogin(identifier: string, password = PASSWORD): Promise<Reply> {
  const flow = await send('/kratos/self-service/login/api');
  expect(flow.status).toBe(200);
  return send(`/kratos/self-service/login?flow=${flow.json.id}`, {
    json: { method: 'password', identifier, password },
  });
}

async function browserLogin(jar: Jar, identifier: string, password = PASSWORD): Promise<Reply> {
  const flow = await send('/kratos/self-service/login/browser', { headers: jsonAccept, jar });
  expect(flow.status).toBe(200);
  return send(`/kratos/self-service/login?flow=${flow.json.id}`, {
    json: { method: 'password', identifier, password, csrf_token: csrfOf(flow.json) },
    headers: jsonAccept,
    jar,
  });
}

async function latestCode(email: string): Promise<string> {
  const inbox = await send(`/kratos/admin/courier/messages?recipient=${encodeURIComponent(email)}`);
  expect(inbox.status).toBe(200);
  const messages = inbox.json as unknown as Messages;
  const code = /\n(\d{6})\n/.exec(messages[0]?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox({ auth: 'kratos', log: (m) => logLines.push(m) });
});
afterAll(async () => sandbox.close());

describe('login', () => {
  it('api flow: password login answers a session token accepted by whoami and the API', async () => {
    const login = await apiLogin('admin@sandbox.local');
    expect(login.status, login.text).toBe(200);
    expect(login.json.session_token).toMatch(/^ory_st_/);
    expect(login.json.session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: { traits: { email: 'admin@sandbox.local' } },
    });
    const token = login.json.session_token ?? '';
    const who = await send('/kratos/sessions/whoami', { headers: { 'X-Session-Token': token } });
    expect(who.status).toBe(200);
    expect(who.json.identity?.traits.email).toBe('admin@sandbox.local');
    for (const headers of [
      { 'X-Session-Token': token } as Record<string, string>,
      { Authorization: `Bearer ${token}` },
    ]) {
      const me = await send('/api/auth/whoami', { headers });
      expect(me.status, me.text).toBe(200);
      expect(me.json.payload.user.email).toBe('admin@sandbox.local');
      expect(me.json.payload.user.id).toBe(who.json.identity?.id);
    }
    // A session is exchanged for a device token.
    const minted = await send('/api/auth/create_token', {
      json: { name: 'desktop-kratos', expiry: '24h' },
      headers: { 'X-Session-Token': token },
    });
    expect(minted.status, minted.text).toBe(200);
    const device = await send('/api/auth/whoami', {
      headers: { Authorization: `Bearer ${minted.json.payload.token}` },
    });
    expect(device.status).toBe(200);
    // Logout (api) ends it.
    const out = await send('/kratos/self-service/logout/api', {
      method: 'DELETE',
      json: { session_token: token },
    });
    expect(out.status).toBe(204);
    expect(
      (await send('/kratos/sessions/whoami', { headers: { 'X-Session-Token': token } })).status,
    ).toBe(401);
  });

  it('a wrong password redisplays the flow with 400 and message 4000006', async () => {
    const login = await apiLogin('admin@sandbox.local', 'wrong-password');
    expect(login.status).toBe(400);
    expect(login.json.ui.messages[0]).toMatchObject({ id: 4000006, type: 'error' });
    const identifier = login.json.ui.nodes.find((n) => n.attributes.name === 'identifier');
    expect(identifier?.attributes.value).toBe('admin@sandbox.local');
    // Labelled from the identity schema's title, as Kratos ≥ 1.1 does (issue 32 item 3).
    expect(identifier?.meta.label).toMatchObject({ id: 1070002, text: 'E-Mail' });
  });

  it('browser flow: CSRF cookie + hidden node, session cookie, 303 for non-JSON clients', async () => {
    const redirect = await send('/kratos/self-service/login/browser');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toMatch(/\/login\?flow=[0-9a-f-]{36}$/);
    const jar = new Jar();
    const flow = await send('/kratos/self-service/login/browser', { headers: jsonAccept, jar });
    expect(flow.json).toMatchObject({
      type: 'browser',
      refresh: false,
      requested_aal: 'aal1',
      state: 'choose_method',
    });
    expect(flow.json.ui.action).toBe(
      `${sandbox.url}/kratos/self-service/login?flow=${flow.json.id}`,
    );
    const csrfNode = flow.json.ui.nodes[0];
    expect(csrfNode).toMatchObject({
      type: 'input',
      group: 'default',
      attributes: { name: 'csrf_token', type: 'hidden', required: true, node_type: 'input' },
    });
    const password = flow.json.ui.nodes.find((n) => n.attributes.name === 'password');
    expect(password).toMatchObject({
      group: 'password',
      meta: { label: { id: 1070001, text: 'Password' } },
    });
    // The flow can be fetched again only with its CSRF cookie.
    expect(
      (await send(`/kratos/self-service/login/flows?id=${flow.json.id}`, { jar })).status,
    ).toBe(200);
    const stranger = await send(`/kratos/self-service/login/flows?id=${flow.json.id}`);
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.id).toBe('security_csrf_violation');
    // CSRF violation on submit.
    const forged = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'password', identifier: 'editor@sandbox.local', password: PASSWORD },
      jar,
    });
    expect(forged.status).toBe(403);
    expect(forged.json.error).toMatchObject({ id: 'security_csrf_violation', code: 403 });
    const ok = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: {
        method: 'password',
        identifier: 'editor@sandbox.local',
        password: PASSWORD,
        csrf_token: csrfOf(flow.json),
      },
      jar,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.session_token).toBeUndefined();
    expect(jar.cookies.get('ory_kratos_session')).toBeTruthy();
    expect((await send('/kratos/sessions/whoami', { jar })).json.identity?.traits.email).toBe(
      'editor@sandbox.local',
    );
    const me = await send('/api/auth/whoami', { jar });
    expect(me.json.payload.user.email).toBe('editor@sandbox.local');
    // Already signed in.
    const again = await send('/kratos/self-service/login/browser', { headers: jsonAccept, jar });
    expect(again.status).toBe(400);
    expect(again.json.error.id).toBe('session_already_available');
    // Refresh: re-authentication.
    const refresh = await send('/kratos/self-service/login/browser?refresh=true', {
      headers: jsonAccept,
      jar,
    });
    expect(refresh.status).toBe(200);
    expect(refresh.json.refresh).toBe(true);
    expect(refresh.json.ui.messages[0]?.id).toBe(1010003);
    const reauth = await send(`/kratos/self-service/login?flow=${refresh.json.id}`, {
      json: {
        method: 'password',
        identifier: 'editor@sandbox.local',
        password: PASSWORD,
        csrf_token: csrfOf(refresh.json),
      },
      jar,
    });
    expect(reauth.status, reauth.text).toBe(200);
    expect(reauth.json.session.authentication_methods).toHaveLength(2);
    // Logout (browser).
    const logout = await send('/kratos/self-service/logout/browser', { jar });
    expect(logout.json.logout_url).toContain('/kratos/self-service/logout?token=');
    const done = await send(
      new URL(logout.json.logout_url).pathname + new URL(logout.json.logout_url).search,
      { jar },
    );
    expect(done.status).toBe(303);
    expect((await send('/kratos/sessions/whoami', { jar })).status).toBe(401);
  });

  it('aal2: a TOTP user gets 422 then signs in with a computed code; whoami 403 until then', async () => {
    const jar = new Jar();
    const first = await browserLogin(jar, SANDBOX_TOTP_EMAIL);
    expect(first.status).toBe(422);
    expect(first.json.error.id).toBe('browser_location_change_required');
    expect(first.json.redirect_browser_to).toBe(
      `${sandbox.url}/kratos/self-service/login/browser?aal=aal2`,
    );
    const who = await send('/kratos/sessions/whoami', { jar });
    expect(who.status).toBe(403);
    expect(who.json.error).toMatchObject({ id: 'session_aal2_required', code: 403 });
    expect((await send('/api/auth/whoami', { jar })).status).toBe(401);
    const flow = await send('/kratos/self-service/login/browser?aal=aal2', {
      headers: jsonAccept,
      jar,
    });
    expect(flow.json.requested_aal).toBe('aal2');
    expect(flow.json.ui.nodes.map((n) => [n.group, n.attributes.name])).toEqual([
      ['default', 'csrf_token'],
      ['totp', 'totp_code'],
      ['totp', 'method'],
    ]);
    const wrong = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'totp', totp_code: '000000', csrf_token: csrfOf(flow.json) },
      jar,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.ui.messages[0]?.id).toBe(4000008);
    const ok = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'totp', totp_code: totp(SANDBOX_TOTP_SECRET), csrf_token: csrfOf(flow.json) },
      jar,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.session.authenticator_assurance_level).toBe('aal2');
    expect((await send('/kratos/sessions/whoami', { jar })).status).toBe(200);
    expect((await send('/api/auth/whoami', { jar })).json.payload.user.email).toBe(
      SANDBOX_TOTP_EMAIL,
    );
  });

  it('api flow for a TOTP user: the token is aal1 and the identity is withheld', async () => {
    const login = await apiLogin(SANDBOX_TOTP_EMAIL);
    expect(login.status).toBe(200);
    expect(login.json.session.identity).toBeUndefined();
    const who = await send('/kratos/sessions/whoami', {
      headers: { 'X-Session-Token': login.json.session_token ?? '' },
    });
    expect(who.status).toBe(403);
  });
});

describe('flow errors', () => {
  it('an expired flow answers 410 with use_flow_id; the new flow carries the message', async () => {
    const flow = await send('/kratos/self-service/login/api');
    expect(
      (await send(`/kratos/sandbox/flows/${flow.json.id}/expire`, { method: 'POST' })).status,
    ).toBe(200);
    const late = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'password', identifier: 'admin@sandbox.local', password: PASSWORD },
    });
    expect(late.status).toBe(410);
    expect(late.json.error).toMatchObject({
      id: 'self_service_flow_expired',
      code: 410,
      status: 'Gone',
    });
    expect(late.json.use_flow_id).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await send(`/kratos/self-service/login/flows?id=${late.json.use_flow_id}`);
    expect(fresh.status).toBe(200);
    expect(fresh.json.ui.messages[0]?.id).toBe(4010001);
    expect((await send(`/kratos/self-service/login/flows?id=${flow.json.id}`)).status).toBe(410);
  });

  it('a return_to outside the allowed list is refused (400 JSON; 303 to the error page)', async () => {
    const evil = encodeURIComponent('https://evil.example.com/steal');
    const refused = await send(`/kratos/self-service/login/browser?return_to=${evil}`, {
      headers: jsonAccept,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.id).toBe('self_service_flow_return_to_forbidden');
    const page = await send(`/kratos/self-service/login/browser?return_to=${evil}`);
    expect(page.status).toBe(303);
    const id = new URL(page.headers.get('location')!).searchParams.get('id');
    const stored = await send(`/kratos/self-service/errors?id=${id}`);
    expect(stored.status).toBe(200);
    expect(stored.json.error.id).toBe('self_service_flow_return_to_forbidden');
    expect(
      (await send('/kratos/self-service/errors?id=00000000-0000-0000-0000-000000000000')).status,
    ).toBe(404);
    const allowed = await send(
      `/kratos/self-service/login/browser?return_to=${encodeURIComponent('http://127.0.0.1:5173/settings')}`,
      { headers: jsonAccept },
    );
    expect(allowed.status).toBe(200);
  });

  it('whoami without a session is 401 session_inactive', async () => {
    const who = await send('/kratos/sessions/whoami');
    expect(who.status).toBe(401);
    expect(who.json.error).toMatchObject({ id: 'session_inactive', code: 401 });
  });
});

describe('recovery, verification, registration, settings', () => {
  it('recovery by code (api): a privileged session and a settings flow to set a password', async () => {
    const flow = await send('/kratos/self-service/recovery/api');
    const sent = await send(`/kratos/self-service/recovery?flow=${flow.json.id}`, {
      json: { method: 'code', email: 'viewer@sandbox.local' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.state).toBe('sent_email');
    expect(sent.json.ui.messages[0]?.id).toBe(1060003);
    const wrong = await send(`/kratos/self-service/recovery?flow=${flow.json.id}`, {
      json: { method: 'code', code: '999999x' },
    });
    expect(wrong.json.ui.messages[0]?.id).toBe(4060006);
    const code = await latestCode('viewer@sandbox.local');
    const done = await send(`/kratos/self-service/recovery?flow=${flow.json.id}`, {
      json: { method: 'code', code },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json.state).toBe('passed_challenge');
    const token = done.json.continue_with[0]?.ory_session_token ?? '';
    const settingsId = done.json.continue_with[1]?.flow?.id ?? '';
    const headers = { 'X-Session-Token': token };
    const settings = await send(`/kratos/self-service/settings/flows?id=${settingsId}`, {
      headers,
    });
    expect(settings.status).toBe(200);
    expect(settings.json.ui.messages[0]?.id).toBe(1060001);
    const changed = await send(`/kratos/self-service/settings?flow=${settingsId}`, {
      json: { method: 'password', password: 'a-new-sandbox-pass' },
      headers,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.state).toBe('success');
    expect(changed.json.ui.messages[0]?.id).toBe(1050001);
    expect((await apiLogin('viewer@sandbox.local', 'a-new-sandbox-pass')).status).toBe(200);
    expect((await apiLogin('viewer@sandbox.local', PASSWORD)).status).toBe(400);
  });

  it('verification by code', async () => {
    const flow = await send('/kratos/self-service/verification/api');
    await send(`/kratos/self-service/verification?flow=${flow.json.id}`, {
      json: { method: 'code', email: 'commander@sandbox.local' },
    });
    const code = await latestCode('commander@sandbox.local');
    const bad = await send(`/kratos/self-service/verification?flow=${flow.json.id}`, {
      json: { method: 'code', code: '12' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.ui.messages[0]?.id).toBe(4070006);
    const done = await send(`/kratos/self-service/verification?flow=${flow.json.id}`, {
      json: { method: 'code', code },
    });
    expect(done.status).toBe(200);
    expect(done.json.state).toBe('passed_challenge');
    expect(done.json.ui.messages[0]?.id).toBe(1080002);
  });

  it('registration, then settings: traits, TOTP enrolment, refresh required when old', async () => {
    const flow = await send('/kratos/self-service/registration/api');
    expect(flow.json.ui.nodes.map((n) => n.attributes.name)).toEqual([
      'traits.email',
      'traits.name.first',
      'traits.name.last',
      'password',
      'method',
    ]);
    const email = 'new.sre@sandbox.local';
    const reg = await send(`/kratos/self-service/registration?flow=${flow.json.id}`, {
      json: {
        method: 'password',
        password: 'registered-pass-1',
        traits: { email, name: { first: 'New', last: 'Sre' } },
      },
    });
    expect(reg.status, reg.text).toBe(200);
    expect(reg.json.identity?.traits).toEqual({ email, name: { first: 'New', last: 'Sre' } });
    expect(reg.json.identity?.verifiable_addresses[0]?.verified).toBe(false);
    const token = reg.json.session_token ?? '';
    const headers = { 'X-Session-Token': token };
    expect((await send('/api/auth/whoami', { headers })).json.payload.user.email).toBe(email);
    expect((await latestCode(email)).length).toBe(6);
    const dup = await send(
      `/kratos/self-service/registration?flow=${(await send('/kratos/self-service/registration/api')).json.id}`,
      {
        json: { method: 'password', password: 'registered-pass-1', traits: { email } },
      },
    );
    expect(dup.status).toBe(400);
    expect(dup.json.ui.messages[0]?.id).toBe(4000007);

    const settings = await send('/kratos/self-service/settings/api', { headers });
    expect(settings.status).toBe(200);
    const profile = await send(`/kratos/self-service/settings?flow=${settings.json.id}`, {
      json: { method: 'profile', traits: { email, name: { first: 'Renamed', last: 'Sre' } } },
      headers,
    });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.json.identity?.traits.name?.first).toBe('Renamed');
    expect((await send('/api/auth/whoami', { headers })).json.payload.user.name).toBe(
      'Renamed Sre',
    );

    const enrol = await send('/kratos/self-service/settings/api', { headers });
    const secretNode = enrol.json.ui.nodes.find((n) => n.attributes.id === 'totp_secret_key');
    expect(secretNode).toMatchObject({ type: 'text', group: 'totp' });
    // A real QR code of the otpauth URI, as a PNG (electron/sandbox/identity/qr.test.ts).
    expect(enrol.json.ui.nodes.find((n) => n.attributes.id === 'totp_qr')).toMatchObject({
      type: 'img',
      attributes: { src: expect.stringMatching(/^data:image\/png;base64,/) as unknown },
    });
    const secret = secretNode?.attributes.text?.context?.secret ?? '';
    const enrolled = await send(`/kratos/self-service/settings?flow=${enrol.json.id}`, {
      json: { method: 'totp', totp_code: totp(secret) },
      headers,
    });
    expect(enrolled.status, enrolled.text).toBe(200);
    expect(enrolled.json.ui.nodes.some((n) => n.attributes.name === 'totp_unlink')).toBe(true);
    expect(
      (await send('/kratos/sessions/whoami', { headers })).json.authenticator_assurance_level,
    ).toBe('aal2');
    const relogin = await apiLogin(email, 'registered-pass-1');
    expect(
      (
        await send('/kratos/sessions/whoami', {
          headers: { 'X-Session-Token': relogin.json.session_token ?? '' },
        })
      ).status,
    ).toBe(403);
    // An old session must re-authenticate before changing its password.
    await send('/kratos/sandbox/sessions/age', { json: { minutes: 60 }, headers });
    const later = await send('/kratos/self-service/settings/api', { headers });
    const refused = await send(`/kratos/self-service/settings?flow=${later.json.id}`, {
      json: { method: 'password', password: 'another-pass-22' },
      headers,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.id).toBe('session_refresh_required');
    expect(refused.json.redirect_browser_to).toContain(
      '/kratos/self-service/login/browser?refresh=true',
    );
    // Names are not privileged; the email (the identifier) is.
    const rename = await send(`/kratos/self-service/settings?flow=${later.json.id}`, {
      json: { method: 'profile', traits: { email, name: { first: 'Again', last: 'Sre' } } },
      headers,
    });
    expect(rename.status, rename.text).toBe(200);
    const move = await send(`/kratos/self-service/settings?flow=${later.json.id}`, {
      json: { method: 'profile', traits: { email: 'moved@sandbox.local' } },
      headers,
    });
    expect(move.status).toBe(403);
    expect(move.json.error.id).toBe('session_refresh_required');
  });

  it('an invited user registers with the invite of the link (reference §4.10 U6)', async () => {
    const email = 'invitee@sandbox.local';
    const admin = { Authorization: `Bearer ${sandbox.adminToken}` };
    const invited = await send('/api/auth/invite_user', {
      json: { firstName: 'In', lastName: 'Vitee', email, role: 'viewer' },
      headers: admin,
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json.link).toMatch(/\/login\?invite=[0-9a-f-]{36}$/);
    const inviteId = new URL(invited.json.link).searchParams.get('invite')!;
    // The mail, as the courier holds it; no identity until the invitee registers.
    const inbox = (await send(`/kratos/admin/courier/messages?recipient=${email}`))
      .json as unknown as { subject: string; body: string }[];
    expect(inbox[0]).toMatchObject({ subject: 'Invitation to join Mission Control' });
    expect(inbox[0]?.body).toContain(invited.json.link);
    const again = await send('/api/auth/invite_user', {
      json: { firstName: 'In', lastName: 'Vitee', email, role: 'viewer' },
      headers: admin,
    });
    expect(again.status).toBe(409);
    const register = async (inviteValue: string, address: string) => {
      const flow = await send('/kratos/self-service/registration/api');
      return send(`/kratos/self-service/registration?flow=${flow.json.id}`, {
        json: {
          method: 'password',
          password: 'invitee-pass-1',
          traits: { email: address, name: { first: 'In', last: 'Vitee' } },
          transient_payload: { invite: inviteValue },
        },
      });
    };
    const unknown = await register('00000000-0000-4000-8000-000000000000', email);
    expect(unknown.status).toBe(400);
    expect(unknown.json.ui.messages[0]?.text).toBe('registration is invite-only');
    const other = await register(inviteId, 'someone.else@sandbox.local');
    expect(other.status).toBe(400);
    const done = await register(inviteId, email);
    expect(done.status, done.text).toBe(200);
    const me = await send('/api/auth/whoami', {
      headers: { 'X-Session-Token': done.json.session_token ?? '' },
    });
    expect(me.json.payload.user.email).toBe(email);
    expect(me.json.payload.roles).toContain('viewer');
    // The invite is used up.
    expect((await register(inviteId, email)).json.ui.messages[0]?.text).toBe(
      'registration is invite-only',
    );
  });

  it('sandbox-only triggers: a failure on the next submit or whoami; sessions changed by email', async () => {
    const flow = await send('/kratos/self-service/login/api');
    const set = await send(`/kratos/sandbox/flows/${flow.json.id}/fail`, {
      json: { status: 403, error: 'security_csrf_violation' },
    });
    expect(set.status).toBe(200);
    const refused = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'password', identifier: 'admin@sandbox.local', password: PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.id).toBe('security_csrf_violation');
    const login = await send(`/kratos/self-service/login?flow=${flow.json.id}`, {
      json: { method: 'password', identifier: 'admin@sandbox.local', password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const headers = { 'X-Session-Token': login.json.session_token ?? '' };
    await send('/kratos/sandbox/whoami/fail', { json: { status: 422 } });
    expect((await send('/kratos/sessions/whoami', { headers })).status).toBe(422);
    expect((await send('/kratos/sessions/whoami', { headers })).status).toBe(200);
    const changed = await send('/kratos/sandbox/sessions/change', {
      json: { email: 'admin@sandbox.local', active: false },
    });
    expect((changed.json as unknown as { sessions: number }).sessions).toBeGreaterThan(0);
    expect((await send('/kratos/sessions/whoami', { headers })).status).toBe(401);
  });
});

describe('the log', () => {
  it('says which messages were sent and the codes, never passwords or TOTP secrets', () => {
    const log = logLines.join('\n');
    expect(log).toMatch(/courier sent "recovery_code_valid" to viewer@sandbox.local/);
    expect(log).toMatch(/recovery code for viewer@sandbox.local: \d{6}/);
    for (const secret of [
      'a-new-sandbox-pass',
      'registered-pass-1',
      'invitee-pass-1',
      'wrong-password',
      SANDBOX_TOTP_SECRET,
      'ory_st_',
      `password`,
    ])
      expect(log).not.toContain(secret);
  });
});

describe('basic mode (the default)', () => {
  it('does not serve /kratos and keeps its cookie login', async () => {
    const basic = await startSeededSandbox();
    try {
      const kratos = await fetch(`${basic.url}/kratos/self-service/login/api`);
      expect(kratos.status).toBe(404);
      const login = await fetch(`${basic.url}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@sandbox.local', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
    } finally {
      await basic.close();
    }
  });
});
