import { describe, expect, it } from 'vitest';
import type { FleetItem } from './fleet-model.ts';
import { applyTriage, parseMarks, triageStatus, type TriageMarks } from './triage.ts';

const item = (over: Partial<FleetItem> = {}): FleetItem => ({
  key: 'acme/check/c1',
  orgId: 'acme',
  kind: 'check',
  id: 'c1',
  severity: 'high',
  title: 'api-latency',
  detail: 'http · unhealthy',
  at: 1000,
  icon: null,
  ...over,
});
const HOUR = 3_600_000;

describe('inbox triage', () => {
  it('acknowledges an item for its person and organisation only', () => {
    const marks = applyTriage({}, item(), 'ada', 'acknowledge', 0);
    expect(triageStatus(item(), marks, 'ada', 10)).toBe('acknowledged');
    expect(triageStatus(item(), marks, 'grace', 10)).toBe('open');
    expect(triageStatus(item({ orgId: 'other', key: 'other/check/c1' }), marks, 'ada', 10)).toBe(
      'open',
    );
  });

  it('brings an acknowledged item back when it changes', () => {
    const marks = applyTriage({}, item(), 'ada', 'acknowledge', 0);
    expect(triageStatus(item({ severity: 'critical' }), marks, 'ada', 10)).toBe('open');
    expect(triageStatus(item({ at: 2000 }), marks, 'ada', 10)).toBe('open');
  });

  it('snoozes for a while, or until the item changes', () => {
    const timed = applyTriage({}, item(), 'ada', '4h', 0);
    expect(triageStatus(item(), timed, 'ada', 4 * HOUR - 1)).toBe('snoozed');
    expect(triageStatus(item(), timed, 'ada', 4 * HOUR)).toBe('open');
    const untilChange = applyTriage({}, item(), 'ada', 'change', 0);
    expect(triageStatus(item(), untilChange, 'ada', 100 * HOUR)).toBe('snoozed');
    expect(triageStatus(item({ detail: 'http · healthy' }), untilChange, 'ada', 1)).toBe('open');
  });

  it('reopens, and drops marks older than two weeks', () => {
    let marks: TriageMarks = applyTriage({}, item(), 'ada', '1d', 0);
    marks = applyTriage(marks, item(), 'ada', 'reopen', 1);
    expect(triageStatus(item(), marks, 'ada', 2)).toBe('open');
    marks = applyTriage({}, item({ key: 'acme/check/old' }), 'ada', 'acknowledge', 0);
    marks = applyTriage(marks, item(), 'ada', 'acknowledge', 15 * 24 * HOUR);
    expect(Object.keys(marks['acme/ada'] ?? {})).toEqual(['acme/check/c1']);
  });

  it('reads stored marks that do not parse as none', () => {
    expect(parseMarks('{oops')).toEqual({});
    expect(parseMarks('[1]')).toEqual({});
    expect(parseMarks(null)).toEqual({});
  });
});
