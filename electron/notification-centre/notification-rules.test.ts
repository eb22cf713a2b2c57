import { describe, expect, it } from 'vitest';
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
    const rules = { ...DEFAULT_RULES, kinds: { check: false, incident: true } };
    expect(decide(rules, 'check', null, at(12, 0))).toEqual({ record: false });
  });
});
