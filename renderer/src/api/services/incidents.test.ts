import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../http/testing/stub-server.ts';
import { createIncident, fetchIncidents, titlePattern } from './incidents.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = {
  title: ' API down ',
  description: '',
  severity: 'low',
  status: 'open',
  type: 'availability',
} as const;

describe('createIncident (spec 2 §4, reference I4, I8, I9)', () => {
  it('creates the incident, then its root hypothesis, then the evidence on it', async () => {
    const calls = stubServer([{ body: [{ id: 'i1' }] }, { body: [{ id: 'h1' }] }, { body: [] }]);
    const evidence = {
      type: 'topology' as const,
      description: 'Topology',
      component_id: 'c1',
      evidence: {},
    };
    await expect(createIncident('sandbox', input, 'u1', evidence)).resolves.toBe('i1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /org/sandbox/api/db/incidents?select=*',
      'POST /org/sandbox/api/db/hypotheses?select=*',
      'POST /org/sandbox/api/db/evidences',
    ]);
    expect(calls[0]!.body).toEqual({
      title: 'API down',
      description: '',
      severity: 'low',
      status: 'open',
      type: 'availability',
      created_by: 'u1',
      commander_id: 'u1',
      communicator_id: 'u1',
    });
    expect(calls[1]!.body).toEqual({
      incident_id: 'i1',
      type: 'root',
      status: 'possible',
      title: 'API down',
      created_by: 'u1',
    });
    expect(calls[2]!.body).toEqual({ ...evidence, hypothesis_id: 'h1', created_by: 'u1' });
  });

  it('writes no evidence when none is given', async () => {
    const calls = stubServer([{ body: [{ id: 'i1' }] }, { body: [{ id: 'h1' }] }]);
    await createIncident('sandbox', input, 'u1');
    expect(calls).toHaveLength(2);
  });

  it('stops at the first failure and throws its message', async () => {
    const calls = stubServer([{ status: 400, body: { message: 'bad severity' } }]);
    await expect(createIncident('sandbox', input, 'u1')).rejects.toThrow('bad severity');
    expect(calls).toHaveLength(1);
  });
});

describe('fetchIncidents (reference I1)', () => {
  const signal = new AbortController().signal;

  it('reads the summary newest first with the filters', async () => {
    const calls = stubServer([{ body: [] }]);
    await fetchIncidents(
      'sandbox',
      { status: 'open', severity: 'high', type: 'cost', search: 'db' },
      signal,
    );
    expect(calls.map((c) => c.url)).toEqual([
      '/org/sandbox/api/db/incident_summary?select=*&title=ilike.*db*&order=created_at.desc' +
        '&status=eq.open&severity=eq.high&type=eq.cost',
    ]);
  });

  it('narrows by owner and component (its subtree, as its card counts) first', async () => {
    const calls = stubServer([
      { body: [{ id: 'c2' }] },
      { body: [{ id: 'a' }, { id: 'a' }, { id: 'b' }] },
      { body: [] },
    ]);
    await fetchIncidents('sandbox', { status: 'open', owner: 'p1', component: 'c1' }, signal);
    expect(calls.map((c) => c.url)).toEqual([
      '/org/sandbox/api/db/components?select=id&or=(id.eq.c1,path.like.*c1*)&deleted_at=is.null',
      '/org/sandbox/api/db/incidents?select=id,hypotheses!inner(evidences!inner(component_id))' +
        '&or=(commander_id.eq.p1,created_by.eq.p1)&hypotheses.evidences.component_id=in.(c1,c2)' +
        '&status=eq.open',
      '/org/sandbox/api/db/incident_summary?select=*&id=in.(a,b)&order=created_at.desc' +
        '&status=eq.open',
    ]);
  });

  it('answers nothing without asking the summary when no incident matches', async () => {
    const calls = stubServer([{ body: [] }, { body: [] }]);
    await expect(fetchIncidents('sandbox', { component: 'c1' }, signal)).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('keeps reserved characters out of the title pattern', () => {
    expect(titlePattern(' a,b(c)* ')).toBe('*a_b_c__*');
  });
});
