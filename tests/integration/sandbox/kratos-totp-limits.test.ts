// TOTP limits of the Sandbox's identity service (issue 39 item 7), over HTTP with API flows: a code
// that signed in once is refused the second time (replay), and after five wrong codes even the
// right one is refused with a message that says to wait (guessing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_TOTP_EMAIL,
  SANDBOX_TOTP_SECRET,
} from '../../../electron/sandbox/identity/store.ts';
import { totp } from '../../../electron/sandbox/identity/totp.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';

let sandbox: RunningSandbox;

interface Wire {
  id: string;
  session_token?: string;
  session?: { authenticator_assurance_level: string };
  ui?: { messages: { id: number; text: string }[] };
}

async function send(
  path: string,
  init: { json?: unknown; token?: string } = {},
): Promise<{ status: number; json: Wire }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers['X-Session-Token'] = init.token;
  const res = await fetch(`${sandbox.url}${path}`, {
    method: init.json !== undefined ? 'POST' : 'GET',
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    headers,
  });
  return { status: res.status, json: (await res.json()) as Wire };
}

/** Signs the TOTP user in with the password (aal1) and opens an aal2 API flow for that session. */
async function aal2Flow(): Promise<{ token: string; flowId: string }> {
  const login = await send('/kratos/self-service/login/api');
  const aal1 = await send(`/kratos/self-service/login?flow=${login.json.id}`, {
    json: { method: 'password', identifier: SANDBOX_TOTP_EMAIL, password: 'sandbox' },
  });
  expect(aal1.status).toBe(200);
  const token = aal1.json.session_token ?? '';
  const flow = await send('/kratos/self-service/login/api?aal=aal2', { token });
  expect(flow.status).toBe(200);
  return { token, flowId: flow.json.id };
}

function submitCode(flow: { token: string; flowId: string }, code: string) {
  return send(`/kratos/self-service/login?flow=${flow.flowId}`, {
    json: { method: 'totp', totp_code: code },
    token: flow.token,
  });
}

beforeAll(async () => {
  sandbox = await startSeededSandbox({ auth: 'kratos' });
});
afterAll(async () => sandbox.close());

describe('TOTP limits', () => {
  it('accepts a code once: the same code is refused for a second sign-in', async () => {
    const code = totp(SANDBOX_TOTP_SECRET);
    const first = await submitCode(await aal2Flow(), code);
    expect(first.status).toBe(200);
    expect(first.json.session?.authenticator_assurance_level).toBe('aal2');
    const replay = await submitCode(await aal2Flow(), code);
    expect(replay.status).toBe(400);
    expect(replay.json.ui?.messages[0]).toMatchObject({ id: 4000008 });
    expect(replay.json.ui?.messages[0]?.text).toMatch(/already used/);
  });

  it('after five wrong codes even the right one is refused, with a message to wait', async () => {
    const flow = await aal2Flow();
    // The next step's code: later than the one used above, and within the accepted window.
    const next = totp(SANDBOX_TOTP_SECRET, Date.now() + 30_000);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const reply = await submitCode(flow, wrong);
      expect(reply.json.ui?.messages[0]?.id).toBe(4000008);
    }
    const locked = await submitCode(flow, next);
    expect(locked.status).toBe(400);
    expect(locked.json.ui?.messages[0]).toMatchObject({ id: 4000001 });
    expect(locked.json.ui?.messages[0]?.text).toMatch(/too often\. Please wait 5 minutes/);
  });
});
