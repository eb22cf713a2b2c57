import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../http/testing/stub-server.ts';
import { markDefinitionOfDone, updateIncident } from './incident-updates.ts';

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
