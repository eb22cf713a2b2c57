import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_FETCH_TTL_MS,
  EARLY_HEADERS,
  answeredInitialQueries,
  startInitialReads,
  takeEarlyRead,
} from './early-fetch.ts';

const SUMMARY = '/org/acme%20prod/api/canary/api/summary';
const AGENTS = '/org/acme%20prod/api/db/agents?select=id%2Cname';
const CONSOLE = ['/org/acme%20prod/api/auth/whoami', '/org/acme%20prod/api/properties'];

function answering(status: number) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response('{"checks_summary":[]}', { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.__mcdEarlyFetch?.clear();
});

describe('the opening screen read started at start-up', () => {
  it('leaves for a screen that has one, with the headers of a plain GET', () => {
    const fetch = answering(200);
    expect(startInitialReads('acme prod', '/health/')).toEqual([SUMMARY, AGENTS, ...CONSOLE]);
    expect(fetch.mock.calls[0]?.[0]).toBe(SUMMARY);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toEqual(EARLY_HEADERS);
    expect(init?.credentials).toBe('same-origin');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    // Any other screen of the console: what the console itself waits for; outside it, nothing.
    expect(startInitialReads('acme prod', '/catalog')).toEqual(CONSOLE);
    expect(startInitialReads('acme prod', '/login')).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('is taken once, by the same URL with the same headers', async () => {
    answering(200);
    startInitialReads('acme prod', '/health');
    expect(takeEarlyRead('/org/other/api/canary/api/summary', EARLY_HEADERS)).toBeUndefined();
    const taken = takeEarlyRead(SUMMARY, { ...EARLY_HEADERS });
    expect((await taken)?.status).toBe(200);
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeUndefined();
  });

  it('is not taken by a request with another header (a scope impersonated)', () => {
    answering(200);
    startInitialReads('acme prod', '/health');
    const scoped = { ...EARLY_HEADERS, 'X-Flanksource-Scope': 'a' };
    expect(takeEarlyRead(SUMMARY, scoped)).toBeUndefined();
    // Nor afterwards: a request that could not take it has dropped it.
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeUndefined();
  });

  it('is not taken once older than the TTL', () => {
    answering(200);
    startInitialReads('acme prod', '/health', () => 0);
    expect(
      takeEarlyRead(SUMMARY, EARLY_HEADERS, undefined, () => EARLY_FETCH_TTL_MS + 1),
    ).toBeUndefined();
  });

  it('hands over null for an answer that is not a success or a failed fetch', async () => {
    answering(401);
    startInitialReads('acme prod', '/health');
    expect(await takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeNull();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startInitialReads('acme prod', '/health');
    expect(await takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeNull();
  });

  it('reads the body before it is taken, and hands over null for a body cut short', async () => {
    let pulls = 0;
    // Pulled only when read (no high-water mark): a pull means the early read consumed the body.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(new TextEncoder().encode('{"checks_summary":[]}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 200 })));
    startInitialReads('acme prod', '/health');
    await vi.waitFor(() => expect(pulls).toBe(1));
    const taken = await takeEarlyRead(SUMMARY, EARLY_HEADERS);
    expect(taken?.status).toBe(200);
    expect(await taken?.text()).toBe('{"checks_summary":[]}');

    const cut = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new TypeError('network error')),
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(cut, { status: 200 })));
    startInitialReads('acme prod', '/health');
    expect(await takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeNull();
  });

  it("is cancelled by the taker's signal (a switch of organisation), and not before", () => {
    const fetch = answering(200);
    startInitialReads('acme prod', '/health');
    const early = fetch.mock.calls[0]?.[1]?.signal;
    const taker = new AbortController();
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS, taker.signal)).toBeDefined();
    expect(early?.aborted).toBe(false);
    taker.abort(new DOMException('switched', 'AbortError'));
    expect(early?.aborted).toBe(true);
  });

  it('is cancelled when it cannot be taken, or nobody takes it within the TTL', () => {
    vi.useFakeTimers();
    try {
      const fetch = answering(200);
      startInitialReads('acme prod', '/health');
      expect(
        takeEarlyRead(SUMMARY, { ...EARLY_HEADERS, 'X-Flanksource-Scope': 'a' }),
      ).toBeUndefined();
      expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
      startInitialReads('acme prod', '/health');
      const second = fetch.mock.calls.length - 2 - CONSOLE.length;
      expect(fetch.mock.calls[second]?.[0]).toBe(SUMMARY);
      vi.advanceTimersByTime(EARLY_FETCH_TTL_MS - 1);
      expect(fetch.mock.calls[second]?.[1]?.signal?.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(fetch.mock.calls[second]?.[1]?.signal?.aborted).toBe(true);
      expect(takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the opening queries as answered once every read of one has a success waiting', async () => {
    answering(200);
    startInitialReads('acme prod', '/health');
    expect(answeredInitialQueries('acme prod')).toEqual([]);
    await takeEarlyReadLater();
    const console = [
      ['auth', 'whoami', {}],
      ['properties', 'list', {}],
    ];
    expect(answeredInitialQueries('acme prod')).toEqual([...console, ['health', 'summary', {}]]);
    expect(answeredInitialQueries('other')).toEqual([]);
    // Taken: that one waits no more.
    void takeEarlyRead(SUMMARY, EARLY_HEADERS);
    expect(answeredInitialQueries('acme prod')).toEqual(console);
    answering(503);
    startInitialReads('acme prod', '/health');
    await takeEarlyReadLater();
    expect(answeredInitialQueries('acme prod')).toEqual([]);
  });
});

/** Lets the stubbed fetches answer. */
const takeEarlyReadLater = () => new Promise((resolve) => setTimeout(resolve, 0));
