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
