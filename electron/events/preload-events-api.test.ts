// The preload's window.desktopEvents (preload/events-api.ts), tested here: the preload project has no tests of its own.
import { describe, expect, it } from 'vitest';
import { EVENT_CHANNEL, EVENT_SUBSCRIBE_CHANNEL } from '../../preload/contract/event-names.ts';
import { buildDesktopEvents, type EventIpc } from '../../preload/events-api.ts';

function fakeIpc() {
  let listener: ((event: unknown, message: unknown) => void) | null = null;
  const sent: unknown[] = [];
  const ipc: EventIpc = {
    on: (channel, fn) => {
      expect(channel).toBe(EVENT_CHANNEL);
      listener = fn;
    },
    send: (channel, message) => {
      expect(channel).toBe(EVENT_SUBSCRIBE_CHANNEL);
      sent.push(message);
    },
  };
  return { ipc, sent, push: (message: unknown) => listener?.({ sender: 'ipc' }, message) };
}

describe('window.desktopEvents', () => {
  it('subscribes with main once the first handler is added, with the scope known by then', () => {
    const { ipc, sent } = fakeIpc();
    const api = buildDesktopEvents(ipc, 'page-1234');
    api.setScope('acme');
    expect(sent).toEqual([]);
    api.onEvent('orgs:changed', () => {});
    api.onEvent('app:notice', () => {});
    expect(sent).toEqual([{ orgId: 'acme', page: 'page-1234' }]);
    api.setScope('acme');
    api.setScope('globex');
    expect(sent.at(-1)).toEqual({ orgId: 'globex', page: 'page-1234' });
    expect(sent).toHaveLength(2);
  });

  it('hands handlers only the payload of their event, never the IPC event', () => {
    const { ipc, push } = fakeIpc();
    const api = buildDesktopEvents(ipc, 'page-1234');
    const got: unknown[][] = [];
    const off = api.onEvent('silences:changed', (...args) => got.push(args));
    push({ name: 'silences:changed', payload: { orgId: 'acme' } });
    push({ name: 'orgs:changed', payload: {} });
    push({ name: 'nope:never', payload: {} });
    push(null);
    expect(got).toEqual([[{ orgId: 'acme' }]]);
    off();
    push({ name: 'silences:changed', payload: { orgId: 'acme' } });
    expect(got).toHaveLength(1);
  });

  it('refuses unknown names and is frozen', () => {
    const api = buildDesktopEvents(fakeIpc().ipc, 'page-1234');
    expect(() => api.onEvent('nope:never' as never, () => {})).toThrow(/Unknown event/);
    expect(Object.isFrozen(api)).toBe(true);
  });
});
