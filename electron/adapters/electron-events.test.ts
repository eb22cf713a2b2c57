import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { EVENT_CHANNEL, EVENT_SUBSCRIBE_CHANNEL } from '../../preload/contract/event-names.ts';
import { createEventBus } from '../events/event-bus.ts';
import { registerElectronEvents } from './electron-events.ts';

function fakeIpcMain() {
  const emitter = new EventEmitter();
  return {
    on: (channel: string, listener: (...args: unknown[]) => void) => emitter.on(channel, listener),
    removeListener: (channel: string, listener: (...args: unknown[]) => void) =>
      emitter.removeListener(channel, listener),
    emit: (channel: string, ...args: unknown[]) => emitter.emit(channel, ...args),
    count: (channel: string) => emitter.listenerCount(channel),
  };
}

let nextId = 1;
function fakeWindow(url = 'app://console/') {
  const emitter = new EventEmitter();
  const sent: unknown[] = [];
  const contents = Object.assign(emitter, {
    id: nextId++,
    destroyed: false,
    send: (channel: string, message: unknown) => {
      expect(channel).toBe(EVENT_CHANNEL);
      sent.push(message);
    },
    isDestroyed() {
      return this.destroyed;
    },
  });
  const frame = { url, parent: null };
  return {
    contents,
    sent,
    names: () => sent.map((m) => (m as { name: string }).name),
    event: (top = true) => ({ sender: contents, senderFrame: top ? frame : { url, parent: {} } }),
  };
}

const PAGE = 'page-0001';

describe('registerElectronEvents', () => {
  it('delivers to a subscribed window only what its organisation may see', () => {
    const ipcMain = fakeIpcMain();
    const bus = createEventBus({ log: () => {} });
    registerElectronEvents(ipcMain as never, bus);
    const acme = fakeWindow();
    const globex = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, acme.event(), { orgId: 'acme', page: PAGE });
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, globex.event(), { orgId: 'globex', page: PAGE });
    bus.publish('silences:changed', { orgId: 'acme' });
    bus.publish('orgs:changed', {});
    expect(acme.sent).toEqual([
      { name: 'silences:changed', payload: { orgId: 'acme' } },
      { name: 'orgs:changed', payload: {} },
    ]);
    expect(globex.names()).toEqual(['orgs:changed']);
  });

  it('follows an org switch on the same page, and starts afresh after a reload', () => {
    const ipcMain = fakeIpcMain();
    const bus = createEventBus({ log: () => {} });
    registerElectronEvents(ipcMain as never, bus);
    bus.publish('app:notice', { id: 'n1', level: 'info', title: 'T', message: 'M' });
    const window = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, window.event(), { orgId: 'acme', page: PAGE });
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, window.event(), { orgId: 'globex', page: PAGE });
    bus.publish('silences:changed', { orgId: 'acme' });
    bus.publish('silences:changed', { orgId: 'globex' });
    expect(window.sent).toEqual([
      { name: 'app:notice', payload: { id: 'n1', level: 'info', title: 'T', message: 'M' } },
      { name: 'silences:changed', payload: { orgId: 'globex' } },
    ]);
    expect(bus.size).toBe(1);
    // Reload: the old page's subscription ends with the navigation; the new page gets the notice.
    window.contents.emit('did-start-navigation', { isSameDocument: false, isMainFrame: true });
    expect(bus.size).toBe(0);
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, window.event(), { orgId: 'globex', page: 'page-0002' });
    expect(window.names().at(-1)).toBe('app:notice');
    expect(bus.size).toBe(1);
    // In-page navigation (the router's pushState) keeps it.
    window.contents.emit('did-start-navigation', { isSameDocument: true, isMainFrame: true });
    expect(bus.size).toBe(1);
    window.contents.emit('destroyed');
    expect(bus.size).toBe(0);
  });

  it('refuses sub-frames, foreign pages and malformed messages', () => {
    const ipcMain = fakeIpcMain();
    const logged: string[] = [];
    const bus = createEventBus({ log: () => {} });
    registerElectronEvents(ipcMain as never, bus, (m) => logged.push(m));
    const iframe = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, iframe.event(false), { orgId: 'acme', page: PAGE });
    const foreign = fakeWindow('https://evil.example/');
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, foreign.event(), { orgId: 'acme', page: PAGE });
    const sloppy = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, sloppy.event(), { orgId: '../x', page: PAGE });
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, sloppy.event(), 'acme');
    expect(bus.size).toBe(0);
    expect(logged).toEqual([
      'refused an event subscription from an untrusted sender',
      'refused an event subscription from an untrusted sender',
      'refused a malformed event subscription',
      'refused a malformed event subscription',
    ]);
  });

  it('stops sending to a destroyed window and unregisters everything on dispose', () => {
    const ipcMain = fakeIpcMain();
    const bus = createEventBus({ log: () => {} });
    const dispose = registerElectronEvents(ipcMain as never, bus);
    const window = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, window.event(), { orgId: null, page: PAGE });
    window.contents.destroyed = true;
    expect(bus.publish('orgs:changed', {})).toBe(1);
    expect(window.sent).toEqual([]);
    expect(bus.size).toBe(0);
    const other = fakeWindow();
    ipcMain.emit(EVENT_SUBSCRIBE_CHANNEL, other.event(), { orgId: null, page: PAGE });
    dispose();
    expect(bus.size).toBe(0);
    expect(ipcMain.count(EVENT_SUBSCRIBE_CHANNEL)).toBe(0);
  });
});
