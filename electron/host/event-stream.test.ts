import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../events/event-bus.ts';
import { createEventStreams, formatEvent, SSE_HEADERS } from './event-stream.ts';

function fakeExchange(method = 'GET', headers: Record<string, string> = {}) {
  const req = Object.assign(new EventEmitter(), { method, headers }) as unknown as IncomingMessage;
  const written: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {},
    writableEnded: false,
    writeHead(status: number, h: Record<string, string>) {
      this.status = status;
      this.headers = h;
      return this;
    },
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    end(chunk?: string) {
      if (chunk) written.push(chunk);
      this.writableEnded = true;
    },
  });
  return { req, res: res as unknown as ServerResponse & typeof res, written };
}

afterEach(() => vi.useRealTimers());

describe('event streams', () => {
  it('answers with SSE headers that keep compression and caches away', () => {
    expect(SSE_HEADERS['content-type']).toMatch(/^text\/event-stream/);
    expect(SSE_HEADERS['cache-control']).toBe('no-cache, no-transform');
    const bus = createEventBus({ log: () => {} });
    const streams = createEventStreams({ bus });
    const { req, res, written } = fakeExchange();
    streams.handle(req, res, new URL('http://127.0.0.1/events?org=acme'));
    expect(res.status).toBe(200);
    expect(res.headers).toEqual(SSE_HEADERS);
    expect(written[0]).toBe('retry: 2000\n: connected\n\n');
    streams.close();
  });

  it('frames each event with its id and sends heartbeats until the client goes', () => {
    vi.useFakeTimers();
    const bus = createEventBus({ epoch: 'e1', log: () => {} });
    const streams = createEventStreams({ bus, heartbeatMs: 1000 });
    const { req, res, written } = fakeExchange();
    streams.handle(req, res, new URL('http://127.0.0.1/events?org=acme'));
    bus.publish('silences:changed', { orgId: 'acme' });
    expect(written.at(-1)).toBe(
      'id: e1:1\ndata: {"name":"silences:changed","payload":{"orgId":"acme"}}\n\n',
    );
    vi.advanceTimersByTime(2000);
    expect(written.filter((w) => w === ': ping\n\n')).toHaveLength(2);
    expect(streams.open).toBe(1);
    req.emit('close');
    expect(streams.open).toBe(0);
    expect(bus.size).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(written.filter((w) => w === ': ping\n\n')).toHaveLength(2);
  });

  it('resumes from Last-Event-ID, or from ?after= when a tab opens a stream for another org', () => {
    const bus = createEventBus({ epoch: 'e1', log: () => {} });
    bus.publish('orgs:changed', {});
    bus.publish('silences:changed', { orgId: 'globex' });
    const streams = createEventStreams({ bus });
    const header = fakeExchange('GET', { 'last-event-id': 'e1:1' });
    streams.handle(header.req, header.res, new URL('http://127.0.0.1/events?org=globex'));
    expect(header.written.slice(1)).toEqual([
      formatEvent({ epoch: 'e1', seq: 2, name: 'silences:changed', payload: { orgId: 'globex' } }),
    ]);
    const query = fakeExchange();
    streams.handle(query.req, query.res, new URL('http://127.0.0.1/events?org=globex&after=e1:2'));
    expect(query.written.slice(1)).toEqual([]);
    streams.close();
    expect(header.res.writableEnded).toBe(true);
    expect(bus.size).toBe(0);
  });

  it('refuses other methods and malformed organisations', () => {
    const bus = createEventBus({ log: () => {} });
    const streams = createEventStreams({ bus });
    const post = fakeExchange('POST');
    streams.handle(post.req, post.res, new URL('http://127.0.0.1/events'));
    expect(post.res.status).toBe(405);
    const bad = fakeExchange();
    streams.handle(bad.req, bad.res, new URL('http://127.0.0.1/events?org=Not%20An%20Id'));
    expect(bad.res.status).toBe(400);
    expect(bus.size).toBe(0);
  });
});
