// The identity channels' answers cannot carry a session: whatever main's service returned, the
// contract's schemas (which the router applies) keep only the flow view's own fields.
import { describe, expect, it } from 'vitest';
import { IdentityStepSchema, identityChannels } from '../../../preload/contract/identity.ts';

describe('identity contract', () => {
  it('strips session tokens, identities and action URLs from a step', () => {
    const step = IdentityStepSchema.parse({
      type: 'flow',
      session_token: 'ory_st_secret',
      flow: {
        id: 'f',
        kind: 'login',
        state: null,
        requestedAal: null,
        refresh: false,
        session_token: 'ory_st_secret',
        identity: { traits: { email: 'a@b.c' } },
        ui: {
          action: 'https://kratos/self-service/login?flow=f',
          messages: [],
          nodes: [
            {
              type: 'input',
              group: 'default',
              attributes: { node_type: 'input', name: 'identifier', onclick: 'alert(1)' },
              messages: [],
              meta: {},
              session: 'ory_st_secret',
            },
          ],
        },
      },
    });
    const text = JSON.stringify(step);
    expect(text).not.toContain('ory_st_');
    expect(text).not.toContain('https://kratos');
    expect(text).not.toContain('onclick');
    expect(text).not.toContain('a@b.c');
  });

  it('requests are strict: no extra fields reach main', () => {
    const submit = identityChannels['identity:submit'].request;
    expect(
      submit.safeParse({ orgId: 'acme', kind: 'login', flowId: 'f', values: {}, token: 'x' })
        .success,
    ).toBe(false);
    expect(
      submit.safeParse({
        orgId: 'acme',
        kind: 'login',
        flowId: 'f',
        values: { method: 'password' },
      }).success,
    ).toBe(true);
  });
});
