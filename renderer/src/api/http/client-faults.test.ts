// Bad answers the data layer must turn into errors (reliability-security.md §A.3 #7, #15): a body
// cut off mid-JSON never becomes data, and a PostgREST error envelope becomes a typed ApiError.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { request, toApiError } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

const json = { 'content-type': 'application/json' };

describe('bad answers', () => {
  it('a truncated JSON body is an error, not data', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('[{"id":"a"},{"id":"b', { status: 200, headers: json })),
    );
    const answer = request('acme', '/api/db/checks');
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({
      message: expect.stringMatching(/not JSON/) as unknown,
    });
  });

  it('a PostgREST error envelope becomes a typed error', async () => {
    const body = {
      code: '42703',
      message: 'column checks.nme does not exist',
      details: null,
      hint: 'Perhaps you meant to reference the column "checks.name".',
    };
    const error = await toApiError(
      new Response(JSON.stringify(body), { status: 400, headers: json }),
      '/org/acme/api/db/checks',
    );
    expect(error).toMatchObject({
      status: 400,
      code: '42703',
      message: 'column checks.nme does not exist',
      details: null,
      hint: body.hint,
      gatewayKind: null,
    });
  });
});

describe('a server that asks to wait (429 with Retry-After)', () => {
  afterEach(() => vi.useRealTimers());

  it("holds every read of that organisation until then, not writes nor other organisations'", async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: { method: string }) => {
      calls.push(`${init.method} ${url}`);
      return Promise.resolve(
        calls.length === 1
          ? new Response('{"message":"slow down"}', {
              status: 429,
              headers: { ...json, 'retry-after': '5' },
            })
          : new Response('[]', { status: 200, headers: json }),
      );
    });
    await expect(request('busy-org', '/api/db/checks')).rejects.toMatchObject({ status: 429 });

    // Another screen's read, or the auto-refresh, of the same organisation waits.
    const later = request('busy-org', '/api/db/components');
    const elsewhere = request('calm-org', '/api/db/checks');
    const write = request('busy-org', '/api/db/incidents', { method: 'POST', body: {} });
    await Promise.all([elsewhere, write]);
    expect(calls).toHaveLength(3);
    expect(calls.slice(1).sort()).toEqual([
      'GET /org/calm-org/api/db/checks',
      'POST /org/busy-org/api/db/incidents',
    ]);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(200);
    await expect(later).resolves.toEqual([]);
    expect(calls.at(-1)).toBe('GET /org/busy-org/api/db/components');
  });

  it('lets a screen that closes stop waiting', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response('{}', { status: 503, headers: { ...json, 'retry-after': '30' } }),
      ),
    );
    await expect(request('closing-org', '/api/db/checks')).rejects.toMatchObject({ status: 503 });
    const leaving = new AbortController();
    const waiting = request('closing-org', '/api/db/checks', { signal: leaving.signal });
    leaving.abort();
    await expect(waiting).rejects.toThrow();
  });
});
