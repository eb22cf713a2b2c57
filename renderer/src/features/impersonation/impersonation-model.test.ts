import { describe, expect, it } from 'vitest';
import {
  activeText,
  parseTagSelector,
  payloadOfScopes,
  payloadOfTargets,
  scopeLabel,
} from './impersonation-model.ts';

describe('payloadOfScopes', () => {
  it('adds one entry per target under its type, Global under all but playbook, and the ids', () => {
    const payload = payloadOfScopes([
      {
        id: 'a',
        name: 'payments',
        namespace: null,
        targets: [
          { config: { tagSelector: 'namespace=payments' } },
          { component: { name: '*', agent: 'eu-west' } },
        ],
      },
      {
        id: 'b',
        name: 'cluster',
        namespace: 'mc',
        targets: [
          { global: { agent: 'local', tagSelector: 'cluster=a' } },
          { playbook: { name: 'x' } },
        ],
      },
    ]);
    const global = { agents: ['local'], tags: { cluster: 'a' } };
    expect(payload).toEqual({
      config: [{ tags: { namespace: 'payments' } }, global],
      component: [{ names: ['*'], agents: ['eu-west'] }, global],
      canary: [global],
      view: [global],
      playbook: [{ names: ['x'] }],
      scopes: ['a', 'b'],
    });
  });

  it('skips targets that are not objects and empty values', () => {
    expect(
      payloadOfScopes([{ id: 'a', name: 'n', targets: [null, 'x', { config: { name: ' ' } }] }]),
    ).toEqual({ config: [{}], scopes: ['a'] });
    expect(payloadOfScopes([])).toEqual({});
  });
});

describe('payloadOfTargets', () => {
  it('sends custom targets without scope ids; a wildcard is names ["*"]', () => {
    expect(
      payloadOfTargets([
        { config: { name: '*' } },
        { view: { name: 'cluster-overview' } },
        { global: { agent: 'eu-west' } },
      ]),
    ).toEqual({
      config: [{ names: ['*'] }, { agents: ['eu-west'] }],
      component: [{ agents: ['eu-west'] }],
      canary: [{ agents: ['eu-west'] }],
      view: [{ names: ['cluster-overview'] }, { agents: ['eu-west'] }],
    });
    expect(payloadOfTargets([])).toEqual({});
  });
});

describe('texts', () => {
  it('labels a scope namespace/name', () => {
    expect(scopeLabel({ name: 'a', namespace: 'mc' })).toBe('mc/a');
    expect(scopeLabel({ name: 'a', namespace: null })).toBe('a');
  });

  it('says what is impersonated', () => {
    expect(activeText({ mode: 'scopes', scopeIds: ['a'], payload: {} })).toBe(
      'Scope impersonation is active (1 scope)',
    );
    expect(activeText({ mode: 'scopes', scopeIds: ['a', 'b'], payload: {} })).toBe(
      'Scope impersonation is active (2 scopes)',
    );
    expect(activeText({ mode: 'targets', scopeIds: [], payload: {} })).toBe(
      'Scope impersonation is active (custom targets)',
    );
  });

  it('parses tag selectors', () => {
    expect(parseTagSelector('a=1, b = 2,c,=3')).toEqual({ a: '1', b: '2' });
  });
});
