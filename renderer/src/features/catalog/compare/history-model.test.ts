import { describe, expect, it } from 'vitest';
import {
  bodyAt,
  isPatchable,
  isReversible,
  justBefore,
  mergePatch,
  parseAt,
  patchOf,
} from './history-model.ts';

const deployment = {
  kind: 'Deployment',
  metadata: { name: 'checkout', labels: { app: 'checkout', tier: 'web' } },
  spec: { replicas: 5, template: { spec: { containers: [{ name: 'app', image: 'shop:1.5' }] } } },
};

// config-db's patches turn the body after a change into the body before it.
const changes = [
  // 10:00 replicas 2 → 3, 11:00 3 → 5, 12:00 image 1.4 → 1.5 and label tier added.
  {
    id: 'a',
    change_type: 'diff',
    created_at: '2026-11-20T10:00:00Z',
    patches: { spec: { replicas: 2 } },
  },
  {
    id: 'b',
    change_type: 'diff',
    created_at: '2026-11-20T11:00:00Z',
    patches: '{"spec":{"replicas":3}}',
  },
  {
    id: 'c',
    change_type: 'diff',
    created_at: '2026-11-20T12:00:00Z',
    patches: {
      metadata: { labels: { tier: null } },
      spec: { template: { spec: { containers: [{ name: 'app', image: 'shop:1.4' }] } } },
    },
  },
  // An event with a forward patch: never undone.
  {
    id: 'e',
    change_type: 'ScalingReplicaSet',
    created_at: '2026-11-20T11:30:00Z',
    patches: { spec: { replicas: 9 } },
  },
];

describe('merge patch (RFC 7386)', () => {
  it('merges objects, removes nulls and replaces arrays and scalars', () => {
    expect(
      mergePatch({ a: 1, b: { c: 2, d: 3 }, e: [1, 2] }, { b: { c: null, x: 1 }, e: [3] }),
    ).toEqual({ a: 1, b: { d: 3, x: 1 }, e: [3] });
    expect(mergePatch({ a: 1 }, 'text')).toBe('text');
    expect(mergePatch('text', { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('does not change its input', () => {
    const target = { a: { b: 1 } };
    mergePatch(target, { a: { b: 2 } });
    expect(target).toEqual({ a: { b: 1 } });
  });
});

describe('a config at an earlier time', () => {
  it('undoes the diff changes after the time, newest first', () => {
    const at1030 = bodyAt(deployment, changes, new Date('2026-11-20T10:30:00Z'));
    expect(at1030.undone).toBe(2);
    expect(at1030.body).toMatchObject({
      metadata: { labels: { app: 'checkout' } },
      spec: { replicas: 3, template: { spec: { containers: [{ image: 'shop:1.4' }] } } },
    });
    expect((at1030.body as typeof deployment).metadata.labels).not.toHaveProperty('tier');

    const before = bodyAt(deployment, changes, new Date(justBefore('2026-11-20T10:00:00Z')));
    expect(before.undone).toBe(3);
    expect(before.body).toMatchObject({ spec: { replicas: 2 } });
  });

  it('is the body now when nothing changed since', () => {
    const now = bodyAt(deployment, changes, new Date('2026-11-20T13:00:00Z'));
    expect(now).toEqual({ body: deployment, undone: 0, skipped: 0 });
  });

  it('counts diff changes without a patch and ignores events', () => {
    const broken = [
      { id: 'x', change_type: 'diff', created_at: '2026-11-20T12:00:00Z', patches: 'not json' },
    ];
    expect(bodyAt(deployment, broken, new Date('2026-11-20T00:00:00Z'))).toEqual({
      body: deployment,
      undone: 0,
      skipped: 1,
    });
    expect(isReversible(changes[3]!)).toBe(false);
    expect(isReversible(changes[1]!)).toBe(true);
  });

  it('does not rebuild text bodies', () => {
    expect(isPatchable({ content: 'a: 1', format: 'yaml' })).toBe(false);
    expect(isPatchable(deployment)).toBe(true);
    expect(bodyAt({ content: 'a: 1' }, changes, new Date(0)).body).toBeNull();
  });

  it('reads patches and times', () => {
    expect(patchOf('{}')).toBeNull();
    expect(patchOf(null)).toBeNull();
    expect(patchOf('{"a":1}')).toEqual({ a: 1 });
    expect(parseAt(null)).toBeNull();
    expect(parseAt('yesterday')).toBeNull();
    expect(parseAt('2026-11-20T10:00:00.000Z')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(justBefore('2026-11-20T10:00:00Z')).toBe('2026-11-20T09:59:59.999Z');
  });
});
