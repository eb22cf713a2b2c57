import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_FETCH_TTL_MS,
  EARLY_HEADERS,
  startInitialRead,
  takeEarlyRead,
} from './early-fetch.ts';

const SUMMARY = '/org/acme%20prod/api/canary/api/summary';

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
    expect(startInitialRead('acme prod', '/health/')).toBe(SUMMARY);
    expect(fetch).toHaveBeenCalledWith(SUMMARY, {
      headers: EARLY_HEADERS,
      credentials: 'same-origin',
    });
    expect(startInitialRead('acme prod', '/catalog')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is taken once, by the same URL with the same headers', async () => {
    answering(200);
    startInitialRead('acme prod', '/health');
    expect(takeEarlyRead('/org/other/api/canary/api/summary', EARLY_HEADERS)).toBeUndefined();
    const taken = takeEarlyRead(SUMMARY, { ...EARLY_HEADERS });
    expect((await taken)?.status).toBe(200);
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeUndefined();
  });

  it('is not taken by a request with another header (a scope impersonated)', () => {
    answering(200);
    startInitialRead('acme prod', '/health');
    const scoped = { ...EARLY_HEADERS, 'X-Flanksource-Scope': 'a' };
    expect(takeEarlyRead(SUMMARY, scoped)).toBeUndefined();
    // Nor afterwards: a request that could not take it has dropped it.
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeUndefined();
  });

  it('is not taken once older than the TTL', () => {
    answering(200);
    startInitialRead('acme prod', '/health', () => 0);
    expect(takeEarlyRead(SUMMARY, EARLY_HEADERS, () => EARLY_FETCH_TTL_MS + 1)).toBeUndefined();
  });

  it('hands over null for an answer that is not a success or a failed fetch', async () => {
    answering(401);
    startInitialRead('acme prod', '/health');
    expect(await takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeNull();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startInitialRead('acme prod', '/health');
    expect(await takeEarlyRead(SUMMARY, EARLY_HEADERS)).toBeNull();
  });
});
