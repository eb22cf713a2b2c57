import { describe, expect, it } from 'vitest';
import {
  createEventBus,
  EventPayloadError,
  isDeliverable,
  parseCursor,
  type EventEnvelope,
} from './event-bus.ts';

function collector(bus: ReturnType<typeof createEventBus>, orgId: string | null, after?: string) {
  const received: EventEnvelope[] = [];
  const subscription = bus.subscribe({ orgId, after, deliver: (e) => received.push(e) });
  return {
    received,
    subscription,
    names: () =>
      received.map(
        (e) => `${e.name}${'orgId' in e.payload && e.payload.orgId ? `@${e.payload.orgId}` : ''}`,
      ),
  };
}

const notice = (id: string) => ({ id, level: 'warning' as const, title: 'T', message: 'M' });

describe('EventBus.publish', () => {
  it('validates the payload against the contract and delivers nothing when it fails', () => {
    const bus = createEventBus({ log: () => {} });
    const window = collector(bus, 'acme');
    expect(() => bus.publish('silences:changed', {} as never)).toThrow(EventPayloadError);
    expect(() => bus.publish('app:notice', { ...notice('x'), level: 'fatal' } as never)).toThrow(
      /app:notice has an invalid payload: level/,
    );
    expect(() => bus.publish('nope:never' as never, {} as never)).toThrow();
    expect(window.received).toEqual([]);
  });

  it('delivers the parsed payload with an increasing sequence', () => {
    const bus = createEventBus({ epoch: 'e1', log: () => {} });
    const window = collector(bus, null);
    expect(bus.publish('orgs:changed', {})).toBe(1);
    expect(bus.publish('orgs:changed', { orgId: 'acme' })).toBe(1);
    expect(window.received).toEqual([
      { epoch: 'e1', seq: 1, name: 'orgs:changed', payload: {} },
      { epoch: 'e1', seq: 2, name: 'orgs:changed', payload: { orgId: 'acme' } },
    ]);
  });
});

describe('organisation scoping', () => {
  it('never delivers an event of one organisation to a window of another', () => {
    const bus = createEventBus({ log: () => {} });
    const acme = collector(bus, 'acme');
    const globex = collector(bus, 'globex');
    const none = collector(bus, null);
    expect(bus.publish('silences:changed', { orgId: 'acme' })).toBe(1);
    expect(bus.publish('app:navigate', { orgId: 'globex', route: '/health' })).toBe(1);
    expect(bus.publish('silences:changed', { orgId: 'initech' })).toBe(0);
    expect(bus.publish('update:available', { version: '1.2.3', signature: 'verified' })).toBe(3);
    expect(acme.names()).toEqual(['silences:changed@acme', 'update:available']);
    expect(globex.names()).toEqual(['app:navigate@globex', 'update:available']);
    expect(none.names()).toEqual(['update:available']);
  });

  it('follows a window that switches organisation', () => {
    const bus = createEventBus({ log: () => {} });
    const window = collector(bus, 'acme');
    window.subscription.setOrg('globex');
    bus.publish('silences:changed', { orgId: 'acme' });
    bus.publish('silences:changed', { orgId: 'globex' });
    expect(window.names()).toEqual(['silences:changed@globex']);
    expect(window.subscription.orgId).toBe('globex');
  });

  it('isDeliverable: app-wide to all, org-scoped only to a matching org', () => {
    expect(isDeliverable({ name: 'orgs:changed', payload: { orgId: 'a' } }, 'b')).toBe(true);
    expect(isDeliverable({ name: 'silences:changed', payload: { orgId: 'a' } }, 'a')).toBe(true);
    expect(isDeliverable({ name: 'silences:changed', payload: { orgId: 'a' } }, 'b')).toBe(false);
    expect(isDeliverable({ name: 'silences:changed', payload: { orgId: 'a' } }, null)).toBe(false);
  });

  it('stops delivering after close, and one failing subscriber does not stop the others', () => {
    const logged: string[] = [];
    const bus = createEventBus({ log: (m) => logged.push(m) });
    bus.subscribe({
      orgId: null,
      deliver: () => {
        throw new Error('window gone');
      },
    });
    const window = collector(bus, null);
    expect(bus.publish('orgs:changed', {})).toBe(1);
    window.subscription.close();
    bus.publish('orgs:changed', {});
    expect(window.received).toHaveLength(1);
    expect(logged).toEqual(['could not deliver orgs:changed', 'could not deliver orgs:changed']);
    expect(bus.size).toBe(1);
  });
});

describe('replay', () => {
  it('hands kept events (every notice, the latest update) to a window that subscribes later', () => {
    const bus = createEventBus({ log: () => {} });
    bus.publish('app:notice', notice('a'));
    bus.publish('update:available', { version: '1.0.1', signature: 'verified' });
    bus.publish('orgs:changed', {});
    bus.publish('app:notice', notice('b'));
    bus.publish('update:available', { version: '1.0.2', signature: 'verified' });
    bus.publish('silences:changed', { orgId: 'acme' });
    const late = collector(bus, 'acme');
    expect(late.received.map((e) => e.payload)).toEqual([
      notice('a'),
      notice('b'),
      { version: '1.0.2', signature: 'verified' },
    ]);
  });

  it('keeps a passing notice from windows opened later, but gives it to the open ones', () => {
    const bus = createEventBus({ log: () => {} });
    const open = collector(bus, null);
    bus.publish('app:notice', notice('start-up'));
    bus.publish('app:notice', notice('confirm in the new tab'), { keep: false });
    expect(open.received.map((e) => e.payload)).toEqual([
      notice('start-up'),
      notice('confirm in the new tab'),
    ]);
    const late = collector(bus, null);
    expect(late.received.map((e) => e.payload)).toEqual([notice('start-up')]);
  });

  it('resumes a reconnecting stream after its last id, with its own scope', () => {
    const bus = createEventBus({ epoch: 'e1', log: () => {} });
    bus.publish('app:notice', notice('a')); // 1
    bus.publish('silences:changed', { orgId: 'acme' }); // 2
    bus.publish('silences:changed', { orgId: 'globex' }); // 3
    bus.publish('orgs:changed', {}); // 4
    const back = collector(bus, 'acme', 'e1:1');
    expect(back.received.map((e) => e.seq)).toEqual([2, 4]);
    const upToDate = collector(bus, 'acme', 'e1:4');
    expect(upToDate.received).toEqual([]);
  });

  it('treats a cursor of another launch as a first connection', () => {
    const bus = createEventBus({ epoch: 'e2', log: () => {} });
    bus.publish('app:notice', notice('a'));
    bus.publish('orgs:changed', {});
    expect(collector(bus, null, 'e1:7').received.map((e) => e.name)).toEqual(['app:notice']);
  });

  it('falls back to the kept events when the history no longer reaches the cursor', () => {
    const bus = createEventBus({ epoch: 'e1', historySize: 2, log: () => {} });
    bus.publish('orgs:changed', {}); // 1
    bus.publish('app:notice', notice('a')); // 2
    bus.publish('orgs:changed', {}); // 3
    bus.publish('orgs:changed', {}); // 4
    // Events 2..4 were wanted, 3..4 are held: the notice (kept) still arrives, not the lost change.
    expect(collector(bus, null, 'e1:1').received.map((e) => e.seq)).toEqual([2]);
  });

  it('parseCursor reads only this launch’s well-formed ids', () => {
    expect(parseCursor('e1:12', 'e1')).toBe(12);
    expect(parseCursor('e2:12', 'e1')).toBeNull();
    expect(parseCursor('e1:x', 'e1')).toBeNull();
    expect(parseCursor('', 'e1')).toBeNull();
    expect(parseCursor(null, 'e1')).toBeNull();
  });
});
