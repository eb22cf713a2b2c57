// `Retry-After` on 429 and 503 is honoured (seconds or an HTTP date, capped at a minute), and the
// screen can say when the next try comes.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { toApiError } from './client.ts';
import {
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryAt,
  retryDelayMs,
  shouldRetry,
} from './retry-policy.ts';

const NOW = Date.parse('2026-11-26T03:00:00Z');

function answer(status: number, retryAfter?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (retryAfter !== undefined) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify({ message: 'slow down' }), { status, headers });
}

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, and ignores what is neither', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 03:00:30 GMT', NOW)).toBe(30_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 02:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-3', NOW)).toBeNull();
    expect(parseRetryAfter('', NOW)).toBeNull();
    expect(parseRetryAfter(null, NOW)).toBeNull();
  });

  it('a 429 or 503 answer carries the wait; other statuses do not', async () => {
    expect((await toApiError(answer(429, '7'), '/x')).retryAfterMs).toBe(7000);
    expect((await toApiError(answer(503, '120'), '/x')).retryAfterMs).toBe(120_000);
    expect((await toApiError(answer(500, '7'), '/x')).retryAfterMs).toBeNull();
    expect((await toApiError(answer(429), '/x')).retryAfterMs).toBeNull();
  });

  it('retries a 429 that says when, waits what it asks, capped at a minute', async () => {
    const busy = await toApiError(answer(429, '7'), '/x');
    expect(shouldRetry(0, busy)).toBe(true);
    expect(retryDelayMs(0, busy)).toBe(7000);
    expect(shouldRetry(2, busy)).toBe(false);

    const long = await toApiError(answer(503, '3600'), '/x');
    expect(shouldRetry(0, long)).toBe(true);
    expect(retryDelayMs(0, long)).toBe(MAX_RETRY_AFTER_MS);

    const dated = await toApiError(answer(429, new Date(Date.now() + 20_000).toUTCString()), '/x');
    expect(retryDelayMs(0, dated)).toBeGreaterThan(15_000);
    expect(retryDelayMs(0, dated)).toBeLessThanOrEqual(20_000);
  });

  it('a 429 without Retry-After, a 4xx and the gateway’s own 503 are not retried', () => {
    expect(shouldRetry(0, new ApiError({ status: 429, message: 'x', url: '/x' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 404, message: 'x', url: '/x' }))).toBe(false);
    const offline = new ApiError({ status: 503, message: 'x', url: '/x', gatewayKind: 'offline' });
    expect(shouldRetry(0, offline)).toBe(false);
    const hiccup = new ApiError({ status: 502, message: 'x', url: '/x' });
    expect(shouldRetry(1, hiccup)).toBe(true);
    expect(retryDelayMs(1, hiccup, () => 0.5)).toBe(2000);
  });

  it('spreads the backoff by ±25 % (jitter), but waits exactly what the server asked', () => {
    const hiccup = new ApiError({ status: 503, message: 'x', url: '/x' });
    expect(retryDelayMs(0, hiccup, () => 0)).toBe(750);
    expect(retryDelayMs(0, hiccup, () => 0.998)).toBe(1249);
    expect(retryDelayMs(1, hiccup, () => 0)).toBe(1500);
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(1, hiccup)));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(1500);
      expect(delay).toBeLessThanOrEqual(2500);
    }
    const asked = new ApiError({ status: 503, message: 'x', url: '/x', retryAfterMs: 4000 });
    expect(retryDelayMs(0, asked, () => 0)).toBe(4000);
  });

  it('says when the next try comes, and nothing once no retry is left', () => {
    const busy = new ApiError({
      status: 429,
      message: 'x',
      url: '/x',
      retryAfterMs: 9000,
      receivedAt: NOW,
    });
    expect(retryAt(1, busy)).toBe(NOW + 9000);
    expect(retryAt(3, busy)).toBeNull();
    expect(retryAt(1, new ApiError({ status: 500, message: 'x', url: '/x' }))).toBeNull();
  });
});
