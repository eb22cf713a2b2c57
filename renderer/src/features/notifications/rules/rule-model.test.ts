import { describe, expect, it } from 'vitest';
import type { RuleRow } from '../../../api/services/notifications.types.ts';
import {
  DURATION_TEXT,
  MIN_DURATION_TEXT,
  isEditable,
  RULE_EVENTS,
  ruleBody,
  ruleEventChoices,
  ruleFormValues,
  type RuleFormValues,
} from './rule-model.ts';
import { ruleFields, validateRule } from './rule-fields.tsx';
import { clearDependents } from '../../../components/form-kit/bind-form.ts';
import { formatDurationNs, parseDurationNs } from '../../../lib/format/duration.ts';

const EMPTY_RULE = ruleFormValues(null);

describe('rule model', () => {
  it('reads durations as nanoseconds and writes them back', () => {
    expect(parseDurationNs('1m')).toBe(60e9);
    expect(parseDurationNs('1h30m')).toBe(5400e9);
    expect(parseDurationNs('1d')).toBe(86_400e9);
    expect(parseDurationNs('300000000000')).toBe(300e9);
    expect(parseDurationNs('soon')).toBeUndefined();
    expect(parseDurationNs('5 m')).toBeUndefined();
    expect(formatDurationNs(5400e9)).toBe('1h30m');
    expect(formatDurationNs(86_400e9)).toBe('1d');
  });

  it('requires name, events, a recipient and a repeat interval of at least a minute', () => {
    expect(validateRule(EMPTY_RULE)).toEqual({
      name: 'This field is required',
      events: 'This field is required',
      personId: 'This field is required',
      repeatInterval: 'This field is required',
    });
    const base = { ...EMPTY_RULE, name: 'n', events: ['check.failed'], personId: 'p' };
    expect(validateRule({ ...base, repeatInterval: '30s' }).repeatInterval).toBe(MIN_DURATION_TEXT);
    expect(validateRule({ ...base, repeatInterval: 'often' }).repeatInterval).toBe(DURATION_TEXT);
    expect(validateRule({ ...base, repeatInterval: '1m' })).toEqual({});
  });

  it('switching the recipient clears the others; the body names exactly one', () => {
    const values = { ...EMPTY_RULE, personId: 'p1', teamId: 't1' };
    const switchTo = clearDependents<RuleFormValues>(ruleFields([]));
    expect(switchTo(values, 'recipient', 'others')).toEqual({
      personId: '',
      teamId: '',
      connection: '',
    });
    const body = ruleBody({
      ...EMPTY_RULE,
      name: ' pods ',
      events: ['config.unhealthy'],
      recipient: 'others',
      personId: 'stale',
      connection: 'connection://mission-control/slack',
      repeatInterval: '4h',
      waitFor: '5m',
    });
    expect(body).toMatchObject({
      name: 'pods',
      person_id: null,
      team_id: null,
      custom_services: [{ name: 'slack', connection: 'connection://mission-control/slack' }],
      repeat_interval: 4 * 3600e9,
      wait_for: 300e9,
      properties: null,
    });
  });

  it('reads a stored rule, and only UI or unset sources are editable', () => {
    const rule: RuleRow = {
      id: 'r',
      name: 'r',
      events: ['check.failed'],
      team_id: 't',
      repeat_interval: '4h',
      wait_for: 300e9,
      source: 'KubernetesCRD',
    };
    expect(ruleFormValues(rule)).toMatchObject({
      recipient: 'team',
      teamId: 't',
      repeatInterval: '4h',
      waitFor: '5m',
    });
    expect(isEditable(rule)).toBe(false);
    expect(isEditable({ source: 'UI' })).toBe(true);
    expect(isEditable(null)).toBe(true);
  });
});

describe('the events the form offers', () => {
  // Issue 32, 16b: a rule on `playbook.failed` showed no ticked event when edited.
  it("adds each of the rule's events the spec's list lacks, once, after the list", () => {
    const choices = ruleEventChoices(['playbook.failed', 'check.failed', 'playbook.failed']);
    expect(choices).toEqual([...RULE_EVENTS, 'playbook.failed']);
  });

  it('so every event of an existing rule has a box, ticked', () => {
    const values = ruleFormValues({
      id: 'r1',
      events: ['playbook.failed', 'incident.created'],
    } as RuleRow);
    const choices = ruleEventChoices(values.events);
    for (const event of values.events) expect(choices).toContain(event);
  });

  it('offers the spec list alone for a new rule', () => {
    expect(ruleEventChoices([])).toEqual(RULE_EVENTS);
  });
});
