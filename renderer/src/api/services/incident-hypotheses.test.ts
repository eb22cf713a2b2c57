import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../http/testing/stub-server.ts';
import {
  createComment,
  createHypothesis,
  deleteHypothesis,
  evidenceRefsQuery,
  updateEvidences,
  updateHypothesis,
} from './incident-hypotheses.ts';
import type { Evidence } from './incidents.types.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('hypothesis writes', () => {
  it('deletes comments, then evidence, then the hypothesis (I8 order)', async () => {
    const calls = stubServer();
    await deleteHypothesis('sandbox', 'h1');
    expect(calls.map((c) => [c.method, c.url.replace(/^.*\/api\/db\//, '')])).toEqual([
      ['DELETE', 'comments?hypothesis_id=eq.h1'],
      ['DELETE', 'evidences?hypothesis_id=eq.h1'],
      ['DELETE', 'hypotheses?id=eq.h1'],
    ]);
  });

  it('stops when removing the comments fails, so nothing is half deleted', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ message: 'no' }), { status: 403 })),
    );
    await expect(deleteHypothesis('sandbox', 'h1')).rejects.toThrow();
  });

  it('creates a child with its parent and updates only the changed column', async () => {
    const calls = stubServer();
    await createHypothesis('sandbox', {
      incident_id: 'i1',
      parent_id: 'r1',
      type: 'factor',
      title: 'Disk full',
      status: 'possible',
      created_by: 'u1',
    });
    await updateHypothesis('sandbox', 'h2', { status: 'proven' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { parent_id: 'r1', type: 'factor', status: 'possible', created_by: 'u1' },
    });
    expect(calls[1]).toMatchObject({ method: 'PATCH', body: { status: 'proven' } });
    expect(calls[1]!.url).toContain('hypotheses?id=eq.h2');
  });

  it('marks several evidences at once and posts comments with their author', async () => {
    const calls = stubServer();
    await updateEvidences('sandbox', ['e1', 'e2'], { definition_of_done: true });
    await updateEvidences('sandbox', [], { done: true });
    await createComment('sandbox', {
      incident_id: 'i1',
      hypothesis_id: 'h1',
      comment: 'hi @[Ann](user:u2)',
      created_by: 'u1',
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toContain('evidences?id=in.(e1,e2)');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { comment: 'hi @[Ann](user:u2)' } });
  });
});

describe('evidenceRefsQuery', () => {
  it('reads only the tables some evidence points at, keyed by id', async () => {
    const calls = stubServer((url) =>
      url.includes('/checks') ? [{ id: 'c1', name: 'api-health', status: 'unhealthy' }] : [],
    );
    const evidences = [
      { id: 'e1', hypothesis_id: 'h', type: 'check', check_id: 'c1' },
      { id: 'e2', hypothesis_id: 'h', type: 'check', check_id: 'c1' },
    ] as Evidence[];
    const options = evidenceRefsQuery('sandbox', 'i1', evidences);
    expect(options.queryKey[0]).toBe('incidents');
    const refs = await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('checks?select=id,name,icon,type,status&id=in.(c1)');
    expect(refs.checks['c1']?.name).toBe('api-health');
  });
});
