import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../http/testing/stub-server.ts';
import { attachEvidence, type EvidenceTarget } from './incident-evidence.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Attaches the target to incident i1, whose root hypothesis is r1; returns the evidence row. */
async function attached(target: EvidenceTarget): Promise<unknown> {
  const calls = stubServer([{ body: [{ id: 'r1' }] }, { body: [] }]);
  await attachEvidence('sandbox', 'i1', target, 'u1');
  expect(calls[0]!.url).toContain('hypotheses?select=id&incident_id=eq.i1&type=eq.root');
  expect(calls[1]).toMatchObject({ method: 'POST' });
  expect(calls[1]!.url).toContain('/evidences');
  return calls[1]!.body;
}

describe('attachEvidence', () => {
  it('attaches a check with its range as check evidence', async () => {
    const evidence = { start: 'now-1h', includeMessages: false };
    expect(await attached({ kind: 'Check', id: 'c1', description: 'Check', evidence })).toEqual({
      type: 'check',
      check_id: 'c1',
      description: 'Check',
      evidence,
      hypothesis_id: 'r1',
      created_by: 'u1',
    });
  });

  it('attaches a config with its selected lines, or an empty payload', async () => {
    const evidence = { lines: { 1: 'a' }, selected_lines: { 1: 'a' } };
    expect(await attached({ kind: 'Config', id: 'k1', description: 'Cfg', evidence })).toEqual({
      type: 'config',
      config_id: 'k1',
      description: 'Cfg',
      evidence,
      hypothesis_id: 'r1',
      created_by: 'u1',
    });
    expect(await attached({ kind: 'Config', id: 'k1', description: 'Cfg' })).toMatchObject({
      evidence: {},
    });
  });

  it('attaches a component as topology evidence', async () => {
    expect(await attached({ kind: 'Component', id: 'p1', description: 'Topology' })).toEqual({
      type: 'topology',
      component_id: 'p1',
      description: 'Topology',
      evidence: {},
      hypothesis_id: 'r1',
      created_by: 'u1',
    });
  });

  it('refuses an incident without a root hypothesis', async () => {
    stubServer([{ body: [] }]);
    await expect(
      attachEvidence('sandbox', 'i1', { kind: 'Check', id: 'c1', description: 'x' }, 'u1'),
    ).rejects.toThrow('no root hypothesis');
  });
});
