import { afterEach, describe, expect, it, vi } from 'vitest';
import { markDefinitionOfDone, updateIncident } from './incident-updates.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each request with the next of `answers` and records what was asked. */
function stubServer(answers: { status?: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: { method: string; body?: string }) => {
    calls.push({
      method: init.method,
      url: decodeURIComponent(url),
      body: init.body ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer = answers.shift() ?? { body: [] };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('updateIncident', () => {
  it('patches the one incident with only the changed columns', async () => {
    const calls = stubServer([{ body: [{ id: 'i1' }] }]);
    await updateIncident('sandbox', 'i1', { status: 'mitigated' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.url).toContain('/api/db/incidents?id=eq.i1');
    expect(calls[0]?.body).toEqual({ status: 'mitigated' });
  });

  it('fails when the server refuses', async () => {
    stubServer([{ status: 403, body: { message: 'forbidden' } }]);
    await expect(updateIncident('sandbox', 'i1', { severity: 'high' })).rejects.toThrow();
  });
});

describe('markDefinitionOfDone', () => {
  it('marks each evidence and ignores the ones that fail', async () => {
    const calls = stubServer([
      { body: [{ id: 'e1' }] },
      { status: 500, body: { message: 'boom' } },
      { body: [{ id: 'e3' }] },
    ]);
    await expect(markDefinitionOfDone('sandbox', ['e1', 'e2', 'e3'])).resolves.toBe(2);
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'PATCH', 'PATCH']);
    expect(calls.map((c) => c.url.split('?')[1])).toEqual(['id=eq.e1', 'id=eq.e2', 'id=eq.e3']);
    expect(calls.every((c) => JSON.stringify(c.body) === '{"definition_of_done":true}')).toBe(true);
  });
});
