import { describe, expect, it } from 'vitest';
import type { Handlers } from '../ipc/router.ts';
import { announceOrgChanges, publishNotice } from './core-events.ts';
import { createEventBus, type EventEnvelope } from './event-bus.ts';

function setup() {
  const bus = createEventBus({ log: () => {} });
  const received: EventEnvelope[] = [];
  bus.subscribe({ orgId: null, deliver: (e) => received.push(e) });
  const calls: string[] = [];
  const handler = (name: string, answer: unknown) => (request: unknown) => {
    calls.push(name);
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(
      typeof answer === 'function' ? (answer as (r: unknown) => unknown)(request) : answer,
    );
  };
  const base = {
    'orgs:add': handler('orgs:add', { id: 'new-org' }),
    'orgs:update': handler('orgs:update', { id: 'acme' }),
    'orgs:remove': handler('orgs:remove', new Error('removal failed')),
    'orgs:reorder': handler('orgs:reorder', { orgs: [] }),
    'auth:signIn': handler('auth:signIn', { state: 'signed-in' }),
    'auth:signOut': handler('auth:signOut', { revoked: true }),
    'app:info': handler('app:info', { name: 'x' }),
  } as unknown as Handlers;
  const handlers = announceOrgChanges(base, bus);
  const call = (name: string, request: unknown) =>
    (handlers as unknown as Record<string, (r: unknown, s: unknown) => Promise<unknown>>)[name]!(
      request,
      {
        url: '',
        isTopFrame: true,
      },
    );
  return { bus, received, calls, call };
}

describe('announceOrgChanges', () => {
  it('publishes orgs:changed after each successful change, naming the org where there is one', async () => {
    const { received, call } = setup();
    await call('orgs:add', { name: 'New' });
    await call('orgs:update', { id: 'acme', patch: { name: 'Acme' } });
    await call('orgs:reorder', { ids: [] });
    await call('auth:signIn', { orgId: 'acme', method: 'token' });
    await call('auth:signOut', { orgId: 'acme' });
    expect(received.map((e) => e.payload)).toEqual([
      { orgId: 'new-org' },
      { orgId: 'acme' },
      {},
      { orgId: 'acme' },
      { orgId: 'acme' },
    ]);
  });

  it('stays quiet when a switch only marks an org used, when a call fails, and for other channels', async () => {
    const { received, calls, call } = setup();
    await expect(call('orgs:update', { id: 'acme', patch: { used: true } })).resolves.toEqual({
      id: 'acme',
    });
    await expect(call('orgs:remove', { id: 'acme' })).rejects.toThrow('removal failed');
    await call('app:info', {});
    expect(calls).toEqual(['orgs:update', 'orgs:remove', 'app:info']);
    expect(received).toEqual([]);
  });
});

describe('publishNotice', () => {
  it('gives each notice its own id and keeps it for windows that open later', () => {
    const bus = createEventBus({ log: () => {} });
    publishNotice(bus, { level: 'warning', title: 'Settings repaired', message: 'Restored.' });
    publishNotice(bus, { level: 'warning', title: 'Settings repaired', message: 'Restored.' });
    const received: EventEnvelope[] = [];
    bus.subscribe({ orgId: null, deliver: (e) => received.push(e) });
    const ids = received.map((e) => (e.payload as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('logs instead of throwing when a notice does not fit the contract', () => {
    const bus = createEventBus({ log: () => {} });
    const logged: string[] = [];
    publishNotice(bus, { level: 'warning', title: '', message: 'x' }, (m) => logged.push(m));
    expect(logged).toEqual(['a start-up notice could not be published']);
  });
});
