import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NotificationRulesSchema,
} from '../../preload/contract/notification-rules.ts';
import { DEFAULT_RULES, atOrAbove, decide, inQuietHours, minutesOf } from './notification-rules.ts';

const at = (hh: number, mm: number) => new Date(2026, 10, 30, hh, mm);

describe('quiet hours', () => {
  it('holds within a same-day window, end excluded', () => {
    const quiet = { from: '09:00', to: '17:00' };
    expect(inQuietHours(quiet, at(8, 59))).toBe(false);
    expect(inQuietHours(quiet, at(9, 0))).toBe(true);
    expect(inQuietHours(quiet, at(16, 59))).toBe(true);
    expect(inQuietHours(quiet, at(17, 0))).toBe(false);
  });

  it('crosses midnight when from is after to', () => {
    const quiet = { from: '22:00', to: '07:00' };
    expect(inQuietHours(quiet, at(21, 59))).toBe(false);
    expect(inQuietHours(quiet, at(22, 0))).toBe(true);
    expect(inQuietHours(quiet, at(23, 59))).toBe(true);
    expect(inQuietHours(quiet, at(0, 0))).toBe(true);
    expect(inQuietHours(quiet, at(6, 59))).toBe(true);
    expect(inQuietHours(quiet, at(7, 0))).toBe(false);
    expect(inQuietHours(quiet, at(12, 0))).toBe(false);
  });

  it('is off when absent, empty (from = to) or malformed', () => {
    expect(inQuietHours(null, at(3, 0))).toBe(false);
    expect(inQuietHours({ from: '05:00', to: '05:00' }, at(5, 0))).toBe(false);
    expect(inQuietHours({ from: '25:00', to: '05:00' }, at(3, 0))).toBe(false);
    expect(minutesOf('7:00')).toBeNull();
    expect(minutesOf('07:30')).toBe(450);
  });
});

describe('severity floor', () => {
  it('lets through the floor and above', () => {
    expect(atOrAbove('high', 'high')).toBe(true);
    expect(atOrAbove('critical', 'high')).toBe(true);
    expect(atOrAbove('medium', 'high')).toBe(false);
    expect(atOrAbove('info', 'info')).toBe(true);
  });

  it('drops incidents below the floor and keeps checks regardless', () => {
    const rules = { ...DEFAULT_RULES, severityFloor: 'medium' as const };
    expect(decide(rules, 'incident', 'low', at(12, 0))).toEqual({ record: false });
    expect(decide(rules, 'incident', 'medium', at(12, 0))).toEqual({ record: true, show: true });
    expect(decide(rules, 'check', null, at(12, 0))).toEqual({ record: true, show: true });
  });
});

describe('decide', () => {
  it('records but does not show during quiet hours or with OS notifications off', () => {
    const quiet = { ...DEFAULT_RULES, quietHours: { from: '22:00', to: '07:00' } };
    expect(decide(quiet, 'check', null, at(23, 0))).toEqual({ record: true, show: false });
    expect(decide(quiet, 'check', null, at(8, 0))).toEqual({ record: true, show: true });
    const off = { ...DEFAULT_RULES, osNotifications: false };
    expect(decide(off, 'incident', 'critical', at(12, 0))).toEqual({ record: true, show: false });
  });

  it('records nothing of a kind turned off', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const rules = { ...DEFAULT_RULES, kinds: { ...DEFAULT_RULES.kinds, [kind]: false } };
      expect(decide(rules, kind, 'critical', at(12, 0))).toEqual({ record: false });
      const others = NOTIFICATION_KINDS.filter((k) => k !== kind);
      for (const other of others)
        expect(decide(rules, other, 'critical', at(12, 0))).toEqual({ record: true, show: true });
    }
  });

  it('applies the severity floor to incidents only', () => {
    const rules = { ...DEFAULT_RULES, severityFloor: 'critical' as const };
    expect(decide(rules, 'approval', null, at(12, 0))).toEqual({ record: true, show: true });
    expect(decide(rules, 'playbookFailed', null, at(12, 0))).toEqual({ record: true, show: true });
    expect(decide(rules, 'insight', 'critical', at(12, 0))).toEqual({ record: true, show: true });
  });
});

describe('rules schema', () => {
  const stored = {
    kinds: { check: false, incident: true },
    severityFloor: 'medium',
    quietHours: null,
    osNotifications: true,
  };

  it('reads rules stored before the later kinds, those kinds on', () => {
    const rules = NotificationRulesSchema.parse(stored);
    expect(rules.kinds).toEqual({
      check: false,
      incident: true,
      approval: true,
      playbookFailed: true,
      insight: true,
    });
    expect(decide(rules, 'playbookFailed', null, at(12, 0))).toEqual({ record: true, show: true });
    expect(decide(rules, 'check', null, at(12, 0))).toEqual({ record: false });
  });

  it('keeps a later kind turned off, and refuses an unknown kind or a non-boolean', () => {
    const off = { ...stored, kinds: { ...stored.kinds, insight: false } };
    expect(NotificationRulesSchema.parse(off).kinds.insight).toBe(false);
    const unknown = NotificationRulesSchema.safeParse({
      ...stored,
      kinds: { ...stored.kinds, pager: true },
    });
    expect(unknown.success).toBe(false);
    const wrong = NotificationRulesSchema.safeParse({
      ...stored,
      kinds: { ...stored.kinds, approval: 'yes' },
    });
    expect(wrong.error?.issues[0]?.path).toEqual(['kinds', 'approval']);
  });

  it('has every kind on by default', () => {
    expect(Object.keys(DEFAULT_RULES.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.values(DEFAULT_RULES.kinds).every(Boolean)).toBe(true);
  });
});
