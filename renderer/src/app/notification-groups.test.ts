import { describe, expect, it } from 'vitest';
import type { HealthNotification } from '../../../preload/contract/health-watch.ts';
import { createBatcher, groupText, planToasts } from './notification-groups.ts';

const note = (orgId: string, n: number, kind?: 'incident'): HealthNotification => ({
  id: `${orgId}:${n}`,
  orgId,
  title: `check-${n} is unhealthy`,
  body: `Check in ${orgId}`,
  route: `/health?checkId=${n}`,
  checkId: kind ? null : String(n),
  ...(kind ? { kind } : {}),
});

describe('planToasts', () => {
  it('keeps one toast each up to three notifications, even of one organisation', () => {
    const batch = [note('a', 1), note('a', 2), note('a', 3, 'incident')];
    expect(planToasts(batch)).toEqual(
      batch.map((notification) => ({ kind: 'single', notification })),
    );
    expect(planToasts([])).toEqual([]);
  });

  it('folds an organisation’s notifications into one group once more than three arrive', () => {
    const batch = [note('a', 1), note('a', 2), note('a', 3, 'incident'), note('a', 4)];
    expect(planToasts(batch)).toEqual([{ kind: 'group', orgId: 'a', notifications: batch }]);
  });

  it('groups per organisation, in order of arrival; an organisation with one keeps its toast', () => {
    const [a1, b1, a2, c1, b2] = [
      note('a', 1),
      note('b', 1),
      note('a', 2),
      note('c', 1),
      note('b', 2),
    ];
    expect(planToasts([a1, b1, a2, c1, b2])).toEqual([
      { kind: 'group', orgId: 'a', notifications: [a1, a2] },
      { kind: 'group', orgId: 'b', notifications: [b1, b2] },
      { kind: 'single', notification: c1 },
    ]);
  });

  it('leaves four organisations with one notification each as four toasts', () => {
    const batch = ['a', 'b', 'c', 'd'].map((org) => note(org, 1));
    expect(planToasts(batch).map((plan) => plan.kind)).toEqual([
      'single',
      'single',
      'single',
      'single',
    ]);
  });
});

describe('groupText', () => {
  it('names the organisation and the count, with two titles and how many more', () => {
    const batch = [1, 2, 3, 4].map((n) => note('a', n));
    expect(groupText(batch, 'Production')).toEqual({
      title: '4 new notifications in Production',
      body: 'check-1 is unhealthy, check-2 is unhealthy and 2 more',
    });
    expect(groupText(batch.slice(0, 2), 'Production').body).toBe(
      'check-1 is unhealthy, check-2 is unhealthy',
    );
  });
});

describe('createBatcher', () => {
  it('hands over what arrives within the window as one batch, then starts a new one', () => {
    const timers: (() => void)[] = [];
    const batches: string[][] = [];
    const push = createBatcher(
      (batch) => batches.push(batch.map((n) => n.id)),
      (run) => timers.push(run),
    );
    push(note('a', 1));
    push(note('a', 2));
    push(note('b', 1));
    expect(timers).toHaveLength(1);
    expect(batches).toEqual([]);
    timers[0]?.();
    expect(batches).toEqual([['a:1', 'a:2', 'b:1']]);
    push(note('a', 3));
    expect(timers).toHaveLength(2);
    timers[1]?.();
    expect(batches).toEqual([['a:1', 'a:2', 'b:1'], ['a:3']]);
  });
});
