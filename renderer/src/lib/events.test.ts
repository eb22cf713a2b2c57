import { describe, expect, it } from 'vitest';
import { eventNames, type DesktopEvents } from '../../../preload/contract/event-names.ts';
import * as contract from '../../../preload/contract/events.ts';
import {
  createEventHub,
  electronEventTransport,
  RETRY_MS,
  sseEventTransport,
  type EventTransport,
} from './events.ts';

function fakeTransport() {
  let deliver: ((name: unknown, payload: unknown) => void) | null = null;
  const scopes: (string | null)[] = [];
  let starts = 0;
  const transport: EventTransport = {
    start: (fn) => {
      starts += 1;
      deliver = fn;
    },
    setScope: (orgId) => scopes.push(orgId),
  };
  return {
    transport,
    scopes,
    starts: () => starts,
    push: (name: unknown, payload: unknown) => deliver?.(name, payload),
  };
}

const notice = (id: string) => ({ id, level: 'info', title: 'T', message: 'M' });

describe('createEventHub', () => {
  it('starts the transport on the first handler and validates every event', () => {
    const fake = fakeTransport();
    const warnings: string[] = [];
    const hub = createEventHub(fake.transport, (m) => warnings.push(m), contract);
    expect(fake.starts()).toBe(0);
    const got: unknown[] = [];
    hub.on('silences:changed', (payload) => got.push(payload));
    hub.on('orgs:changed', () => {});
    expect(fake.starts()).toBe(1);
    fake.push('silences:changed', { orgId: 'acme' });
    fake.push('silences:changed', { orgId: 'Not An Id' });
    fake.push('nope:never', {});
    expect(got).toEqual([{ orgId: 'acme' }]);
    expect(warnings).toHaveLength(2);
  });

  it('hands kept events to handlers that start listening later', () => {
    const fake = fakeTransport();
    const hub = createEventHub(fake.transport, () => {}, contract);
    hub.on('orgs:changed', () => {});
    fake.push('app:notice', notice('a'));
    fake.push('update:available', { version: '1.0.1', signature: 'verified' });
    fake.push('update:available', { version: '1.0.2', signature: 'verified' });
    fake.push('orgs:changed', {});
    const notices: unknown[] = [];
    const updates: unknown[] = [];
    hub.on('app:notice', (p) => notices.push(p));
    hub.on('update:available', (p) => updates.push(p));
    expect(notices).toEqual([notice('a')]);
    expect(updates).toEqual([{ version: '1.0.2', signature: 'verified' }]);
  });

  it('stops calling a handler once unsubscribed, and one failing handler spares the others', () => {
    const fake = fakeTransport();
    const hub = createEventHub(fake.transport, () => {}, contract);
    const got: string[] = [];
    hub.on('orgs:changed', () => {
      throw new Error('boom');
    });
    const off = hub.on('orgs:changed', () => got.push('second'));
    fake.push('orgs:changed', {});
    off();
    fake.push('orgs:changed', {});
    expect(got).toEqual(['second']);
  });

  it('loads the contract on the first event, and delivers what arrived meanwhile in order', async () => {
    const fake = fakeTransport();
    let loads = 0;
    let loaded!: (module: typeof contract) => void;
    const hub = createEventHub(
      fake.transport,
      () => {},
      () => {
        loads += 1;
        return new Promise((resolve) => (loaded = resolve));
      },
    );
    const got: unknown[] = [];
    hub.on('silences:changed', (payload) => got.push(payload));
    expect(fake.starts()).toBe(1);
    expect(loads).toBe(0);
    fake.push('silences:changed', { orgId: 'acme' });
    fake.push('silences:changed', { orgId: 'beta' });
    expect(loads).toBe(1);
    expect(got).toEqual([]);
    loaded(contract);
    await Promise.resolve();
    fake.push('silences:changed', { orgId: 'gamma' });
    expect(got).toEqual([{ orgId: 'acme' }, { orgId: 'beta' }, { orgId: 'gamma' }]);
    expect(loads).toBe(1);
  });

  it('says how many events it dropped when the contract cannot load', async () => {
    const fake = fakeTransport();
    const warnings: string[] = [];
    createEventHub(
      fake.transport,
      (m) => warnings.push(m),
      () => Promise.reject(new Error('chunk gone')),
    ).on('orgs:changed', () => {});
    fake.push('orgs:changed', {});
    fake.push('orgs:changed', {});
    await Promise.resolve();
    await Promise.resolve();
    expect(warnings).toEqual([
      'dropped 2 event(s): the event contract did not load (Error: chunk gone)',
    ]);
  });

  it('passes the window’s organisation to the transport', () => {
    const fake = fakeTransport();
    createEventHub(fake.transport).setScope('acme');
    expect(fake.scopes).toEqual(['acme']);
  });
});

describe('electronEventTransport', () => {
  it('listens to every contract event through the preload', () => {
    const names: string[] = [];
    let scope: string | null = null;
    const api: DesktopEvents = {
      onEvent: (name) => {
        names.push(name);
        return () => {};
      },
      setScope: (orgId) => {
        scope = orgId;
      },
    };
    const transport = electronEventTransport(api);
    transport.start(() => {});
    transport.setScope('acme');
    expect(names.sort()).toEqual([...eventNames].sort());
    expect(scope).toBe('acme');
  });
});

describe('sseEventTransport', () => {
  function fakeEventSources() {
    const opened: { url: string; closed: boolean; source: FakeSource }[] = [];
    class FakeSource {
      onmessage: ((m: MessageEvent<string>) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      readyState = 1;
      readonly url: string;
      constructor(url: string) {
        this.url = url;
        opened.push({ url, closed: false, source: this });
      }
      close() {
        const entry = opened.find((o) => o.source === this);
        if (entry) entry.closed = true;
        this.readyState = 2;
      }
      emit(data: unknown, lastEventId = '') {
        this.onmessage?.({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
      }
    }
    return { opened, open: (url: string) => new FakeSource(url) };
  }

  it('opens /events for the window’s org and reopens after the last id when it switches', () => {
    const fake = fakeEventSources();
    const transport = sseEventTransport(
      fake.open,
      () => {},
      (fn) => fn(),
    );
    transport.setScope('acme');
    const got: unknown[] = [];
    transport.start((name, payload) => got.push([name, payload]));
    expect(fake.opened.map((o) => o.url)).toEqual(['/events?org=acme']);
    fake.opened[0]!.source.emit({ name: 'orgs:changed', payload: {} }, 'e1:7');
    fake.opened[0]!.source.onmessage?.({
      data: 'not json',
      lastEventId: '',
    } as MessageEvent<string>);
    transport.setScope('globex');
    expect(fake.opened[0]!.closed).toBe(true);
    expect(fake.opened[1]!.url).toBe('/events?org=globex&after=e1%3A7');
    expect(got).toEqual([['orgs:changed', {}]]);
  });

  it('leaves network errors to EventSource and retries itself after a refusal', () => {
    const fake = fakeEventSources();
    const scheduled: [() => void, number][] = [];
    const transport = sseEventTransport(
      fake.open,
      (fn, ms) => scheduled.push([fn, ms]),
      (fn) => fn(),
    );
    transport.start(() => {});
    const first = fake.opened[0]!.source;
    first.readyState = 0; // CONNECTING: EventSource is already retrying
    first.onerror?.(new Event('error'));
    expect(scheduled).toEqual([]);
    first.readyState = 2; // CLOSED: the host refused the stream
    first.onerror?.(new Event('error'));
    expect(scheduled.map(([, ms]) => ms)).toEqual([RETRY_MS]);
    scheduled[0]![0]();
    expect(fake.opened.map((o) => o.url)).toEqual(['/events', '/events']);
  });
});
