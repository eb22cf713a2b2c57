import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AcrossState } from '../across/across-state.ts';
import { outcomeTitle } from '../across/OutcomeCallout.tsx';
import { alsoRunOption, runAcross, RUN_OUTCOME, samePlaybook } from './run-across.ts';

const calls: { orgId: string; input: unknown }[] = [];
const resources: Record<string, { id: string; name: string; type: string }[]> = {};

vi.mock('../../api/services/playbooks.ts', () => ({
  runPlaybook: (orgId: string, input: unknown) => {
    if (orgId === 'down') return Promise.reject(new Error('connect ECONNREFUSED'));
    calls.push({ orgId, input });
    return Promise.resolve(`run-${orgId}`);
  },
  resourceIdentity: () => Promise.resolve({ id: 'cfg-a', name: 'api', type: 'Deployment' }),
  matchResourceIn: (orgId: string, resource: { kind: string; id: string }) => {
    if (orgId === 'down') return Promise.reject(new Error('connect ECONNREFUSED'));
    const rows = resources[orgId] ?? [];
    if (rows.some((r) => r.id === resource.id)) return Promise.resolve(resource);
    const named = rows.filter((r) => r.name === 'api');
    if (named.length === 0) return Promise.reject(new Error('no config named api (Deployment)'));
    return Promise.resolve({ kind: resource.kind, id: named[0]!.id });
  },
}));

const live: AcrossState = { status: 'live', stale: false, reason: null };
const org = { id: 'b', name: 'Org B' };
const rows = [
  { id: 'p1', name: 'restart', namespace: 'ops' },
  { id: 'p2', name: 'restart', namespace: 'mission-control' },
];

describe('samePlaybook', () => {
  it('matches the name, and the namespace when one is given', () => {
    expect(samePlaybook(rows, { name: 'restart' })?.id).toBe('p1');
    expect(samePlaybook(rows, { name: 'restart', namespace: 'mission-control' })?.id).toBe('p2');
    expect(samePlaybook(rows, { name: 'restart', namespace: 'other' })).toBeNull();
    expect(samePlaybook(rows, { name: 'scale' })).toBeNull();
  });
});

describe('alsoRunOption', () => {
  it('offers an organisation with the playbook, with its own id', () => {
    expect(alsoRunOption(org, live, rows, { name: 'restart', namespace: 'ops' })).toEqual({
      orgId: 'b',
      name: 'Org B',
      playbookId: 'p1',
    });
  });
  it('says why an organisation cannot be chosen', () => {
    const reason = (state: AcrossState, wanted = { name: 'scale' }) =>
      alsoRunOption(org, state, rows, wanted).reason;
    expect(reason(live)).toBe('no playbook named scale');
    expect(reason(live, { name: 'scale', namespace: 'ops' } as never)).toBe(
      'no playbook named ops/scale',
    );
    expect(reason({ status: 'offline', stale: false, reason: 'refused' })).toBe('offline');
    expect(reason({ status: 'signed-out', stale: false, reason: null })).toBe('signed out');
    expect(reason({ status: 'error', stale: false, reason: 'HTTP 500' })).toBe(
      'its playbooks could not be read: HTTP 500',
    );
  });
});

describe('runAcross', () => {
  beforeEach(() => {
    calls.length = 0;
    resources.b = [{ id: 'cfg-a', name: 'api', type: 'Deployment' }];
    resources.c = [{ id: 'cfg-c', name: 'api', type: 'Deployment' }];
    resources.d = [];
  });

  it('sends each its own playbook id and resource, and reports each outcome', async () => {
    const outcomes = await runAcross(
      [
        { id: 'a', name: 'A', playbookId: 'pa' },
        { id: 'b', name: 'B', playbookId: 'pb' },
        { id: 'c', name: 'C', playbookId: 'pc' },
        { id: 'd', name: 'D', playbookId: 'pd' },
        { id: 'down', name: 'Down', playbookId: 'px' },
      ],
      'a',
      { kind: 'config', id: 'cfg-a' },
      { replicas: '3' },
    );
    expect(calls).toEqual([
      {
        orgId: 'a',
        input: {
          playbookId: 'pa',
          resource: { kind: 'config', id: 'cfg-a' },
          params: { replicas: '3' },
        },
      },
      {
        orgId: 'b',
        input: {
          playbookId: 'pb',
          resource: { kind: 'config', id: 'cfg-a' },
          params: { replicas: '3' },
        },
      },
      {
        orgId: 'c',
        input: {
          playbookId: 'pc',
          resource: { kind: 'config', id: 'cfg-c' },
          params: { replicas: '3' },
        },
      },
    ]);
    expect(outcomes.map((o) => [o.orgId, o.error, o.href])).toEqual([
      ['a', null, '/playbooks/runs/run-a'],
      ['b', null, '/playbooks/runs/run-b'],
      ['c', null, '/playbooks/runs/run-c'],
      ['d', 'no config named api (Deployment)', undefined],
      ['down', 'connect ECONNREFUSED', undefined],
    ]);
    expect(outcomeTitle(outcomes, RUN_OUTCOME)).toBe(
      'The playbook run was started in 3 of 5 organisations',
    );
  });
});
