import { describe, expect, it } from 'vitest';
import {
  FLAP_QUIET_MS,
  SUMMARY_THRESHOLD,
  checkHealth,
  evaluatePoll,
  type CheckSnapshot,
  type RulesState,
} from './notification-rules.ts';

const check = (id: string, health: CheckSnapshot['health']): CheckSnapshot => ({
  id,
  name: `check ${id}`,
  health,
});
const poll = (state: RulesState | null, checks: CheckSnapshot[], now = 1_000) =>
  evaluatePoll(state, { orgId: 'acme', orgName: 'Acme', checks, now });

describe('notification rules', () => {
  it('takes the first poll as a baseline: checks already unhealthy notify nothing', () => {
    const first = poll(null, [check('a', 'unhealthy'), check('b', 'healthy')]);
    expect(first.baseline).toBe(true);
    expect(first.notifications).toEqual([]);
    const second = poll(first.state, [check('a', 'unhealthy'), check('b', 'healthy')], 2_000);
    expect(second.baseline).toBe(false);
    expect(second.notifications).toEqual([]);
  });

  it('notifies once when a check turns healthy → unhealthy, opening the check', () => {
    const first = poll(null, [check('a', 'healthy')]);
    const second = poll(first.state, [check('a', 'unhealthy')], 2_000);
    expect(second.notifications).toEqual([
      {
        id: 'acme:a:2000',
        orgId: 'acme',
        title: 'check a is unhealthy',
        body: 'Check in Acme',
        route: '/health?checkId=a',
        checkId: 'a',
      },
    ]);
    // Still unhealthy on the next poll: the same event, no second notification.
    const third = poll(second.state, [check('a', 'unhealthy')], 3_000);
    expect(third.notifications).toEqual([]);
  });

  it('ignores new checks, unknown statuses and recoveries', () => {
    const first = poll(null, [check('a', 'healthy'), check('u', 'unknown')]);
    const second = poll(
      first.state,
      [check('a', 'healthy'), check('u', 'unhealthy'), check('new', 'unhealthy')],
      2_000,
    );
    expect(second.notifications).toEqual([]);
    const third = poll(second.state, [check('a', 'healthy'), check('u', 'healthy')], 3_000);
    expect(third.notifications).toEqual([]);
  });

  it('keeps a flapping check quiet for the quiet period, then notifies again', () => {
    let state = poll(null, [check('a', 'healthy')], 0).state;
    const ids: string[] = [];
    // Flaps every minute for 20 minutes.
    for (let minute = 1; minute <= 20; minute += 1) {
      const health = minute % 2 === 1 ? 'unhealthy' : 'healthy';
      const result = poll(state, [check('a', health)], minute * 60_000);
      state = result.state;
      ids.push(...result.notifications.map((n) => n.id));
    }
    expect(FLAP_QUIET_MS).toBe(15 * 60_000);
    // Turned at minute 1 (notified), quiet through minute 15, turned again at minute 17.
    expect(ids).toEqual([`acme:a:${60_000}`, `acme:a:${17 * 60_000}`]);
  });

  it('notifies each check alone up to the threshold', () => {
    const ids = ['a', 'b', 'c'];
    expect(ids).toHaveLength(SUMMARY_THRESHOLD);
    const first = poll(
      null,
      ids.map((id) => check(id, 'healthy')),
    );
    const second = poll(
      first.state,
      ids.map((id) => check(id, 'unhealthy')),
      2_000,
    );
    expect(second.notifications.map((n) => n.checkId)).toEqual(['a', 'b', 'c']);
  });

  it('makes one summary when more than the threshold turn in one poll', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const first = poll(
      null,
      ids.map((id) => check(id, 'healthy')),
    );
    const second = poll(
      first.state,
      ids.map((id) => check(id, 'unhealthy')),
      2_000,
    );
    expect(second.notifications).toEqual([
      {
        id: 'acme:summary:2000',
        orgId: 'acme',
        title: '5 checks turned unhealthy in Acme',
        body: 'check a, check b, check c and 2 more',
        route: '/health?hidePassing=true&groupBy=none&sortBy=transition&sortOrder=desc',
        checkId: null,
      },
    ]);
    // The summarised checks are quiet too when they flap back.
    const third = poll(
      second.state,
      ids.map((id) => check(id, 'healthy')),
      3_000,
    );
    const fourth = poll(
      third.state,
      ids.map((id) => check(id, 'unhealthy')),
      4_000,
    );
    expect(fourth.notifications).toEqual([]);
  });

  it('reads the checks.status column', () => {
    expect(checkHealth('healthy')).toBe('healthy');
    expect(checkHealth('unhealthy')).toBe('unhealthy');
    expect(checkHealth(null)).toBe('unknown');
    expect(checkHealth('warning')).toBe('unknown');
  });
});
